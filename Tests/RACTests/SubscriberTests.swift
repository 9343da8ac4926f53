import Testing
@testable import RAC
import TestSupport

// MARK: - Test-only subscribers shared by the RACTests files

/// A hand-written `SubscriberProtocol` conformer, like RACSubjectSpec's `RACTestSubscriber`: it logs
/// everything it is told (`didSubscribe`, events), adds its own *paired* disposable (which logs
/// `paired disposed`) to every subscription it joins, and — with `disposeAfter: n` — disposes its
/// subscriptions right after its n-th value, from inside `sendNext` (what `take(n)` does).
final class RecordingSubscriber<Value>: SubscriberProtocol, @unchecked Sendable {
    let log: EventLog
    let prefix: String
    let disposeAfter: Int?
    let pairedDisposable: Disposable
    private let state = Locked<(received: Int, subscriptions: [CompoundDisposable])>((0, []))

    init(log: EventLog, prefix: String = "", disposeAfter: Int? = nil) {
        self.log = log
        self.prefix = prefix
        self.disposeAfter = disposeAfter
        pairedDisposable = Disposable { log.append("\(prefix)paired disposed") }
    }

    /// The subscription disposables this subscriber was given, in order.
    var subscriptions: [CompoundDisposable] { state.value.subscriptions }

    func sendNext(_ value: Value) {
        log.append("\(prefix)next(\(value))")
        let (received, subscriptions) = state.withLock { state -> (Int, [CompoundDisposable]) in
            state.received += 1
            return (state.received, state.subscriptions)
        }
        if let disposeAfter, received >= disposeAfter {
            for subscription in subscriptions { subscription.dispose() }
        }
    }

    func sendError(_ error: any Error) { log.append("\(prefix)error(\(error))") }

    func sendCompleted() { log.append("\(prefix)completed") }

    func didSubscribe(withDisposable disposable: CompoundDisposable) {
        log.append("\(prefix)didSubscribe")
        state.withLock { $0.subscriptions.append(disposable) }
        disposable.add(pairedDisposable)
    }
}

