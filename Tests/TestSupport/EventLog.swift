import Foundation

/// A thread-safe, ordered log of what happened in a test: events, side effects, disposals.
///
/// Tests assert on the whole log at once (`#expect(log.entries == ["next(1)", "completed"])`),
/// so order, terminal events and clean-up are all checked together. It depends on no module, so
/// chapter tests and their parity runs against `RAC` use the same recorder.
public final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var storage: [String] = []

    public init() {}

    /// Appends one entry.
    public func append(_ entry: String) {
        lock.lock()
        storage.append(entry)
        lock.unlock()
    }

    /// Appends `next(value)`.
    public func next<T>(_ value: T) { append("next(\(value))") }
    /// Appends `error(error)`.
    public func error(_ error: any Error) { append("error(\(error))") }
    /// Appends `completed`.
    public func completed() { append("completed") }

    /// Everything logged so far, in order.
    public var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return storage
    }

    /// Empties the log.
    public func removeAll() {
        lock.lock()
        storage.removeAll()
        lock.unlock()
    }
}

/// Errors for tests: compare by value, print short.
public enum TestError: Error, Equatable, CustomStringConvertible, Sendable {
    case boom
    case other
    case numbered(Int)

    public var description: String {
        switch self {
        case .boom: return "boom"
        case .other: return "other"
        case .numbered(let n): return "error\(n)"
        }
    }
}

/// An object whose deallocation a test can observe through a weak reference.
public final class Tracked: @unchecked Sendable {
    public let label: String
    public init(_ label: String = "tracked") { self.label = label }
}

/// A weak reference behind a lock, for a test that watches an object go away while `@Sendable`
/// blocks (a scheduled block, say) set or read it: a `weak var` cannot be captured there.
public final class WeakReference<Object: AnyObject>: @unchecked Sendable {
    private let lock = NSLock()
    private weak var stored: Object?

    public init(_ object: Object? = nil) { stored = object }

    /// The object, while something else keeps it alive.
    public var object: Object? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }
}

/// A thread-safe counter for concurrency tests.
public final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    public init() {}
    @discardableResult
    public func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        return count
    }
    public var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

/// Runs `body` on `count` real threads at once and waits (bounded) for all of them.
/// Returns `false` if they did not all finish within `timeout` seconds.
@discardableResult
public func runConcurrently(threads count: Int, timeout: TimeInterval = 10, _ body: @escaping @Sendable (Int) -> Void) -> Bool {
    let group = DispatchGroup()
    let start = DispatchSemaphore(value: 0)
    for index in 0..<count {
        group.enter()
        let thread = Thread {
            start.wait()
            body(index)
            group.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }
    for _ in 0..<count { start.signal() }
    return group.wait(timeout: .now() + timeout) == .success
}

/// A value behind a lock, for state that several threads (or `@Sendable` closures) share.
public final class Locked<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    public init(_ value: Value) { stored = value }

    /// The current value (a copy, read under the lock); setting replaces it under the lock.
    public var value: Value {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            stored = newValue
            lock.unlock()
        }
    }

    /// Runs `body` on the value while holding the lock, so a read-modify-write is atomic.
    @discardableResult
    public func withLock<Result>(_ body: (inout Value) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&stored)
    }
}

/// Detects whether pieces of code ever run at the same time: call `enter()` first thing and
/// `exit()` last thing in each of them; `overlaps` counts the entries that found someone inside.
public final class OverlapDetector: @unchecked Sendable {
    private let lock = NSLock()
    private var inside = 0
    private var overlapCount = 0

    public init() {}

    public func enter() {
        lock.lock()
        inside += 1
        if inside > 1 { overlapCount += 1 }
        lock.unlock()
    }

    public func exit() {
        lock.lock()
        inside -= 1
        lock.unlock()
    }

    /// How many `enter()` calls found another caller still inside.
    public var overlaps: Int {
        lock.lock()
        defer { lock.unlock() }
        return overlapCount
    }
}
