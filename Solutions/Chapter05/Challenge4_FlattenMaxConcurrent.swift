// Chapter 5, challenge 4 (merge with a limit): the reference solution.
extension Signal {
    /// At most `maxConcurrent` inner signals subscribed at once (0: no limit); the others wait,
    /// first in, first out, and start as running ones complete. Completes when the outer signal
    /// has completed, nothing runs and nothing waits.
    public func flatten<U>(_ maxConcurrent: Int) -> Signal<U> where Value == Signal<U> {
        precondition(maxConcurrent >= 0, "Signal.flatten(_:): the limit must not be negative")
        return Signal<U>.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            var waiting: [Signal<U>] = []
            var running = 0
            var outerCompleted = false

            func failed(_ error: any Error) {
                everything.dispose()
                subscriber.sendError(error)
            }

            func startWaiting() {
                while !waiting.isEmpty, maxConcurrent == 0 || running < maxConcurrent {
                    running += 1
                    let signal = waiting.removeFirst()
                    let inner = Subscriber<U>(
                        next: { subscriber.sendNext($0) },
                        error: failed,
                        completed: {
                            running -= 1
                            startWaiting()
                        }
                    )
                    inner.link(to: everything)
                    signal.subscribe(inner)
                }
                if outerCompleted, running == 0, waiting.isEmpty { subscriber.sendCompleted() }
            }

            let outer = Subscriber<Signal<U>>(
                next: { signal in
                    waiting.append(signal)
                    startWaiting()
                },
                error: failed,
                completed: {
                    outerCompleted = true
                    startWaiting()
                }
            )
            outer.link(to: everything)
            self.subscribe(outer)
        }
    }
}
