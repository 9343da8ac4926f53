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
        subscribe(endpoint: cancellableEndpoint(next: next, error: error, completed: completed))
    }

    /// `subscribeCancellable` for an operator, on behalf of `downstream` (see `subscribe(for:_:)`).
    func subscribeCancellable<U>(
        for downstream: Subscriber<U>,
        next: @escaping (Value, _ cancel: () -> Void) -> Void,
        error: @escaping (any Error) -> Void,
        completed: @escaping () -> Void
    ) -> Disposable {
        subscribe(for: downstream, cancellableEndpoint(next: next, error: error, completed: completed))
    }

    /// How an operator subscribes to its source on behalf of `downstream` (the subscriber its own
    /// subscribe block received): `endpoint` is linked to `downstream` first, so disposing the
    /// downstream subscription stops the source at once, even mid-way through a synchronous send.
    @usableFromInline
    func subscribe<U>(for downstream: Subscriber<U>, _ endpoint: Subscriber<Value>) -> Disposable {
        if let lifetime = downstream.lifetime { endpoint.link(to: lifetime) }
        return subscribe(endpoint: endpoint)
    }

    private func cancellableEndpoint(
        next: @escaping (Value, _ cancel: () -> Void) -> Void,
        error: @escaping (any Error) -> Void,
        completed: @escaping () -> Void
    ) -> Subscriber<Value> {
        let subscriber = Subscriber<Value>.endpoint()
        subscriber.setHandlers(
            next: { [unowned subscriber] value in next(value, subscriber.cancel) },
            error: error,
            completed: completed
        )
        return subscriber
    }
}
