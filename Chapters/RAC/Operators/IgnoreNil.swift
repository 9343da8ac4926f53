extension Signal {
    /// Drops the `nil`s and unwraps the rest: a `Signal<Wrapped>` from a `Signal<Wrapped?>`
    /// (RAC's `ignore:nil`, with the type that says no `nil` is left).
    public func ignoreNil<Wrapped>() -> Signal<Wrapped> where Value == Wrapped? {
        Signal<Wrapped>(didSubscribe: { subscriber in
            self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    if let value { subscriber.sendNext(value) }
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            ))
        })
    }
}
