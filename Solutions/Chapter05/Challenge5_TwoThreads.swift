// Chapter 5, challenge 5 (a combineLatest that two threads may feed at once): the reference solution.
import Foundation

extension Signal {
    /// `combineLatest` of two signals that may send on different threads at the same time: one
    /// lock is held while a value is recorded *and* sent, so no update is lost and the combined
    /// values come out one at a time. (Chapter 5's own `combineLatest` has no lock: two threads
    /// write its `latest` array at once, which can lose updates or crash the process, so the
    /// challenge's tests never run it that way.)
    public static func synchronizedCombineLatest<A, B>(_ a: Signal<A>, _ b: Signal<B>) -> Signal<(A, B)> where Value == (A, B) {
        createSignal { subscriber in
            let lock = NSRecursiveLock()
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            var latestA: A?
            var latestB: B?

            func record(_ update: () -> Void) {
                lock.lock()
                defer { lock.unlock() }
                update()
                if let latestA, let latestB { subscriber.sendNext((latestA, latestB)) }
            }

            let first = Subscriber<A>(next: { value in record { latestA = value } })
            first.link(to: everything)
            a.subscribe(first)
            let second = Subscriber<B>(next: { value in record { latestB = value } })
            second.link(to: everything)
            b.subscribe(second)
        }
    }
}
