import Foundation

extension Signal {
    /// Sends each value and the completion `interval` seconds later, on the scheduler current at the
    /// time of the event (or a private background one), as in RAC, **in the order they came**.
    /// Errors are **not** delayed: they go at once, and the events still waiting are dropped.
    /// `delay(_:on:)` names the scheduler instead (a `TestScheduler` in a test).
    ///
    /// The events wait in one queue per subscription with one timer at a time (`DelayQueue`), so
    /// none can overtake another. `Value: Sendable`: the values wait on the scheduler's thread.
    public func delay(_ interval: TimeInterval) -> Signal<Value> where Value: Sendable {
        delay(interval, name: "delay(_:)") { fallback in fallback.current }
    }

    /// Delays as `delay(_:)` does, on `scheduler`: each value and the completion are sent from
    /// `scheduler` when `interval` seconds of its clock have passed since they came.
    public func delay(_ interval: TimeInterval, on scheduler: Scheduler) -> Signal<Value> where Value: Sendable {
        delay(interval, name: "delay(_:on:)") { _ in scheduler }
    }

    /// The one delay: `eventScheduler` says, at each event, on which scheduler it waits.
    private func delay(
        _ interval: TimeInterval,
        name: String,
        eventScheduler: @escaping @Sendable (FallbackScheduler) -> Scheduler
    ) -> Signal<Value> where Value: Sendable {
        require(interval >= 0, "Signal.\(name): the interval must not be negative, got \(interval); pass the seconds to delay by, 0 or more")
        return Signal(didSubscribe: { subscriber in
            let everything = CompoundDisposable()
            let timers = CompoundDisposable()
            everything.add(timers)
            let fallback = FallbackScheduler()
            let queue = DelayQueue(interval: interval, subscriber: subscriber, timers: timers)
            everything.add(self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in queue.enqueue(.next(value), on: eventScheduler(fallback)) },
                error: { error in
                    everything.dispose()
                    subscriber.sendError(error)
                },
                completed: { queue.enqueue(.completed, on: eventScheduler(fallback)) }
            )))
            return everything
        })
    }
}
