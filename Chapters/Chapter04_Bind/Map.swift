extension Signal {
    /// Transforms each value with `transform`: each value becomes a signal of one value.
    public func map<U>(_ transform: @escaping (Value) -> U) -> Signal<U> {
        // exercise 4.3: flattenMap each value to a signal of its transform => .empty()
        flattenMap { value in .return(transform(value)) }
        // end exercise
    }

    /// Replaces every value with `value`.
    public func mapReplace<U>(_ value: U) -> Signal<U> {
        map { _ in value }
    }
}
