import Foundation

/// Where and when blocks run: the immediate caller, the main queue, a background queue, or
/// virtual time (`TestScheduler`).
///
/// RAC's `RACScheduler`. Every scheduling method returns a disposable that cancels the block if it
/// has not started (or `nil` where nothing can be cancelled: `Scheduler.immediate`). While a
/// scheduler runs a block, `Scheduler.current` is that scheduler, which is how `delay`, `throttle`,
/// `retry` and `repeat` know where to schedule their own work.
///
/// Every block is `@Sendable`: a scheduler may run it on another thread, so the compiler checks
/// that what it captures may go there (values that are `Sendable`, objects that are thread-safe).
///
/// **Writing your own.** The class is `open`, as `RACScheduler` was: subclass it, call
/// `init(name:)`, override `schedule(_:)`, `after(_:schedule:)` and
/// `after(_:repeatingEvery:withLeeway:schedule:)` (and `now`, if your clock is not the wall
/// clock), and run each block through `performAsCurrentScheduler(_:)`, so that `Scheduler.current`
/// is your scheduler while it runs. The rules the built-in schedulers keep, and yours should:
/// blocks run one at a time, first in, first out (at the same date); a disposed block never starts.
open class Scheduler: @unchecked Sendable {
    // @unchecked: its only stored property is a `let` name, and it stores no user code; each
    // subclass guards its own state (the built-in ones with a lock or a serial queue).
    /// The priority of a background scheduler's queue.
    public enum Priority: Sendable {
        /// From highest to lowest: the queue's quality of service is `userInitiated`, `default`,
        /// `utility` or `background`.
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

    /// A scheduler named `name`, for subclasses (RAC's `initWithName:`); `nil` gives a name made of
    /// the class's name.
    public init(name: String? = nil) {
        self.name = name ?? "org.reactivecocoa.RAC.\(Self.self).anonymousScheduler"
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
    open var now: Date { Date() }

    /// Schedules `block` to run as soon as possible.
    @discardableResult
    open func schedule(_ block: @escaping @Sendable () -> Void) -> Disposable? {
        programmerError("Scheduler.schedule(_:) must be overridden by \(type(of: self)); a Scheduler subclass overrides schedule(_:), after(_:schedule:) and after(_:repeatingEvery:withLeeway:schedule:), or use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    /// Schedules `block` to run at `date` (or as soon as possible after it).
    @discardableResult
    open func after(_ date: Date, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        programmerError("Scheduler.after(_:schedule:) must be overridden by \(type(of: self)); a Scheduler subclass overrides schedule(_:), after(_:schedule:) and after(_:repeatingEvery:withLeeway:schedule:), or use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    /// Schedules `block` to run first at `date`, then every `interval` seconds until disposed.
    /// `leeway` is how late the system may run it (a hint for power efficiency).
    @discardableResult
    open func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        programmerError("Scheduler.after(_:repeatingEvery:withLeeway:schedule:) must be overridden by \(type(of: self)); a Scheduler subclass overrides schedule(_:), after(_:schedule:) and after(_:repeatingEvery:withLeeway:schedule:), or use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    /// Schedules `block` to run `delay` seconds from `now`.
    @discardableResult
    open func afterDelay(_ delay: TimeInterval, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        after(now.addingTimeInterval(delay), schedule: block)
    }

    /// Schedules a block that may ask to run again by calling the `reschedule` block it receives.
    ///
    /// Reschedules are new `schedule` calls, never nested calls, so a block that reschedules
    /// itself 100,000 times does not grow the stack. Disposing the result stops the recursion.
    @discardableResult
    open func scheduleRecursiveBlock(_ block: @escaping @Sendable (_ reschedule: @escaping @Sendable () -> Void) -> Void) -> Disposable? {
        let disposable = CompoundDisposable()
        scheduleRecursion(block, into: disposable)
        return disposable
    }

    /// One round of `scheduleRecursiveBlock`: schedule the block; reschedules requested while it
    /// runs are counted and scheduled after it returns.
    func scheduleRecursion(_ block: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void, into disposable: CompoundDisposable) {
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

    /// Runs `block` at once, on the calling thread, with `Scheduler.current` set to this scheduler,
    /// then puts back the scheduler that was current before (RAC's `performAsCurrentScheduler:`).
    /// A scheduler of your own runs every block it was given through this.
    public final func performAsCurrentScheduler(_ block: () -> Void) {
        let previous = CurrentScheduler.get()
        CurrentScheduler.set(self)
        defer { CurrentScheduler.set(previous) }
        block()
    }
}

extension Scheduler: CustomStringConvertible {
    /// The scheduler's type and its `name`, in angle brackets.
    public var description: String { "<\(type(of: self)): \(name)>" }
}
