extension Signal {
    /// Maps each value to a signal and merges their values. A `nil` signal counts as `empty`.
    public func flattenMap<U>(_ block: @escaping (Value) -> Signal<U>?) -> Signal<U> {
        bind {
            { value, _ in block(value) ?? .empty() }
        }
    }

    /// Merges the inner signals of a signal of signals (unlimited concurrency).
    public func flatten<U>() -> Signal<U> where Value == Signal<U> {
        flattenMap { $0 }
    }
}
