import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter03_Subject
#endif

/// `Subject`: Docs/Contracts.md §4 (RACSubject) and C4.1.
@Suite("Subject")
struct SubjectTests {
    // Docs/Contracts.md C4.1: every subscriber gets value k before any subscriber gets value k+1.
    @Test("Exercise 3.1: sendNext reaches the subscribers present, in subscription order, one value at a time")
    func sendNextInSubscriptionOrder() {
        let log = EventLog()
        let subject = Subject<Int>()
        for name in ["A", "B", "C"] {
            subject.subscribeNext { log.append("\(name) next(\($0))") }
        }
        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == ["A next(1)", "B next(1)", "C next(1)", "A next(2)", "B next(2)", "C next(2)"])
    }

    @Test("Subscribing to a subject runs nothing and sends nothing")
    func subscribingSendsNothing() {
        let log = EventLog()
        let subject = Subject<Int>()
        let subscription = log.record(subject)
        #expect(log.entries == [])
        #expect(subscription.isDisposed == false)
    }

    @Test("Exercise 3.1: A subscriber misses the values sent before it subscribed")
    func lateSubscriberMissesEarlierValues() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.sendNext(1)
        log.record(subject)
        subject.sendNext(2)
        #expect(log.entries == ["next(2)"])
    }

    // Docs/Contracts.md C4.1: The list is snapshotted.
    @Test("Exercise 3.1: A subscriber added while a value is being sent does not get that value")
    func subscriberAddedDuringSendMissesThatValue() {
        let log = EventLog()
        let subject = Subject<Int>()
        var joined = false
        subject.subscribeNext { value in
            log.append("A next(\(value))")
            if !joined {
                joined = true
                subject.subscribeNext { log.append("C next(\($0))") }
            }
        }
        subject.subscribeNext { log.append("B next(\($0))") }
        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == ["A next(1)", "B next(1)", "A next(2)", "B next(2)", "C next(2)"])
    }

    // Docs/Contracts.md C2.5: the passthrough checks its subscription before each forward.
    @Test("Exercise 3.1: A subscription disposed while a value is being sent does not get that value")
    func disposedDuringSendMissesValue() {
        let log = EventLog()
        let subject = Subject<Int>()
        var second: Disposable?
        subject.subscribeNext { value in
            log.append("A next(\(value))")
            second?.dispose()
        }
        second = subject.subscribeNext { log.append("B next(\($0))") }
        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == ["A next(1)", "A next(2)"])
    }

    // Docs/Contracts.md C4.1: the list is snapshotted, so a removal during a send moves nobody.
    @Test("Exercise 3.1: A subscriber that leaves during a send does not make the next one miss it")
    func leavingDuringSendSkipsNobody() {
        let log = EventLog()
        let subject = Subject<Int>()
        var first: Disposable?
        first = subject.subscribeNext { value in
            log.append("A next(\(value))")
            first?.dispose()
        }
        subject.subscribeNext { log.append("B next(\($0))") }
        subject.subscribeNext { log.append("C next(\($0))") }
        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == ["A next(1)", "B next(1)", "C next(1)", "B next(2)", "C next(2)"])
    }

    @Test("Exercise 3.1: sendCompleted reaches every subscriber, and nothing is heard after it")
    func sendCompletedReachesEverySubscriber() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject, "A")
        log.record(subject, "B")
        subject.sendNext(1)
        subject.sendCompleted()
        subject.sendNext(2)
        subject.sendCompleted()
        #expect(log.entries == ["A next(1)", "B next(1)", "A completed", "B completed"])
    }

    @Test("Exercise 3.1: sendError reaches every subscriber, and nothing is heard after it")
    func sendErrorReachesEverySubscriber() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject, "A")
        log.record(subject, "B")
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        subject.sendNext(2)
        #expect(log.entries == ["A next(1)", "B next(1)", "A error(boom)", "B error(boom)"])
    }

    // Docs/Contracts.md C4.2.
    @Test("Exercise 3.1: Disposing a subscription takes that subscriber off the list")
    func disposingRemovesSubscriber() {
        let log = EventLog()
        let subject = Subject<Int>()
        let a = log.record(subject, "A")
        log.record(subject, "B")
        subject.sendNext(1)
        a.dispose()
        subject.sendNext(2)
        subject.sendCompleted()
        #expect(log.entries == ["A next(1)", "B next(1)", "B next(2)", "B completed"])
    }

    // RACSubjectSpec: "should dispose the paired disposable when a subscription terminates".
    @Test("Exercise 3.1: Disposing a subscription disposes what its subscriber attached to it")
    func disposesPairedDisposable() {
        let log = EventLog()
        let subject = Subject<Int>()
        let subscription = subject.subscribe(AttachingSubscriber(log))
        subject.sendNext(1)
        subscription.dispose()
        subject.sendNext(2)
        #expect(log.entries == ["next(1)", "attached disposable disposed"])
    }

    // Docs/Contracts.md C4.4, C4.1: a late subscriber to a completed plain RACSubject receives nothing.
    @Test("A plain subject has no terminal memory: a subscriber after completion receives nothing")
    func noTerminalMemoryAfterCompletion() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.sendNext(1)
        subject.sendCompleted()
        let subscription = log.record(subject)
        #expect(log.entries == [])
        #expect(subscription.isDisposed == false)
    }

    @Test("A plain subject has no terminal memory: a subscriber after an error receives nothing")
    func noTerminalMemoryAfterError() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.sendError(TestError.boom)
        log.record(subject)
        #expect(log.entries == [])
    }

    // Implementation-faithful, Docs/Contracts.md C4.4: If someone calls sendNext: after completion, the
    // late subscriber will receive it. (Sending after a terminal event is a programming error.)
    @Test("Exercise 3.1: A value sent after completion reaches a subscriber that arrived after completion",
          .disabled(if: isParity, "RAC's subjects keep the grammar: after their ending they ignore every event (Docs/Differences.md)"))
    func valueAfterCompletionReachesLateSubscriber() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject, "early")
        subject.sendCompleted()
        log.record(subject, "late")
        subject.sendNext(1)
        #expect(log.entries == ["early completed", "late next(1)"])
    }

    // Docs/Contracts.md C4.3: a subject is a subscriber.
    @Test("Exercise 3.1: A subject subscribed to a signal forwards the signal's events to its subscribers")
    func forwardsEventsOfUpstreamSignal() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject)
        let upstream = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
        }.subscribe(subject)
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
        #expect(upstream.isDisposed)
    }

    @Test("Exercise 3.1: Disposing a subject's upstream subscription stops the forwarding")
    func disposingUpstreamStopsForwarding() {
        let log = EventLog()
        let source = Subject<Int>()
        let subject = Subject<Int>()
        log.record(subject)
        let upstream = source.subscribe(subject)
        source.sendNext(1)
        upstream.dispose()
        source.sendNext(2)
        source.sendCompleted()
        #expect(log.entries == ["next(1)"])
    }

    // RACSubscriberExamples, run against RACSubject: "multiple subscriptions" (Docs/Contracts.md C4.3).
    @Test("Exercise 3.1: A subject's first terminal event disposes its other upstream subscriptions before it is forwarded")
    func terminalEventDisposesUpstreamFirst() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject)
        Signal<Int>.never().subscribe(subject)
        Signal<Int>.createSignal { _ in Disposable { log.append("upstream disposed") } }.subscribe(subject)
        subject.sendNext(1)
        subject.sendCompleted()
        #expect(log.entries == ["next(1)", "upstream disposed", "completed"])
    }

    @Test("Exercise 3.1: A subject's error disposes its other upstream subscriptions before it is forwarded")
    func errorDisposesUpstreamFirst() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject)
        Signal<Int>.never().subscribe(subject)
        Signal<Int>.createSignal { _ in Disposable { log.append("upstream disposed") } }.subscribe(subject)
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["next(1)", "upstream disposed", "error(boom)"])
    }

    // Docs/Contracts.md C4.3: Later upstream subscriptions are disposed immediately.
    @Test("Exercise 3.1: A subject that has ended disposes a new upstream subscription at once")
    func endedSubjectDisposesNewUpstream() {
        let log = EventLog()
        let subject = Subject<Int>()
        subject.sendCompleted()
        let upstream = Signal<Int>.createSignal { _ in
            log.append("subscribed")
            return Disposable { log.append("upstream disposed") }
        }.subscribe(subject)
        #expect(log.entries == ["subscribed", "upstream disposed"])
        #expect(upstream.isDisposed)
    }

    // RACSignalSpec "should complete take: even if the signal is recursive", without `take`.
    @Test("Exercise 3.1: A handler may send to its own subject, up to completing it")
    func recursiveSendThroughSubject() {
        let log = EventLog()
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
        #expect(log.entries == ["next(0)", "next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("Exercise 3.1: A subject is a signal: anything that takes a signal takes a subject")
    func subjectIsASignal() {
        let log = EventLog()
        let subject = Subject<Int>()
        let signal: Signal<Int> = subject
        log.record(signal)
        subject.sendNext(1)
        #expect(log.entries == ["next(1)"])
    }
}
