extension Signal {
    /// Sends an array of the latest value of every signal, each time any of them sends — but only
    /// once every signal has sent at least one value. Completes when all complete (an empty array
    /// completes at once); fails as soon as any fails.
    ///
    /// The signals are subscribed in order, each running to its synchronous end before the next is
    /// subscribed, so values a source sends synchronously before the others are subscribed collapse
    /// to its last one. Sources may send on different threads: one event is recorded, and its
    /// combination sent, at a time (see `CombineLatestCore`).
    public static func combineLatest<T>(_ signals: [Signal<T>]) -> Signal<[T]> where Value == [T] {
        if signals.isEmpty { return .empty() }
        return Signal<[T]>(didSubscribe: { subscriber in
            let core = CombineLatestCore(sources: signals.count, downstream: subscriber)
            let latest = CombiningSlot<[T?]>()
            latest.value = [T?](repeating: nil, count: signals.count)
            let missing = CombiningSlot<Int>()
            missing.value = signals.count
            for (index, signal) in signals.enumerated() {
                core.add(signal) { value in
                    if latest.value.unsafelyUnwrapped[index] == nil { missing.value! -= 1 }
                    latest.value![index] = value
                    if missing.value == 0 { subscriber.sendNext(latest.value.unsafelyUnwrapped.map { $0.unsafelyUnwrapped }) }
                }
            }
            return core.everything
        }, sendsOneAtATime: true)  // every send is inside `core.deliveries`
    }

    /// Combines any number of signals into a signal of tuples: `Signal.combineLatest(a, b, c, d, e)`.
    /// (Two to four signals take the fixed-arity overloads below, which are faster.)
    public static func combineLatest<each S>(_ signals: repeat Signal<each S>) -> Signal<(repeat each S)>
    where Value == (repeat each S) {
        // No closure or local function may capture a pack element's type here: Swift 6.3's cross-module optimisation crashes on one ("Abstract conformance with bad subject type"), so the halves are in PackErasure.swift.
        var erased: [Signal<Any>] = []
        for signal in repeat each signals {
            erased.append(erasedToAny(signal))
        }
        return Signal<[Any]>.combineLatest(erased).map { values in
            var reader = TupleReader(values)
            return (repeat reader.next((each S).self))
        }
    }

    /// Combines two signals into pairs of their latest values.
    ///
    /// Fixed-arity overloads (2 to 4) keep each latest value in a typed slot (`CombiningSlot`): no
    /// boxing into `Any`, no array per value, no casts, and the optimiser can specialise them for
    /// the caller's types (the parameter-pack version cannot be).
    @inlinable
    public static func combineLatest<A, B>(_ a: Signal<A>, _ b: Signal<B>) -> Signal<(A, B)> where Value == (A, B) {
        Signal<(A, B)>(didSubscribe: { subscriber in
            let core = CombineLatestCore(sources: 2, downstream: subscriber)
            let (latestA, latestB) = (CombiningSlot<A>(), CombiningSlot<B>())
            let emit = { if let a = latestA.value, let b = latestB.value { subscriber.sendNext((a, b)) } }
            core.add(a) { latestA.value = $0; emit() }
            core.add(b) { latestB.value = $0; emit() }
            return core.everything
        }, sendsOneAtATime: true)  // every send is inside `core.deliveries`
    }

    /// Combines three signals into triples of their latest values.
    @inlinable
    public static func combineLatest<A, B, C>(_ a: Signal<A>, _ b: Signal<B>, _ c: Signal<C>) -> Signal<(A, B, C)>
    where Value == (A, B, C) {
        Signal<(A, B, C)>(didSubscribe: { subscriber in
            let core = CombineLatestCore(sources: 3, downstream: subscriber)
            let (latestA, latestB, latestC) = (CombiningSlot<A>(), CombiningSlot<B>(), CombiningSlot<C>())
            let emit = {
                if let a = latestA.value, let b = latestB.value, let c = latestC.value { subscriber.sendNext((a, b, c)) }
            }
            core.add(a) { latestA.value = $0; emit() }
            core.add(b) { latestB.value = $0; emit() }
            core.add(c) { latestC.value = $0; emit() }
            return core.everything
        }, sendsOneAtATime: true)  // every send is inside `core.deliveries`
    }

    /// Combines four signals into tuples of their latest values.
    @inlinable
    public static func combineLatest<A, B, C, D>(_ a: Signal<A>, _ b: Signal<B>, _ c: Signal<C>, _ d: Signal<D>) -> Signal<(A, B, C, D)>
    where Value == (A, B, C, D) {
        Signal<(A, B, C, D)>(didSubscribe: { subscriber in
            let core = CombineLatestCore(sources: 4, downstream: subscriber)
            let (latestA, latestB) = (CombiningSlot<A>(), CombiningSlot<B>())
            let (latestC, latestD) = (CombiningSlot<C>(), CombiningSlot<D>())
            let emit = {
                if let a = latestA.value, let b = latestB.value, let c = latestC.value, let d = latestD.value {
                    subscriber.sendNext((a, b, c, d))
                }
            }
            core.add(a) { latestA.value = $0; emit() }
            core.add(b) { latestB.value = $0; emit() }
            core.add(c) { latestC.value = $0; emit() }
            core.add(d) { latestD.value = $0; emit() }
            return core.everything
        }, sendsOneAtATime: true)  // every send is inside `core.deliveries`
    }

    /// Combines this signal with `other` into pairs of their latest values.
    public func combineLatest<U>(with other: Signal<U>) -> Signal<(Value, U)> {
        Signal<(Value, U)>.combineLatest(self, other)
    }

    /// Unpacks each tuple into the arguments of `reduce`: `combineLatest(a, b).reduceEach { $0 + $1 }`.
    public func reduceEach<each T, R>(_ reduce: @escaping (repeat each T) -> R) -> Signal<R>
    where Value == (repeat each T) {
        map { tuple in reduce(repeat each tuple) }
    }
}
