extension Signal {
    /// Forwards this signal, then, once it **completes**, subscribes to `next` with the same
    /// subscriber. An error from this signal is forwarded and `next` is never subscribed.
    ///
    /// Not built on `bind`, as in RAC (`-concat:` belongs to `RACSignal`, not to `RACStream`): a
    /// binding block sees values, never completion, and it is completion that starts `next`.
    public func concat(_ next: Signal<Value>) -> Signal<Value> {
        Signal.createSignal { subscriber in
            let first = Subscriber<Value>(
                next: { subscriber.sendNext($0) },
                error: { subscriber.sendError($0) },
                // Subscribing the passthrough links `next`'s subscription to ours (chapter 2).
                completed: { next.subscribe(subscriber) }
            )
            // Joined before subscribing, as in `bind`, so that disposing reaches a synchronous `self`.
            let firstSubscription = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: firstSubscription)
            first.link(to: firstSubscription)
            self.subscribe(first)
        }
    }

    /// Sends `value` first, then everything this signal sends.
    public func startWith(_ value: Value) -> Signal<Value> {
        Signal.return(value).concat(self)
    }

    /// Ignores this signal's values; once it **completes**, subscribes to the signal `block`
    /// returns (the block is called only then). An error is forwarded and the block never called.
    ///
    /// Three pieces we have: a `flattenMap` to `empty()` drops every value (and may change the
    /// type, since nothing of the old type is sent), `concat` waits for completion, and `defer`
    /// (chapter 7) calls the block only when `concat` subscribes.
    public func then<U>(_ block: @escaping () -> Signal<U>) -> Signal<U> {
        // exercise 8.2: drop the values; once this signal completes, go on with the signal `block` returns, calling it only then => .empty()
        flattenMap { _ in Signal<U>.empty() }.concat(.defer(block))
        // end exercise
    }
}
