import Testing
@testable import RAC
import TestSupport

/// Docs/Contracts.md C2.7, C4.2: on termination a subscriber releases its blocks; a subject drops a subscriber
/// that is disposed or terminated; a finished subscription leaves nothing alive.
///
/// Every test keeps the objects under test in a `do { }` scope, holds only `weak` references outside it,
/// first shows that they are alive while the subscription runs (so the final check can fail), then ends
/// the subscription and shows that they are gone. The caller keeps the subscription's disposable (as a
/// property would), so that it is the subscription machinery, not the caller, that lets go.
@Suite("Core leaks", .checksLiveObjects)
struct CoreLeakTests {
    /// How a test ends its subscription.
    enum Ending: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case completed, errored, disposed
        var testDescription: String { rawValue }
    }

    /// A cold signal fed by a subject: its subscribe block captures `blockCapture`, makes a per-subscription
    /// `resource` (captured by the disposable it returns) and hands the subscriber to `producer`.
    @Test("A finished subscription releases the subscriber, the subscribe block's captures and the handlers' captures", arguments: Ending.allCases)
    func finishedSubscriptionReleasesEverything(ending: Ending) {
        let log = EventLog()
        let producer = Subject<Int>()
        var subscription: Disposable?
        weak var weakSubscriber: Subscriber<Int>?
        weak var weakHandlerCapture: Tracked?
        weak var weakBlockCapture: Tracked?
        weak var weakResource: Tracked?
        weak var weakSignal: Signal<Int>?

        do {
            let blockCapture = Tracked("subscribe block")
            weakBlockCapture = blockCapture
            let signal = Signal<Int>.createSignal { subscriber in
                _ = blockCapture
                let resource = Tracked("resource")
                weakResource = resource
                producer.subscribe(subscriber)
                return Disposable {
                    _ = resource
                    log.append("dispose")
                }
            }
            weakSignal = signal

            let handlerCapture = Tracked("handlers")
            weakHandlerCapture = handlerCapture
            let subscriber = Subscriber<Int>(
                next: { _ = handlerCapture; log.next($0) },
                error: { _ = handlerCapture; log.error($0) },
                completed: { _ = handlerCapture; log.completed() }
            )
            weakSubscriber = subscriber
            subscription = signal.subscribe(subscriber)
        }

        // Alive while subscribed: the producer holds the subscriber, which holds its handlers.
        #expect(weakSubscriber != nil)
        #expect(weakHandlerCapture != nil)
        #expect(weakResource != nil)
        producer.sendNext(1)

        switch ending {
        case .completed: producer.sendCompleted()
        case .errored: producer.sendError(TestError.boom)
        case .disposed: subscription?.dispose()
        }

        #expect(weakSubscriber == nil)
        #expect(weakHandlerCapture == nil)
        #expect(weakResource == nil)
        #expect(weakBlockCapture == nil)
        #expect(weakSignal == nil)
        #expect(producer.subscriberCount == 0)
        #expect(subscription?.isDisposed == true)
        switch ending {
        case .completed: #expect(log.entries == ["next(1)", "dispose", "completed"])
        case .errored: #expect(log.entries == ["next(1)", "dispose", "error(boom)"])
        case .disposed: #expect(log.entries == ["next(1)", "dispose"])
        }
    }

    // The same with a subscribe block that keeps the subscriber only through its returned disposable.
    @Test("A subscription whose disposable holds the subscriber releases it when it ends", arguments: Ending.allCases)
    func disposableHoldingSubscriberIsReleased(ending: Ending) {
        let log = EventLog()
        let producer = Locked<Subscriber<Int>?>(nil)
        var subscription: Disposable?
        weak var weakSubscriber: Subscriber<Int>?
        weak var weakHandlerCapture: Tracked?

        let signal = Signal<Int>.createSignal { subscriber in
            producer.value = subscriber
            return Disposable {
                log.append("dispose")
                producer.value = nil
            }
        }
        do {
            let handlerCapture = Tracked("handlers")
            weakHandlerCapture = handlerCapture
            let subscriber = Subscriber<Int>(next: { _ = handlerCapture; log.next($0) }, error: { _ = handlerCapture; log.error($0) }, completed: { _ = handlerCapture; log.completed() })
            weakSubscriber = subscriber
            subscription = signal.subscribe(subscriber)
        }
        #expect(weakSubscriber != nil)
        #expect(weakHandlerCapture != nil)

        switch ending {
        case .completed: producer.value?.sendCompleted()
        case .errored: producer.value?.sendError(TestError.boom)
        case .disposed: subscription?.dispose()
        }

        #expect(weakSubscriber == nil)
        #expect(weakHandlerCapture == nil)
        switch ending {
        case .completed: #expect(log.entries == ["dispose", "completed"])
        case .errored: #expect(log.entries == ["dispose", "error(boom)"])
        case .disposed: #expect(log.entries == ["dispose"])
        }
    }

    @Test("A synchronously finished subscription leaves nothing alive")
    func synchronousSubscriptionLeavesNothing() {
        let log = EventLog()
        var subscription: Disposable?
        weak var weakSubscriber: Subscriber<Int>?
        weak var weakHandlerCapture: Tracked?
        weak var weakBlockCapture: Tracked?
        do {
            let blockCapture = Tracked("subscribe block")
            weakBlockCapture = blockCapture
            let signal = Signal<Int>.createSignal { subscriber in
                _ = blockCapture
                subscriber.sendNext(1)
                subscriber.sendCompleted()
                return Disposable { _ = blockCapture; log.append("dispose") }
            }
            let handlerCapture = Tracked("handlers")
            weakHandlerCapture = handlerCapture
            let subscriber = Subscriber<Int>(next: { _ = handlerCapture; log.next($0) }, completed: { _ = handlerCapture; log.completed() })
            weakSubscriber = subscriber
            subscription = signal.subscribe(subscriber)
        }
        #expect(weakSubscriber == nil)
        #expect(weakHandlerCapture == nil)
        #expect(weakBlockCapture == nil)
        #expect(subscription?.isDisposed == true)
        #expect(log.entries == ["next(1)", "completed", "dispose"])
    }

    // Docs/Contracts.md C2.7: on termination a subscriber releases its blocks — even while the subscriber itself
    // is still referenced.
    @Test("A terminated subscriber that is still referenced releases its handlers' captures", arguments: [Ending.completed, .errored])
    func terminatedSubscriberReleasesHandlers(ending: Ending) {
        weak var weakHandlerCapture: Tracked?
        let subscriber: Subscriber<Int>
        do {
            let handlerCapture = Tracked("handlers")
            weakHandlerCapture = handlerCapture
            subscriber = Subscriber<Int>(next: { _ in _ = handlerCapture }, error: { _ in _ = handlerCapture }, completed: { _ = handlerCapture })
        }
        #expect(weakHandlerCapture != nil)

        if ending == .completed { subscriber.sendCompleted() } else { subscriber.sendError(TestError.boom) }
        #expect(weakHandlerCapture == nil)
        withExtendedLifetime(subscriber) {}
    }

    // Implementation-faithful: a terminal event sent from inside the `next` block takes the blocks
    // away from the subscriber while that block runs; `deliverNext` holds the block for the length
    // of the call (Docs/Performance.md, History: "Unretained calls"), so its captures stay usable
    // until it returns, then go. (A debug build keeps a retain of its own around the call, so only
    // the order and the release after the return can fail here; `rac-bench`'s release check, run
    // by CI, covers the optimised build.)
    @Test("A next block that ends its own subscriber keeps its captures until it returns, then releases them", arguments: [Ending.completed, .errored])
    func terminalEventFromInsideNext(ending: Ending) {
        let log = EventLog()
        weak var weakHandlerCapture: Tracked?
        weak var weakSubscriber: Subscriber<Int>?
        let subscriber: Subscriber<Int>
        do {
            let handlerCapture = Tracked("next block")
            weakHandlerCapture = handlerCapture
            let made = Subscriber<Int>()
            weakSubscriber = made
            made.setHandlers(
                next: { [unowned made] value in
                    log.append("next(\(value))")
                    if ending == .completed { made.sendCompleted() } else { made.sendError(TestError.boom) }
                    // The subscriber has terminated and dropped its blocks; this block still runs
                    // and still uses what it captured.
                    log.append("after the terminal event, still holding \(handlerCapture.label)")
                    made.sendNext(value + 1)  // dropped: the subscriber has terminated
                },
                error: { _ in log.append("error") },
                completed: { log.append("completed") }
            )
            subscriber = made
        }
        #expect(weakHandlerCapture != nil)

        subscriber.sendNext(1)
        #expect(log.entries == ["next(1)", ending == .completed ? "completed" : "error", "after the terminal event, still holding next block"])
        #expect(weakHandlerCapture == nil)
        subscriber.sendNext(2)
        #expect(log.entries.count == 3)
        withExtendedLifetime(subscriber) {}
        #expect(weakSubscriber != nil)
    }

    // MARK: Subjects

    /// The hot signals, for the tests below.
    enum SubjectKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case subject, replaySubject, behaviorSubject
        var testDescription: String { rawValue }

        func make() -> Subject<Int> {
            switch self {
            case .subject: return Subject<Int>()
            case .replaySubject: return ReplaySubject<Int>()
            case .behaviorSubject: return BehaviorSubject(defaultValue: 0)
            }
        }
    }

    @Test("A subject releases a subscriber after its subscription is disposed", arguments: SubjectKind.allCases)
    func subjectReleasesDisposedSubscriber(kind: SubjectKind) {
        let subject = kind.make()
        var subscription: Disposable?
        weak var weakSubscriber: Subscriber<Int>?
        weak var weakHandlerCapture: Tracked?
        do {
            let handlerCapture = Tracked("handlers")
            weakHandlerCapture = handlerCapture
            let subscriber = Subscriber<Int>(next: { _ in _ = handlerCapture })
            weakSubscriber = subscriber
            subscription = subject.subscribe(subscriber)
        }
        subject.sendNext(1)
        #expect(weakSubscriber != nil)
        #expect(weakHandlerCapture != nil)
        #expect(subject.subscriberCount == 1)

        subscription?.dispose()
        #expect(weakSubscriber == nil)
        #expect(weakHandlerCapture == nil)
        #expect(subject.subscriberCount == 0)
    }

    @Test("A subject releases its subscribers after it completes or errors", arguments: SubjectKind.allCases, [Ending.completed, .errored])
    func subjectReleasesSubscribersOnTermination(kind: SubjectKind, ending: Ending) {
        let subject = kind.make()
        var subscriptions: [Disposable] = []
        var weakSubscribers: [WeakReference<Subscriber<Int>>] = []
        var weakCaptures: [WeakReference<Tracked>] = []
        do {
            for index in 0..<3 {
                let handlerCapture = Tracked("handlers \(index)")
                weakCaptures.append(WeakReference(handlerCapture))
                let subscriber = Subscriber<Int>(next: { _ in _ = handlerCapture }, error: { _ in _ = handlerCapture }, completed: { _ = handlerCapture })
                weakSubscribers.append(WeakReference(subscriber))
                subscriptions.append(subject.subscribe(subscriber))
            }
        }
        subject.sendNext(1)
        #expect(weakSubscribers.allSatisfy { $0.object != nil })
        #expect(subject.subscriberCount == 3)

        if ending == .completed { subject.sendCompleted() } else { subject.sendError(TestError.boom) }
        #expect(weakSubscribers.allSatisfy { $0.object == nil })
        #expect(weakCaptures.allSatisfy { $0.object == nil })
        #expect(subject.subscriberCount == 0)
        #expect(subscriptions.allSatisfy { $0.isDisposed })
    }

    @Test("A late subscriber to a terminated replay subject is not retained")
    func lateReplaySubscriberIsNotRetained() {
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendCompleted()
        weak var weakSubscriber: Subscriber<Int>?
        weak var weakHandlerCapture: Tracked?
        do {
            let handlerCapture = Tracked("handlers")
            weakHandlerCapture = handlerCapture
            let subscriber = Subscriber<Int>(next: { _ in _ = handlerCapture })
            weakSubscriber = subscriber
            subject.subscribe(subscriber)
        }
        #expect(weakSubscriber == nil)
        #expect(weakHandlerCapture == nil)
    }

    @Test("A subject releases its upstream subscriptions when it terminates")
    func subjectReleasesUpstream() {
        let subject = Subject<Int>()
        weak var weakResource: Tracked?
        weak var weakUpstream: Disposable?
        do {
            let signal = Signal<Int>.createSignal { _ in
                let resource = Tracked("upstream resource")
                weakResource = resource
                return Disposable { _ = resource }
            }
            let upstream = signal.subscribe(subject)
            weakUpstream = upstream
        }
        #expect(weakResource != nil)
        #expect(weakUpstream != nil)

        subject.sendCompleted()
        #expect(weakResource == nil)
        #expect(weakUpstream == nil)
    }

    @Test("A subject does not retain itself through its subscribers")
    func subjectIsReleasedWithItsSubscribers() {
        weak var weakSubject: Subject<Int>?
        weak var weakSubscriber: Subscriber<Int>?
        do {
            let subject = Subject<Int>()
            weakSubject = subject
            let subscriber = Subscriber<Int>(next: { _ in })
            weakSubscriber = subscriber
            subject.subscribe(subscriber)
            subject.sendNext(1)
        }
        #expect(weakSubject == nil)
        #expect(weakSubscriber == nil)
    }

    // MARK: Chained subscriptions and disposables

    @Test("Disposing an outer subscription releases the inner subscription made with the same subscriber")
    func chainedSubscriptionIsReleased() {
        let inner = Subject<Int>()
        var subscription: Disposable?
        weak var weakSubscriber: Subscriber<Int>?
        do {
            let outer = Signal<Int>.createSignal { subscriber in
                inner.subscribe(subscriber)
                return nil
            }
            let subscriber = Subscriber<Int>(next: { _ in })
            weakSubscriber = subscriber
            subscription = outer.subscribe(subscriber)
        }
        #expect(weakSubscriber != nil)
        #expect(inner.subscriberCount == 1)

        subscription?.dispose()
        #expect(weakSubscriber == nil)
        #expect(inner.subscriberCount == 0)
    }
}
