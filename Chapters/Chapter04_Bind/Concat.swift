extension Signal {
    /// Forwards this signal, then, once it **completes**, subscribes to `next` with the same
    /// subscriber. An error from this signal is forwarded and `next` is never subscribed.
    ///
    /// Not built on `bind`, as in RAC (`-concat:` belongs to `RACSignal`, not to `RACStream`): a
    /// binding block sees values, never completion, and it is completion that starts `next`.
    public func concat(_ next: Signal<Value>) -> Signal<Value> {
        // exercise 4.4: forward this signal, and when it completes, subscribe the subscriber to `next` => .empty()
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
        // end exercise
    }

    /// Sends `value` first, then everything this signal sends.
    public func startWith(_ value: Value) -> Signal<Value> {
        Signal.return(value).concat(self)
    }
}
