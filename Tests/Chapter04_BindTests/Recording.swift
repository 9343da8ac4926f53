import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif

// Helpers for this chapter's tests: they put subscriptions, disposals and events into one
// `EventLog`, so a test compares whole arrays. They use only public API, so they compile against
// the chapter and against `RAC` alike.

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
    /// that subscription is disposed (by a terminal event or by hand).
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

    /// A cold signal that logs "`label` subscribed", runs `body` (which sends events), and logs
    /// "`label` disposed" when its subscription is disposed.
    func cold<T>(_ label: String, _ body: @escaping (Subscriber<T>) -> Void) -> Signal<T> {
        Signal.createSignal { subscriber in
            self.append("\(label) subscribed")
            body(subscriber)
            return Disposable { self.append("\(label) disposed") }
        }
    }

    /// A synchronous source that logs "send `value`" before sending each value, then completes:
    /// shows how far a producer runs, and whether anyone still hears it, after an operator stops it.
    func sending<T>(_ values: [T]) -> Signal<T> {
        Signal.createSignal { subscriber in
            for value in values {
                self.append("send \(value)")
                subscriber.sendNext(value)
            }
            subscriber.sendCompleted()
        }
    }
}

/// The values, one after another, then completion: a synchronous, cold source.
func signalOf<T>(_ values: [T]) -> Signal<T> {
    Signal.createSignal { subscriber in
        for value in values { subscriber.sendNext(value) }
        subscriber.sendCompleted()
    }
}

/// A hand-written subscriber that logs its events and nothing more: unlike `Subscriber`, a
/// terminal event does not end its subscriptions, so what an operator must dispose itself stays
/// visible. With `disposingAt`, it disposes its own subscription from inside the `sendNext` of that
/// value (before `subscribe` has returned, if the source is synchronous).
final class HandWrittenSubscriber: SubscriberProtocol {
    private let log: EventLog
    private let disposingAt: Int?
    private var subscription: CompoundDisposable?

    init(_ log: EventLog, disposingAt: Int? = nil) {
        self.log = log
        self.disposingAt = disposingAt
    }

    func sendNext(_ value: Int) {
        log.next(value)
        if value == disposingAt {
            log.append("dispose")
            subscription?.dispose()
        }
    }

    func sendError(_ error: any Error) { log.error(error) }
    func sendCompleted() { log.completed() }

    func didSubscribe(withDisposable disposable: CompoundDisposable) {
        subscription = disposable
    }
}
