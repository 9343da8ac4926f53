import Foundation

/// Where and when blocks run: the immediate caller, the main queue, a background queue, or
/// virtual time (`TestScheduler`).
///
/// RAC's `RACScheduler`. Every scheduling method returns a disposable that cancels the block if it
/// has not started (or `nil` where nothing can be cancelled: `Scheduler.immediate`). While a
/// scheduler runs a block, `Scheduler.current` is that scheduler, which is how `delay`, `throttle`,
/// `retry` and `repeat` know where to schedule their own work.
public class Scheduler: @unchecked Sendable {
    // @unchecked: its only stored property is a `let` name; subclasses guard their own state.
    /// The priority of a background scheduler's queue.
    public enum Priority: Sendable {
        case high, `default`, low, background

        var qos: DispatchQoS {
            switch self {
            case .high: return .userInitiated
            case .default: return .default
            case .low: return .utility
            case .background: return .background
            }
        }
    }

    /// A name for debugging.
    public let name: String

    init(name: String) {
        self.name = name
    }

    // MARK: - The shared schedulers

    /// Runs blocks synchronously, in the caller. It does not change `Scheduler.current`.
    public static let immediate: Scheduler = ImmediateScheduler()

    /// The main queue. Scheduling is always asynchronous, even from the main thread.
    public static let mainThread: Scheduler = QueueScheduler(queue: .main, name: "org.reactivecocoa.RAC.mainThreadScheduler", isMain: true)

    /// A new serial background scheduler (default priority).
    public static func scheduler() -> Scheduler {
        scheduler(priority: .default)
    }

    /// A new serial background scheduler with the given priority and name. Each call makes a new
    /// one; blocks scheduled on one scheduler run one at a time, first in, first out.
    public static func scheduler(priority: Priority, name: String? = nil) -> Scheduler {
        let label = name ?? "org.reactivecocoa.RAC.backgroundScheduler"
        let queue = DispatchQueue(label: label, qos: priority.qos)
        return QueueScheduler(queue: queue, name: label, isMain: false)
    }

    /// The scheduler running the current block on this thread; otherwise `mainThread` on the main
    /// thread, and `nil` elsewhere.
    public static var current: Scheduler? {
        if let running = CurrentScheduler.get() { return running }
        return Thread.isMainThread ? mainThread : nil
    }

    // MARK: - Scheduling (subclasses override)

    /// The scheduler's clock: wall-clock time, or virtual time on a `TestScheduler`.
    public var now: Date { Date() }

    /// Schedules `block` to run as soon as possible.
    @discardableResult
    public func schedule(_ block: @escaping () -> Void) -> Disposable? {
        programmerError("Scheduler.schedule(_:) must be overridden by \(type(of: self)); a Scheduler subclass overrides schedule(_:), after(_:schedule:) and after(_:repeatingEvery:withLeeway:schedule:), or use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    /// Schedules `block` to run at `date` (or as soon as possible after it).
    @discardableResult
    public func after(_ date: Date, schedule block: @escaping () -> Void) -> Disposable? {
        programmerError("Scheduler.after(_:schedule:) must be overridden by \(type(of: self)); a Scheduler subclass overrides schedule(_:), after(_:schedule:) and after(_:repeatingEvery:withLeeway:schedule:), or use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    /// Schedules `block` to run first at `date`, then every `interval` seconds until disposed.
    /// `leeway` is how late the system may run it (a hint for power efficiency).
    @discardableResult
    public func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping () -> Void) -> Disposable? {
        programmerError("Scheduler.after(_:repeatingEvery:withLeeway:schedule:) must be overridden by \(type(of: self)); a Scheduler subclass overrides schedule(_:), after(_:schedule:) and after(_:repeatingEvery:withLeeway:schedule:), or use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    /// Schedules `block` to run `delay` seconds from `now`.
    @discardableResult
    public func afterDelay(_ delay: TimeInterval, schedule block: @escaping () -> Void) -> Disposable? {
        after(now.addingTimeInterval(delay), schedule: block)
    }

    /// Schedules a block that may ask to run again by calling the `reschedule` block it receives.
    ///
    /// Reschedules are new `schedule` calls, never nested calls, so a block that reschedules
    /// itself 100,000 times does not grow the stack. Disposing the result stops the recursion.
    @discardableResult
    public func scheduleRecursiveBlock(_ block: @escaping (_ reschedule: @escaping () -> Void) -> Void) -> Disposable? {
        let disposable = CompoundDisposable()
        scheduleRecursion(block, into: disposable)
        return disposable
    }

    /// One round of `scheduleRecursiveBlock`: schedule the block; reschedules requested while it
    /// runs are counted and scheduled after it returns.
    func scheduleRecursion(_ block: @escaping (@escaping () -> Void) -> Void, into disposable: CompoundDisposable) {
        let round = SerialDisposable()
        disposable.add(round)
        round.disposable = schedule { [self] in
            disposable.remove(round)  // this round has started; forget its handle
            if disposable.isDisposed { return }
            let requests = RescheduleRequests()
            block {
                if requests.record() { self.scheduleRecursion(block, into: disposable) }
            }
            for _ in 0..<requests.finishSynchronousPart() where !disposable.isDisposed {
                self.scheduleRecursion(block, into: disposable)
            }
        }
    }

    // MARK: - Running blocks

    /// Runs `block` with `Scheduler.current` set to this scheduler.
    final func perform(_ block: () -> Void) {
        let previous = CurrentScheduler.get()
        CurrentScheduler.set(self)
        block()
        CurrentScheduler.set(previous)
    }
}

extension Scheduler: CustomStringConvertible {
    public var description: String { "<\(type(of: self)): \(name)>" }
}

/// Counts the reschedules a recursive block asks for while it runs; later ones run at once.
final class RescheduleRequests: @unchecked Sendable {
    // @unchecked: every `var` is read and written only inside `lock`.
    private let lock = Lock()
    private var count = 0
    private var synchronousPartDone = false

    /// Returns `true` if the caller should reschedule now (the block has already returned).
    func record() -> Bool {
        lock.withLock {
            if synchronousPartDone { return true }
            count += 1
            return false
        }
    }

    /// Ends the synchronous part; returns how many reschedules it asked for.
    func finishSynchronousPart() -> Int {
        lock.withLock {
            synchronousPartDone = true
            return count
        }
    }
}

/// The thread-local "scheduler running on this thread", stored unretained: it is only set while
/// that scheduler is inside `perform`, which keeps it alive.
enum CurrentScheduler {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static func get() -> Scheduler? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Scheduler>.fromOpaque(pointer).takeUnretainedValue()
    }

    static func set(_ scheduler: Scheduler?) {
        let pointer = scheduler.map { Unmanaged.passUnretained($0).toOpaque() }
        pthread_setspecific(key, pointer)
    }
}

/// Carries a non-`Sendable` block across a dispatch boundary. Safe because each block handed to
/// a queue is run exactly once, by that queue, and the library's types are thread-safe.
struct UncheckedSendable<Wrapped>: @unchecked Sendable {
    let wrapped: Wrapped
    init(_ wrapped: Wrapped) { self.wrapped = wrapped }
}
