import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif

/// `BehaviorSubject`: Docs/Contracts.md §4 (RACBehaviorSubject) (no spec; header and implementation).
@Suite("BehaviorSubject")
struct BehaviorSubjectTests {
    @Test("A new subscriber receives the current value at once: at first, the default value")
    func sendsDefaultValue() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        log.record(subject)
        log.append("subscribe returned")
        #expect(log.entries == ["next(0)", "subscribe returned"])
    }

    @Test("sendNext changes the current value: a later subscriber receives the last value sent")
    func sendsLastValue() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        subject.sendNext(1)
        subject.sendNext(2)
        log.record(subject)
        #expect(log.entries == ["next(2)"])
    }

    @Test("After the current value, every subscriber hears the live values")
    func liveValuesAfterCurrent() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: "a")
        log.record(subject, "A")
        subject.sendNext("b")
        log.record(subject, "B")
        subject.sendNext("c")
        #expect(log.entries == ["A next(a)", "A next(b)", "B next(b)", "A next(c)", "B next(c)"])
    }

    @Test("A subscriber present at completion hears completed")
    func presentSubscriberHearsCompletion() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        log.record(subject)
        subject.sendCompleted()
        #expect(log.entries == ["next(0)", "completed"])
    }

    // Docs/Contracts.md C4.7: like a plain subject, no terminal memory.
    @Test("After completion, a late subscriber receives the last value and no completed")
    func lateSubscriberAfterCompletion() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        subject.sendNext(1)
        subject.sendCompleted()
        let subscription = log.record(subject)
        #expect(log.entries == ["next(1)"])
        #expect(subscription.isDisposed == false)
    }

    @Test("A subscriber joins before it receives the current value, so a value its handler sends reaches it too")
    func joinsBeforeCurrentValue() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        subject.subscribeNext { value in
            log.next(value)
            if value == 0 { subject.sendNext(1) }
        }
        #expect(log.entries == ["next(0)", "next(1)"])
    }

    @Test("A value is current before it is sent: a subscriber joining inside its handler receives it first")
    func valueIsCurrentBeforeItIsSent() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        var joined = false
        subject.subscribeNext { value in
            log.append("A next(\(value))")
            if value == 1 && !joined {
                joined = true
                log.record(subject, "B")
            }
        }
        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == ["A next(0)", "A next(1)", "B next(1)", "A next(2)", "B next(2)"])
    }

    // The current value goes through the passthrough, which checks the subscription first.
    @Test("A subscriber that disposes its subscription as soon as it is given it is not sent the current value; one that listens is")
    func subscriptionDisposedAtOnceHearsNothing() {
        let gone = EventLog()
        let listening = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        subject.subscribe(AttachingSubscriber(gone, disposeAtOnce: true))
        subject.subscribe(AttachingSubscriber(listening))
        subject.sendNext(1)
        #expect(gone.entries == ["attached disposable disposed"])
        #expect(listening.entries == ["next(0)", "next(1)"])
    }
}