/// The subscribers that RACSubscriberExamples runs against: a plain `Subscriber`, a `Subject` (watched
/// through a subscriber) and an unlimited `ReplaySubject` (watched by a late subscriber each time the
/// results are read, as RACSubjectSpec does).
enum SubscriberExampleKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case subscriber
    case subject
    case replaySubject

    var testDescription: String { rawValue }

    /// A fresh subscriber of this kind and a way to read what it received.
    func make() -> (subscriber: any SubscriberProtocol<String>, received: () -> [String]) {
        let log = EventLog()
        switch self {
        case .subscriber:
            let subscriber = Subscriber<String>(next: { log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
            return (subscriber, { log.entries })
        case .subject:
            let subject = Subject<String>()
            subject.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
            return (subject, { log.entries })
        case .replaySubject:
            let subject = ReplaySubject<String>()
            return (subject, {
                let late = EventLog()
                subject.subscribeNext({ late.next($0) }, error: { late.error($0) }, completed: { late.completed() })
                return late.entries
            })
        }
    }
}

// MARK: - Subscriber

/// `Subscriber` (RAC's `RACSubscriber`): Docs/Contracts.md §2, and C1.4/C1.6 seen from the subscriber.
/// The concurrent cases (Docs/Contracts.md C2.2, RACSubscriberSpec "finishing") are in CoreConcurrencyTests.
@Suite("Subscriber", .checksLiveObjects)
struct SubscriberTests {
    // [I][S] Docs/Contracts.md C2.1 (the `initially:` spec subscribes a bare `RACSubscriber new`).
    @Test("A subscriber made without blocks accepts every event and still ends its subscriptions on completion")
    func subscriberWithoutBlocks() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(next: nil, error: nil, completed: nil)
        let signal = Signal<Int>.createSignal { subscriber in
            log.append("subscribed")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
            return Disposable { log.append("dispose") }
        }

        let subscription = signal.subscribe(subscriber)
        #expect(log.entries == ["subscribed", "dispose"])
        #expect(subscription.isDisposed == true)
    }

    // [I][S] Docs/Contracts.md C2.1: a missing block makes that event a no-op.
    @Test("A missing error block makes the error a no-op, but the error still ends the subscriber")
    func missingErrorBlockIsNoOp() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(next: { log.next($0) }, completed: { log.completed() })

        subscriber.sendNext(1)
        subscriber.sendError(TestError.boom)
        subscriber.sendNext(2)
        subscriber.sendCompleted()
        #expect(log.entries == ["next(1)"])
    }

    @Test("A missing next block makes values no-ops")
    func missingNextBlockIsNoOp() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(error: { log.error($0) }, completed: { log.completed() })

        subscriber.sendNext(1)
        subscriber.sendNext(2)
        subscriber.sendCompleted()
        #expect(log.entries == ["completed"])
    }

    // RACSubscriberSpec "finishing": "should never invoke next after sending completed" (serial version).
    @Test("Events after completed are dropped")
    func eventsAfterCompletedAreDropped() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(next: { log.next($0) }, error: { log.error($0) }, completed: { log.completed() })

        subscriber.sendNext(1)
        subscriber.sendCompleted()
        subscriber.sendNext(2)
        subscriber.sendCompleted()
        subscriber.sendError(TestError.boom)
        #expect(log.entries == ["next(1)", "completed"])
    }

    // RACSubscriberSpec "finishing": "should never invoke next after sending error" (serial version).
    @Test("Events after error are dropped")
    func eventsAfterErrorAreDropped() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(next: { log.next($0) }, error: { log.error($0) }, completed: { log.completed() })

        subscriber.sendNext(1)
        subscriber.sendError(TestError.boom)
        subscriber.sendNext(2)
        subscriber.sendError(TestError.other)
        subscriber.sendCompleted()
        #expect(log.entries == ["next(1)", "error(boom)"])
    }

    // Implementation-faithful, Docs/Contracts.md C1.6: the subscriber first disposes its subscriptions (upstream
    // clean-up runs), then invokes the user's completed or error block.
    @Test("A terminal event disposes the subscriber's subscriptions before its handler runs")
    func terminationDisposesBeforeHandler() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(error: { log.error($0) }, completed: { log.completed() })
        Signal<Int>.createSignal { _ in return Disposable { log.append("upstream disposed") } }.subscribe(subscriber)

        subscriber.sendCompleted()
        #expect(log.entries == ["upstream disposed", "completed"])
    }

    @Test("An error disposes the subscriber's subscriptions before its error handler runs")
    func errorDisposesBeforeHandler() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(error: { log.error($0) }, completed: { log.completed() })
        Signal<Int>.createSignal { _ in return Disposable { log.append("upstream disposed") } }.subscribe(subscriber)

        subscriber.sendError(TestError.boom)
        #expect(log.entries == ["upstream disposed", "error(boom)"])
    }

    // Docs/Differences.md "sendError:nil is allowed" (RACSubscriberExamples "should accept a nil error") has no Swift
    // counterpart: errors are `any Error` and cannot be nil (Docs/Differences.md).

    // MARK: RACSubscriberExamples "multiple subscriptions" (run, as RAC does, on Subscriber, Subject, ReplaySubject)

    // RACSubscriberExamples: "should send values from all subscriptions"
    @Test("A subscriber subscribed to several signals receives values from all of them", arguments: SubscriberExampleKind.allCases)
    func sendsValuesFromAllSubscriptions(kind: SubscriberExampleKind) {
        let (subscriber, received) = kind.make()
        let first = Subject<String>()
        first.subscribe(subscriber)
        let second = Subject<String>()
        second.subscribe(subscriber)

        first.sendNext("foo")
        second.sendNext("bar")
        first.sendNext("buzz")
        second.sendNext("baz")
        #expect(received() == ["next(foo)", "next(bar)", "next(buzz)", "next(baz)"])
    }

    // RACSubscriberExamples: "should terminate after the first error from any subscription"
    @Test("The first error from any subscription terminates the subscriber", arguments: SubscriberExampleKind.allCases)
    func terminatesAfterFirstError(kind: SubscriberExampleKind) {
        let (subscriber, received) = kind.make()
        let first = Subject<String>()
        first.subscribe(subscriber)
        let second = Subject<String>()
        second.subscribe(subscriber)

        first.sendNext("foo")
        second.sendError(TestError.boom)
        first.sendNext("buzz")
        #expect(received() == ["next(foo)", "error(boom)"])
    }

    // RACSubscriberExamples: "should terminate after the first completed from any subscription"
    @Test("The first completed from any subscription terminates the subscriber", arguments: SubscriberExampleKind.allCases)
    func terminatesAfterFirstCompleted(kind: SubscriberExampleKind) {
        let (subscriber, received) = kind.make()
        let first = Subject<String>()
        first.subscribe(subscriber)
        let second = Subject<String>()
        second.subscribe(subscriber)

        first.sendNext("foo")
        second.sendNext("bar")
        first.sendCompleted()
        second.sendNext("baz")
        #expect(received() == ["next(foo)", "next(bar)", "completed"])
    }

    // RACSubscriberExamples: "should dispose of all current subscriptions upon termination"
    @Test("Termination disposes all of the subscriber's current subscriptions", arguments: SubscriberExampleKind.allCases)
    func disposesAllCurrentSubscriptionsUponTermination(kind: SubscriberExampleKind) {
        let (subscriber, _) = kind.make()
        let first = Subject<String>()
        first.subscribe(subscriber)
        let second = Subject<String>()
        second.subscribe(subscriber)

        let disposals = EventLog()
        let firstDisposableSignal = Signal<String>.createSignal { _ in return Disposable { disposals.append("first disposed") } }
        let secondDisposableSignal = Signal<String>.createSignal { _ in return Disposable { disposals.append("second disposed") } }
        firstDisposableSignal.subscribe(subscriber)
        secondDisposableSignal.subscribe(subscriber)
        #expect(disposals.entries == [])

        first.sendCompleted()
        #expect(disposals.entries == ["first disposed", "second disposed"])
        #expect(first.subscriberCount == 0)
        #expect(second.subscriberCount == 0)
    }

    // RACSubscriberExamples: "should dispose of future subscriptions upon termination"
    @Test("After termination, a new subscription of the subscriber is disposed at once", arguments: SubscriberExampleKind.allCases)
    func disposesFutureSubscriptionsUponTermination(kind: SubscriberExampleKind) {
        let (subscriber, received) = kind.make()
        let first = Subject<String>()
        first.subscribe(subscriber)

        let log = EventLog()
        let disposableSignal = Signal<String>.createSignal { subscriber in
            log.append("subscribed")
            subscriber.sendNext("late")
            return Disposable { log.append("disposed") }
        }

        first.sendCompleted()
        #expect(log.entries == [])

        let subscription = disposableSignal.subscribe(subscriber)
        // The subscribe block still runs (as in RAC), but its value is dropped and its disposable is
        // disposed as soon as it is returned.
        #expect(log.entries == ["subscribed", "disposed"])
        #expect(subscription.isDisposed == true)
        #expect(received() == ["completed"])
    }

    // RACSubscriberExamples "memory management": "should not retain disposed disposables" (Docs/Contracts.md C2.6)
    @Test("A subscriber does not retain its disposed subscriptions", arguments: SubscriberExampleKind.allCases)
    func doesNotRetainDisposedDisposables(kind: SubscriberExampleKind) {
        let (subscriber, _) = kind.make()
        weak var weakDisposed: CompoundDisposable?
        weak var weakLive: CompoundDisposable?
        do {
            let disposed = CompoundDisposable {}
            weakDisposed = disposed
            subscriber.didSubscribe(withDisposable: disposed)
            disposed.dispose()

            let live = CompoundDisposable {}
            weakLive = live
            subscriber.didSubscribe(withDisposable: live)
        }
        #expect(weakDisposed == nil)
        // The live one is kept, which shows that the check above can fail.
        #expect(weakLive != nil)
        withExtendedLifetime(subscriber) {}
    }

    // Docs/Contracts.md C2.6, through real subscriptions: many finished subscriptions of one long-lived subscriber.
    @Test("Finished subscriptions are removed from a long-lived subscriber")
    func finishedSubscriptionsAreRemoved() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(next: { log.next($0) })
        var weakSubscriptions: [WeakReference<Disposable>] = []
        do {
            for index in 0..<100 {
                let subscription = Signal<Int>.createSignal { subscriber in
                    subscriber.sendNext(index)
                    return nil
                }.subscribe(subscriber)
                subscription.dispose()
                weakSubscriptions.append(WeakReference(subscription))
            }
        }
        #expect(weakSubscriptions.allSatisfy { $0.object == nil })
        #expect(log.entries == (0..<100).map { "next(\($0))" })
    }

    // MARK: Re-entrancy (Docs/Contracts.md C2.3)

    // [I][S] Docs/Contracts.md C2.3 (RACSignalSpec "should complete take: even if the signal is recursive" relies on it).
    @Test("A handler that synchronously sends another event to the same subscriber re-enters instead of deadlocking")
    func reentrantSendDoesNotDeadlock() {
        let log = EventLog()
        let finished = runConcurrently(threads: 1, timeout: 5) { _ in
            let box = Locked<Subscriber<Int>?>(nil)
            let subscriber = Subscriber<Int>(next: { value in
                log.next(value)
                if value < 3 {
                    box.value?.sendNext(value + 1)
                } else {
                    box.value?.sendCompleted()
                }
                log.append("leave \(value)")
            }, completed: { log.completed() })
            box.value = subscriber

            subscriber.sendNext(0)
            box.value = nil
        }
        #expect(finished, "the re-entrant send deadlocked")
        #expect(log.entries == [
            "next(0)", "next(1)", "next(2)", "next(3)", "completed",
            "leave 3", "leave 2", "leave 1", "leave 0",
        ])
    }

    // Implementation-faithful: a re-entrant terminal event ends the subscriber at once, so the outer
    // handler's later sends are dropped.
    @Test("A re-entrant completion inside a next handler drops the handler's later events")
    func reentrantCompletionDropsLaterEvents() {
        let log = EventLog()
        let finished = runConcurrently(threads: 1, timeout: 5) { _ in
            let box = Locked<Subscriber<Int>?>(nil)
            let subscriber = Subscriber<Int>(next: { value in
                log.next(value)
                box.value?.sendCompleted()
                box.value?.sendNext(value + 100)
            }, completed: { log.completed() })
            box.value = subscriber

            subscriber.sendNext(1)
            subscriber.sendNext(2)
            box.value = nil
        }
        #expect(finished, "the re-entrant completion deadlocked")
        #expect(log.entries == ["next(1)", "completed"])
    }
}

