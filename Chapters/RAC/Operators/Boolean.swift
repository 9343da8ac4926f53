extension Signal where Value == Bool {
    /// Negates each value.
    public func not() -> Signal<Bool> {
        map { !$0 }
    }
}

extension Signal where Value == [Bool] {
    /// `true` when every value of the array is `true` (an empty array gives `true`).
    public func and() -> Signal<Bool> {
        map { $0.allSatisfy { $0 } }
    }

    /// `true` when any value of the array is `true` (an empty array gives `false`).
    public func or() -> Signal<Bool> {
        map { $0.contains(true) }
    }
}

/// A marker that only `Bool` adopts: it lets `and()`/`or()` accept tuples of any number of
/// `Bool`s (Swift cannot yet write `repeat each B == Bool`). It has no members, so it adds nothing
/// to `Bool` in your code.
public protocol BooleanTupleElement {}

extension Bool: BooleanTupleElement {}

/// The `Bool` inside a tuple element of `and()`/`or()`.
@inline(__always)
private func truth<B: BooleanTupleElement>(_ element: B) -> Bool {
    guard let value = element as? Bool else {
        programmerError("and()/or(): BooleanTupleElement is adopted by Bool only, got \(B.self); combine Signal<Bool>s, or map your values to Bool first")
    }
    return value
}

extension Signal {
    /// For a signal of Bool tuples (from `combineLatest`): `true` when every element is `true`.
    public func and<each B: BooleanTupleElement>() -> Signal<Bool> where Value == (repeat each B) {
        map { tuple in
            for element in repeat each tuple {
                if !truth(element) { return false }
            }
            return true
        }
    }

    /// For a signal of Bool tuples (from `combineLatest`): `true` when any element is `true`.
    public func or<each B: BooleanTupleElement>() -> Signal<Bool> where Value == (repeat each B) {
        map { tuple in
            for element in repeat each tuple {
                if truth(element) { return true }
            }
            return false
        }
    }
}
