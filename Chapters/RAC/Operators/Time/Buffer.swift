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
            let state = BufferState(downstream: subscriber, interval: interval, scheduler: scheduler)
            let source = self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { state.send(.value($0)) },
                error: { state.send(.error($0)) },
                completed: { state.send(.completed) }
            ))
            return CompoundDisposable(disposables: [source, state.timer])
        })
    }
}
