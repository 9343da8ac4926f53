extension Signal {
    /// Keeps the values for which `isIncluded` returns `true`: a value that fails becomes `empty()`.
    public func filter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value> {
        // exercise 4.3: flattenMap each value to itself or to nothing => .empty()
        flattenMap { value in isIncluded(value) ? .return(value) : .empty() }
        // end exercise
    }
}

extension Signal where Value: Equatable {
    /// Drops the values equal to `value`.
    public func ignore(_ value: Value) -> Signal<Value> {
        filter { $0 != value }
    }

    /// Passes the first value, then only the values that differ from the one before.
    ///
    /// The previous value is state, so it lives in `bind`'s outer block: one per subscription.
    public func distinctUntilChanged() -> Signal<Value> {
        bind {
            var previous: Value?
            return { value, _ in
                if let last = previous, last == value { return .empty() }
                previous = value
                return .return(value)
            }
        }
    }
}
