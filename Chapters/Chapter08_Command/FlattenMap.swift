extension Signal {
    /// Maps each value to a signal and merges their values, as they arrive. A `nil` signal counts
    /// as `empty`: it contributes nothing and, unlike in `bind`, does not stop the source.
    ///
    /// This is `bind` without the stop flag, and every operator below is `flattenMap` with a signal
    /// chosen per value: `return(x)` for "send x", `empty()` for "send nothing".
    public func flattenMap<U>(_ block: @escaping (Value) -> Signal<U>?) -> Signal<U> {
        bind {
            { value, _ in block(value) ?? .empty() }
        }
    }

    /// Merges the inner signals of a signal of signals: `flattenMap` with the identity.
    public func flatten<U>() -> Signal<U> where Value == Signal<U> {
        flattenMap { $0 }
    }
}
