import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

// Helpers for chapter 7's tests: a request whose side effect can be counted, and a source whose
// subscriptions can be counted and fed. Public API only, so they compile against `RAC` too.

/// A request to a pretend server, as a cold signal: each subscription is one request. It logs
/// "request N" when it starts (the side effect you want to happen once), waits until `respond`
/// is called, and logs "request N disposed" when its subscription is disposed, by its own
/// completion or by hand.
final class PendingRequest {
    let log: EventLog
    /// How many requests have started: the side-effect counter.
    private(set) var count = 0
    private var waiting: [Subscriber<String>] = []

    init(log: EventLog) {
        self.log = log
    }

    /// A new request per subscription.
    var signal: Signal<String> {
        Signal.createSignal { subscriber in
            self.count += 1
            let number = self.count
            self.log.append("request \(number)")
            self.waiting.append(subscriber)
            return Disposable { self.log.append("request \(number) disposed") }
        }
    }

    /// The server answers every request that is waiting: `answer`, then completion.
    func respond(_ answer: String) {
        let answering = waiting
        waiting = []
        for subscriber in answering {
            subscriber.sendNext(answer)
            subscriber.sendCompleted()
        }
    }
}

/// A cold source that counts its subscriptions, sends `values` at once, inside its subscribe
/// block, then forwards `upstream` (so a test can send later values by hand). It logs
/// "subscribed N" and, when its subscription is disposed, "source disposed".
final class CountingSource {
    let log: EventLog
    let upstream = Subject<Int>()
    private(set) var subscriptions = 0

    init(log: EventLog = EventLog(), sendsAtOnce values: [Int] = []) {
        self.log = log
        self.values = values
    }

    private let values: [Int]

    var signal: Signal<Int> {
        Signal.createSignal { subscriber in
            self.subscriptions += 1
            self.log.append("subscribed \(self.subscriptions)")
            for value in self.values { subscriber.sendNext(value) }
            let forwarding = self.upstream.subscribe(subscriber)
            return Disposable {
                forwarding.dispose()
                self.log.append("source disposed")
            }
        }
    }
}
