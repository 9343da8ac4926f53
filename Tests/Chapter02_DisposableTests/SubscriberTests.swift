import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter02_Disposable
#endif

@Suite("Subscriber")
struct SubscriberTests {
    @Test("Exercise 2.4: A producer that breaks the grammar is not heard after its terminal event")
    func producerBreakingTheGrammarIsCutOff() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendCompleted()
            subscriber.sendNext(2)
            subscriber.sendError(TestError.boom)
            subscriber.sendCompleted()
        }
        signal.subscribeNext { log.next($0) } error: { log.error($0) } completed: { log.completed() }
        #expect(log.entries == ["next(1)", "completed"])
    }

    // RAC: `subscribeNext:` has no error block, so an error just ends the subscription.
    @Test("Exercise 2.4: subscribeNext without an error block ignores errors")
    func subscribeNextIgnoresErrors() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendError(TestError.boom)
            subscriber.sendNext(2)
        }
        let subscription = signal.subscribeNext { log.next($0) }
        #expect(log.entries == ["next(1)"])
        #expect(subscription.isDisposed)
    }

    @Test("Exercise 2.3: A next block may send another value to the same subscriber")
    func reentrantSendIsDelivered() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in kept = subscriber }
        signal.subscribeNext { value in
            log.next(value)
            if value == 1 { kept?.sendNext(2) }  // delivered at once, inside the first call
            log.append("end of next(\(value))")
        }
        kept?.sendNext(1)
        #expect(log.entries == ["next(1)", "next(2)", "end of next(2)", "end of next(1)"])
    }

    // RACSubscriberExamples "multiple subscriptions".
    @Test("Exercise 2.4: The first terminal event of any of its subscriptions ends the subscriber and disposes them all")
    func firstTerminalEventEndsEverySubscription() {
        let log = EventLog()
        var keptA: Subscriber<Int>?
        var keptB: Subscriber<Int>?
        let a = Signal<Int>.createSignal { subscriber in
            keptA = subscriber
            return Disposable { log.append("A clean-up") }
        }
        let b = Signal<Int>.createSignal { subscriber in
            keptB = subscriber
            return Disposable { log.append("B clean-up") }
        }
        let subscriber = Subscriber<Int>(next: { log.next($0) }, completed: { log.completed() })
        a.subscribe(subscriber)
        b.subscribe(subscriber)
        keptA?.sendNext(1)
        keptB?.sendNext(2)
        keptA?.sendCompleted()
        keptB?.sendNext(3)
        #expect(log.entries == ["next(1)", "next(2)", "A clean-up", "B clean-up", "completed"])
    }

    @Test("Exercise 2.4: A finished subscriber disposes a new subscription at once")
    func finishedSubscriberDisposesNewSubscriptions() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(next: { log.next($0) }, completed: { log.completed() })
        subscriber.sendCompleted()
        let signal = Signal<Int>.createSignal { subscriber in
            log.append("subscribe block")
            subscriber.sendNext(1)
            return Disposable { log.append("clean-up") }
        }
        let subscription = signal.subscribe(subscriber)
        #expect(log.entries == ["completed", "subscribe block", "clean-up"])
        #expect(subscription.isDisposed)
    }

    @Test("Exercise 2.3: Any SubscriberProtocol can subscribe, and hears of its subscription before any event")
    func customSubscriberIsToldFirst() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            log.append("subscribe block")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        }
        signal.subscribe(Recorder(log))
        #expect(log.entries == ["didSubscribe", "subscribe block", "next(1)", "completed"])
    }

    // Why the blocks go before the subscriptions are disposed: a clean-up may still send to the
    // subscriber while it runs (here straight to it, not through the passthrough), and once the
    // subscriber has had its terminal event nothing may reach a block.
    @Test("Exercise 2.4: A clean-up that sends to the subscriber while it is ending is not heard")
    func cleanUpSendingToTheEndingSubscriberIsNotHeard() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let subscriber = Subscriber<Int>(next: { log.next($0) }, completed: { log.completed() })
        let signal = Signal<Int>.createSignal { producerSide in
            kept = producerSide
            return Disposable {
                log.append("clean-up")
                subscriber.sendNext(99)
            }
        }
        signal.subscribe(subscriber)
        kept?.sendNext(1)
        kept?.sendCompleted()
        #expect(log.entries == ["next(1)", "clean-up", "completed"])
    }

    // Where does the grammar live? In the subscriber. A subscriber that ignores
    // `didSubscribe(withDisposable:)` and never ends itself keeps its subscription open: the
    // passthrough silences a disposed subscription, and nothing else.
    @Test("Exercise 2.5: The grammar is the subscriber's job: one that ignores its subscription keeps hearing until it is disposed")
    func grammarLivesInTheSubscriber() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in kept = subscriber }
        let subscription = signal.subscribe(Recorder(log))
        kept?.sendNext(1)
        kept?.sendCompleted()
        kept?.sendNext(2)
        #expect(log.entries == ["didSubscribe", "next(1)", "completed", "next(2)"])
        #expect(subscription.isDisposed == false)
        subscription.dispose()
        kept?.sendNext(3)
        #expect(log.entries == ["didSubscribe", "next(1)", "completed", "next(2)"])
    }
}

/// A hand-written subscriber that records everything and keeps none of the rules.
final class Recorder: SubscriberProtocol {
    private let log: EventLog
    init(_ log: EventLog) { self.log = log }
    func sendNext(_ value: Int) { log.next(value) }
    func sendError(_ error: any Error) { log.error(error) }
    func sendCompleted() { log.completed() }
    func didSubscribe(withDisposable disposable: CompoundDisposable) { log.append("didSubscribe") }
}
