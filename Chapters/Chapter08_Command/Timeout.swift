import Foundation

extension Signal {
    /// Fails with `SignalError.timedOut` unless the signal completes or fails within `interval`
    /// seconds of subscription. Values do not reset the timer: it is a limit on the total time.
    ///
    /// The timer is one `afterDelay` on `scheduler`, started when the subscription starts and kept
    /// in the same compound as the source: whichever ends first disposes the other.
    ///
    /// `Value: Sendable`: the error reaches your subscriber from the scheduler's thread.
    public func timeout(_ interval: TimeInterval, onScheduler scheduler: Scheduler) -> Signal<Value> where Value: Sendable {
        precondition(interval >= 0, "Signal.timeout(_:onScheduler:): the interval must not be negative, got \(interval); pass the seconds to wait for completion, 0 or more")
        precondition(!(scheduler is ImmediateScheduler), "Signal.timeout(_:onScheduler:): Scheduler.immediate cannot run a timer; pass Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
        return Signal.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            everything.add(scheduler.afterDelay(interval) {
                everything.dispose()
                subscriber.sendError(SignalError.timedOut)
            })
            let source = Subscriber<Value>(
                next: { subscriber.sendNext($0) },
                error: { error in
                    everything.dispose()
                    subscriber.sendError(error)
                },
                completed: {
                    everything.dispose()
                    subscriber.sendCompleted()
                }
            )
            source.link(to: everything)
            self.subscribe(source)
        }
    }
}
