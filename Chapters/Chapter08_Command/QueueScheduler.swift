import Foundation

/// A scheduler on a serial dispatch queue: `Scheduler.mainThread` and `Scheduler.scheduler()`.
///
/// Scheduling is always asynchronous, even from the queue itself, and first in, first out: the
/// queue does the work, this class adds only cancellation and `Scheduler.current`.
///
/// The disposables it returns are chapter 2's, which have no lock: disposing one on one thread
/// while the queue checks it on another is a race that `RAC`'s atomic disposables do not have.
final class QueueScheduler: Scheduler, @unchecked Sendable {
    let queue: DispatchQueue

    init(queue: DispatchQueue, name: String) {
        self.queue = queue
        super.init(name: name)
    }

    @discardableResult
    override func schedule(_ block: @escaping @Sendable () -> Void) -> Disposable? {
        let disposable = Disposable()
        // Dispatch wants a `@Sendable` block, and ours is one: the compiler has checked what it
        // captures, where you wrote it. The disposable is (unchecked) `Sendable` too.
        queue.async {
            if !disposable.isDisposed { self.perform(block) }
        }
        return disposable
    }

    @discardableResult
    override func after(_ date: Date, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        let disposable = Disposable()
        queue.asyncAfter(wallDeadline: Self.wallTime(date)) {
            if !disposable.isDisposed { self.perform(block) }
        }
        return disposable
    }

    /// The GCD timer that seed 002 (Docs/Sources.md) finds at the bottom of `interval`: a dispatch
    /// source on this queue, first firing at `date`, then every `interval`; disposing cancels it.
    @discardableResult
    override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        precondition(interval > 0, "Scheduler.after(_:repeatingEvery:withLeeway:schedule:): the interval must be positive, got \(interval); pass a repeat interval greater than 0, or use after(_:schedule:) to run the block once")
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(
            wallDeadline: Self.wallTime(date),
            repeating: .nanoseconds(Int(interval * 1_000_000_000)),
            leeway: .nanoseconds(Int(max(0, leeway) * 1_000_000_000))
        )
        timer.setEventHandler { self.perform(block) }
        timer.resume()
        return Disposable { timer.cancel() }
    }

    /// `date` as a dispatch deadline on the wall clock (a date in the past means "now").
    private static func wallTime(_ date: Date) -> DispatchWallTime {
        .now() + .nanoseconds(Int(max(0, date.timeIntervalSinceNow) * 1_000_000_000))
    }
}
