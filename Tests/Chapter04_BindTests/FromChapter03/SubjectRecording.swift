import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif

// Chapter 3's test helper that chapter 4's own `Recording.swift` does not have (its `record`
// is chapter 4's). Public API only, so it compiles against the chapter and against `RAC` alike.

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
