import Foundation
import Testing
@testable import RAC
import TestSupport

/// `Signal`: creation, subscription and disposal — Docs/Contracts.md §1 and the orders of C1.6.
@Suite("Signal", .checksLiveObjects)
struct SignalTests {
    /// A signal that sends `1` and completes inside its subscribe block.
    private static var oneThenCompleted: Signal<Int> {
        Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        }
    }

    /// A signal that sends `1` and fails inside its subscribe block.
    private static var oneThenError: Signal<Int> {
        Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendError(TestError.boom)
        }
    }

    // MARK: createSignal (Docs/Contracts.md C1.1, C2.5)

    // [H][S] Docs/Contracts.md C1.1
    @Test("A signal made with createSignal does nothing until someone subscribes")
    func coldUntilSubscribed() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            log.append("subscribed")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        }
        #expect(log.entries == [])

        signal.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["subscribed", "next(1)", "completed"])
    }

    // [H] Docs/Contracts.md C1.2 (DesignGuidelines "Side effects occur for each subscription").
    @Test("Each subscription runs the subscribe block again, so side effects repeat per subscriber")
    func sideEffectsRepeatPerSubscription() {
        let log = EventLog()
        let counter = Counter()
        let signal = Signal<Int>.createSignal { subscriber in
            let count = counter.increment()
            log.append("subscribed \(count)")
            subscriber.sendNext(count)
            subscriber.sendCompleted()
        }

        signal.subscribeNext({ log.append("A:next(\($0))") }, completed: { log.append("A:completed") })
        signal.subscribeNext({ log.append("B:next(\($0))") }, completed: { log.append("B:completed") })
        #expect(log.entries == ["subscribed 1", "A:next(1)", "A:completed", "subscribed 2", "B:next(2)", "B:completed"])
        #expect(counter.value == 2)
    }

    // Docs/Chapter02-Disposable.md (`@_disfavoredOverload`): both block shapes compile, in every closure form.
    @Test("createSignal accepts a block returning nothing, in single- and multi-statement form")
    func createSignalVoidBlock() {
        let log = EventLog()
        let single = Signal<Int>.createSignal { $0.sendNext(1) }
        let several = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(2)
            subscriber.sendCompleted()
        }
        single.subscribeNext({ log.next($0) }, completed: { log.completed() })
        several.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
    }

    @Test("createSignal accepts a block returning a disposable or nil, in single- and multi-statement form")
    func createSignalDisposableBlock() {
        let log = EventLog()
        let returnsDisposable = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            return Disposable { log.append("dispose 1") }
        }
        let returnsNil = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(2)
            return nil
        }
        let singleReturn = Signal<Int>.createSignal { _ in return Disposable { log.append("dispose 3") } }
        let singleNil = Signal<Int>.createSignal { _ in nil }

        let subscriptions = [returnsDisposable, returnsNil, singleReturn, singleNil].map { signal in
            signal.subscribeNext { log.next($0) }
        }
        #expect(log.entries == ["next(1)", "next(2)"])

        for subscription in subscriptions { subscription.dispose() }
        #expect(log.entries == ["next(1)", "next(2)", "dispose 1", "dispose 3"])
    }

    // The idiomatic Swift spelling of RAC's
    // `createSignal:^(id<RACSubscriber> s) { return [RACDisposable disposableWithBlock:...]; }` is an
    // implicit-return single expression. With only a `Void` and a disfavoured `Disposable?` overload
    // it would pick `Void` and silently drop the clean-up; the generic `<D: Disposable>` overload
    // keeps it.
    @Test("createSignal keeps the disposable of a single-expression block that returns one")
    func createSignalSingleExpressionDisposable() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { _ in Disposable { log.append("dispose") } }

        let subscription = signal.subscribeNext { log.next($0) }
        subscription.dispose()
        #expect(log.entries == ["dispose"])
    }

    // Implementation-faithful (Docs/Contracts.md C2.5): the subscriber is told about its subscription (the very
    // disposable `subscribe` returns) before the subscribe block runs.
    @Test("subscribe(_:) tells the subscriber its subscription before any event and returns that subscription")
    func subscribeTellsSubscriberItsSubscription() {
        let log = EventLog()
        let subscriber = RecordingSubscriber<Int>(log: log)
        let signal = Signal<Int>.createSignal { subscriber in
            log.append("subscribe block")
            subscriber.sendNext(1)
            return Disposable { log.append("dispose") }
        }

        let subscription = signal.subscribe(subscriber)
        #expect(subscriber.subscriptions.count == 1)
        #expect(subscriber.subscriptions.first === subscription)
        #expect(log.entries == ["didSubscribe", "subscribe block", "next(1)"])

        subscription.dispose()
        #expect(log.entries == ["didSubscribe", "subscribe block", "next(1)", "paired disposed", "dispose"])
    }

    // Docs/Differences.md (a deliberate difference from RAC 2, which defers to a background scheduler when no
    // scheduler is current; RACSignalSpec "should have a current scheduler in didSubscribe block" is
    // about that scheduler and belongs to the scheduler tests).
    @Test("Subscription is synchronous on every thread: a synchronous signal finishes before subscribe returns")
    func subscriptionIsSynchronousOffTheMainThread() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            log.append("subscribed")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        }
        let finished = runConcurrently(threads: 1) { _ in
            signal.subscribeNext({ log.next($0) }, completed: { log.completed() })
            log.append("subscribe returned")
        }
        #expect(finished)
        #expect(log.entries == ["subscribed", "next(1)", "completed", "subscribe returned"])
    }

    // MARK: Event order (Docs/Contracts.md C1.6)

    // [S][I] Docs/Contracts.md C1.6
    @Test("With a synchronous signal all handlers run before subscribe returns, and the returned disposable is disposed after completed")
    func synchronousOrder() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
            return Disposable { log.append("dispose") }
        }

        let subscription = signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        log.append("subscribe returned")
        #expect(log.entries == ["next(1)", "next(2)", "completed", "dispose", "subscribe returned"])
        #expect(subscription.isDisposed == true)
    }

    // [S][I] Docs/Contracts.md C1.6: next(1), next(2), then clean-up of upstream disposables, then the completed handler.
    @Test("With a synchronous signal, upstream clean-up runs before the completed handler")
    func synchronousUpstreamCleanupBeforeCompleted() {
        let log = EventLog()
        let upstream = Signal<Int>.createSignal { _ in return Disposable { log.append("upstream disposed") } }
        let signal = Signal<Int>.createSignal { subscriber in
            upstream.subscribe(subscriber)
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
            return Disposable { log.append("dispose") }
        }

        signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        log.append("subscribe returned")
        #expect(log.entries == ["next(1)", "next(2)", "upstream disposed", "completed", "dispose", "subscribe returned"])
    }

    // [I] Docs/Contracts.md C1.6 with an error instead of completed.
    @Test("With a synchronous error, the returned disposable is disposed after the error handler")
    func synchronousErrorOrder() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendError(TestError.boom)
            return Disposable { log.append("dispose") }
        }

        signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        log.append("subscribe returned")
        #expect(log.entries == ["next(1)", "error(boom)", "dispose", "subscribe returned"])
    }

    // [I] Docs/Contracts.md C1.6
    @Test("On an asynchronous completed, the subscribe block's disposable is disposed before the completed handler")
    func asynchronousCompletedOrder() {
        let log = EventLog()
        let producer = Locked<Subscriber<Int>?>(nil)
        let signal = Signal<Int>.createSignal { subscriber in
            producer.value = subscriber
            return Disposable { log.append("dispose") }
        }

        let subscription = signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        log.append("subscribe returned")
        producer.value?.sendNext(1)
        producer.value?.sendNext(2)
        producer.value?.sendCompleted()
        #expect(log.entries == ["subscribe returned", "next(1)", "next(2)", "dispose", "completed"])
        #expect(subscription.isDisposed == true)
    }

    // [I] Docs/Contracts.md C1.6
    @Test("On an asynchronous error, the subscribe block's disposable is disposed before the error handler")
    func asynchronousErrorOrder() {
        let log = EventLog()
        let producer = Locked<Subscriber<Int>?>(nil)
        let signal = Signal<Int>.createSignal { subscriber in
            producer.value = subscriber
            return Disposable { log.append("dispose") }
        }

        let subscription = signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        producer.value?.sendNext(1)
        producer.value?.sendError(TestError.boom)
        #expect(log.entries == ["next(1)", "dispose", "error(boom)"])
        #expect(subscription.isDisposed == true)
    }

    // MARK: Grammar and termination (Docs/Contracts.md C1.3–C1.6)

    // [S][I] Docs/Contracts.md C1.3, C1.4
    @Test("Events after a terminal event are dropped")
    func eventsAfterTerminalAreDropped() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendCompleted()
            subscriber.sendNext(2)
            subscriber.sendError(TestError.boom)
            subscriber.sendCompleted()
        }

        signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(1)", "completed"])
    }

    @Test("Events after an asynchronous error are dropped")
    func eventsAfterAsynchronousErrorAreDropped() {
        let log = EventLog()
        let producer = Locked<Subscriber<Int>?>(nil)
        Signal<Int>.createSignal { producer.value = $0 }
            .subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })

        producer.value?.sendError(TestError.boom)
        producer.value?.sendNext(1)
        producer.value?.sendError(TestError.other)
        producer.value?.sendCompleted()
        #expect(log.entries == ["error(boom)"])
    }

    // [H][I] Docs/Contracts.md C1.5
    @Test("A terminal event disposes the subscription, including the subscribe block's disposable")
    func terminalEventDisposesSubscription() {
        let log = EventLog()
        let producer = Locked<Subscriber<Int>?>(nil)
        let signal = Signal<Int>.createSignal { subscriber in
            producer.value = subscriber
            return Disposable { log.append("dispose") }
        }

        let subscription = signal.subscribeCompleted { log.completed() }
        #expect(subscription.isDisposed == false)

        producer.value?.sendCompleted()
        #expect(subscription.isDisposed == true)
        #expect(log.entries == ["dispose", "completed"])
    }

    // [H][I] Docs/Contracts.md C1.5: that disposable is added to an already-disposed compound and is therefore disposed at once.
    @Test("A disposable returned after a synchronous completion is disposed at once")
    func disposableReturnedAfterCompletionIsDisposedAtOnce() {
        let log = EventLog()
        let returned = Locked<Disposable?>(nil)
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendCompleted()
            let disposable = Disposable { log.append("dispose") }
            returned.value = disposable
            log.append("returning")
            return disposable
        }

        signal.subscribeCompleted { log.completed() }
        #expect(log.entries == ["completed", "returning", "dispose"])
        #expect(returned.value?.isDisposed == true)
    }

    // MARK: Manual disposal (Docs/Contracts.md C1.7, C2.5)

    // RACSignalSpec "disposal": "should dispose of the didSubscribe disposable"
    @Test("Disposing the subscription runs the subscribe block's clean-up")
    func disposingRunsCleanup() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { _ in return Disposable { log.append("dispose") } }
        #expect(log.entries == [])

        let subscription = signal.subscribeNext { log.next($0) }
        #expect(log.entries == [])

        subscription.dispose()
        #expect(log.entries == ["dispose"])
        #expect(subscription.isDisposed == true)
    }

    // RACSignalSpec "disposal": "should dispose of the didSubscribe disposable asynchronously"
    @Test("Subscribing and disposing on another thread runs the subscribe block's clean-up")
    func disposingOnAnotherThreadRunsCleanup() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { _ in return Disposable { log.append("dispose") } }
        let finished = runConcurrently(threads: 1) { _ in
            let subscription = signal.subscribeNext { log.next($0) }
            subscription.dispose()
        }
        #expect(finished)
        #expect(log.entries == ["dispose"])
    }

    // RACSignalSpec "subscribing": "shouldn't get anything after dispose" (Docs/Contracts.md C1.7)
    @Test("After the subscription is disposed no event is delivered, even if the producer keeps sending")
    func nothingAfterDispose() {
        let log = EventLog()
        let producer = Locked<Subscriber<Int>?>(nil)
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(0)
            producer.value = subscriber
            return Disposable { log.append("dispose") }
        }

        let subscription = signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(0)"])

        subscription.dispose()
        producer.value?.sendNext(1)
        producer.value?.sendError(TestError.boom)
        producer.value?.sendCompleted()
        #expect(log.entries == ["next(0)", "dispose"])
    }

    // Implementation-faithful: disposing twice runs the clean-up once.
    @Test("Disposing a subscription twice runs its clean-up once")
    func disposingTwiceRunsCleanupOnce() {
        let log = EventLog()
        let subscription = Signal<Int>.createSignal { _ in return Disposable { log.append("dispose") } }.subscribeNext { _ in }
        subscription.dispose()
        subscription.dispose()
        #expect(log.entries == ["dispose"])
    }

    // MARK: Chaining (Docs/Contracts.md C1.8, C1.9)

    // RACSignalSpec "subscribing": "should automatically dispose of other subscriptions from +createSignal:"
    @Test("Disposing a subscription disposes the subscriptions its subscribe block made with the same subscriber")
    func disposesChainedSubscriptions() {
        let log = EventLog()
        let innerSignal = Signal<Int>.createSignal { _ in
            log.append("inner subscribed")
            return Disposable { log.append("inner disposed") }
        }
        let outerSignal = Signal<Int>.createSignal { subscriber in
            log.append("outer subscribed")
            innerSignal.subscribe(subscriber)
            return Disposable { log.append("outer disposed") }
        }

        let subscription = outerSignal.subscribeCompleted {}
        #expect(log.entries == ["outer subscribed", "inner subscribed"])

        subscription.dispose()
        // Inner before outer: the inner subscription was linked first (implementation-faithful order).
        #expect(log.entries == ["outer subscribed", "inner subscribed", "inner disposed", "outer disposed"])
    }

    // [H] Docs/Contracts.md C1.9
    @Test("An error from a chained signal terminates the whole subscription")
    func chainedErrorTerminatesWholeSubscription() {
        let log = EventLog()
        let inner = Subject<Int>()
        let outerSignal = Signal<Int>.createSignal { subscriber in
            inner.subscribe(subscriber)
            return Disposable { log.append("outer disposed") }
        }

        let subscription = outerSignal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        inner.sendNext(1)
        inner.sendError(TestError.boom)
        inner.sendNext(2)
        #expect(log.entries == ["next(1)", "outer disposed", "error(boom)"])
        #expect(subscription.isDisposed == true)
        #expect(inner.subscriberCount == 0)
    }

    // [H][S] Docs/Contracts.md C1.13: you do not have to retain a signal for a subscription to work.
    // RACSignalSpec: "should retain intermediate signals when subscribing" (what it checks is delivery).
    @Test("A subscription keeps working when nobody retains the signal")
    func subscriptionWorksWithoutRetainingSignal() {
        let log = EventLog()
        let source = Subject<Int>()
        weak var weakSignal: Signal<Int>?
        do {
            let signal = Signal<Int>.createSignal { subscriber in
                source.subscribe(subscriber)
            }
            weakSignal = signal
            signal.subscribeNext({ log.next($0) }, completed: { log.completed() })
        }
        source.sendNext(1)
        source.sendNext(2)
        source.sendCompleted()
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
        // Implementation-faithful (ReactiveObjC's "should not retain signals that are subscribed"):
        // the subscription does not keep the cold signal itself alive; it did not need it.
        #expect(weakSignal == nil)
    }

    // MARK: subscribe… forms (Docs/Contracts.md C1.10)

    @Test("subscribeNext(_:) runs for values and ignores completion")
    func subscribeNextOnly() {
        let log = EventLog()
        let subscription = Self.oneThenCompleted.subscribeNext { log.next($0) }
        #expect(log.entries == ["next(1)"])
        #expect(subscription.isDisposed == true)
    }

    // [I] Docs/Contracts.md C1.10
    @Test("subscribeNext(_:) without an error block silently swallows errors, and the error still ends the subscription")
    func subscribeNextSwallowsErrors() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendError(TestError.boom)
            subscriber.sendNext(2)
            return Disposable { log.append("dispose") }
        }
        let subscription = signal.subscribeNext { log.next($0) }
        #expect(log.entries == ["next(1)", "dispose"])
        #expect(subscription.isDisposed == true)

        let errorOnly = Signal<Int>.error(TestError.boom).subscribeNext { log.next($0) }
        #expect(log.entries == ["next(1)", "dispose"])
        #expect(errorOnly.isDisposed == true)
    }

    // RACSignalSpec "subscribing": "should get next values", "should get completed", "should not get an error"
    @Test("subscribeNext(_:error:completed:) runs the three blocks for the three kinds of event")
    func subscribeNextErrorCompleted() {
        let log = EventLog()
        Self.oneThenCompleted.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        Self.oneThenError.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(1)", "completed", "next(1)", "error(boom)"])
    }

    @Test("subscribeNext(_:completed:) runs for values and completion and ignores errors")
    func subscribeNextCompleted() {
        let log = EventLog()
        Self.oneThenCompleted.subscribeNext({ log.next($0) }, completed: { log.completed() })
        Self.oneThenError.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(1)", "completed", "next(1)"])
    }

    @Test("subscribeNext(_:error:) runs for values and errors and ignores completion")
    func subscribeNextError() {
        let log = EventLog()
        Self.oneThenCompleted.subscribeNext({ log.next($0) }, error: { log.error($0) })
        Self.oneThenError.subscribeNext({ log.next($0) }, error: { log.error($0) })
        #expect(log.entries == ["next(1)", "next(1)", "error(boom)"])
    }

    @Test("subscribeError(_:) runs for errors only")
    func subscribeErrorOnly() {
        let log = EventLog()
        let completed = Self.oneThenCompleted.subscribeError { log.error($0) }
        let failed = Self.oneThenError.subscribeError { log.error($0) }
        #expect(log.entries == ["error(boom)"])
        #expect(completed.isDisposed == true)
        #expect(failed.isDisposed == true)
    }

    @Test("subscribeCompleted(_:) runs for completion only")
    func subscribeCompletedOnly() {
        let log = EventLog()
        let completed = Self.oneThenCompleted.subscribeCompleted { log.completed() }
        let failed = Self.oneThenError.subscribeCompleted { log.completed() }
        #expect(log.entries == ["completed"])
        #expect(completed.isDisposed == true)
        #expect(failed.isDisposed == true)
    }

    @Test("subscribeError(_:completed:) runs for errors and completion and ignores values")
    func subscribeErrorCompleted() {
        let log = EventLog()
        Self.oneThenCompleted.subscribeError({ log.error($0) }, completed: { log.completed() })
        Self.oneThenError.subscribeError({ log.error($0) }, completed: { log.completed() })
        #expect(log.entries == ["completed", "error(boom)"])
    }

    // MARK: Built-in signals (Docs/Contracts.md C1.11)

    @Test("return sends one value and then completes")
    func returnSignal() {
        let log = EventLog()
        let signal = Signal.return(42)
        signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(42)", "completed", "next(42)", "completed"])
    }

    @Test("empty completes on subscription")
    func emptySignal() {
        let log = EventLog()
        let subscription = Signal<Int>.empty().subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == ["completed"])
        #expect(subscription.isDisposed == true)
    }

    @Test("error sends the error on subscription")
    func errorSignal() {
        let log = EventLog()
        let subscription = Signal<Int>.error(TestError.boom).subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == ["error(boom)"])
        #expect(subscription.isDisposed == true)
    }

    @Test("never sends nothing, ever, and its subscription stays open until disposed")
    func neverSignal() {
        let log = EventLog()
        let subscription = Signal<Int>.never().subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == [])
        #expect(subscription.isDisposed == false)

        subscription.dispose()
        #expect(subscription.isDisposed == true)
        #expect(log.entries == [])
    }

    @Test("defer calls its block on each subscription and subscribes to the signal it returns")
    func deferSignal() {
        let log = EventLog()
        let counter = Counter()
        let signal = Signal<Int>.defer {
            log.append("defer")
            return Signal.return(counter.increment())
        }
        #expect(log.entries == [])

        signal.subscribeNext({ log.next($0) }, completed: { log.completed() })
        signal.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["defer", "next(1)", "completed", "defer", "next(2)", "completed"])
    }

    // Implementation-faithful: the deferred signal's subscription belongs to the outer one.
    @Test("Disposing a subscription to defer disposes the deferred signal's subscription")
    func deferDisposesInnerSubscription() {
        let log = EventLog()
        let signal = Signal<Int>.defer {
            Signal<Int>.createSignal { _ in return Disposable { log.append("inner disposed") } }
        }
        let subscription = signal.subscribeNext { log.next($0) }
        #expect(log.entries == [])

        subscription.dispose()
        #expect(log.entries == ["inner disposed"])
    }

    @Test("from sends every element of a sequence in order, then completes, for each subscriber")
    func fromSequence() {
        let log = EventLog()
        let signal = Signal.from([1, 2, 3])
        signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "completed", "next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("from an empty sequence only completes")
    func fromEmptySequence() {
        let log = EventLog()
        Signal.from([Int]()).subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["completed"])
    }

    // Implementation-faithful: `from` stops pulling elements once the subscription is disposed (this
    // is what lets `take` end an infinite sequence).
    @Test("from stops reading the sequence once the subscription is disposed")
    func fromStopsWhenDisposed() {
        let log = EventLog()
        let generated = Counter()
        let sequence = (1...1000).lazy.map { value -> Int in
            generated.increment()
            return value
        }
        let subscriber = RecordingSubscriber<Int>(log: log, disposeAfter: 3)

        Signal.from(sequence).subscribe(subscriber)
        #expect(log.entries == ["didSubscribe", "next(1)", "next(2)", "next(3)", "paired disposed"])
        // It reads exactly the elements it sends: it checks for disposal after each send.
        #expect(generated.value == 3)
    }

    // MARK: Name (debugging)

    // Implementation-faithful (`-setNameWithFormat:`).
    @Test("setName(_:) names the signal and returns the same signal")
    func setName() {
        let signal = Signal<Int>.never()
        #expect(signal.name == "Signal<Int>")
        #expect(signal.setName("numbers") === signal)
        #expect(signal.name == "numbers")
        #expect(signal.description == "<Signal<Int>: numbers>")
    }
}
