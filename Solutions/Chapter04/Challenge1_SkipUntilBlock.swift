// Challenge 4.1's reference solution.
extension Signal {
    /// Drops values until `predicate` is true, then passes everything, that value included.
    public func skipUntilBlock(_ predicate: @escaping (Value) -> Bool) -> Signal<Value> {
        bind {
            var skipping = true
            return { value, _ in
                if skipping && !predicate(value) { return .empty() }
                skipping = false
                return .return(value)
            }
        }
    }

    /// `skipWhileBlock` in terms of `skipUntilBlock`, as RAC writes it.
    public func skipWhileBlockViaSkipUntil(_ predicate: @escaping (Value) -> Bool) -> Signal<Value> {
        skipUntilBlock { !predicate($0) }
    }
}
