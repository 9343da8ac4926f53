extension Signal {
    /// Maps each value to a signal and merges their values, as they arrive. A `nil` signal counts
    /// as `empty`: it contributes nothing and, unlike in `bind`, does not stop the source.
    ///
    /// This is `bind` without the stop flag, and every operator below is `flattenMap` with a signal
    /// chosen per value: `return(x)` for "send x", `empty()` for "send nothing".
    public func flattenMap<U>(_ block: @escaping (Value) -> Signal<U>?) -> Signal<U> {
        // exercise 4.2: bind each value to the block's signal (nil means empty) => .empty()
        bind {
            { value, _ in block(value) ?? .empty() }
        }
        // end exercise
    }

    /// Merges the inner signals of a signal of signals: `flattenMap` with the identity.
    public func flatten<U>() -> Signal<U> where Value == Signal<U> {
        // exercise 4.2: flattenMap each inner signal to itself => .empty()
        flattenMap { $0 }
        // end exercise
    }
}
