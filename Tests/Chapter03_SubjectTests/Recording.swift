import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter03_Subject
#endif

// Helpers for this chapter's tests. They use only public API, so they compile against the chapter
// and against `RAC` alike.

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
}

/// A hand-written subscriber that records its events and, told about its subscription, attaches
/// a disposable of its own to it (logged when disposed). With `disposeAfterFirstValue`, it ends its
/// own subscription from inside its first `sendNext`.
final class AttachingSubscriber: SubscriberProtocol {
    private let log: EventLog
    private let disposeAfterFirstValue: Bool
    private let disposeAtOnce: Bool
    private var subscription: CompoundDisposable?

    /// `disposeAtOnce`: the subscriber disposes its subscription as soon as it is given it.
    init(_ log: EventLog, disposeAfterFirstValue: Bool = false, disposeAtOnce: Bool = false) {
        self.log = log
        self.disposeAfterFirstValue = disposeAfterFirstValue
        self.disposeAtOnce = disposeAtOnce
    }

    func sendNext(_ value: Int) {
        log.next(value)
        if disposeAfterFirstValue { subscription?.dispose() }
    }

    func sendError(_ error: any Error) { log.error(error) }
    func sendCompleted() { log.completed() }

    func didSubscribe(withDisposable disposable: CompoundDisposable) {
        subscription = disposable
        disposable.add(Disposable { [log] in log.append("attached disposable disposed") })
        if disposeAtOnce { disposable.dispose() }
    }
}
