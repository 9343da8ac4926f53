extension Signal {
    /// Forwards values until `trigger` sends a value or completes; then completes and disposes
    /// this signal's subscription. The trigger is subscribed first (if it fires at once, this
    /// signal is never subscribed); an error from the trigger is ignored.
    public func takeUntil<T>(_ trigger: Signal<T>) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            let everything = CompoundDisposable()
            let finish = {
                everything.dispose()
                subscriber.sendCompleted()
            }
            everything.add(trigger.subscribe(for: subscriber, Subscriber.endpoint(
                next: { _ in finish() },
                completed: { finish() }
            )))
            if !everything.isDisposed {
                everything.add(self.subscribe(subscriber))
            }
            return everything
        })
    }

    /// Forwards this signal until `replacement` sends anything, then forwards only `replacement`.
    /// This signal's `completed` is not forwarded (its error is); both terminal events of the
    /// replacement are.
    public func takeUntilReplacement(_ replacement: Signal<Value>) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            let receiverDisposable = SerialDisposable()
            let replacementDisposable = replacement.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    receiverDisposable.dispose()
                    subscriber.sendNext(value)
                },
                error: { error in
                    receiverDisposable.dispose()
                    subscriber.sendError(error)
                },
                completed: {
                    receiverDisposable.dispose()
                    subscriber.sendCompleted()
                }
            ))
            if !receiverDisposable.isDisposed {
                receiverDisposable.disposable = self.subscribe(for: subscriber, Subscriber.endpoint(
                    next: { subscriber.sendNext($0) },
                    error: { subscriber.sendError($0) }
                ))
            }
            return CompoundDisposable(disposables: [receiverDisposable, replacementDisposable])
        })
    }
}
