extension Signal {
    /// Keeps the values for which `isIncluded` returns `true`.
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value> {
        // A run of maps and filters shares one subscriber (see `FusedSignal`).
        fusedFilter(isIncluded)
    }

    /// Drops every value; only `completed` or `error` pass.
    public func ignoreValues() -> Signal<Value> {
        filter { _ in false }
    }
}

extension Signal where Value: Equatable {
    /// Drops the values equal to `value`.
    public func ignore(_ value: Value) -> Signal<Value> {
        filter { $0 != value }
    }

    /// Passes the first value, then only values that differ from the previous one.
    public func distinctUntilChanged() -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            var previous: Value?
            return self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    // Handlers of one subscriber never overlap, so this per-subscription state needs no lock.
                    if let last = previous, last == value { return }
                    previous = value
                    subscriber.sendNext(value)
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            ))
        })
    }
}
