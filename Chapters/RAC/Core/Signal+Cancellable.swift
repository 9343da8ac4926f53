extension Signal {
    /// Subscribes with blocks that can stop the upstream subscription at once by calling `cancel`.
    ///
    /// `take`, `takeUntilBlock` and `bind` need this: when they are done they must stop their
    /// source immediately, even if the source is still inside its subscribe block sending a
    /// synchronous (or infinite) run of values — so the disposable `subscribe` would return is
    /// not available yet. Cancelling the subscriber itself disposes the subscription it is part of.
    func subscribeCancellable(
        next: @escaping (Value, _ cancel: () -> Void) -> Void,
        error: @escaping (any Error) -> Void,
        completed: @escaping () -> Void
    ) -> Disposable {
        let subscriber = Subscriber<Value>()
        subscriber.setHandlers(
            next: { [unowned subscriber] value in next(value, subscriber.cancel) },
            error: error,
            completed: completed
        )
        return subscribe(subscriber)
    }
}
