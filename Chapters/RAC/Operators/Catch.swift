extension Signal {
    /// On error, subscribes to the signal `handler` returns, with the same subscriber, so the
    /// original error never reaches it. Errors from the replacement are forwarded.
    public func `catch`(_ handler: @escaping (any Error) -> Signal<Value>) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { subscriber.sendNext($0) },
                error: { error in
                    // The passthrough links this subscription to the outer one for disposal.
                    handler(error).subscribe(subscriber)
                },
                completed: { subscriber.sendCompleted() }
            ))
        })
    }

    /// On error, continues with `signal`.
    public func catchTo(_ signal: Signal<Value>) -> Signal<Value> {
        self.catch { _ in signal }
    }
}
