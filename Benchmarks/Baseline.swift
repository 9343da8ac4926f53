import Synchronization

/// The hand-written baseline (Docs/Performance.md): the same work with plain closures,
/// final classes and loops — no library, and no lock except in S6, where the lock is the point.
/// Every closure a builder returns goes through the non-inlined `opaque(_:)`, so each hop stays an
/// indirect call as it would through a library (otherwise the optimiser folds the work into a
/// closed form).
enum BaselineScenarios {
    @inline(never) static func mapFilter(_ n: Int) -> Int {
        let sum = Accumulator()
        let consume: (Int) -> Void = opaque { sum.total &+= $0 }
        let filtered: (Int) -> Void = opaque { if $0 % 2 == 0 { consume($0) } }
        let mapped: (Int) -> Void = opaque { filtered($0 + 1) }
        let source: ((Int) -> Void) -> Void = opaque { emit in
            for value in 0..<n { emit(value) }
        }
        source(mapped)
        return sum.total
    }

    @inline(never) static func fanOut(subscribers: Int, sends: Int) -> Int {
        let subject = BaselineSubject()
        let sums = (0..<subscribers).map { _ in Accumulator() }
        for sum in sums { subject.observers.append(opaque { sum.total &+= $0 }) }
        for value in 0..<sends { subject.send(value) }
        return sums.reduce(0) { $0 &+ $1.total }
    }

    @inline(never) static func churn(_ cycles: Int) -> Int {
        let sum = Accumulator()
        for value in 0..<cycles {
            let signal = BaselineSignal(opaque { emit in emit(value) })
            let subscription = signal.subscribe(opaque { _ in sum.total &+= 1 })
            subscription.cancel()
        }
        return sum.total
    }

    @inline(never) static func flattenMapMerge(outer: Int, inner: Int) -> Int {
        let sum = Accumulator()
        let consume: (Int) -> Void = opaque { sum.total &+= $0 }
        let makeInner: (Int) -> ((Int) -> Void) -> Void = opaque { base in
            opaque { emit in
                for offset in 0..<inner { emit(base &* inner &+ offset) }
            }
        }
        let flat: (Int) -> Void = opaque { base in makeInner(base)(consume) }
        let source: ((Int) -> Void) -> Void = opaque { emit in
            for value in 0..<outer { emit(value) }
        }
        source(flat)
        return sum.total
    }

    @inline(never) static func combineLatest3(_ sends: Int) -> Int {
        let sum = Accumulator()
        let combiner = BaselineCombiner(opaque { sum.total &+= $0 })
        let inputs: [(Int) -> Void] = (0..<3).map { index in opaque { combiner.update(index, $0) } }
        for value in 0..<sends { inputs[value % 3](value) }
        return sum.total
    }

    /// S6's baseline: the same two threads and values, each value added to one total under the
    /// standard `Mutex` (a sender finding it taken waits, as ReactiveSwift's senders do on its send lock).
    @inline(never) static func twoSenders(perThread: Int) throws -> Int {
        let sum = LockedSum()
        let consume = opaqueSendable { value in sum.total.withLock { $0 &+= value } }
        try TwoThreads.run("S6 (baseline)") { thread in
            for value in (thread * perThread)..<((thread + 1) * perThread) { consume(value) }
        }
        return sum.total.withLock { $0 }
    }
}

@inline(never)
func opaque<T>(_ value: T) -> T { value }

// Non-generic overloads for the closure types the scenarios use: a closure passed through a
// generic `T` is re-abstracted (wrapped in thunks on the way in and out), which would add two calls
// per hop to the baseline; these keep each hop exactly one indirect call.
@inline(never)
func opaque(_ value: @escaping (Int) -> Void) -> (Int) -> Void { value }
@inline(never)
func opaque(_ value: @escaping ((Int) -> Void) -> Void) -> ((Int) -> Void) -> Void { value }
@inline(never)
func opaque(_ value: @escaping (Int) -> ((Int) -> Void) -> Void) -> (Int) -> ((Int) -> Void) -> Void { value }
/// `opaque(_:)` for a closure that crosses threads (a distinct name: an overload would be ambiguous).
@inline(never)
func opaqueSendable(_ value: @escaping @Sendable (Int) -> Void) -> @Sendable (Int) -> Void { value }

/// S6's shared total: one `Int` behind the standard library's lock.
final class LockedSum: Sendable {
    let total = Mutex(0)
}

final class BaselineSubject {
    var observers: [(Int) -> Void] = []
    func send(_ value: Int) {
        for observer in observers { observer(value) }
    }
}

final class BaselineSignal {
    let body: ((Int) -> Void) -> Void
    init(_ body: @escaping ((Int) -> Void) -> Void) { self.body = body }
    func subscribe(_ observer: @escaping (Int) -> Void) -> BaselineSubscription {
        let subscription = BaselineSubscription(observer)
        body { subscription.observer?($0) }
        return subscription
    }
}

final class BaselineSubscription {
    var observer: ((Int) -> Void)?
    init(_ observer: @escaping (Int) -> Void) { self.observer = observer }
    func cancel() { observer = nil }
}

final class BaselineCombiner {
    var latest: [Int?] = [nil, nil, nil]
    let output: (Int) -> Void
    init(_ output: @escaping (Int) -> Void) { self.output = output }
    func update(_ index: Int, _ value: Int) {
        latest[index] = value
        if let a = latest[0], let b = latest[1], let c = latest[2] { output(a &+ b &+ c) }
    }
}
