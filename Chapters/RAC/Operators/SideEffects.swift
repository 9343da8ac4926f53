extension Signal {
    /// Runs `block` for each value, before forwarding it (once per subscription).
    /// (`isolation`: see `subscribeNext`, which checks its blocks the same way.)
    public func doNext(_ block: @escaping (Value) -> Void, isolation: (any Actor)? = #isolation) -> Signal<Value> {
        let block = IsolationCheck.guarded(block, on: isolation, api: "doNext")
        return Signal(didSubscribe: { subscriber in
            self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    block(value)
                    subscriber.sendNext(value)
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            ))
        })
    }

    /// Runs `block` on error, before forwarding it.
    public func doError(_ block: @escaping (any Error) -> Void, isolation: (any Actor)? = #isolation) -> Signal<Value> {
        let block = IsolationCheck.guarded(block, on: isolation, api: "doError")
        return Signal(didSubscribe: { subscriber in
            self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { subscriber.sendNext($0) },
                error: { error in
                    block(error)
                    subscriber.sendError(error)
                },
                completed: { subscriber.sendCompleted() }
            ))
        })
    }

    /// Runs `block` on completion, before forwarding it.
    public func doCompleted(_ block: @escaping () -> Void, isolation: (any Actor)? = #isolation) -> Signal<Value> {
        let block = IsolationCheck.guarded(block, on: isolation, api: "doCompleted")
        return Signal(didSubscribe: { subscriber in
            self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { subscriber.sendNext($0) },
                error: { subscriber.sendError($0) },
                completed: {
                    block()
                    subscriber.sendCompleted()
                }
            ))
        })
    }

    /// Runs `block` each time the signal is subscribed, before subscribing.
    /// (`isolation`: see `subscribeNext`.)
    public func initially(_ block: @escaping () -> Void, isolation: (any Actor)? = #isolation) -> Signal<Value> {
        let block = IsolationCheck.guarded(block, on: isolation, api: "initially")
        return Signal.defer {
            block()
            return self
        }
    }

    /// Runs `block` when the signal completes or fails (not on values, not on disposal).
    /// (`isolation`: see `subscribeNext`.)
    public func finally(_ block: @escaping () -> Void, isolation: (any Actor)? = #isolation) -> Signal<Value> {
        let block = IsolationCheck.guarded(block, on: isolation, api: "finally")
        return doError { _ in block() }.doCompleted(block)
    }
}
