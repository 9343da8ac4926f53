extension Signal {
    /// Passes the first value, then only values that `isEquivalent` says differ from the previous
    /// one. For values that are not `Equatable`, such as the tuples `combineLatest` sends:
    /// `distinctUntilChanged(by: ==)` (RAC compared with `isEqual:`).
    public func distinctUntilChanged(by isEquivalent: @escaping (Value, Value) -> Bool) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            var previous: Value?
            return self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in
                    // Handlers of one subscriber never overlap, so this per-subscription state needs no lock.
                    if let last = previous, isEquivalent(last, value) { return }
                    previous = value
                    subscriber.sendNext(value)
                },
                error: { subscriber.sendError($0) },
                completed: { subscriber.sendCompleted() }
            ))
        })
    }

    /// Drops the values that `isEquivalent` says equal `value`: `ignore((0, 0), by: ==)` for tuples.
    public func ignore(_ value: Value, by isEquivalent: @escaping (Value, Value) -> Bool) -> Signal<Value> {
        filter { !isEquivalent($0, value) }
    }
}
