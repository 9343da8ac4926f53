import Foundation
import RAC
import TestSupport

// Helpers shared by the operator tests (BindTests … OperatorLeakTests): they put subscriptions,
// disposals and events of a signal into one `EventLog`, so a test can compare whole arrays.

extension EventLog {
    /// Subscribes to `signal` and records its events as `next(…)`, `error(…)` and `completed`,
    /// each prefixed with "`label` " when a label is given.
    @discardableResult
    func record<T>(_ signal: Signal<T>, _ label: String? = nil) -> Disposable {
        let prefix = label.map { "\($0) " } ?? ""
        return signal.subscribeNext(
            { self.append("\(prefix)next(\($0))") },
            error: { self.append("\(prefix)error(\($0))") },
            completed: { self.append("\(prefix)completed") }
        )
    }

    /// `signal`, logging "`label` subscribed" on each subscription and "`label` disposed" when
    /// that subscription is disposed (by termination or by hand).
    func probe<T>(_ label: String, _ signal: Signal<T>) -> Signal<T> {
        Signal.createSignal { subscriber in
            self.append("\(label) subscribed")
            let inner = signal.subscribe(subscriber)
            return Disposable {
                self.append("\(label) disposed")
                inner.dispose()
            }
        }
    }

    /// `Signal.from(elements)`, logging "pull `element`" as each element is taken from the
    /// sequence: shows how far a synchronous source runs before an operator stops it (`from` reads
    /// no element once its subscription is disposed).
    func pulling<T>(_ elements: [T]) -> Signal<T> {
        Signal.from(elements.lazy.map { element in
            self.append("pull \(element)")
            return element
        })
    }

    /// A cold signal that logs "`label` subscribed", runs `body` (which sends events), and logs
    /// "`label` disposed" when its subscription is disposed.
    func cold<T>(_ label: String, _ body: @escaping (Subscriber<T>) -> Void) -> Signal<T> {
        Signal.createSignal { subscriber in
            self.append("\(label) subscribed")
            body(subscriber)
            return Disposable { self.append("\(label) disposed") }
        }
    }
}

/// RACSignalSpec's `infiniteSignal`: sends 0, 1, 2, … from a background thread until its
/// subscription is disposed. `subscriptions` and `disposals` count what happened to it (the
/// disposal happens on whichever thread ends the subscription, so it is counted, not logged).
func infiniteSignal(subscriptions: Counter, disposals: Counter) -> Signal<Int> {
    Signal.createSignal { subscriber in
        subscriptions.increment()
        let stop = Counter()
        let thread = Thread {
            var value = 0
            // Bounded, so that a regression leaves no thread spinning for the rest of the run.
            while stop.value == 0 && value < 10_000_000 {
                subscriber.sendNext(value)
                value += 1
            }
        }
        thread.stackSize = 1 << 20
        thread.start()
        return Disposable {
            stop.increment()
            disposals.increment()
        }
    }
}
