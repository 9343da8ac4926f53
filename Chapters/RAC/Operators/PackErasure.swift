// The two halves of the variadic `combineLatest` and `zip`: a pack of signals goes in as an array
// of `Signal<Any>`, and each array of values comes back out as a tuple, element by element. They
// are plain generic functions, not closures inside the pack functions, because of a compiler crash
// (the comment in `combineLatest`, and Docs/Performance.md).

/// `signal` with its values boxed as `Any`, for the array-based core of a variadic operator.
func erasedToAny<T>(_ signal: Signal<T>) -> Signal<Any> {
    signal.map { $0 as Any }
}

/// Reads an array of boxed values back as typed values, one per call, in order:
/// `(repeat reader.next((each S).self))` builds the tuple.
struct TupleReader {
    private let values: [Any]
    private var index = 0

    init(_ values: [Any]) { self.values = values }

    /// The next value, as a `T`: the variadic operator put a `T` at this position.
    mutating func next<T>(_: T.Type) -> T {
        defer { index += 1 }
        return values[index] as! T
    }
}
