import Foundation

/// A scheduler on virtual time, for tests: nothing runs until you step or advance it.
///
/// RAC's `RACTestScheduler`, with a real virtual clock added (ReactiveCocoa's has none). Why? A
/// ten-second countdown should take no ten seconds to test, and a test that sleeps is slow and
/// flaky. Here time is a number that moves only when the test says so, and every block runs on the
/// test's own thread, in an order the test can predict:
/// - `now` starts at `startDate`; `schedule` enqueues at `now`, `after(d)` at `d`, `afterDelay(t)`
///   at `now + t`;
/// - blocks run in date order, first in, first out at the same date, and running one moves `now`
///   to its date (never backwards);
/// - disposing a block removes it from the queue at once, so it never runs and what it captured
///   is released;
/// - while a block runs, `Scheduler.current` is this scheduler, so `delay` and `throttle` inside it
///   stay on virtual time.
///
/// Like the rest of the chapters it has no lock: schedule and step from one thread.
public final class TestScheduler: Scheduler, @unchecked Sendable {
    /// Where virtual time starts: 2001-01-01 00:00:00 UTC (the reference date).
    public static let startDate = Date(timeIntervalSinceReferenceDate: 0)

    /// A block waiting in the queue. A class, so that a repeating block stays the same object
    /// when it is put back for its next run, and its disposable can still find it.
    private final class Action {
        var date: Date
        let repeatInterval: TimeInterval?
        let block: @Sendable () -> Void

        init(date: Date, repeatInterval: TimeInterval?, block: @escaping @Sendable () -> Void) {
            self.date = date
            self.repeatInterval = repeatInterval
            self.block = block
        }
    }

    /// The waiting blocks, sorted by date; at the same date, in the order they were enqueued.
    private var queue: [Action] = []
    /// The virtual time.
    private var clock: Date

    /// A test scheduler whose clock starts at `startDate`.
    public init(startDate: Date = TestScheduler.startDate) {
        clock = startDate
        super.init(name: "org.reactivecocoa.RAC.testScheduler")
    }

    /// The virtual time: it moves only when blocks run or the test advances it.
    public override var now: Date { clock }

    /// How many blocks are waiting.
    public var queuedCount: Int { queue.count }

    @discardableResult
    public override func schedule(_ block: @escaping @Sendable () -> Void) -> Disposable? {
        enqueue(Action(date: now, repeatInterval: nil, block: block))
    }

    @discardableResult
    public override func after(_ date: Date, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        enqueue(Action(date: date, repeatInterval: nil, block: block))
    }

    @discardableResult
    public override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        precondition(interval > 0, "TestScheduler.after(_:repeatingEvery:withLeeway:schedule:): the interval must be positive, got \(interval); pass a repeat interval greater than 0, or use after(_:schedule:) to run the block once")
        return enqueue(Action(date: date, repeatInterval: interval, block: block))
    }

    // MARK: - Moving time

    /// Runs the earliest block and moves `now` to its date. Does nothing if nothing is queued.
    public func step() {
        step(1)
    }

    /// Runs up to `ticks` blocks, one at a time (blocks they enqueue count too).
    public func step(_ ticks: Int) {
        for _ in 0..<ticks {
            guard runNext(notAfter: nil) else { return }
        }
    }

    /// Runs blocks until nothing is queued, including blocks enqueued meanwhile. (A repeating
    /// block that is never disposed makes this loop for ever, as in RAC.)
    public func stepAll() {
        while runNext(notAfter: nil) {}
    }

    /// The same as `stepAll()`.
    public func run() {
        stepAll()
    }

    /// Runs, in order, every block due up to `now + interval` (inclusive), then leaves `now` at
    /// exactly that time, whether or not anything ran.
    public func advance(by interval: TimeInterval) {
        precondition(interval >= 0, "TestScheduler.advance(by:): time cannot go backwards; pass a non-negative interval")
        let target = now.addingTimeInterval(interval)
        while runNext(notAfter: target) {}
        // Never backwards: a block may itself have advanced the clock further.
        if clock < target { clock = target }
    }

    // MARK: - The queue

    /// Puts `action` in the queue and returns the disposable that takes it out again.
    private func enqueue(_ action: Action) -> Disposable {
        insert(action)
        // Weak captures: a disposable kept by someone must not keep the scheduler or the block.
        return Disposable { [weak self, weak action] in
            self?.queue.removeAll { $0 === action }
        }
    }

    /// Inserts `action` after every action due at the same date or earlier: date order, and
    /// first in, first out among equals.
    private func insert(_ action: Action) {
        // exercise 6.1: insert(_:): keep the queue in date order, first in, first out among equal dates => queue.append(action)
        let index = queue.firstIndex { $0.date > action.date } ?? queue.count
        queue.insert(action, at: index)
        // end exercise
    }

    /// Takes the earliest action due no later than `limit` (any, if `nil`) out of the queue,
    /// moves the clock to its date and runs it. Returns `false` if there was none.
    private func runNext(notAfter limit: Date?) -> Bool {
        // exercise 6.1: runNext(notAfter:): run the earliest action due by `limit` (none: return false) with the clock at its date; a repeating one runs again every interval => return false
        guard let action = queue.first else { return false }
        if let limit, action.date > limit { return false }
        queue.removeFirst()
        if action.date > clock { clock = action.date }
        if let interval = action.repeatInterval {
            // Put back for its next run *before* running it, as RAC does, so that the block can
            // dispose its own timer (seed 002's countdown does exactly that at zero; Docs/Sources.md).
            action.date = action.date.addingTimeInterval(interval)
            insert(action)
        }
        perform(action.block)
        return true
        // end exercise
    }
}
