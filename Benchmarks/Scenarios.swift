import RAC

/// The scenarios of Docs/Performance.md, on `RAC`. Each returns a checksum that the harness
/// compares with the closed form, so an optimisation that drops events cannot pass.
enum RACScenarios {
    /// S1: a cold `createSignal` source looping `n` Ints, `map(+1)`, `filter(even)`, a summing subscriber.
    @inline(never) static func mapFilter(_ n: Int) -> Int {
        let source = Signal<Int>.createSignal { subscriber in
            for value in 0..<n { subscriber.sendNext(value) }
            subscriber.sendCompleted()
        }
        let sum = Accumulator()
        source.map { $0 + 1 }.filter { $0 % 2 == 0 }.subscribeNext { sum.total &+= $0 }
        return sum.total
    }

    /// S2: one `Subject<Int>`, `subscribers` summing subscribers, `sends` values.
    @inline(never) static func fanOut(subscribers: Int, sends: Int) -> Int {
        let subject = Subject<Int>()
        let sums = (0..<subscribers).map { _ in Accumulator() }
        for sum in sums { subject.subscribeNext { sum.total &+= $0 } }
        for value in 0..<sends { subject.sendNext(value) }
        return sums.reduce(0) { $0 &+ $1.total }
    }

    /// S3: `cycles` times, create a cold signal sending one value and completing, subscribe, dispose.
    @inline(never) static func churn(_ cycles: Int) -> Int {
        let sum = Accumulator()
        for value in 0..<cycles {
            let signal = Signal<Int>.createSignal { subscriber in
                subscriber.sendNext(value)
                subscriber.sendCompleted()
            }
            let disposable = signal.subscribeNext { _ in sum.total &+= 1 }
            disposable.dispose()
        }
        return sum.total
    }

    /// S4: `outer` values, each flat-mapped to a fresh cold source of `inner` values, all summed.
    @inline(never) static func flattenMapMerge(outer: Int, inner: Int) -> Int {
        let source = Signal<Int>.createSignal { subscriber in
            for value in 0..<outer { subscriber.sendNext(value) }
            subscriber.sendCompleted()
        }
        let sum = Accumulator()
        source.flattenMap { base in
            Signal<Int>.createSignal { subscriber in
                for offset in 0..<inner { subscriber.sendNext(base &* inner &+ offset) }
                subscriber.sendCompleted()
            }
        }.subscribeNext { sum.total &+= $0 }
        return sum.total
    }

    /// S5: `combineLatest` of three `Subject<Int>`s mapped to their sum; `sends` values round-robin.
    @inline(never) static func combineLatest3(_ sends: Int) -> Int {
        let a = Subject<Int>(), b = Subject<Int>(), c = Subject<Int>()
        let sum = Accumulator()
        Signal.combineLatest(a, b, c).map { $0 &+ $1 &+ $2 }.subscribeNext { sum.total &+= $0 }
        let subjects = [a, b, c]
        for value in 0..<sends { subjects[value % 3].sendNext(value) }
        return sum.total
    }

    /// S6: two threads each send `perThread` values (thread `t` sends `t * perThread ..<
    /// (t + 1) * perThread`) to one `Subject<Int>` with one summing subscriber. The subject delivers
    /// one value at a time, so the plain `Accumulator` needs no lock of its own.
    @inline(never) static func twoSenders(perThread: Int) throws -> Int {
        let subject = Subject<Int>()
        let sum = Accumulator()
        subject.subscribeNext { sum.total &+= $0 }
        try TwoThreads.run("S6 (RAC)") { thread in
            for value in (thread * perThread)..<((thread + 1) * perThread) { subject.sendNext(value) }
        }
        return sum.total
    }
}

/// A mutable total captured by the subscribers (a class, so closures share it).
final class Accumulator: @unchecked Sendable {
    var total = 0
}
