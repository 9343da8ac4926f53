import Testing
@testable import RAC
import TestSupport

/// `ReplaySubject` (RAC's `RACReplaySubject`): Docs/Contracts.md §4 (RACReplaySubject) and C4.1.
/// The concurrent cases (Docs/Contracts.md C4.5) are in CoreConcurrencyTests. C1.12 (a current
/// scheduler during replay) belongs to the scheduler tests.
@Suite("ReplaySubject", .checksLiveObjects)
struct ReplaySubjectTests {
    // Docs/Contracts.md C4.9: the ring of a limited replay subject gives the pushed-out value back
    // to the send that pushed it out.
    @Test("A replay subject with a capacity releases the value a new one pushes out, in that very send; replayLast() too")
    func pushedOutValueIsReleasedByTheNextSend() {
        final class Box {}
        let subject = ReplaySubject<Box>(capacity: 2)
        weak var first: Box?
        weak var second: Box?
        do {
            let a = Box(), b = Box()
            first = a
            second = b
            subject.sendNext(a)
            subject.sendNext(b)
        }
        #expect(first != nil && second != nil)
        subject.sendNext(Box())
        #expect(first == nil, "the pushed-out value outlived the send that pushed it out")
        #expect(second != nil)
        subject.sendNext(Box())
        #expect(second == nil)

        let source = Subject<Box>()
        let last = source.replayLast()
        weak var replaced: Box?
        do {
            let box = Box()
            replaced = box
            source.sendNext(box)
        }
        #expect(replaced != nil)
        source.sendNext(Box())
        #expect(replaced == nil)
        _ = last
    }

    // [H] Docs/Contracts.md C4.6.
    @Test("A replay subject made without a capacity keeps every value")
    func defaultCapacityIsUnlimited() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        #expect(subject.capacity == ReplaySubject<Int>.unlimitedCapacity)

