extension Signal {
    /// Forwards this signal, then, once it **completes**, subscribes to `next` with the same
    /// subscriber. An error from this signal is forwarded and `next` is never subscribed.
    public func concat(_ next: Signal<Value>) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { subscriber.sendNext($0) },
                error: { subscriber.sendError($0) },
                completed: {
                    // Subscribing the passthrough links the new subscription to the outer one,
                    // so disposing the result disposes `next` too.
                    next.subscribe(subscriber)
                }
            ))
        })
    }

    /// The signals one after another (each starts when the previous completes).
    public static func concat(_ signals: [Signal<Value>]) -> Signal<Value> {
        guard let first = signals.first else { return .empty() }
        return signals.dropFirst().reduce(first) { $0.concat($1) }
    }

    /// Sends `value` first, then everything this signal sends.
    public func startWith(_ value: Value) -> Signal<Value> {
        Signal.return(value).concat(self)
    }

    /// Ignores this signal's values; when it completes, subscribes to the signal `block` returns
    /// (the block is called only then). An error skips the block and is forwarded.
    public func then<U>(_ block: @escaping () -> Signal<U>) -> Signal<U> {
        Signal<U>(didSubscribe: { subscriber in
            self.subscribe(for: subscriber, Subscriber.endpoint(
                error: { subscriber.sendError($0) },
                completed: { block().subscribe(subscriber) }
            ))
        })
    }

    /// Runs the inner signals strictly one after another (`flatten(1)`).
    public func concat<U>() -> Signal<U> where Value == Signal<U> {
        flatten(1)
    }
}
