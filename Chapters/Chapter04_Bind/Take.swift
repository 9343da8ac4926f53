extension Signal {
    /// Forwards the first `count` values, then completes at once and stops the source, even if the
    /// source would never complete. `take(0)` completes without subscribing to the source.
    ///
    /// The n-th value comes with `stop`: `bind` subscribes the `return` signal first, so the value
    /// is sent, then ends the source subscription and completes.
    public func take(_ count: Int) -> Signal<Value> {
        precondition(count >= 0, "Signal.take(_:): the count must not be negative, got \(count); pass 0 or more (take(0) completes at once)")
        if count == 0 { return .empty() }
        // exercise 4.5: bind: pass `count` values, and stop the source with the last one => return self
        return bind {
            var taken = 0
            return { value, stop in
                guard taken < count else { return nil }
                taken += 1
                if taken == count { stop = true }
                return .return(value)
            }
        }
        // end exercise
    }

    /// Drops the first `count` values.
    public func skip(_ count: Int) -> Signal<Value> {
        precondition(count >= 0, "Signal.skip(_:): the count must not be negative, got \(count); pass 0 or more (skip(0) forwards every value)")
        return bind {
            var skipped = 0
            return { value, _ in
                if skipped < count {
                    skipped += 1
                    return .empty()
                }
                return .return(value)
            }
        }
    }

    /// Forwards values until `predicate` returns `true` (that value is dropped), then completes.
    /// Returning `nil` from the binding block is what ends it.
    public func takeUntilBlock(_ predicate: @escaping (Value) -> Bool) -> Signal<Value> {
        bind {
            { value, _ in predicate(value) ? nil : .return(value) }
        }
    }

    /// Forwards values while `predicate` returns `true`, then completes.
    public func takeWhileBlock(_ predicate: @escaping (Value) -> Bool) -> Signal<Value> {
        takeUntilBlock { !predicate($0) }
    }

    /// Drops values while `predicate` returns `true`, then forwards everything (the predicate is
    /// not asked again).
    public func skipWhileBlock(_ predicate: @escaping (Value) -> Bool) -> Signal<Value> {
        bind {
            var skipping = true
            return { value, _ in
                if skipping && predicate(value) { return .empty() }
                skipping = false
                return .return(value)
            }
        }
    }
}
