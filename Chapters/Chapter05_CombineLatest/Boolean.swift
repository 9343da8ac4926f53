extension Signal where Value == Bool {
    /// Negates each value: `valid.not()` is "invalid".
    public func not() -> Signal<Bool> {
        // exercise 5.4: not(): map each value to its negation => .empty()
        map { !$0 }
        // end exercise
    }
}

extension Signal where Value == [Bool] {
    /// `true` when every element of the array is `true`; an empty array gives `true`.
    public func and() -> Signal<Bool> {
        // exercise 5.4: and() on arrays: true when every element is true (an empty array is true) => .empty()
        map { $0.allSatisfy { $0 } }
        // end exercise
    }

    /// `true` when any element of the array is `true`; an empty array gives `false`.
    public func or() -> Signal<Bool> {
        // exercise 5.4: or() on arrays: true when any element is true (an empty array is false) => .empty()
        map { $0.contains(true) }
        // end exercise
    }
}

/// A marker that only `Bool` adopts, so that `and()` and `or()` can accept tuples of any number of
/// `Bool`s: `Signal.combineLatest(a, b, c).and()`.
///
/// Why a protocol? A parameter pack can be constrained by protocols, but Swift cannot yet say
/// "every element is `Bool`" (`repeat each B == Bool` is rejected). So the elements are asked to
/// conform to a protocol that `Bool`, and nothing else, conforms to.
public protocol BooleanTupleElement {
    /// The element as a `Bool`.
    var boolValue: Bool { get }
}

extension Bool: BooleanTupleElement {
    public var boolValue: Bool { self }
}

extension Signal {
    /// For a signal of `Bool` tuples (from `combineLatest`): `true` when every element is `true`.
    public func and<each B: BooleanTupleElement>() -> Signal<Bool> where Value == (repeat each B) {
        // exercise 5.5: and() on tuples of any length: true when every element is true => .empty()
        map { tuple in
            for element in repeat each tuple {
                if !element.boolValue { return false }
            }
            return true
        }
        // end exercise
    }

    /// For a signal of `Bool` tuples (from `combineLatest`): `true` when any element is `true`.
    public func or<each B: BooleanTupleElement>() -> Signal<Bool> where Value == (repeat each B) {
        // exercise 5.5: or() on tuples of any length: true when any element is true => .empty()
        map { tuple in
            for element in repeat each tuple {
                if element.boolValue { return true }
            }
            return false
        }
        // end exercise
    }
}
