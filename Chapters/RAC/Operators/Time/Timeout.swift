import Foundation

extension Signal {
    /// Fails with `SignalError.timedOut` if the signal has not completed or failed within
    /// `interval` seconds of subscription. Values do not reset the timer: it is a total time.
    /// `.infinity` never times out. `Value: Sendable`: the error goes to your subscriber from the
    /// scheduler's thread.
    public func timeout(_ interval: TimeInterval, onScheduler scheduler: Scheduler) -> Signal<Value> where Value: Sendable {
        require(!(scheduler is ImmediateScheduler), "Signal.timeout(_:onScheduler:): Scheduler.immediate cannot run a timer; pass Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
        require(interval >= 0, "Signal.timeout(_:onScheduler:): the interval must not be negative, got \(interval); pass the seconds to wait for completion, 0 or more")
        return Signal(didSubscribe: { subscriber in
            let everything = CompoundDisposable()
            everything.add(scheduler.afterDelay(interval) {
                everything.dispose()
                subscriber.sendError(SignalError.timedOut)
            })
            everything.add(self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { subscriber.sendNext($0) },
                error: { error in
                    everything.dispose()
                    subscriber.sendError(error)
                },
                completed: {
                    everything.dispose()
                    subscriber.sendCompleted()
                }
            )))
            return everything
        })
    }
}
