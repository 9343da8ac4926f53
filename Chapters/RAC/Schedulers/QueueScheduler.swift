import Foundation

/// A scheduler on a serial dispatch queue: `Scheduler.mainThread` and `Scheduler.scheduler()`.
///
/// Scheduling is always asynchronous, even from the queue itself, and first in, first out. Times
/// go to Dispatch through `DispatchDelay`, which never traps: a date or delay too far away (or
/// infinite) schedules nothing, and its disposable still works.
final class QueueScheduler: Scheduler, @unchecked Sendable {
    // @unchecked: every stored property is a `let`; the dispatch queue is thread-safe. The blocks
    // it is given are `@Sendable`, checked by the compiler where you wrote them.
    let queue: DispatchQueue
    private let isMain: Bool

    init(queue: DispatchQueue, name: String, isMain: Bool) {
        self.queue = queue
        self.isMain = isMain
        super.init(name: name)
    }

    @discardableResult
    override func schedule(_ block: @escaping @Sendable () -> Void) -> Disposable? {
        let disposable = Disposable()
        queue.async { [self] in
            if disposable.isDisposed { return }
            performAsCurrentScheduler(block)
        }
        return disposable
    }

    @discardableResult
    override func after(_ date: Date, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        let disposable = Disposable()
        // Never due (infinitely far, or past Dispatch's range): nothing to schedule.
        guard let deadline = DispatchDelay(until: date).wallDeadline() else { return disposable }
        queue.asyncAfter(wallDeadline: deadline) { [self] in
            if disposable.isDisposed { return }
            performAsCurrentScheduler(block)
        }
        return disposable
    }

    @discardableResult
    override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        require(interval > 0, "Scheduler.after(_:repeatingEvery:withLeeway:schedule:): the interval must be positive, got \(interval); pass a repeat interval greater than 0, or use after(_:schedule:) to run the block once")
        guard let deadline = DispatchDelay(until: date).wallDeadline() else { return Disposable() }
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(
            wallDeadline: deadline,
            repeating: DispatchDelay(seconds: interval).interval,  // an infinite period fires once
            leeway: DispatchDelay(seconds: leeway).interval
        )
        timer.setEventHandler { [self] in performAsCurrentScheduler(block) }
        timer.resume()
        return Disposable { timer.cancel() }
    }
}
