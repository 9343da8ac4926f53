import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter02_Disposable
#endif

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

    @Test("Exercise 2.3: Subscribing runs the subscribe block before subscribe returns")
    func subscribingIsSynchronous() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            log.append("subscribe block")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        }
        log.append("subscribing")
        signal.subscribeNext { log.next($0) } completed: { log.completed() }
        log.append("returned")
        #expect(log.entries == ["subscribing", "subscribe block", "next(1)", "completed", "returned"])
    }

    // ReactiveCocoa 2 defers the subscribe block to a background scheduler when the calling thread
    // has no current scheduler; this port subscribes synchronously everywhere (Docs/Differences.md).
    @Test("Exercise 2.3: Subscription is synchronous on any thread, not only the main thread")
    func subscribingIsSynchronousOffTheMainThread() {
        let log = EventLog()
        let finished = runConcurrently(threads: 1) { _ in
            let signal = Signal<Int>.createSignal { subscriber in
                subscriber.sendNext(1)
                subscriber.sendCompleted()
            }
            signal.subscribeNext { log.next($0) } completed: { log.completed() }
            log.append("returned")
        }
        #expect(finished)
        #expect(log.entries == ["next(1)", "completed", "returned"])
    }

    @Test("Exercise 2.3: A subscriber sees events in the order they are sent")
    func eventsArriveInOrder() {
        let log = EventLog()
        let signal = Signal<String>.createSignal { subscriber in
            for letter in ["a", "b", "c"] { subscriber.sendNext(letter) }
            subscriber.sendCompleted()
        }
        signal.subscribeNext { log.next($0) } completed: { log.completed() }
        #expect(log.entries == ["next(a)", "next(b)", "next(c)", "completed"])
    }

    @Test("Exercise 2.4: Each subscription runs the subscribe block again")
    func eachSubscriptionRunsTheBlockAgain() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            log.append("work")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
            return Disposable { log.append("clean-up") }
        }
        signal.subscribeNext { log.append("A: \($0)") }
        signal.subscribeNext { log.append("B: \($0)") }
        #expect(log.entries == ["work", "A: 1", "clean-up", "work", "B: 1", "clean-up"])
    }

    @Test("Exercise 2.3: Side effects happen once per subscriber")
    func sideEffectsRepeatPerSubscriber() {
        let log = EventLog()
        var requests = 0
        let signal = Signal<Int>.createSignal { subscriber in
            requests += 1  // think "a network request"
            subscriber.sendNext(requests)
            subscriber.sendCompleted()
        }
        signal.subscribeNext { log.append("A: \($0)") }
        signal.subscribeNext { log.append("B: \($0)") }
        #expect(requests == 2)
        #expect(log.entries == ["A: 1", "B: 2"])
    }

    @Test("Exercise 2.3: A producer may keep its subscriber and send later")
    func producerSendsLater() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in
            kept = subscriber  // like a timer or a callback holding on to it
        }
        signal.subscribeNext { log.next($0) } completed: { log.completed() }
        log.append("subscribed")
        kept?.sendNext(1)
        kept?.sendCompleted()
        #expect(log.entries == ["subscribed", "next(1)", "completed"])
    }

    @Test("Exercise 2.3: Without a terminal event or disposal, a subscription goes on")
    func aSubscriptionGoesOnUntilEnded() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in kept = subscriber }
        let subscription = signal.subscribeNext { log.next($0) }
        for value in 1...3 { kept?.sendNext(value) }
        #expect(log.entries == ["next(1)", "next(2)", "next(3)"])
        #expect(subscription.isDisposed == false)
    }
}
