// Chapter 8, challenge 5: the reference solution.
/// An event as a value: what `materialize()` sends.
public enum Event<Value> {
    case next(Value)
    case error(any Error)
    case completed
}

extension Signal {
    /// Every event of the receiver as a value, then completion, even after an error.
    public func materialize() -> Signal<Event<Value>> {
        Signal<Event<Value>>.createSignal { subscriber in
            let source = Subscriber<Value>(
                next: { subscriber.sendNext(.next($0)) },
                error: { error in
                    subscriber.sendNext(.error(error))
                    subscriber.sendCompleted()
                },
                completed: {
                    subscriber.sendNext(.completed)
                    subscriber.sendCompleted()
                }
            )
            let sourceSubscription = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: sourceSubscription)
            source.link(to: sourceSubscription)
            self.subscribe(source)
        }
    }

    /// The errors of the receiver as values, built on `materialize()`: how `Command.errors`
    /// could be written instead of `then` and `catch`.
    public func errorsAsValues() -> Signal<any Error> {
        materialize().flattenMap { event -> Signal<any Error> in
            if case .error(let error) = event { return .return(error) }
            return .empty()
        }
    }
}
