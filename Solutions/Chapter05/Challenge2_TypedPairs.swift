// Chapter 5, challenge 2 (a fixed-arity combineLatest with typed slots, no `Any`): the reference solution.
// (Named `combineLatestPair` so that `Signal.combineLatest(a, b)` keeps using the variadic form
// in the chapter's tests; give it the plain name and check which overload the compiler picks.)
extension Signal {
    /// The latest value of each signal, as a pair, once both have sent; completes when both have
    /// completed; fails with the first error.
    public static func combineLatestPair<A, B>(_ a: Signal<A>, _ b: Signal<B>) -> Signal<(A, B)> where Value == (A, B) {
        createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            var latestA: A?
            var latestB: B?
            var completedCount = 0

            func sendIfBothSet() {
                if let latestA, let latestB { subscriber.sendNext((latestA, latestB)) }
            }
            func failed(_ error: any Error) {
                everything.dispose()
                subscriber.sendError(error)
            }
            func completed() {
                completedCount += 1
                if completedCount == 2 { subscriber.sendCompleted() }
            }

            let first = Subscriber<A>(next: { latestA = $0; sendIfBothSet() }, error: failed, completed: completed)
            first.link(to: everything)
            a.subscribe(first)
            if everything.isDisposed { return }
            let second = Subscriber<B>(next: { latestB = $0; sendIfBothSet() }, error: failed, completed: completed)
            second.link(to: everything)
            b.subscribe(second)
        }
    }
}