/// A weak reference that can be stored in an array.
struct WeakReference<Object: AnyObject> {
    weak var object: Object?
    init(_ object: Object) { self.object = object }
}

// MARK: - Event

/// `Event` (RAC's `RACEvent`): the grammar `next* (error | completed)?` as a value.
@Suite("Event", .checksLiveObjects)
struct EventTests {
    @Test("Only error and completed are terminal")
    func terminalEvents() {
        #expect(Event<Int>.next(1).isTerminal == false)
        #expect(Event<Int>.error(TestError.boom).isTerminal == true)
        #expect(Event<Int>.completed.isTerminal == true)
    }

    @Test("value and error extract the payload of the matching case only")
    func payloads() {
        #expect(Event<Int>.next(1).value == 1)
        #expect(Event<Int>.completed.value == nil)
        #expect(Event<Int>.error(TestError.boom).value == nil)
        #expect(Event<Int>.error(TestError.boom).error as? TestError == .boom)
        #expect(Event<Int>.next(1).error == nil)
        #expect(Event<Int>.completed.error == nil)
    }

    @Test("An event prints like the test logs")
    func descriptions() {
        let events: [Event<Int>] = [.next(1), .error(TestError.boom), .completed]
        #expect(events.map(\.description) == ["next(1)", "error(boom)", "completed"])
    }

    @Test("Events compare by case and payload; errors by type and description")
    func equality() {
        #expect(Event<Int>.next(1) == .next(1))
        #expect(Event<Int>.next(1) != .next(2))
        #expect(Event<Int>.completed == .completed)
        #expect(Event<Int>.error(TestError.boom) == .error(TestError.boom))
        #expect(Event<Int>.error(TestError.boom) != .error(TestError.other))
        #expect(Event<Int>.next(1) != .completed)
        #expect(Event<Int>.completed != .error(TestError.boom))
    }

    @Test("send(to:) delivers the event to a subscriber")
    func sendToSubscriber() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(next: { log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        let events: [Event<Int>] = [.next(1), .next(2), .error(TestError.boom), .completed]
        for event in events { event.send(to: subscriber) }
        #expect(log.entries == ["next(1)", "next(2)", "error(boom)"])
    }
}
