import Foundation

extension Signal {
    /// Collects values into arrays: the first value starts a timer of `interval` seconds, and when
    /// it fires everything collected is sent as one array. No timer runs while nothing is
    /// collected. Completion sends what is collected (if anything), then completes.
    ///
    /// `Value: Sendable`: the values collected on the source's thread are sent from the
    /// scheduler's.
    public func buffer(withTime interval: TimeInterval, onScheduler scheduler: Scheduler) -> Signal<[Value]> where Value: Sendable {
        require(!(scheduler is ImmediateScheduler), "Signal.buffer(withTime:onScheduler:): Scheduler.immediate cannot run a timer; pass Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
        require(interval >= 0, "Signal.buffer(withTime:onScheduler:): the interval must not be negative, got \(interval); pass the seconds each buffer collects, 0 or more")
        return Signal<[Value]>(didSubscribe: { subscriber in
            let timer = SerialDisposable()
            let buffer = TimedBuffer<Value>()

            @Sendable func flush() {
                buffer.withLock {
                    timer.swapIn(nil)?.dispose()
                    let batch = buffer.takeAll()
                    guard !batch.isEmpty else { return }
                    subscriber.sendNext(batch)
                }
            }

            let source = self.subscribe(for: subscriber, Subscriber(
                next: { value in
                    buffer.withLock {
                        if buffer.append(value) { timer.disposable = scheduler.afterDelay(interval, schedule: flush) }
                    }
                },
                error: { subscriber.sendError($0) },
                completed: {
                    flush()
                    subscriber.sendCompleted()
                }
            ))
            return CompoundDisposable(disposables: [source, timer])
        })
    }
}
