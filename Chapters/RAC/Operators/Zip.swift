extension Signal {
    /// Sends the k-th values of all signals together, once each has sent its k-th value.
    /// Completes as soon as some signal has completed and has no buffered values left (no new
    /// array is possible). An error is forwarded at once.
    public static func zip<T>(_ signals: [Signal<T>]) -> Signal<[T]> where Value == [T] {
        if signals.isEmpty { return .empty() }
        return Signal<[T]>(didSubscribe: { subscriber in
            let state = ZipState<T>(count: signals.count)
            let everything = CompoundDisposable()
            func record(_ value: T, from index: Int) {
                if let values = state.enqueue(index, value) { subscriber.sendNext(values) }
                if state.isExhausted { subscriber.sendCompleted() }
            }
            func complete(_ index: Int) {
                state.markCompleted(index)
                if state.isExhausted { subscriber.sendCompleted() }
            }
            for (index, signal) in signals.enumerated() {
                everything.add(signal.subscribe(for: subscriber, Subscriber.endpoint(
                    next: { value in
                        state.deliveries.send({ record(value, from: index) }, orLeave: { { record(value, from: index) } })
                    },
                    error: { error in state.deliveries.send { subscriber.sendError(error) } },
                    completed: { state.deliveries.send { complete(index) } }
                ).serializedByItsBlocks()))
                // After a synchronous error (or a disposal) the later sources are not subscribed at all.
                if everything.isDisposed || subscriber.isSubscriptionDisposed { break }
            }
            return everything
        }, sendsOneAtATime: true)  // every send is inside `state.deliveries`
    }

    /// Zips any number of signals into a signal of tuples: `Signal.zip(a, b, c)`.
    public static func zip<each S>(_ signals: repeat Signal<each S>) -> Signal<(repeat each S)>
    where Value == (repeat each S) {
        // No closure or local function may capture a pack element's type here: Swift 6.3's cross-module optimisation crashes on one ("Abstract conformance with bad subject type"), so the halves are in PackErasure.swift.
        var erased: [Signal<Any>] = []
        for signal in repeat each signals {
            erased.append(erasedToAny(signal))
        }
        return Signal<[Any]>.zip(erased).map { values in
            var reader = TupleReader(values)
            return (repeat reader.next((each S).self))
        }
    }

    /// Zips this signal with `other` into pairs.
    public func zip<U>(with other: Signal<U>) -> Signal<(Value, U)> {
        Signal<(Value, U)>.zip(self, other)
    }
}
