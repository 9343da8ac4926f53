import Testing
@testable import RAC
import TestSupport

/// `BehaviorSubject` (RAC's `RACBehaviorSubject`): Docs/Contracts.md §4 (RACBehaviorSubject). No RAC
/// spec covers it ([H][I] only), so these tests are contractual where the header speaks and
/// implementation-faithful elsewhere. The concurrent case is in CoreConcurrencyTests.
@Suite("BehaviorSubject", .checksLiveObjects)
struct BehaviorSubjectTests {
    // [H] Docs/Contracts.md C4.7.
    @Test("A new subscriber first receives the default value")
    func newSubscriberGetsDefaultValue() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        subject.subscribeNext { log.next($0) }
        log.append("subscribe returned")
        #expect(log.entries == ["next(0)", "subscribe returned"])
    }

    // [H] Docs/Contracts.md C4.7: RAC's `+subject` starts with nil.
    @Test("A behavior subject of optionals can start with nil, like RAC's +subject")
    func nilDefaultValue() {
        let log = EventLog()
        let subject = BehaviorSubject<Int?>(defaultValue: nil)
        subject.subscribeNext { log.append("next(\($0.map(String.init) ?? "nil"))") }
        subject.sendNext(1)
        #expect(log.entries == ["next(nil)", "next(1)"])
    }

    // Implementation-faithful, Docs/Contracts.md C4.7.
    @Test("sendNext updates the current value and forwards it")
    func sendNextUpdatesAndForwards() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        subject.subscribeNext { log.append("A:next(\($0))") }
        subject.sendNext(1)
        subject.sendNext(2)
        subject.subscribeNext { log.append("B:next(\($0))") }
        subject.sendNext(3)
        #expect(log.entries == ["A:next(0)", "A:next(1)", "A:next(2)", "B:next(2)", "A:next(3)", "B:next(3)"])
    }

    // Implementation-faithful, Docs/Contracts.md C4.7: the subscriber joins the live list, then is sent the
    // current value; either way the current value comes first and nothing is missed or repeated.
    @Test("A subscriber gets the current value before any later value, once")
    func currentValueComesFirstOnce() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: "a")
        subject.sendNext("b")
        subject.subscribeNext { log.next($0) }
        subject.sendNext("c")
        #expect(log.entries == ["next(b)", "next(c)"])
    }

    // Implementation-faithful, Docs/Contracts.md C4.7.
    @Test("A subscriber after completion gets the last value and no completed")
    func lateSubscriberAfterCompletion() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        subject.subscribeNext({ log.append("early:next(\($0))") }, completed: { log.append("early:completed") })
        subject.sendNext(1)
        subject.sendCompleted()

        subject.subscribeNext({ log.append("late:next(\($0))") }, completed: { log.append("late:completed") })
        #expect(log.entries == ["early:next(0)", "early:next(1)", "early:completed", "late:next(1)"])
    }

    // Implementation-faithful, Docs/Contracts.md C4.7 (no terminal memory, errors too).
    @Test("A subscriber after an error gets the last value and no error")
    func lateSubscriberAfterError() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        subject.sendNext(1)
        subject.sendError(TestError.boom)

        subject.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(1)"])
    }

    // [S] Docs/Contracts.md C4.2, inherited.
    @Test("Disposing a subscription to a behavior subject stops its values")
    func disposingStopsValues() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        let subscription = subject.subscribeNext { log.next($0) }
        subject.sendNext(1)
        subscription.dispose()
        subject.sendNext(2)
        #expect(log.entries == ["next(0)", "next(1)"])
        #expect(subject.subscriberCount == 0)
    }

    // Implementation-faithful: a subscriber that ends its subscription on the current value (`take(1)`)
    // does not stay in the live list.
    @Test("A subscriber that disposes on the current value receives nothing more")
    func disposingOnCurrentValue() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        subject.subscribe(RecordingSubscriber<Int>(log: log, disposeAfter: 1))
        subject.sendNext(1)
        #expect(log.entries == ["didSubscribe", "next(0)", "paired disposed"])
        #expect(subject.subscriberCount == 0)
    }

    // [S] Docs/Contracts.md C4.3, inherited: a behavior subject is a subscriber too.
    @Test("A behavior subject subscribed to a signal takes the signal's values as its current value")
    func subscribedToSignal() {
        let log = EventLog()
        let subject = BehaviorSubject(defaultValue: 0)
        Signal.from([1, 2]).subscribe(subject)

        subject.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(2)"])
    }

    // A handler that sends to its own behavior subject re-enters instead of deadlocking (Docs/Contracts.md C2.3).
    @Test("A handler may send to its own behavior subject re-entrantly without deadlocking")
    func reentrantSend() {
        let log = EventLog()
        let finished = runConcurrently(threads: 1, timeout: 5) { _ in
            let subject = BehaviorSubject(defaultValue: 0)
            subject.subscribeNext { value in
                log.next(value)
                if value < 2 { subject.sendNext(value + 1) }
            }
        }
        #expect(finished, "the re-entrant send deadlocked")
        #expect(log.entries == ["next(0)", "next(1)", "next(2)"])
    }
}
