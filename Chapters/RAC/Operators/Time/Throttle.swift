import Foundation

extension Signal {
    /// Sends a value only after `interval` seconds pass without another value; a new value
    /// discards the one waiting. On completion the waiting value is sent at once.
    /// `Value: Sendable`: the waiting value is sent from the scheduler's thread.
    public func throttle(_ interval: TimeInterval) -> Signal<Value> where Value: Sendable {
        throttle(interval) { _ in true }
    }

    /// Throttles only the values passing `predicate`; the others are sent at once (and still
    /// discard a waiting value).
    public func throttle(_ interval: TimeInterval, valuesPassingTest predicate: @escaping (Value) -> Bool) -> Signal<Value> where Value: Sendable {
        require(interval >= 0, "Signal.throttle(_:): the interval must not be negative, got \(interval); pass the seconds to wait, 0 or more")
        return Signal(didSubscribe: { subscriber in
            let state = ThrottleState(downstream: subscriber, interval: interval)
            let fallback = FallbackScheduler()
            state.everything.add(self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    // Where the timer runs is decided by the scheduler current at this event.
                    state.send(.value(value, throttled: predicate(value), scheduler: fallback.current))
                },
                error: { state.send(.error($0)) },
                completed: { state.send(.completed) }
            )))
            return state.everything
        })
    }
}
