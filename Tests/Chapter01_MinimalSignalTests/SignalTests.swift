import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter01_MinimalSignal
#endif

// Chapter 1's `subscribeNext` returns nothing and RAC's returns a `Disposable`:
// these tests never use the result, so they compile against both.

@Suite("Signal")
struct SignalTests {
    @Test("Creating a signal runs nothing")
    func creatingRunsNothing() {
        let log = EventLog()
        _ = Signal<Int>.createSignal { subscriber in
            log.append("subscribe block")
            subscriber.sendNext(1)
        }
        #expect(log.entries == [])
    }

    @Test("Exercise 1.2: Subscribing runs the subscribe block before subscribeNext returns")
    func subscribingIsSynchronous() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            log.append("subscribe block")
            subscriber.sendNext(1)
            subscriber.sendNext(2)
        }
        log.append("subscribing")
        signal.subscribeNext { log.next($0) }
        log.append("returned")
        #expect(log.entries == ["subscribing", "subscribe block", "next(1)", "next(2)", "returned"])
    }

    // ReactiveCocoa 2 defers the subscribe block to a background scheduler when the calling thread
    // has no current scheduler; this port subscribes synchronously everywhere (Docs/Differences.md).
    @Test("Exercise 1.2: Subscription is synchronous on any thread, not only the main thread")
    func subscribingIsSynchronousOffTheMainThread() {
        let log = EventLog()
        let finished = runConcurrently(threads: 1) { _ in
            let signal = Signal<Int>.createSignal { subscriber in subscriber.sendNext(1) }
            signal.subscribeNext { log.next($0) }
            log.append("returned")
        }
        #expect(finished)
        #expect(log.entries == ["next(1)", "returned"])
    }

    @Test("Exercise 1.2: A subscriber sees values in the order they are sent")
    func valuesArriveInOrder() {
        let log = EventLog()
        let signal = Signal<String>.createSignal { subscriber in
            for letter in ["a", "b", "c", "d"] { subscriber.sendNext(letter) }
        }
        signal.subscribeNext { log.next($0) }
        #expect(log.entries == ["next(a)", "next(b)", "next(c)", "next(d)"])
    }

    // The seed's `demoOne`: one signal, one value, one subscriber.
    @Test("Exercise 1.2: The seed's first demo: a signal sends one value to its subscriber")
    func seedDemoOne() {
        let log = EventLog()
        let demoSignal = Signal<String>.createSignal { subscriber in
            subscriber.sendNext("1")
        }
        demoSignal.subscribeNext { log.next($0) }
        #expect(log.entries == ["next(1)"])
    }

    @Test("Exercise 1.2: Each subscription runs the subscribe block again")
    func eachSubscriptionRunsTheBlockAgain() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            log.append("work")
            subscriber.sendNext(1)
            subscriber.sendNext(2)
        }
        signal.subscribeNext { log.append("A: \($0)") }
        signal.subscribeNext { log.append("B: \($0)") }
        #expect(log.entries == ["work", "A: 1", "A: 2", "work", "B: 1", "B: 2"])
    }

    @Test("Exercise 1.2: Side effects happen once per subscriber")
    func sideEffectsRepeatPerSubscriber() {
        let log = EventLog()
        var requests = 0
        let signal = Signal<Int>.createSignal { subscriber in
            requests += 1  // think "a network request"
            subscriber.sendNext(requests)
        }
        signal.subscribeNext { log.append("A: \($0)") }
        signal.subscribeNext { log.append("B: \($0)") }
        #expect(requests == 2)
        #expect(log.entries == ["A: 1", "B: 2"])
    }

    @Test("Exercise 1.2: A producer may keep its subscriber and send later")
    func producerSendsLater() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in
            kept = subscriber  // like a timer or a callback holding on to it
        }
        signal.subscribeNext { log.next($0) }
        log.append("subscribed")
        kept?.sendNext(1)
        kept?.sendNext(2)
        #expect(log.entries == ["subscribed", "next(1)", "next(2)"])
    }

    @Test("Exercise 1.2: A subscription never ends by itself: values sent at any time still arrive")
    func aSubscriptionNeverEnds() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            kept = subscriber
        }
        signal.subscribeNext { log.next($0) }
        for value in 2...4 { kept?.sendNext(value) }
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "next(4)"])
    }

    @Test("Exercise 1.2: Two subscribers kept by one producer each get every value, in subscription order")
    func keptSubscribersEachGetEveryValue() {
        let log = EventLog()
        var kept: [Subscriber<Int>] = []
        let signal = Signal<Int>.createSignal { subscriber in kept.append(subscriber) }
        signal.subscribeNext { log.append("A: \($0)") }
        signal.subscribeNext { log.append("B: \($0)") }
        for value in 1...2 {
            for subscriber in kept { subscriber.sendNext(value) }
        }
        #expect(log.entries == ["A: 1", "B: 1", "A: 2", "B: 2"])
    }

    @Test("Exercise 1.2: A subscription lives exactly as long as the producer keeps its subscriber")
    func subscriptionLivesWhileProducerKeepsSubscriber() {
        let log = EventLog()
        weak var captured: Tracked?
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in kept = subscriber }
        do {
            let tracked = Tracked("captured by the next block")
            captured = tracked
            signal.subscribeNext { value in log.append("\(tracked.label): \(value)") }
        }
        kept?.sendNext(1)
        #expect(log.entries == ["captured by the next block: 1"])
        #expect(captured != nil)  // the producer's subscriber holds the block, which holds `tracked`
        kept = nil
        #expect(captured == nil)  // nothing else did
    }

    // The seed's first version kept the subscriber in a property of the signal: the signal would
    // then keep it, and what its block captured, for as long as the signal lives.
    @Test("Exercise 1.2: A producer that does not keep its subscriber lets it go when subscribing returns")
    func subscriptionEndsWithProducerReference() {
        let log = EventLog()
        weak var captured: Tracked?
        let signal = Signal<Int>.createSignal { subscriber in subscriber.sendNext(1) }
        do {
            let tracked = Tracked("captured by the next block")
            captured = tracked
            signal.subscribeNext { value in log.append("\(tracked.label): \(value)") }
        }
        #expect(log.entries == ["captured by the next block: 1"])
        withExtendedLifetime(signal) {
            #expect(captured == nil)  // the signal is alive, and keeps nothing of the subscription
        }
    }
}
