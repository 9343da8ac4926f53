import Foundation

extension Signal {
    /// Sends a value only after `interval` seconds pass without another value; a new value
    /// discards the one waiting. On completion the waiting value is sent at once.
    ///
    /// The timer runs on the scheduler current at each value, or a private background one, as in
    /// RAC; `throttle(_:on:)` names the scheduler instead (a `TestScheduler` in a test).
    /// `Value: Sendable`: the waiting value is sent from the scheduler's thread.
    public func throttle(_ interval: TimeInterval) -> Signal<Value> where Value: Sendable {
        throttle(interval, { _ in true }, name: "throttle(_:)") { fallback in fallback.current }
    }

    /// Throttles as `throttle(_:)` does, with the timer on `scheduler`: the waiting value is sent
    /// from `scheduler` when `interval` seconds of its clock pass without another value.
    public func throttle(_ interval: TimeInterval, on scheduler: Scheduler) -> Signal<Value> where Value: Sendable {
        throttle(interval, { _ in true }, name: "throttle(_:on:)") { _ in scheduler }
    }

    /// Throttles only the values passing `predicate`; the others are sent at once (and still
    /// discard a waiting value). The timer runs on the scheduler current at each value, or a
    /// private background one.
    public func throttle(_ interval: TimeInterval, valuesPassingTest predicate: @escaping (Value) -> Bool) -> Signal<Value> where Value: Sendable {
        throttle(interval, predicate, name: "throttle(_:valuesPassingTest:)") { fallback in fallback.current }
    }

    /// Throttles only the values passing `predicate`, with the timer on `scheduler`.
    public func throttle(_ interval: TimeInterval, valuesPassingTest predicate: @escaping (Value) -> Bool, on scheduler: Scheduler) -> Signal<Value> where Value: Sendable {
        throttle(interval, predicate, name: "throttle(_:valuesPassingTest:on:)") { _ in scheduler }
    }

    /// The one throttle: `timerScheduler` says, at each value, where that value's timer runs.
    private func throttle(
        _ interval: TimeInterval,
        _ predicate: @escaping (Value) -> Bool,
        name: String,
        timerScheduler: @escaping @Sendable (FallbackScheduler) -> Scheduler
    ) -> Signal<Value> where Value: Sendable {
        require(interval >= 0, "Signal.\(name): the interval must not be negative, got \(interval); pass the seconds to wait, 0 or more")
        return Signal(didSubscribe: { subscriber in
            let state = ThrottleState(downstream: subscriber, interval: interval)
            let fallback = FallbackScheduler()
            state.everything.add(self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    state.send(.value(value, throttled: predicate(value), scheduler: timerScheduler(fallback)))
                },
                error: { state.send(.error($0)) },
                completed: { state.send(.completed) }
            )))
            return state.everything
        })
    }
}
