extension Signal {
    /// Sends an array of the latest value of every signal, each time any of them sends — but only
    /// once every signal has sent at least one value. Completes when all complete (an empty array
    /// completes at once); fails as soon as any fails.
    ///
    /// The signals are subscribed in order, each running to its synchronous end before the next is
    /// subscribed, so values a source sends synchronously before the others are subscribed collapse
    /// to its last one.
    public static func combineLatest<T>(_ signals: [Signal<T>]) -> Signal<[T]> where Value == [T] {
        if signals.isEmpty { return .empty() }
        return Signal<[T]>(didSubscribe: { subscriber in
            let state = CombineLatestState<T>(count: signals.count)
            let everything = CompoundDisposable()
            for (index, signal) in signals.enumerated() {
                everything.add(signal.subscribe(for: subscriber, Subscriber(
                    next: { value in
                        state.lock.withLock {
                            if let values = state.update(index, value) { subscriber.sendNext(values) }
                        }
                    },
                    error: { subscriber.sendError($0) },
                    completed: {
                        if state.complete() { subscriber.sendCompleted() }
                    }
                )))
                if everything.isDisposed { break }
            }
            return everything
        })
    }

    /// Combines any number of signals into a signal of tuples: `Signal.combineLatest(a, b, c)`.
    // Kept out of cross-module optimisation: Swift 6.3.1 crashes serialising parameter packs.
    @_semantics("optimize.no.crossmodule")
    public static func combineLatest<each S>(_ signals: repeat Signal<each S>) -> Signal<(repeat each S)>
    where Value == (repeat each S) {
        var erased: [Signal<Any>] = []
        for signal in repeat each signals {
            erased.append(signal.map { $0 as Any })
        }
        return Signal<[Any]>.combineLatest(erased).map { values in
            var index = 0
            func element<T>(_: T.Type) -> T {
                defer { index += 1 }
                return values[index] as! T
            }
            return (repeat element((each S).self))
        }
    }

    /// Combines this signal with `other` into pairs of their latest values.
    public func combineLatest<U>(with other: Signal<U>) -> Signal<(Value, U)> {
        Signal<(Value, U)>.combineLatest(self, other)
    }

    /// Unpacks each tuple into the arguments of `reduce`: `combineLatest(a, b).reduceEach { $0 + $1 }`.
    // Kept out of cross-module optimisation: Swift 6.3.1 crashes serialising parameter packs.
    @_semantics("optimize.no.crossmodule")
    public func reduceEach<each T, R>(_ reduce: @escaping (repeat each T) -> R) -> Signal<R>
    where Value == (repeat each T) {
        map { tuple in reduce(repeat each tuple) }
    }
}

/// The latest values of `combineLatest` and how many sources have completed.
final class CombineLatestState<T>: @unchecked Sendable {
    /// Held while a combined value is built and sent, so the sends of several sources never
    /// interleave (RAC sends inside its lock too). Recursive: a handler may feed a source again.
    let lock = RecursiveLock()
    private var latest: [T?]
    private var missing: Int
    private var remaining: Int

    init(count: Int) {
        latest = Array(repeating: nil, count: count)
        missing = count
        remaining = count
    }

    /// Records a value; returns the combined values once every source has sent one.
    func update(_ index: Int, _ value: T) -> [T]? {
        if latest[index] == nil { missing -= 1 }
        latest[index] = value
        guard missing == 0 else { return nil }
        return latest.map { $0.unsafelyUnwrapped }
    }

    /// Records a completion; returns `true` when every source has completed.
    func complete() -> Bool {
        lock.withLock {
            remaining -= 1
            return remaining == 0
        }
    }
}
