import Foundation

/// Where and when a block runs: at once in the caller, on the main queue, on a background queue,
/// or on virtual time (`TestScheduler`).
///
/// RAC's `RACScheduler`. Why do signals need one? Until now every event was sent in the caller, at
/// the moment the producer called `sendNext`. Time changes that: "one second from now" and "every
/// second" are blocks that someone must run later, somewhere. A scheduler is that someone, and
/// making it a value you pass in (rather than calling GCD inside every operator) is what lets a
/// test swap the wall clock for a virtual one.
///
/// Every scheduling method returns a disposable that cancels the block if it has not started yet,
/// or `nil` where nothing can be cancelled (`Scheduler.immediate`). While a scheduler runs a block,
/// `Scheduler.current` is that scheduler: `delay` and `throttle` use it to schedule their own work
/// wherever the event came from.
public class Scheduler: @unchecked Sendable {
    /// The priority of a background scheduler's queue.
    public enum Priority: Sendable {
        case high, `default`, low, background
    }

    /// A name, for debugging.
    public let name: String

    init(name: String) {
        self.name = name
    }

    // MARK: - The shared schedulers

    /// Runs blocks synchronously, in the caller. It does not change `Scheduler.current`.
    public static let immediate: Scheduler = ImmediateScheduler()

    /// The main queue. Scheduling is always asynchronous, even from the main thread.
    public static let mainThread: Scheduler = QueueScheduler(queue: .main, name: "org.reactivecocoa.RAC.mainThreadScheduler")

    /// A new serial background scheduler, of default priority.
    public static func scheduler() -> Scheduler {
        scheduler(priority: .default)
    }

    /// A new serial background scheduler. Each call makes a new one; the blocks of one scheduler
    /// run one at a time, first in, first out.
    public static func scheduler(priority: Priority, name: String? = nil) -> Scheduler {
        let label = name ?? "org.reactivecocoa.RAC.backgroundScheduler"
        return QueueScheduler(queue: DispatchQueue(label: label, qos: priority.qos), name: label)
    }

    /// The scheduler running the current block on this thread; otherwise `mainThread` on the main
    /// thread, and `nil` anywhere else.
    public static var current: Scheduler? {
        if let running = Thread.current.threadDictionary[currentKey] as? Scheduler { return running }
        return Thread.isMainThread ? mainThread : nil
    }

    // MARK: - Scheduling (each kind of scheduler overrides these)

    /// The scheduler's clock: the wall clock here, virtual time on a `TestScheduler`.
    public var now: Date { Date() }

    /// Schedules `block` to run as soon as possible.
    @discardableResult
    public func schedule(_ block: @escaping @Sendable () -> Void) -> Disposable? {
        preconditionFailure("Scheduler.schedule(_:) must be overridden by \(type(of: self)); a Scheduler subclass overrides schedule(_:), after(_:schedule:) and after(_:repeatingEvery:withLeeway:schedule:), or use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    /// Schedules `block` to run at `date` (or as soon as possible after it).
    @discardableResult
    public func after(_ date: Date, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        preconditionFailure("Scheduler.after(_:schedule:) must be overridden by \(type(of: self)); a Scheduler subclass overrides schedule(_:), after(_:schedule:) and after(_:repeatingEvery:withLeeway:schedule:), or use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    /// Schedules `block` to run first at `date`, then every `interval` seconds until disposed.
    /// `leeway` is how late the system may run it, a hint that saves power.
    @discardableResult
    public func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        preconditionFailure("Scheduler.after(_:repeatingEvery:withLeeway:schedule:) must be overridden by \(type(of: self)); a Scheduler subclass overrides schedule(_:), after(_:schedule:) and after(_:repeatingEvery:withLeeway:schedule:), or use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    /// Schedules `block` to run `delay` seconds from `now`, on this scheduler's own clock.
    @discardableResult
    public func afterDelay(_ delay: TimeInterval, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        after(now.addingTimeInterval(delay), schedule: block)
    }

    // MARK: - Running a block

    /// Runs `block` with `Scheduler.current` set to this scheduler, then puts back what was there
    /// (a test scheduler may be stepped from inside another scheduler's block).
    final func perform(_ block: () -> Void) {
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[Scheduler.currentKey]
        dictionary[Scheduler.currentKey] = self
        block()
        dictionary[Scheduler.currentKey] = previous
    }

    /// Where `perform` keeps the running scheduler: each thread has its own dictionary, so two
    /// threads running two schedulers each see their own.
    private static let currentKey = "org.reactivecocoa.RAC.currentScheduler"
}

extension Scheduler.Priority {
    /// The dispatch quality of service a priority stands for.
    var qos: DispatchQoS {
        switch self {
        case .high: return .userInitiated
        case .default: return .default
        case .low: return .utility
        case .background: return .background
        }
    }
}
