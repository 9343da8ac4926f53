extension Signal {
    /// Sends the k-th values of all signals together, once each has sent its k-th value.
    /// Completes as soon as some signal has completed and has no buffered values left (no new
    /// array is possible). An error is forwarded at once.
    public static func zip<T>(_ signals: [Signal<T>]) -> Signal<[T]> where Value == [T] {
        if signals.isEmpty { return .empty() }
        return Signal<[T]>(didSubscribe: { subscriber in
            let state = ZipState<T>(count: signals.count)
            let everything = CompoundDisposable()
            for (index, signal) in signals.enumerated() {
                everything.add(signal.subscribe(for: subscriber, Subscriber(
                    next: { value in
                        state.lock.withLock {
                            if let values = state.enqueue(index, value) { subscriber.sendNext(values) }
                            if state.isExhausted { subscriber.sendCompleted() }
                        }
                    },
                    error: { subscriber.sendError($0) },
                    completed: {
                        state.lock.withLock {
                            state.markCompleted(index)
                            if state.isExhausted { subscriber.sendCompleted() }
                        }
                    }
                )))
                // After a synchronous error (or a disposal) the later sources are not subscribed at all.
                if everything.isDisposed || subscriber.isSubscriptionDisposed { break }
            }
            return everything
        })
    }

    /// Zips any number of signals into a signal of tuples: `Signal.zip(a, b, c)`.
    public static func zip<each S>(_ signals: repeat Signal<each S>) -> Signal<(repeat each S)>
    where Value == (repeat each S) {
        var erased: [Signal<Any>] = []
        for signal in repeat each signals {
            erased.append(signal.map { $0 as Any })
        }
        return Signal<[Any]>.zip(erased).map { values in
            var index = 0
            func element<T>(_: T.Type) -> T {
                defer { index += 1 }
                return values[index] as! T
            }
            return (repeat element((each S).self))
        }
    }

    /// Zips this signal with `other` into pairs.
    public func zip<U>(with other: Signal<U>) -> Signal<(Value, U)> {
        Signal<(Value, U)>.zip(self, other)
    }
}

/// The per-source queues of `zip`.
final class ZipState<T>: @unchecked Sendable {
    // @unchecked: every `var` is read and written only inside `lock`.
    let lock = RecursiveLock()
    private var queues: [[T]]
    private var heads: [Int]
    private var completed: [Bool]

    init(count: Int) {
        queues = Array(repeating: [], count: count)
        heads = Array(repeating: 0, count: count)
        completed = Array(repeating: false, count: count)
    }

    /// Buffers a value; returns the next array once every queue has a value.
    func enqueue(_ index: Int, _ value: T) -> [T]? {
        queues[index].append(value)
        for source in queues.indices where heads[source] == queues[source].count { return nil }
        var values: [T] = []
        values.reserveCapacity(queues.count)
        for source in queues.indices {
            values.append(queues[source][heads[source]])
            heads[source] += 1
            if heads[source] == queues[source].count {
                queues[source].removeAll(keepingCapacity: true)
                heads[source] = 0
            }
        }
        return values
    }

    func markCompleted(_ index: Int) { completed[index] = true }

    /// Whether some completed source has nothing buffered, so no further array can be made.
    var isExhausted: Bool {
        queues.indices.contains { completed[$0] && heads[$0] == queues[$0].count }
    }
}
