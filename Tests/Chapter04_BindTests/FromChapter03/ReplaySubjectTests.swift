import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif

/// `ReplaySubject`: Docs/Contracts.md §4 (RACReplaySubject) and C4.1.
@Suite("ReplaySubject")
struct ReplaySubjectTests {
    // Docs/Contracts.md C4.6.
    @Test("Without a capacity, a replay subject keeps every value")
    func defaultCapacityIsUnlimited() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        #expect(subject.capacity == ReplaySubject<Int>.unlimitedCapacity)
        for value in 1...100 { subject.sendNext(value) }
        log.record(subject)
        #expect(log.entries == (1...100).map { "next(\($0))" })
    }

    // RACSubjectSpec: "should send both values to new subscribers after completion" (Docs/Contracts.md C4.5).
    @Test("A late subscriber gets the stored values in order, then completed, before subscribe returns")
    func lateSubscriberGetsValuesThenCompleted() {
        let log = EventLog()
        let subject = ReplaySubject<String>()
        subject.sendNext("a")
        subject.sendNext("b")
        subject.sendCompleted()
        let subscription = log.record(subject)
        log.append("subscribe returned")
        #expect(log.entries == ["next(a)", "next(b)", "completed", "subscribe returned"])
        #expect(subscription.isDisposed)
    }

    // ReactiveCocoa 2 replays on a background scheduler when subscribed off the main thread
    // (Docs/Contracts.md C1.12); this port replays inside subscribe on every thread (Docs/Differences.md).
    @Test("Replay happens inside subscribe on any thread, not only the main thread")
    func replaysSynchronouslyOffTheMainThread() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendCompleted()
        let shared = Locked(subject)
        let finished = runConcurrently(threads: 1) { _ in
            log.record(shared.value)
            log.append("subscribe returned")
        }
        #expect(finished)
        #expect(log.entries == ["next(1)", "completed", "subscribe returned"])
    }

    // RACSubjectSpec: "should resend errors".
    @Test("A late subscriber gets the stored values, then the stored error")
    func lateSubscriberGetsError() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        log.record(subject, "A")
        log.record(subject, "B")
        #expect(log.entries == ["A next(1)", "A error(boom)", "B next(1)", "B error(boom)"])
    }

    @Test("Before it ends, a replay subject replays, then keeps the subscriber for live values")
    func replayThenLive() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        log.record(subject, "A")
        subject.sendNext(2)
        log.record(subject, "B")
        subject.sendNext(3)
        subject.sendCompleted()
        #expect(log.entries == [
            "A next(1)", "A next(2)", "B next(1)", "B next(2)", "A next(3)", "B next(3)", "A completed", "B completed",
        ])
    }

    // RACSubjectSpec (capacity 1): "should send the last value".
    @Test("With capacity 1, a new subscriber gets only the last value, then live values")
    func capacityOneSendsLastValue() {
        let log = EventLog()
        let subject = ReplaySubject<String>(capacity: 1)
        subject.sendNext("a")
        subject.sendNext("b")
        log.record(subject)
        subject.sendNext("c")
        #expect(log.entries == ["next(b)", "next(c)"])
    }

    // RACSubjectSpec (capacity 1): "should send the last value to new subscribers after completion" (Docs/Contracts.md C4.5).
    @Test("With capacity n, a late subscriber after completion gets the last n values, then completed")
    func capacityNAfterCompletion() {
        let log = EventLog()
        let one = ReplaySubject<Int>(capacity: 1)
        let two = ReplaySubject<Int>(capacity: 2)
        for value in 1...5 {
            one.sendNext(value)
            two.sendNext(value)
        }
        one.sendCompleted()
        two.sendCompleted()
        log.record(one, "one")
        log.record(two, "two")
        #expect(log.entries == ["one next(5)", "one completed", "two next(4)", "two next(5)", "two completed"])
    }

    // RACSubjectSpec (capacity 1): "should not send any values to new subscribers if none were sent originally".
    @Test("If nothing was sent before completion, a late subscriber gets only completed")
    func noValuesBeforeCompletion() {
        let log = EventLog()
        let subject = ReplaySubject<Int>(capacity: 1)
        subject.sendCompleted()
        log.record(subject)
        #expect(log.entries == ["completed"])
    }

    // RACSubjectSpec (capacity 1): "should send same latest value to multiple subscribers in another
    // subscription" (Docs/Contracts.md C4.6): there, [1, 1, 2, 2].
    @Test("Trimming comes before sending: a subscriber joining inside a handler is replayed the newest value only")
    func trimsBeforeSending() {
        let log = EventLog()
        let subject = ReplaySubject<Int>(capacity: 1)
        subject.subscribeNext { value in
            log.append("A next(\(value))")
            // Join from inside the handler, hear the replay, leave.
            subject.subscribeNext { log.append("B next(\($0))") }.dispose()
        }
        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == ["A next(1)", "B next(1)", "A next(2)", "B next(2)"])
    }

    // RACReplaySubject stores the ending under its lock before it forwards it (Docs/Contracts.md C4.5).
    @Test("The ending is stored before it is sent: a subscriber joining inside the terminal handler is replayed it")
    func endingStoredBeforeItIsSent() {
        let log = EventLog()
        let completing = ReplaySubject<Int>()
        completing.subscribeCompleted {
            log.append("A completed")
            log.record(completing, "B")
        }
        let failing = ReplaySubject<Int>()
        failing.subscribeError { _ in
            log.append("C failed")
            log.record(failing, "D")
        }
        completing.sendNext(1)
        completing.sendCompleted()
        failing.sendNext(2)
        failing.sendError(TestError.boom)
        #expect(log.entries == ["A completed", "B next(1)", "B completed", "C failed", "D next(2)", "D error(boom)"])
    }

    // What comes after the stored values differs between the modules (DifferencesTests pins the
    // chapter's gap), so only the start of the log is compared: the stored values, in order, first.
    @Test("A value a replayed subscriber's handler sends during its replay never comes before a stored value")
    func storedValuesComeFirst() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendNext(2)
        var sent = false
        subject.subscribeNext { value in
            log.next(value)
            if !sent {
                sent = true
                subject.sendNext(3)
            }
        }
        #expect(Array(log.entries.prefix(2)) == ["next(1)", "next(2)"])
    }

    // Docs/Contracts.md C4.5: after the end, a new subscriber is replayed and never joins the live list.
    @Test("A subscriber that arrives after the end is replayed it and is not put on the live list")
    func subscriberAfterTheEndStaysOffTheLiveList() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendCompleted()
        // This subscriber does not end its own subscription on `completed`, so only the subject
        // can keep it from hearing what is sent after the end.
        subject.subscribe(AttachingSubscriber(log))
        subject.sendNext(2)
        #expect(log.entries == ["next(1)", "completed"])
    }

    // RACSubjectSpec: "should stop replaying when the subscription is disposed" (Docs/Contracts.md C4.5).
    @Test("A subscriber that ends its subscription during the replay gets no more values")
    func disposingDuringReplayStopsIt() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendNext(2)
        let subscription = subject.subscribe(AttachingSubscriber(log, disposeAfterFirstValue: true))
        subject.sendNext(3)
        #expect(log.entries == ["next(1)", "attached disposable disposed"])
        #expect(subscription.isDisposed)
    }

    // The replay goes through the passthrough, which checks the subscription before each event.
    @Test("A subscriber that ends its subscription during the replay hears no stored ending after it")
    func disposingDuringReplayDropsTheEnding() {
        let log = EventLog()
        let completing = ReplaySubject<Int>()
        completing.sendNext(1)
        completing.sendNext(2)
        completing.sendCompleted()
        completing.subscribe(AttachingSubscriber(log, disposeAfterFirstValue: true))
        let failing = ReplaySubject<Int>()
        failing.sendNext(3)
        failing.sendError(TestError.boom)
        failing.subscribe(AttachingSubscriber(log, disposeAfterFirstValue: true))
        #expect(log.entries == ["next(1)", "attached disposable disposed", "next(3)", "attached disposable disposed"])
    }
}
