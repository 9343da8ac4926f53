import Foundation

/// A scheduler on a serial dispatch queue: `Scheduler.mainThread` and `Scheduler.scheduler()`.
///
/// Scheduling is always asynchronous, even from the queue itself, and first in, first out.
final class QueueScheduler: Scheduler, @unchecked Sendable {
    // @unchecked: every stored property is a `let`; the dispatch queue is thread-safe.
    let queue: DispatchQueue
    private let isMain: Bool

    init(queue: DispatchQueue, name: String, isMain: Bool) {
        self.queue = queue
        self.isMain = isMain
        super.init(name: name)
    }

    @discardableResult
    override func schedule(_ block: @escaping () -> Void) -> Disposable? {
        let disposable = Disposable()
        let work = UncheckedSendable(block)
        queue.async { [self] in
            if disposable.isDisposed { return }
            perform(work.wrapped)
        }
        return disposable
    }

    @discardableResult
    override func after(_ date: Date, schedule block: @escaping () -> Void) -> Disposable? {
        let disposable = Disposable()
        let work = UncheckedSendable(block)
        queue.asyncAfter(wallDeadline: Self.wallTime(date)) { [self] in
            if disposable.isDisposed { return }
            perform(work.wrapped)
        }
        return disposable
    }

    @discardableResult
    override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping () -> Void) -> Disposable? {
        require(interval > 0, "Scheduler.after(_:repeatingEvery:withLeeway:schedule:): the interval must be positive, got \(interval); pass a repeat interval greater than 0, or use after(_:schedule:) to run the block once")
        let timer = DispatchSource.makeTimerSource(queue: queue)
        let work = UncheckedSendable(block)
        timer.schedule(
            wallDeadline: Self.wallTime(date),
            repeating: .nanoseconds(Int(interval * 1_000_000_000)),
            leeway: .nanoseconds(Int(max(0, leeway) * 1_000_000_000))
        )
        timer.setEventHandler { [self] in perform(work.wrapped) }
        timer.resume()
        let handle = UncheckedSendable(timer)
        return Disposable { handle.wrapped.cancel() }
    }

    private static func wallTime(_ date: Date) -> DispatchWallTime {
        let seconds = max(0, date.timeIntervalSinceNow)
        return .now() + .nanoseconds(Int(seconds * 1_000_000_000))
    }
}
