import Testing
@testable import RAC
import TestSupport

/// `Subject` (RAC's `RACSubject`): Docs/Contracts.md §4 (RACSubject) and C4.1.
/// RACSubscriberExamples, which RAC also runs against RACSubject (Docs/Contracts.md C4.3), are the
/// parametrised tests in SubscriberTests; the concurrent cases are in CoreConcurrencyTests.
@Suite("Subject", .checksLiveObjects)
struct SubjectTests {
    // [S][I] Docs/Contracts.md C4.1: sendNext: reaches subscribers in subscription order, and every subscriber gets
    // value k before any subscriber gets value k+1.
    @Test("sendNext reaches subscribers in subscription order, and every subscriber gets a value before anyone gets the next")
    func sendNextInSubscriptionOrder() {
        let log = EventLog()
        let subject = Subject<Int>()
        for name in ["A", "B", "C"] {
            subject.subscribeNext { log.append("\(name):next(\($0))") }
        }

        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == ["A:next(1)", "B:next(1)", "C:next(1)", "A:next(2)", "B:next(2)", "C:next(2)"])
    }

    // [H] Docs/Contracts.md C4.1: a subject is hot.
    @Test("A subscriber misses the values sent before it subscribed")
    func lateSubscriberMissesEarlierValues() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.sendNext(1)
        subject.subscribeNext { log.next($0) }
        subject.sendNext(2)
        #expect(log.entries == ["next(2)"])
    }

    // [H][I] Docs/Contracts.md C4.1: The list is snapshotted, so a subscriber added while a value is being
    // sent does not get that value.
    @Test("A subscriber added while a value is being sent does not get that value")
    func subscriberAddedDuringSendMissesThatValue() {
        let log = EventLog()
        let subject = Subject<Int>()
        let joined = Locked(false)
        subject.subscribeNext { value in
            log.append("A:next(\(value))")
            if joined.withLock({ joined in defer { joined = true }; return !joined }) {
                subject.subscribeNext { log.append("C:next(\($0))") }
            }
        }
        subject.subscribeNext { log.append("B:next(\($0))") }

        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == ["A:next(1)", "B:next(1)", "A:next(2)", "B:next(2)", "C:next(2)"])
        // A's handler captures the subject that holds A: completing ends that cycle (the
        // live-object check would otherwise report the subscriptions as leaked, rightly).
        subject.sendCompleted()
    }

    // [H][I] Docs/Contracts.md C4.1, terminal events.
    @Test("sendCompleted reaches every subscriber in subscription order")
    func sendCompletedReachesEverySubscriber() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.subscribeNext({ log.append("A:next(\($0))") }, completed: { log.append("A:completed") })
        subject.subscribeNext({ log.append("B:next(\($0))") }, completed: { log.append("B:completed") })

        subject.sendNext(1)
        subject.sendCompleted()
        subject.sendNext(2)
        #expect(log.entries == ["A:next(1)", "B:next(1)", "A:completed", "B:completed"])
    }

    @Test("sendError reaches every subscriber in subscription order")
    func sendErrorReachesEverySubscriber() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.subscribeNext({ log.append("A:next(\($0))") }, error: { log.append("A:error(\($0))") })
        subject.subscribeNext({ log.append("B:next(\($0))") }, error: { log.append("B:error(\($0))") })

        subject.sendNext(1)
        subject.sendError(TestError.boom)
        subject.sendNext(2)
        #expect(log.entries == ["A:next(1)", "B:next(1)", "A:error(boom)", "B:error(boom)"])
    }

    // [S] Docs/Contracts.md C4.2.
    @Test("Disposing a subscription removes that subscriber")
    func disposingRemovesSubscriber() {
        let log = EventLog()
        let subject = Subject<Int>()
        let a = subject.subscribeNext({ log.append("A:next(\($0))") }, completed: { log.append("A:completed") })
        subject.subscribeNext({ log.append("B:next(\($0))") }, completed: { log.append("B:completed") })
        #expect(subject.subscriberCount == 2)

        subject.sendNext(1)
        a.dispose()
        #expect(subject.subscriberCount == 1)
        subject.sendNext(2)
        subject.sendCompleted()
        #expect(log.entries == ["A:next(1)", "B:next(1)", "B:next(2)", "B:completed"])
    }

    // RACSubjectSpec: "should dispose the paired disposable when a subscription terminates"
    @Test("Disposing a subscription disposes the disposable the subscriber attached to it")
    func disposesPairedDisposable() {
        let log = EventLog()
        let subject = Subject<Int>()
        let subscriber = RecordingSubscriber<Int>(log: log)

        subject.subscribe(subscriber).dispose()
        #expect(subscriber.pairedDisposable.isDisposed == true)
        #expect(log.entries == ["didSubscribe", "paired disposed"])
    }

    // Implementation-faithful (Docs/Contracts.md C2.5: the passthrough subscriber checks its disposable before each
    // forward): a subscription disposed by an earlier subscriber's handler misses the value being sent.
    @Test("A subscriber whose subscription is disposed during a send does not receive that value")
    func disposedDuringSendMissesValue() {
        let log = EventLog()
        let subject = Subject<Int>()
        let second = Locked<Disposable?>(nil)
        subject.subscribeNext { value in
            log.append("A:next(\(value))")
            second.value?.dispose()
        }
        second.value = subject.subscribeNext { log.append("B:next(\($0))") }

        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == ["A:next(1)", "A:next(2)"])
    }

    // [S][I] Docs/Contracts.md C4.1: a late subscriber to a completed plain RACSubject receives nothing; C4.4.
    @Test("A plain subject has no terminal memory: a subscriber after completion receives nothing")
    func noTerminalMemoryAfterCompletion() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.sendNext(1)
        subject.sendCompleted()

        let subscription = subject.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == [])
        #expect(subscription.isDisposed == false)
    }

    @Test("A plain subject has no terminal memory: a subscriber after an error receives nothing")
    func noTerminalMemoryAfterError() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.sendError(TestError.boom)

        subject.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == [])
    }

    // Docs/Contracts.md C4.8 (ReactiveObjC forwards it to the late subscriber: Docs/Differences.md).
    @Test("A value sent after completion reaches nobody, not even a subscriber that arrived after completion")
    func valueAfterCompletionIsIgnored() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.subscribeNext({ log.append("early:next(\($0))") }, completed: { log.append("early:completed") })
        subject.sendCompleted()

        subject.subscribeNext({ log.append("late:next(\($0))") }, completed: { log.append("late:completed") })
        subject.sendNext(1)
        #expect(log.entries == ["early:completed"])
    }

    // Docs/Contracts.md C4.2: a subject drops a subscriber that is disposed or terminated.
    @Test("A subject drops its subscribers when it completes or errors")
    func dropsTerminatedSubscribers() {
        let completing = Subject<Int>()
        completing.subscribeNext { _ in }
        completing.subscribeCompleted {}
        #expect(completing.subscriberCount == 2)
        completing.sendCompleted()
        #expect(completing.subscriberCount == 0)

        let failing = Subject<Int>()
        failing.subscribeNext { _ in }
        #expect(failing.subscriberCount == 1)
        failing.sendError(TestError.boom)
        #expect(failing.subscriberCount == 0)
    }

    // [S] Docs/Contracts.md C4.3: a subject is a subscriber.
    @Test("A subject subscribed to a signal forwards the signal's events to its subscribers")
    func forwardsEventsOfUpstreamSignal() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })

        let upstream = Signal.from([1, 2]).subscribe(subject)
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
        #expect(upstream.isDisposed == true)
    }

    // [S] Docs/Contracts.md C4.2, C4.3, disposal of the upstream side.
    @Test("Disposing a subject's upstream subscription stops the forwarding")
    func disposingUpstreamStopsForwarding() {
        let log = EventLog()
        let source = Subject<Int>()
        let subject = Subject<Int>()
        subject.subscribeNext({ log.next($0) }, completed: { log.completed() })

        let upstream = source.subscribe(subject)
        source.sendNext(1)
        upstream.dispose()
        source.sendNext(2)
        source.sendCompleted()
        #expect(log.entries == ["next(1)"])
        #expect(source.subscriberCount == 0)
    }

    // [S] Docs/Contracts.md C4.3: The first terminal event it receives is forwarded and disposes its other
    // upstream subscriptions — with the clean-up visible in the log.
    @Test("A subject's first terminal event disposes its other upstream subscriptions before forwarding")
    func terminalEventDisposesUpstreamBeforeForwarding() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.subscribeNext({ log.next($0) }, completed: { log.completed() })
        Signal<Int>.createSignal { _ in return Disposable { log.append("upstream disposed") } }.subscribe(subject)

        subject.sendNext(1)
        subject.sendCompleted()
        #expect(log.entries == ["next(1)", "upstream disposed", "completed"])
    }

    // RACSignalSpec "should complete take: even if the signal is recursive", without `take`: a handler
    // that sends to its own subject, and finally completes it, re-enters instead of deadlocking (Docs/Contracts.md C2.3).
    @Test("A handler may send to its own subject re-entrantly, up to completing it, without deadlocking")
    func recursiveSendThroughSubject() {
        let log = EventLog()
        let finished = runConcurrently(threads: 1, timeout: 5) { _ in
            let subject = Subject<Int>()
            subject.subscribeNext({ value in
                log.next(value)
                if value < 3 {
                    subject.sendNext(value + 1)
                } else {
                    subject.sendCompleted()
                }
            }, completed: { log.completed() })
            subject.sendNext(0)
            subject.sendNext(10)
        }
        #expect(finished, "the recursive send deadlocked")
        #expect(log.entries == ["next(0)", "next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("A subject is a signal")
    func subjectIsASignal() {
        let log = EventLog()
        let subject = Subject<Int>()
        let signal: Signal<Int> = subject
        signal.subscribeNext { log.next($0) }
        subject.sendNext(1)
        #expect(log.entries == ["next(1)"])
    }
}
