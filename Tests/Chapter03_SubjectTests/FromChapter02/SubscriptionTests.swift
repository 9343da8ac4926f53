import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter03_Subject
#endif

@Suite("Subscription and disposal")
struct SubscriptionTests {
    // RACSignalSpec: "shouldn't get anything after dispose", "should dispose of the didSubscribe disposable".
    @Test("Disposing a subscription runs the producer's clean-up and silences the producer")
    func disposingEndsTheSubscription() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in
            kept = subscriber
            return Disposable { log.append("clean-up") }
        }
        let subscription = signal.subscribeNext { log.next($0) } completed: { log.completed() }
        kept?.sendNext(1)
        subscription.dispose()
        kept?.sendNext(2)
        kept?.sendCompleted()
        #expect(log.entries == ["next(1)", "clean-up"])
        #expect(subscription.isDisposed)
    }

    @Test("After a subscription is disposed, an error its producer sends is not heard either")
    func disposedSubscriptionDropsErrors() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in kept = subscriber }
        let subscription = signal.subscribeNext({ log.next($0) }, error: { log.error($0) })
        kept?.sendNext(1)
        subscription.dispose()
        kept?.sendError(TestError.boom)
        #expect(log.entries == ["next(1)"])
    }

    @Test("Disposing a subscription twice cleans up once")
    func disposingTwiceCleansUpOnce() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { _ in
            return Disposable { log.append("clean-up") }
        }
        let subscription = signal.subscribeNext { log.next($0) }
        subscription.dispose()
        subscription.dispose()
        #expect(log.entries == ["clean-up"])
    }

    @Test("A one-expression subscribe block keeps the disposable it returns")
    func oneExpressionBlockKeepsItsDisposable() {
        let log = EventLog()
        // No `return`: the generic `createSignal<D: Disposable>` overload takes this block, so the
        // clean-up is not mistaken for the value of a `Void` block and dropped.
        let signal = Signal<Int>.createSignal { _ in Disposable { log.append("clean-up") } }
        let subscription = signal.subscribeNext { log.next($0) }
        #expect(log.entries == [])
        subscription.dispose()
        #expect(log.entries == ["clean-up"])
    }

    @Test("Completion disposes the subscription before the completed block runs")
    func completionCleansUpFirst() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in
            kept = subscriber
            return Disposable { log.append("clean-up") }
        }
        let subscription = signal.subscribeNext { log.next($0) } completed: { log.completed() }
        kept?.sendNext(1)
        kept?.sendCompleted()
        #expect(log.entries == ["next(1)", "clean-up", "completed"])
        #expect(subscription.isDisposed)
    }

    @Test("An error disposes the subscription before the error block runs")
    func errorCleansUpFirst() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in
            kept = subscriber
            return Disposable { log.append("clean-up") }
        }
        let subscription = signal.subscribeNext { log.next($0) } error: { log.error($0) }
        kept?.sendNext(1)
        kept?.sendError(TestError.boom)
        #expect(log.entries == ["next(1)", "clean-up", "error(boom)"])
        #expect(subscription.isDisposed)
    }

    // Docs/Contracts.md C1.6: the clean-up arrives after the subscription has already ended,
    // so it is disposed the moment it is returned.
    @Test("A subscribe block that ends at once has its clean-up run as soon as it returns it")
    func synchronousCompletionCleansUpOnReturn() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
            log.append("returning clean-up")
            return Disposable { log.append("clean-up") }
        }
        let subscription = signal.subscribeNext { log.next($0) } completed: { log.completed() }
        log.append("returned")
        #expect(log.entries == ["next(1)", "next(2)", "completed", "returning clean-up", "clean-up", "returned"])
        #expect(subscription.isDisposed)
    }

    // The producer is handed a passthrough that belongs to this subscription: whatever it subscribes
    // that passthrough to joins this subscription, so one dispose reaches it.
    @Test("Disposing a subscription disposes the subscriptions its producer made for it")
    func disposingDisposesInnerSubscriptions() {
        let log = EventLog()
        let inner = Signal<Int>.createSignal { _ in Disposable { log.append("inner clean-up") } }
        let outer = Signal<Int>.createSignal { subscriber in
            inner.subscribe(subscriber)
            return Disposable { log.append("outer clean-up") }
        }
        let subscription = outer.subscribeNext { _ in }
        #expect(log.entries == [])
        subscription.dispose()
        #expect(log.entries == ["inner clean-up", "outer clean-up"])
    }

    // RACSignalSpec: "should automatically dispose of other subscriptions from +createSignal:".
    @Test("Disposing a subscription also disposes what its producer subscribed its subscriber to")
    func disposingReachesInnerSubscriptions() {
        let log = EventLog()
        var innerKept: Subscriber<Int>?
        let inner = Signal<Int>.createSignal { subscriber in
            innerKept = subscriber
            return Disposable { log.append("inner clean-up") }
        }
        let outer = Signal<Int>.createSignal { subscriber in
            inner.subscribe(subscriber)  // forwards inner's events to our subscriber
            return Disposable { log.append("outer clean-up") }
        }
        let subscription = outer.subscribeNext { log.next($0) }
        innerKept?.sendNext(1)
        subscription.dispose()
        innerKept?.sendNext(2)
        #expect(log.entries == ["next(1)", "inner clean-up", "outer clean-up"])
    }
}
