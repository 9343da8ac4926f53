import Foundation

/// A scheduler on virtual time, for tests: nothing runs until you step or advance it.
///
/// RAC's `RACTestScheduler`, with a real virtual clock added. `now` starts at a fixed date.
/// `schedule` enqueues at `now`, `after(d)` at `d`, `afterDelay(t)` at `now + t`; blocks run in
/// date order, and first in, first out at the same date. Running a block moves `now` to its date
/// (never backwards). Disposing a block removes it from the queue at once (releasing what it
/// captured), so a disposed block never runs and takes no step. While a block runs, `Scheduler.current` is this
/// scheduler, so operators that use the current scheduler (`delay`, `throttle`, `retry`, `repeat`)
/// stay on virtual time.
public final class TestScheduler: Scheduler, @unchecked Sendable {
    // @unchecked: `queue`, `nextOrder` and `clock` are read and written only inside `lock`; the
    // blocks in `queue` are yours, `@Sendable` (the compiler checked what they capture), and run on
    // the thread that steps the scheduler, outside the lock.
    /// Where virtual time starts: 2001-01-01 00:00:00 UTC (the reference date).
    public static let startDate = Date(timeIntervalSinceReferenceDate: 0)

    private struct Entry {
        let date: Date
        let order: UInt64
        /// Identifies the scheduled block; a repeating block keeps its token across repetitions.
        let token: UInt64
        let block: @Sendable () -> Void
        /// For repeating blocks: the interval to re-enqueue at.
        let repeatInterval: TimeInterval?
    }

    private let lock = Lock()
    private var queue: [Entry] = []
    private var nextOrder: UInt64 = 0
    private var clock: Date
    /// `sleep(for:)` calls a block of this scheduler has woken and that have not yet returned to
    /// their task (what the async `advance(by:)` waits for between blocks).
    private var wokenSleepers = 0

    /// A test scheduler whose clock starts at `startDate`.
    public init(startDate: Date = TestScheduler.startDate) {
        clock = startDate
        super.init(name: "org.reactivecocoa.RAC.testScheduler")
    }

    /// The virtual time.
    public override var now: Date { lock.withLock { clock } }

    /// How many blocks are waiting.
    public var queuedCount: Int {
        lock.withLock { queue.count }
    }

    /// Enqueues `block` at the current virtual time, after blocks already queued for that time. It
    /// runs only when the scheduler is stepped or advanced; disposing the result removes it from
    /// the queue.
    @discardableResult
    public override func schedule(_ block: @escaping @Sendable () -> Void) -> Disposable? {
        enqueue(at: nil, repeating: nil, block)
    }

    /// Enqueues `block` at the virtual time `date` (a past date puts it first in the queue; `now`
    /// never moves back). It runs only when the scheduler is stepped or advanced; disposing the
    /// result removes it from the queue.
    @discardableResult
    public override func after(_ date: Date, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        enqueue(at: date, repeating: nil, block)
    }

    /// Enqueues `block` at `date`, then, each time it runs, again `interval` later (re-enqueued
    /// before it runs); `leeway` is ignored on virtual time. `interval` must be positive. Disposing
    /// the result removes every repetition.
    @discardableResult
    public override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        require(interval > 0, "TestScheduler.after(_:repeatingEvery:withLeeway:schedule:): the interval must be positive, got \(interval); pass a repeat interval greater than 0, or use after(_:schedule:) to run the block once")
        return enqueue(at: date, repeating: interval, block)
    }

    /// Runs the earliest block and moves `now` to its date. Does nothing if nothing is queued.
    public func step() {
        step(1)
    }

    /// Runs up to `ticks` blocks, one at a time.
    public func step(_ ticks: Int) {
        for _ in 0..<ticks {
            guard runNext(notAfter: nil) else { return }
        }
    }

    /// Runs blocks until nothing is queued, including blocks enqueued meanwhile.
    /// (A repeating block that is never disposed makes this loop forever, as in RAC.)
    public func stepAll() {
        while runNext(notAfter: nil) {}
    }

    /// The same as `stepAll()`.
    public func run() {
        stepAll()
    }

    /// Runs, in order, every block due up to `now + interval` (inclusive), then sets `now` to
    /// exactly `now + interval`.
    public func advance(by interval: TimeInterval) {
        require(interval >= 0, "TestScheduler.advance(by:): time cannot go backwards; pass a non-negative interval")
        let target = now.addingTimeInterval(interval)
        while runNext(notAfter: target) {}
        moveClock(to: target)
    }

    /// Advances the clock to `date` (see `advance(by:)`).
    public func advance(to date: Date) {
        advance(by: max(0, date.timeIntervalSince(now)))
    }

    // MARK: - Internals

    private func enqueue(at date: Date?, repeating interval: TimeInterval?, _ block: @escaping @Sendable () -> Void) -> Disposable {
        let token: UInt64 = lock.withLock {
            let token = takeOrder()
            insert(Entry(date: date ?? clock, order: token, token: token, block: block, repeatInterval: interval))
            return token
        }
        return Disposable { [weak self] in self?.cancel(token) }
    }

    /// Removes the block with `token` (and so releases what it captured).
    private func cancel(_ token: UInt64) {
        let removed: [Entry] = lock.withLock {
            let removed = queue.filter { $0.token == token }
            queue.removeAll { $0.token == token }
            return removed
        }
        _ = removed  // released here, outside the lock: a block's captures may deinit into user code
    }

    private func takeOrder() -> UInt64 {
        defer { nextOrder += 1 }
        return nextOrder
    }

    /// Keeps `queue` sorted by (date, order); binary search for the insertion point.
    private func insert(_ entry: Entry) {
        var low = 0
        var high = queue.count
        while low < high {
            let middle = (low + high) / 2
            let other = queue[middle]
            if other.date < entry.date || (other.date == entry.date && other.order < entry.order) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        queue.insert(entry, at: low)
    }

    /// Moves `now` to `date` unless it is already later (time never goes back).
    func moveClock(to date: Date) {
        lock.withLock { if clock < date { clock = date } }
    }

    /// How many blocks were ever enqueued (repetitions included): changes whenever work is added.
    var enqueuedTotal: UInt64 {
        lock.withLock { nextOrder }
    }

    /// A block of this scheduler is about to resume a `sleep(for:)`.
    func sleeperWillWake() {
        lock.withLock { wokenSleepers += 1 }
    }

    /// A `sleep(for:)` this scheduler woke has returned to its task.
    func sleeperDidReturn() {
        lock.withLock { wokenSleepers -= 1 }
    }

    /// Woken `sleep(for:)` calls that have not returned yet.
    var wokenSleeperCount: Int {
        lock.withLock { wokenSleepers }
    }

    /// Pops and runs the earliest block due no later than `limit`; `false` if there is none.
    func runNext(notAfter limit: Date?) -> Bool {
        let next: Entry? = lock.withLock {
            guard let first = queue.first else { return nil }
            if let limit, first.date > limit { return nil }
            queue.removeFirst()
            if first.date > clock { clock = first.date }
            if let interval = first.repeatInterval {
                // A repeating block is re-enqueued before it runs (as in RAC).
                insert(Entry(date: first.date.addingTimeInterval(interval), order: takeOrder(), token: first.token,
                             block: first.block, repeatInterval: interval))
            }
            return first
        }
        guard let next else { return false }
        performAsCurrentScheduler(next.block)
        return true
    }
}
