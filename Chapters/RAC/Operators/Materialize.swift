extension Signal {
    /// Sends each event as an `Event` value. After the terminal event's value it **completes**,
    /// even for an error, so the result never fails.
    public func materialize() -> Signal<Event<Value>> {
        Signal<Event<Value>>(didSubscribe: { subscriber in
            self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { subscriber.sendNext(.next($0)) },
                error: { error in
                    subscriber.sendNext(.error(error))
                    subscriber.sendCompleted()
                },
                completed: {
                    subscriber.sendNext(.completed)
                    subscriber.sendCompleted()
                }
            ))
        })
    }

    /// Turns `Event` values back into events, stopping at the first terminal one.
    public func dematerialize<U>() -> Signal<U> where Value == Event<U> {
        Signal<U>(didSubscribe: { subscriber in
            self.subscribeCancellable(
                for: subscriber,
                next: { event, cancel in
                    if event.isTerminal { cancel() }
                    event.send(to: subscriber)
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            )
        })
    }
}
