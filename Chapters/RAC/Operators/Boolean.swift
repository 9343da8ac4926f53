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

/// Only `Bool` adopts this; it lets `and()`/`or()` accept tuples of any number of `Bool`s
/// (Swift cannot yet write `repeat each B == Bool`).
public protocol BooleanTupleElement {
    var boolValue: Bool { get }
}

extension Bool: BooleanTupleElement {
    public var boolValue: Bool { self }
}

extension Signal {
    /// For a signal of Bool tuples (from `combineLatest`): `true` when every element is `true`.
    // Kept out of cross-module optimisation: Swift 6.3.1 crashes serialising parameter packs.
    @_semantics("optimize.no.crossmodule")
    public func and<each B: BooleanTupleElement>() -> Signal<Bool> where Value == (repeat each B) {
        map { tuple in
            for element in repeat each tuple {
                if !element.boolValue { return false }
            }
            return true
        }
    }

    /// For a signal of Bool tuples (from `combineLatest`): `true` when any element is `true`.
    // Kept out of cross-module optimisation: Swift 6.3.1 crashes serialising parameter packs.
    @_semantics("optimize.no.crossmodule")
    public func or<each B: BooleanTupleElement>() -> Signal<Bool> where Value == (repeat each B) {
        map { tuple in
            for element in repeat each tuple {
                if element.boolValue { return true }
            }
            return false
        }
    }
}
