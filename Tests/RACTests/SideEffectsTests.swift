import RAC
import TestSupport
import Testing

/// `doNext`, `doError`, `doCompleted`, `initially`, `finally`: Docs/Contracts.md §5.
@Suite("doNext, doError, doCompleted, initially, finally", .checksLiveObjects)
struct SideEffectsTests {
    @Test("doNext runs its block before forwarding each value")
    func doNextRunsFirst() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.doNext { log.append("doNext \($0)") })
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendCompleted()
        #expect(log.entries == ["doNext 1", "next(1)", "doNext 2", "next(2)", "completed"])
    }

    @Test("doNext runs once per value for each subscription")
    func doNextPerSubscription() {
        let log = EventLog()
        let subject = Subject<Int>()
        let signal = subject.doNext { log.append("doNext \($0)") }
        log.record(signal, "a")
        log.record(signal, "b")
        subject.sendNext(1)
        #expect(log.entries == ["doNext 1", "a next(1)", "doNext 1", "b next(1)"])
    }

    @Test("doError runs its block before forwarding the error")
    func doErrorRunsFirst() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.doError { log.append("doError \($0)") })
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["next(1)", "doError boom", "error(boom)"])
    }

    @Test("doError does not run on completion")
    func doErrorSkipsCompletion() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.doError { log.append("doError \($0)") })
        subject.sendCompleted()
        #expect(log.entries == ["completed"])
    }

    @Test("doCompleted runs its block before forwarding the completion")
    func doCompletedRunsFirst() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.doCompleted { log.append("doCompleted") })
        subject.sendNext(1)
        subject.sendCompleted()
        #expect(log.entries == ["next(1)", "doCompleted", "completed"])
    }

    @Test("doCompleted does not run on error")
    func doCompletedSkipsErrors() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.doCompleted { log.append("doCompleted") })
        subject.sendError(TestError.boom)
        #expect(log.entries == ["error(boom)"])
    }

    // MARK: initially

    // RACSignalSpec -initially: "should not run without a subscription"
    @Test("initially does not run without a subscription")
    func initiallyNeedsASubscription() {
        let log = EventLog()
        let subject = Subject<Int>()
        _ = subject.initially { log.append("initially") }
        subject.sendCompleted()
        #expect(log.entries == [])
    }

    // RACSignalSpec -initially: "should run on subscription"
    @Test("initially runs on subscription, before the source is subscribed")
    func initiallyRunsOnSubscription() {
        let log = EventLog()
        log.probe("source", Signal<Int>.never()).initially { log.append("initially") }.subscribe(Subscriber())
        #expect(log.entries == ["initially", "source subscribed"])
    }

    // RACSignalSpec -initially: "should re-run for each subscription"
    @Test("initially runs again for each subscription")
    func initiallyRerunsPerSubscription() {
        let log = EventLog()
        let signal = Subject<Int>().initially { log.append("initially") }
        signal.subscribe(Subscriber())
        signal.subscribe(Subscriber())
        #expect(log.entries == ["initially", "initially"])
    }

    // MARK: finally

    // RACSignalSpec -finally: "should not run finally without a subscription"
    @Test("finally does not run without a subscription")
    func finallyNeedsASubscription() {
        let log = EventLog()
        let subject = Subject<Int>()
        _ = subject.finally { log.append("finally") }
        subject.sendCompleted()
        #expect(log.entries == [])
    }

    // RACSignalSpec -finally: with a subscription: "should not run finally upon next"
    @Test("finally does not run on a value")
    func finallySkipsValues() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.finally { log.append("finally") })
        subject.sendNext(1)
        #expect(log.entries == ["next(1)"])
    }

    // RACSignalSpec -finally: with a subscription: "should run finally upon completed"
    @Test("finally runs on completion, before it is forwarded")
    func finallyRunsOnCompletion() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.finally { log.append("finally") })
        subject.sendNext(1)
        subject.sendCompleted()
        #expect(log.entries == ["next(1)", "finally", "completed"])
    }

    // RACSignalSpec -finally: with a subscription: "should run finally upon error"
    @Test("finally runs on error, before it is forwarded")
    func finallyRunsOnError() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.finally { log.append("finally") })
        subject.sendError(TestError.boom)
        #expect(log.entries == ["finally", "error(boom)"])
    }

    @Test("finally does not run when the subscription is disposed")
    func finallySkipsDisposal() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.finally { log.append("finally") }).dispose()
        subject.sendCompleted()
        #expect(log.entries == [])
    }

    // RACSignalSpec memory management: "should retain intermediate signals when subscribing"
    @Test("an intermediate doNext signal keeps working after the caller drops it")
    func intermediateSignalsStayAlive() {
        let log = EventLog()
        let subject = Subject<Int>()
        let disposable: Disposable
        do {
            let intermediate = subject.doNext { log.append("doNext \($0)") }
            disposable = intermediate.subscribeCompleted { log.completed() }
        }
        subject.sendNext(5)
        subject.sendCompleted()
        disposable.dispose()
        #expect(log.entries == ["doNext 5", "completed"])
    }
}
