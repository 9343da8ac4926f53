extension Signal {
    /// Sends the k-th values of all signals together, once every signal has sent its k-th value.
    /// Completes as soon as a signal that has completed has no value left waiting: no further
    /// array is possible. The first error ends it all.
    ///
    /// Where `combineLatest` keeps one value per signal and overwrites it, `zip` keeps them all,
    /// a queue per signal, and takes one from each queue at a time: nothing is paired twice and
    /// nothing is skipped.
    public static func zip<T>(_ signals: [Signal<T>]) -> Signal<[T]> where Value == [T] {
        if signals.isEmpty { return .empty() }
        // exercise 5.2: pair the n-th values of every signal, oldest first; complete as soon as a completed signal has nothing left to pair; fail with the first error => return .never()
        return createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            // The values of each signal that are still waiting for a partner, oldest first.
            var queues = [[T]](repeating: [], count: signals.count)
            var hasCompleted = [Bool](repeating: false, count: signals.count)

            /// Completes once a completed signal's queue is empty: it will never add to it again.
            func completeIfNothingMoreCanBeZipped() {
                guard signals.indices.contains(where: { hasCompleted[$0] && queues[$0].isEmpty }) else { return }
                everything.dispose()
                subscriber.sendCompleted()
            }

            for (index, signal) in signals.enumerated() {
                if everything.isDisposed { break }
                let source = Subscriber<T>(
                    next: { value in
                        queues[index].append(value)
                        guard queues.allSatisfy({ !$0.isEmpty }) else { return }
                        var values: [T] = []
                        for queue in queues.indices { values.append(queues[queue].removeFirst()) }
                        subscriber.sendNext(values)
                        completeIfNothingMoreCanBeZipped()
                    },
                    error: { error in
                        everything.dispose()
                        subscriber.sendError(error)
                    },
                    completed: {
                        hasCompleted[index] = true
                        completeIfNothingMoreCanBeZipped()
                    }
                )
                source.link(to: everything)
                signal.subscribe(source)
            }
        }
        // end exercise
    }

    /// Zips any number of signals into a signal of tuples: `Signal.zip(a, b, c)` sends
    /// `(A, B, C)`. Built on the array form, as `combineLatest`'s tuple form is.
    public static func zip<each S>(_ signals: repeat Signal<each S>) -> Signal<(repeat each S)>
    where Value == (repeat each S) {
        Signal<[Any]>.zip(erase(repeat each signals)).map { values in
            unpack(values, as: (repeat each S).self)
        }
    }

    /// Zips this signal with `other` into pairs.
    public func zip<U>(with other: Signal<U>) -> Signal<(Value, U)> {
        Signal<(Value, U)>.zip(self, other)
    }
}
