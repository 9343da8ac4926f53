// Challenge 4.6's reference solution: `map` written directly, one subscription and no inner signals.
extension Signal {
    /// Like `map`, without `bind`: no `return` signal is made and subscribed for each value.
    public func mapDirect<U>(_ transform: @escaping (Value) -> U) -> Signal<U> {
        Signal<U>.createSignal { subscriber in
            let source = Subscriber<Value>(
                next: { subscriber.sendNext(transform($0)) },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            )
            let sourceSubscription = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: sourceSubscription)
            source.link(to: sourceSubscription)
            self.subscribe(source)
        }
    }
}
