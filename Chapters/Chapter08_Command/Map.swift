extension Signal {
    /// Transforms each value with `transform`: each value becomes a signal of one value.
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U> {
        flattenMap { value in .return(transform(value)) }
    }

    /// Replaces every value with `value`.
    public func mapReplace<U>(_ value: U) -> Signal<U> {
        map { _ in value }
    }
}
