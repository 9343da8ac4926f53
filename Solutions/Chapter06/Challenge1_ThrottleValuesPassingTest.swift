// Chapter 6, challenge 1: the reference solution.
import Foundation

extension Signal {
    /// Throttles the values that pass `predicate`; the others are sent at once, and still discard
    /// a waiting value. `throttle(interval)` is this with `{ _ in true }`.
    public func throttle(_ interval: TimeInterval, valuesPassingTest predicate: @escaping (Value) -> Bool) -> Signal<Value> {
        precondition(interval >= 0, "Signal.throttle(_:valuesPassingTest:): the interval must not be negative")
        return Signal.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            let fallback = FallbackScheduler()
            var waiting: Value?
            var flush: CompoundDisposable?

            func dropWaiting() {
                if let flush {
                    flush.dispose()
                    everything.remove(flush)
                }
                flush = nil
                waiting = nil
            }

            func sendWaiting() {
                let value = waiting
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
                    waiting = value
                    let scheduled = CompoundDisposable()
                    everything.add(scheduled)
                    flush = scheduled
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
