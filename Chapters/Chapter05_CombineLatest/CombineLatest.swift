extension Signal {
    /// Sends an array of the latest value of every signal, each time any of them sends, but only
    /// once every signal has sent at least one value. Completes when all have completed (an empty
    /// array completes at once); the first error ends it all.
    ///
    /// Why silent at first? Until a signal has sent, there is no "latest value" to put in its
    /// place, and inventing one (a default, a `nil`) would be a guess. If you have a sensible
    /// starting value, say so with `startWith(_:)` on that input.
    ///
    /// The signals are subscribed in order, each running to its synchronous end before the next is
    /// subscribed: values a signal sends while it is subscribed, before the later ones exist,
    /// collapse to its last one.
    public static func combineLatest<T>(_ signals: [Signal<T>]) -> Signal<[T]> where Value == [T] {
        if signals.isEmpty { return .empty() }
        // exercise 5.1: the array form: send every latest value once each signal has sent one; complete when all have completed; fail with the first error => return .empty()
        return createSignal { subscriber in
            // Everything this subscription starts, joined to it before any source is subscribed
            // (as in `bind`), so that disposing it reaches a source that is still sending.
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            // The latest value of each signal; `nil` until that signal has sent one.
            var latest = [T?](repeating: nil, count: signals.count)
            var completedCount = 0

            for (index, signal) in signals.enumerated() {
                // An earlier signal failed (or a handler disposed us) while it was subscribed:
                // the later ones are not subscribed at all.
                if everything.isDisposed { break }
                let source = Subscriber<T>(
                    next: { value in
                        latest[index] = value
                        // `compactMap` drops the signals that have not sent yet, and only those:
                        // a `nil` sent by a signal of optionals is stored as `.some(nil)` and kept.
                        let values = latest.compactMap { $0 }
                        if values.count == signals.count { subscriber.sendNext(values) }
                    },
                    error: { error in
                        everything.dispose()
                        subscriber.sendError(error)
                    },
                    completed: {
                        completedCount += 1
                        if completedCount == signals.count { subscriber.sendCompleted() }
                    }
                )
                source.link(to: everything)
                signal.subscribe(source)
            }
        }
        // end exercise
    }

    /// Combines any number of signals into a signal of tuples: `Signal.combineLatest(a, b, c)`
    /// sends `(A, B, C)`. One signal gives its own values (Swift has no one-element tuples).
    ///
    /// The array form does the work: each signal is mapped to `Signal<Any>`, the arrays are
    /// combined, and each array is unpacked into a tuple of the right types again.
    public static func combineLatest<each S>(_ signals: repeat Signal<each S>) -> Signal<(repeat each S)>
    where Value == (repeat each S) {
        Signal<[Any]>.combineLatest(erase(repeat each signals)).map { values in
            unpack(values, as: (repeat each S).self)
        }
    }

    /// Combines this signal with `other` into pairs of their latest values.
    public func combineLatest<U>(with other: Signal<U>) -> Signal<(Value, U)> {
        Signal<(Value, U)>.combineLatest(self, other)
    }

    /// Unpacks each tuple into the arguments of `reduce`:
    /// `Signal.combineLatest(a, b).reduceEach { a, b in … }` (RAC's `+combineLatest:reduce:`).
    public func reduceEach<each T, R>(_ reduce: @escaping (repeat each T) -> R) -> Signal<R>
    where Value == (repeat each T) {
        map { tuple in reduce(repeat each tuple) }
    }
}

/// The signals of a parameter pack as one array, in order, their values as `Any`: what lets the
/// tuple forms of `combineLatest` and `zip` reuse the array forms.
func erase<each S>(_ signals: repeat Signal<each S>) -> [Signal<Any>] {
    var erased: [Signal<Any>] = []
    for signal in repeat each signals {
        erased.append(signal.map { $0 as Any })
    }
    return erased
}

/// The tuple whose elements are `values`, in order, cast back to their types. The array always
/// comes from `erase`d signals of exactly these types, so the casts cannot fail.
func unpack<each S>(_ values: [Any], as _: (repeat each S).Type) -> (repeat each S) {
    var remaining = values[...]
    func next<T>(_: T.Type) -> T {
        remaining.removeFirst() as! T
    }
    return (repeat next((each S).self))
}
