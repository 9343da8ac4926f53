// Challenge 4.4's reference solution: `flatten(1)`, one inner signal at a time.
extension Signal {
    /// The inner signals strictly one after another: each is subscribed when the previous one
    /// completes; the result completes when the outer signal has completed and nothing is left.
    public func concat<U>() -> Signal<U> where Value == Signal<U> {
        Signal<U>.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            var waiting: [Signal<U>] = []
            var isRunning = false
            var outerCompleted = false

            func failed(_ error: any Error) {
                everything.dispose()
                subscriber.sendError(error)
            }

            func startNext() {
                guard !isRunning else { return }
                guard !waiting.isEmpty else {
                    if outerCompleted { subscriber.sendCompleted() }
                    return
                }
                isRunning = true
                let signal = waiting.removeFirst()
                let inner = Subscriber<U>(
                    next: { subscriber.sendNext($0) },
                    error: failed,
                    completed: {
                        isRunning = false
                        startNext()
                    }
                )
                inner.link(to: everything)
                signal.subscribe(inner)
            }

            let outer = Subscriber<Signal<U>>(
                next: { signal in
                    waiting.append(signal)
                    startNext()
                },
                error: failed,
                completed: {
                    outerCompleted = true
                    startNext()
                }
            )
            outer.link(to: everything)
            self.subscribe(outer)
        }
    }
}
