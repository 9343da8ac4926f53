import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif

@Suite("What a finished subscription leaves behind")
struct SubscriptionCleanUpTests {
    @Test("A completed subscription releases the subscriber's blocks, even if the producer keeps its subscriber")
    func completionReleasesBlocks() {
        weak var captured: Tracked?
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in kept = subscriber }
        do {
            let tracked = Tracked("captured by the next block")
            captured = tracked
            signal.subscribeNext { _ in _ = tracked }
        }
        #expect(captured != nil)
        kept?.sendCompleted()
        #expect(kept != nil)
        #expect(captured == nil)
    }

    @Test("A failed subscription releases the subscriber's blocks, even if the producer keeps its subscriber")
    func errorReleasesBlocks() {
        weak var captured: Tracked?
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in kept = subscriber }
        do {
            let tracked = Tracked("captured by the error block")
            captured = tracked
            signal.subscribeNext({ _ in }, error: { _ in _ = tracked })
        }
        #expect(captured != nil)
        kept?.sendError(TestError.boom)
        #expect(kept != nil)
        #expect(captured == nil)
    }

    @Test("Disposing a subscription releases the producer's clean-up and what it captured")
    func disposalReleasesCleanUp() {
        weak var captured: Tracked?
        let signal = Signal<Int>.createSignal { _ in
            let timer = Tracked("a resource the producer started")
            captured = timer
            return Disposable { _ = timer }
        }
        let subscription = signal.subscribeNext { _ in }
        #expect(captured != nil)
        subscription.dispose()
        #expect(captured == nil)
    }

    @Test("A subscriber forgets a subscription once it has been disposed")
    func subscriberForgetsDisposedSubscriptions() {
        let subscriber = Subscriber<Int>()
        weak var subscription: Disposable?
        do {
            let strong = Signal<Int>.never().subscribe(subscriber)
            subscription = strong
        }
        #expect(subscription != nil)  // the subscriber holds it, to end it on a terminal event
        subscription?.dispose()
        #expect(subscription == nil)
        _ = subscriber
    }

    // The subscriber holds its subscription, and the subscription's "forget me" clean-up refers back
    // to both: weakly, or the two would keep each other alive for ever.
    @Test("A subscriber keeps its unfinished subscription, and neither keeps the other alive once both are dropped")
    func unfinishedSubscriptionAndSubscriberLetEachOtherGo() {
        weak var subscriber: Subscriber<Int>?
        weak var subscription: Disposable?
        do {
            let strongSubscriber = Subscriber<Int>()
            subscriber = strongSubscriber
            do {
                let strongSubscription = Signal<Int>.never().subscribe(strongSubscriber)
                subscription = strongSubscription
            }
            withExtendedLifetime(strongSubscriber) {
                #expect(subscription != nil)  // the subscriber keeps it, to end it on a terminal event
            }
        }
        #expect(subscriber == nil)
        #expect(subscription == nil)
    }

    @Test("A finished subscription leaves nothing alive")
    func finishedSubscriptionLeavesNothing() {
        let log = EventLog()
        weak var subscriber: Subscriber<Int>?
        weak var producerSide: Subscriber<Int>?
        weak var subscription: Disposable?
        let signal = Signal<Int>.createSignal { subscriber in
            producerSide = subscriber
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        }
        do {
            let strongSubscriber = Subscriber<Int>(next: { log.next($0) }, completed: { log.completed() })
            subscriber = strongSubscriber
            let strongSubscription = signal.subscribe(strongSubscriber)
            subscription = strongSubscription
        }
        #expect(log.entries == ["next(1)", "completed"])
        #expect(subscriber == nil)
        #expect(producerSide == nil)
        #expect(subscription == nil)
    }
}
