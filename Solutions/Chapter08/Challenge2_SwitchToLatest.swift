// Chapter 8, challenge 2: the reference solution.
extension Signal {
    /// The values of the latest inner signal only: a new inner signal disposes the previous one.
    /// Completes when the outer signal and the current inner signal have both completed.
    public func switchToLatest<U>() -> Signal<U> where Value == Signal<U> {
        Signal<U>.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            var current: CompoundDisposable?
            var innerRunning = false
            var outerCompleted = false

            func failed(_ error: any Error) {
                everything.dispose()
                subscriber.sendError(error)
            }

            let outer = Subscriber<Signal<U>>(
                next: { signal in
                    if let current {
                        current.dispose()
                        everything.remove(current)
                    }
                    let subscription = CompoundDisposable()
                    everything.add(subscription)
                    current = subscription
                    innerRunning = true
                    let inner = Subscriber<U>(
                        next: { subscriber.sendNext($0) },
                        error: failed,
                        completed: {
                            innerRunning = false
                            if outerCompleted { subscriber.sendCompleted() }
                        }
                    )
                    inner.link(to: subscription)
                    signal.subscribe(inner)
                },
                error: failed,
                completed: {
                    outerCompleted = true
                    if !innerRunning { subscriber.sendCompleted() }
                }
            )
            outer.link(to: everything)
            self.subscribe(outer)
        }
    }

    /// `then` while `condition`'s latest value is true, `else` while it is false.
    public static func `if`(_ condition: Signal<Bool>, then thenSignal: Signal<Value>, else elseSignal: Signal<Value>) -> Signal<Value> {
        condition.map { $0 ? thenSignal : elseSignal }.switchToLatest()
    }
}
