import Foundation

/// Runs `body` on a new thread and waits at most `timeout` seconds for it to return.
///
/// Returns the body's result, or `nil` if it did not finish in time (the thread is then left
/// behind, blocked). Blocking operators (`first`, `toArray`, `waitUntilCompleted`) are tested
/// through this, so that a regression fails the test instead of hanging the whole run.
public func runOnThread<T: Sendable>(timeout: TimeInterval = 5, _ body: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.set(body())
        done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    guard done.wait(timeout: .now() + timeout) == .success else { return nil }
    return box.get()
}

/// Polls `condition` until it holds or `timeout` seconds have passed; returns whether it held.
@discardableResult
public func waitUntil(timeout: TimeInterval = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.001)
    }
    return true
}

/// A value handed from one thread to another, behind a lock.
private final class ResultBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?

    func set(_ newValue: T) {
        lock.lock()
        value = newValue
        lock.unlock()
    }

    func get() -> T? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// The `async` form of `waitUntil`: polls `condition` until it holds or `timeout` seconds have
/// passed, suspending (not blocking) between polls; returns whether it held.
///
/// Tests of tasks use this rather than a semaphore: a test that blocks its thread can take the
/// last thread of Swift's cooperative pool (one per core), and the task it waits for never runs.
/// The limit is generous (30 s) for the same reason: while the whole suite runs in parallel, other
/// tests' blocking waits can hold every pool thread for seconds before a task gets one. A hang still
/// fails, 30 s later; a passing test waits only as long as its task takes.
@discardableResult
public func eventually(timeout: TimeInterval = 30, _ condition: @Sendable () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}
