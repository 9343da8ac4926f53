import Foundation

extension Signal {
    /// The values of this signal and `other` as they arrive; completes when both have completed.
    public func merge(_ other: Signal<Value>) -> Signal<Value> {
        Signal.merge([self, other])
    }

    /// Subscribes to every signal at once, in order, and forwards values as they arrive. Completes
    /// when all have completed (an empty array completes at once); the first error ends it all.
    public static func merge(_ signals: [Signal<Value>]) -> Signal<Value> {
        Signal<Signal<Value>>.from(signals).flatten()
    }

    /// Merges inner signals, with at most `maxConcurrent` subscribed at once (0 means unlimited).
    /// Extra inner signals wait in a first-in, first-out queue and start as others complete. It
    /// completes when the outer signal and every inner one (queued ones included) have completed.
    public func flatten<U>(_ maxConcurrent: Int) -> Signal<U> where Value == Signal<U> {
        require(maxConcurrent >= 0, "Signal.flatten(_:): maxConcurrent must be 0 (unlimited) or more, got \(maxConcurrent); pass 0 for no limit, or how many inner signals may run at once")
        if maxConcurrent == 0 { return flatten() }
        return Signal<U>(didSubscribe: { subscriber in
            let state = FlattenState<U>()
            let everything = CompoundDisposable()

            func completeIfDone() {
                if state.isDone() { subscriber.sendCompleted() }
            }

            func start(_ inner: Signal<U>) {
                let innerDisposable = SerialDisposable()
                everything.add(innerDisposable)
                innerDisposable.disposable = inner.subscribe(for: subscriber, Subscriber.endpoint(
                    next: { subscriber.sendNext($0) },
                    error: { subscriber.sendError($0) },
                    completed: {
                        everything.remove(innerDisposable)
                        if let queued = state.innerCompleted() {
                            start(queued)
                        } else {
                            completeIfDone()
                        }
                    }
                ))
            }

            everything.add(self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { inner in
                    if state.startOrQueue(inner, limit: maxConcurrent) { start(inner) }
                },
                error: { subscriber.sendError($0) },
                completed: {
                    state.outerCompleted()
                    completeIfDone()
                }
            )))
            return everything
        })
    }
}
