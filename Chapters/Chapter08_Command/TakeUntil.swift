extension Signal {
    /// Forwards this signal until `trigger` sends a value or completes, then completes and ends
    /// both subscriptions. An error from the trigger is ignored.
    ///
    /// The trigger is subscribed first, so a trigger that fires at once means this signal is never
    /// subscribed at all. `Command` uses it to let go of its `enabled` input, which may never end by
    /// itself, when the command goes away.
    public func takeUntil<T>(_ trigger: Signal<T>) -> Signal<Value> {
        // exercise 8.3: forward the source until the trigger sends a value or completes, then complete => self
        Signal.createSignal { subscriber in
            // Both subscriptions, joined to ours before either is subscribed (as in `bind`).
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)

            func finish() {
                everything.dispose()
                subscriber.sendCompleted()
            }

            let stopper = Subscriber<T>(next: { _ in finish() }, completed: finish)
            stopper.link(to: everything)
            trigger.subscribe(stopper)
            // The trigger fired inside its subscribe block: we are done before we began.
            if everything.isDisposed { return }

            let source = Subscriber<Value>(
                next: { subscriber.sendNext($0) },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            )
            source.link(to: everything)
            self.subscribe(source)
        }
        // end exercise
    }
}
