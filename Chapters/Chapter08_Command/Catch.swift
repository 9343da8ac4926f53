extension Signal {
    /// On error, subscribes to the signal `handler` returns, with the same subscriber, so the
    /// error never reaches it. Values and completion pass through; an error from the replacement
    /// is forwarded.
    ///
    /// Why an operator of its own? An error ends a chain at once: `bind` never sees it, and every
    /// operator so far forwards it. To go on *after* an error, someone must stand between the
    /// source's error and the subscriber, as `concat` stands between completion and the
    /// subscriber. The code is `concat`'s, with the roles of error and completion swapped.
    public func `catch`(_ handler: @escaping (any Error) -> Signal<Value>) -> Signal<Value> {
        // exercise 8.1: forward the source; on its error, subscribe the subscriber to `handler(error)` => self
        Signal.createSignal { subscriber in
            let source = Subscriber<Value>(
                next: { subscriber.sendNext($0) },
                // The source's subscription has ended by now (its subscriber's first terminal
                // event disposed it); subscribing the passthrough links the replacement to ours.
                error: { error in handler(error).subscribe(subscriber) },
                completed: { subscriber.sendCompleted() }
            )
            // Joined before subscribing, as in `bind`, so that disposing reaches a synchronous `self`.
            let sourceSubscription = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: sourceSubscription)
            source.link(to: sourceSubscription)
            self.subscribe(source)
        }
        // end exercise
    }

    /// On error, continues with `signal`: `catchTo(.empty())` turns a failure into completion.
    public func catchTo(_ signal: Signal<Value>) -> Signal<Value> {
        self.catch { _ in signal }
    }
}