        for value in 1...100 { subject.sendNext(value) }
        subject.subscribeNext { log.next($0) }
        #expect(log.entries == (1...100).map { "next(\($0))" })
    }

    // RACSubjectSpec (unlimited): "should send both values to new subscribers after completion" (Docs/Contracts.md C4.5; C4.1)
    @Test("A late subscriber gets the stored values in order, then completed, before subscribe returns")
    func lateSubscriberGetsValuesThenCompleted() {
        let log = EventLog()
        let subject = ReplaySubject<String>()
        subject.sendNext("blah")
        subject.sendNext("more blah")
        subject.sendCompleted()

        let subscription = subject.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        log.append("subscribe returned")
        #expect(log.entries == ["next(blah)", "next(more blah)", "completed", "subscribe returned"])
        #expect(subscription.isDisposed == true)
    }

    // RACSubjectSpec (capacity 1): "should resend errors" (Docs/Contracts.md C4.5)
    @Test("A late subscriber gets the stored values, then the stored error")
    func lateSubscriberGetsError() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendError(TestError.boom)

        subject.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(1)", "error(boom)"])
    }

    // RACSubjectSpec (capacity 1): "should resend errors", with `subscribeError`.
    @Test("A replay subject resends its error to every late subscriber")
    func resendsErrors() {
        let log = EventLog()
        let subject = ReplaySubject<Int>(capacity: 1)
        subject.sendError(TestError.boom)

        subject.subscribeError { log.error($0) }
        subject.subscribeError { log.error($0) }
        #expect(log.entries == ["error(boom)", "error(boom)"])
    }

    // Docs/Contracts.md C4.5: no live subscription afterwards.
    @Test("A late subscriber to a terminated replay subject does not join the live list")
    func lateSubscriberDoesNotJoin() {
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendCompleted()
        subject.subscribeNext { _ in }
        #expect(subject.subscriberCount == 0)
    }

    // RACSubjectSpec (capacity 1): "should send the last value"
    @Test("With capacity 1, a new subscriber gets only the last value, then live values")
    func capacityOneSendsLastValue() {
        let log = EventLog()
        let subject = ReplaySubject<String>(capacity: 1)
        subject.sendNext("blah")
        subject.sendNext("more blah")

        subject.subscribeNext { log.next($0) }
        #expect(log.entries == ["next(more blah)"])

        subject.sendNext("live")
        #expect(log.entries == ["next(more blah)", "next(live)"])
    }

    // RACSubjectSpec (capacity 1): "should send the last value to new subscribers after completion" (Docs/Contracts.md C4.5)
    @Test("With capacity 1, a late subscriber after completion gets exactly the last value, then completed")
    func capacityOneAfterCompletion() {
        let log = EventLog()
        let subject = ReplaySubject<String>(capacity: 1)
        subject.sendNext("blah")
        subject.sendNext("more blah")
        #expect(log.entries == [])
        subject.sendCompleted()

        subject.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(more blah)", "completed"])
    }

    // RACSubjectSpec (capacity 1): "should not send any values to new subscribers if none were sent originally" (Docs/Contracts.md C4.5)
    @Test("If nothing was sent before completion, a late subscriber gets only completed")
    func noValuesBeforeCompletion() {
        let log = EventLog()
        let subject = ReplaySubject<Int>(capacity: 1)
        subject.sendCompleted()

        subject.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["completed"])
    }

    // [H] Docs/Contracts.md C4.6: keeps the last n values.
    @Test("With capacity n, a late subscriber gets the last n values")
    func capacityNKeepsLastN() {
        let log = EventLog()
        let subject = ReplaySubject<Int>(capacity: 2)
        for value in 1...5 { subject.sendNext(value) }
        subject.sendCompleted()

        subject.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(4)", "next(5)", "completed"])
    }

    // Implementation-faithful: the buffer is compacted now and then; what is kept must not change.
    @Test("A small capacity keeps the right values across many sends")
    func smallCapacityAcrossManySends() {
        let log = EventLog()
        let subject = ReplaySubject<Int>(capacity: 3)
        for value in 1...1000 {
            subject.sendNext(value)
            if value == 37 || value == 500 {
                subject.subscribeNext { log.append("at \(value): \($0)") }.dispose()
            }
        }
        subject.subscribeNext { log.next($0) }
        #expect(log.entries == [
            "at 37: 35", "at 37: 36", "at 37: 37",
            "at 500: 498", "at 500: 499", "at 500: 500",
            "next(998)", "next(999)", "next(1000)",
        ])
    }

    // RACSubjectSpec (capacity 1): "should send same latest value to multiple subscribers in another
    // subscription" (Docs/Contracts.md C4.6, C4.1). RAC subscribes with `[subject take:1]`; here a subscriber
    // that disposes its subscription after one value does the same without the operator.
    @Test("Trimming happens before sending: a subscriber joining from inside a handler sees the newest value ([1, 1, 2, 2])")
    func trimsBeforeSending() {
        let values = Locked<[Int]>([])
        let subject = ReplaySubject<Int>(capacity: 1)
        subject.subscribeNext { item1 in
            values.withLock { $0.append(item1) }
            subject.subscribeTakingOne { item2 in values.withLock { $0.append(item2) } }
        }

        subject.sendNext(1)
        subject.sendNext(2)
        #expect(values.value == [1, 1, 2, 2])
        // The handler captures the subject that holds it: completing ends that cycle.
        subject.sendCompleted()
    }

    // RACSubjectSpec (unlimited): "should stop replaying when the subscription is disposed" (Docs/Contracts.md C4.5)
    @Test("If a subscriber disposes its subscription during replay, replay stops")
    func disposingDuringReplayStopsReplay() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(0)
        subject.sendNext(1)
        subject.sendCompleted()

        let subscriber = RecordingSubscriber<Int>(log: log, disposeAfter: 1)
        let subscription = subject.subscribe(subscriber)
        #expect(log.entries == ["didSubscribe", "next(0)", "paired disposed"])
        #expect(subscription.isDisposed == true)
    }

    @Test("A subscriber that disposes during replay of a live replay subject does not join the live list")
    func disposingDuringReplayDoesNotJoin() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(0)
        subject.sendNext(1)

        subject.subscribe(RecordingSubscriber<Int>(log: log, disposeAfter: 1))
        subject.sendNext(2)
        #expect(log.entries == ["didSubscribe", "next(0)", "paired disposed"])
        #expect(subject.subscriberCount == 0)
    }

    // RACSubjectSpec (unlimited): "should finish replaying before sending new values" /
    // "...before completing" (synchronous here, Docs/Differences.md).
    @Test("A subscriber that joins before completion gets the replay, then live values, then completed")
    func replayThenLiveThenCompleted() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)

        subject.subscribeNext({ log.next($0) }, completed: { log.completed() })
        subject.sendNext(2)
        subject.sendCompleted()
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
    }

    // RACSubjectSpec (unlimited): "should finish replaying before erroring"
    @Test("A subscriber joining from a completed handler gets the replay, then completed")
    func joiningFromTheCompletedHandler() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        var late: Disposable?
        let first = subject.subscribeNext({ log.next($0) }, completed: {
            log.completed()
            late = log.record(subject, "late")
        })
        subject.sendNext(1)
        subject.sendCompleted()
        #expect(log.entries == ["next(1)", "completed", "late next(1)", "late completed"])
        first.dispose()
        late?.dispose()
    }

    @Test("A subscriber that joins before an error gets the replay, then the error")
    func replayThenError() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)

        subject.subscribeNext({ log.next($0) }, error: { log.error($0) })
        subject.sendError(TestError.boom)
        #expect(log.entries == ["next(1)", "error(boom)"])
    }

    // Docs/Contracts.md C4.1: replayed and live values keep their order for every subscriber.
    @Test("Several subscribers each get the replay in original order and then the same live values")
    func severalSubscribersReplayAndLive() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.subscribeNext { log.append("A:next(\($0))") }
        subject.sendNext(2)
        subject.subscribeNext { log.append("B:next(\($0))") }
        subject.sendNext(3)
        #expect(log.entries == ["A:next(1)", "A:next(2)", "B:next(1)", "B:next(2)", "A:next(3)", "B:next(3)"])
    }

    // [S] Docs/Contracts.md C4.5 together with C4.3: a replay subject as a subscriber remembers
    // what its upstream sent, including the terminal event.
    @Test("A replay subject subscribed to a signal replays that signal's events to late subscribers")
    func replaysUpstreamSignal() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        Signal.from([1, 2, 3]).subscribe(subject)

        subject.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "completed"])
    }
}

extension Signal {
    /// Runs `next` for the first value only and disposes the subscription right after it: what
    /// `[[signal take:1] subscribeNext:]` does in RACSubjectSpec, written without the operator.
    @discardableResult
    fileprivate func subscribeTakingOne(_ next: @escaping (Value) -> Void) -> Disposable {
        subscribe(TakeOne(forwardingTo: Subscriber(next: next)))
    }
}

/// Forwards the first value to its target, then disposes its subscription (and completes the target).
private final class TakeOne<Value>: SubscriberProtocol, @unchecked Sendable {
    private let target: Subscriber<Value>
    private let subscription = Locked<CompoundDisposable?>(nil)
    private let taken = Locked(false)

    init(forwardingTo target: Subscriber<Value>) { self.target = target }

    func sendNext(_ value: Value) {
        guard taken.withLock({ taken in defer { taken = true }; return !taken }) else { return }
        target.sendNext(value)
        subscription.value?.dispose()
        target.sendCompleted()
    }

    func sendError(_ error: any Error) { target.sendError(error) }
    func sendCompleted() { target.sendCompleted() }
    func didSubscribe(withDisposable disposable: CompoundDisposable) { subscription.value = disposable }
}
