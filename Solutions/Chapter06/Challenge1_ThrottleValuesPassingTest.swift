// Challenge 6.1: the reference solution.
import Foundation

extension Signal {
    /// Throttles the values that pass `predicate`; the others are sent at once, and still discard
    /// a waiting value. `throttle(interval)` is this with `{ _ in true }`. `Value: Sendable`, as
    /// `throttle(_:)`: the waiting value is sent from the scheduler.
    public func throttle(_ interval: TimeInterval, valuesPassingTest predicate: @escaping (Value) -> Bool) -> Signal<Value> where Value: Sendable {
        precondition(interval >= 0, "Signal.throttle(_:valuesPassingTest:): the interval must not be negative")
        return Signal.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            let fallback = FallbackScheduler()
            // In an object, as in `throttle(_:)`: the scheduled send is `@Sendable`.
            let state = ThrottleState<Value>()

            @Sendable func dropWaiting() {
                if let flush = state.flush {
                    flush.dispose()
                    everything.remove(flush)
                }
                state.flush = nil
                state.waiting = nil
            }

            @Sendable func sendWaiting() {
                let value = state.waiting
                dropWaiting()
                if let value { subscriber.sendNext(value) }
            }

            let source = Subscriber<Value>(
                next: { value in
                    dropWaiting()
                    guard predicate(value) else {
                        subscriber.sendNext(value)
                        return
                    }
                    state.waiting = value
                    let scheduled = CompoundDisposable()
                    everything.add(scheduled)
                    state.flush = scheduled
                    scheduled.add(fallback.current.afterDelay(interval) { sendWaiting() })
                },
                error: { error in
                    everything.dispose()
                    subscriber.sendError(error)
                },
                completed: {
                    sendWaiting()
                    subscriber.sendCompleted()
                }
            )
            source.link(to: everything)
            self.subscribe(source)
        }
    }
}
