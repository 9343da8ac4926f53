import RAC
import TestSupport
import Testing

/// `switchToLatest`, `Signal.if`, `Signal.switch`: Docs/Contracts.md §5, C5.10.
@Suite("switchToLatest, if, switch", .checksLiveObjects)
struct SwitchToLatestTests {
    // RACSignalSpec -switchToLatest: "should send values from the most recent signal"; Docs/Contracts.md C5.10
    // RAC subscribes the new inner signal before it disposes the previous one (see ReentrancyTests).
    @Test("switchToLatest forwards the latest inner signal and disposes the previous one once the next is subscribed")
    func sendsValuesFromTheMostRecentSignal() {
        let log = EventLog()
        let subject = Subject<Signal<Int>>()
        log.record(subject.switchToLatest())
        subject.sendNext(log.cold("A") { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
        })
        subject.sendNext(log.cold("B") { subscriber in
            subscriber.sendNext(3)
            subscriber.sendNext(4)
        })
        #expect(log.entries == ["A subscribed", "next(1)", "next(2)", "B subscribed", "next(3)", "next(4)", "A disposed"])
    }

    @Test("a previous inner signal is silenced once the next one arrives")
    func previousInnerIsSilenced() {
        let log = EventLog()
        let subject = Subject<Signal<Int>>()
        let a = Subject<Int>(), b = Subject<Int>()
        log.record(subject.switchToLatest())
        subject.sendNext(a)
        a.sendNext(1)
        subject.sendNext(b)
        a.sendNext(2)
        a.sendError(TestError.other)
        b.sendNext(3)
        #expect(log.entries == ["next(1)", "next(3)"])
    }

    @Test("a value the previous inner signal sends while the next one is being subscribed is dropped")
    func previousInnerSilencedWhileTheNextSubscribes() {
        let log = EventLog()
        let subject = Subject<Signal<Int>>()
        let a = Subject<Int>()
        // Subscribed before the previous inner signal is disposed (as in RAC), so `a` can still send.
        let b = Signal<Int>.createSignal { subscriber in
            a.sendNext(2)
            subscriber.sendNext(3)
        }
        log.record(subject.switchToLatest())
        subject.sendNext(a)
        a.sendNext(1)
        subject.sendNext(b)
        #expect(log.entries == ["next(1)", "next(3)"])
    }

    // RACSignalSpec -switchToLatest: "should send errors from the most recent signal"
    @Test("switchToLatest forwards an error from the latest inner signal and disposes the outer one")
    func sendsErrorsFromTheMostRecentSignal() {
        let log = EventLog()
        let subject = Subject<Signal<Int>>()
        log.record(log.probe("outer", subject).switchToLatest())
        subject.sendNext(.error(TestError.boom))
        subject.sendNext(.return(1))
        #expect(log.entries == ["outer subscribed", "outer disposed", "error(boom)"])
    }

    @Test("switchToLatest forwards an error of the outer signal and disposes the latest inner signal")
    func forwardsOuterErrors() {
        let log = EventLog()
        let subject = Subject<Signal<Int>>()
        log.record(subject.switchToLatest())
        subject.sendNext(log.probe("A", .never()))
        subject.sendError(TestError.boom)
        #expect(log.entries == ["A subscribed", "A disposed", "error(boom)"])
    }

    // RACSignalSpec -switchToLatest: "should not send completed if only the switching signal completes";
    // Docs/Contracts.md C5.10
    @Test("switchToLatest does not complete when only the outer signal completes")
    func doesNotCompleteWithOnlyTheOuter() {
        let log = EventLog()
        let subject = Subject<Signal<Int>>()
        log.record(subject.switchToLatest())
        subject.sendNext(.never())
        subject.sendCompleted()
        #expect(log.entries == [])
    }

    // RACSignalSpec -switchToLatest: "should send completed when the switching signal completes and
    // the last sent signal does"; Docs/Contracts.md C5.10
    @Test("switchToLatest completes when the outer signal completes after the latest inner one")
    func completesWhenOuterCompletesLast() {
        let log = EventLog()
        let subject = Subject<Signal<Int>>()
        log.record(subject.switchToLatest())
        subject.sendNext(.empty())
        #expect(log.entries == [])

        subject.sendCompleted()
        #expect(log.entries == ["completed"])
    }

    @Test("switchToLatest completes when the latest inner signal completes after the outer one")
    func completesWhenInnerCompletesLast() {
        let log = EventLog()
        let subject = Subject<Signal<Int>>()
        let a = Subject<Int>(), b = Subject<Int>()
        log.record(subject.switchToLatest())
        subject.sendNext(log.probe("A", a))
        subject.sendNext(log.probe("B", b))
        subject.sendCompleted()
        a.sendCompleted()
        b.sendNext(1)
        #expect(log.entries == ["A subscribed", "B subscribed", "A disposed", "next(1)"])

        b.sendCompleted()
        #expect(log.entries == ["A subscribed", "B subscribed", "A disposed", "next(1)", "B disposed", "completed"])
    }

    @Test("switchToLatest of an outer signal without inner signals completes with it")
    func completesWithoutInners() {
        let log = EventLog()
        log.record(Signal<Signal<Int>>.empty().switchToLatest())
        #expect(log.entries == ["completed"])
    }

    // RACSignalSpec -switchToLatest: "should return a cold signal"
    @Test("switchToLatest is cold: each subscription subscribes to the outer signal again")
    func isCold() {
        let log = EventLog()
        let signalOfSignals: Signal<Signal<Int>> = log.cold("outer") { subscriber in
            subscriber.sendNext(.empty())
        }
        let switched = signalOfSignals.switchToLatest()
        log.record(switched, "a")
        log.record(switched, "b")
        #expect(log.entries == ["outer subscribed", "outer subscribed"])
    }

    @Test("disposing switchToLatest disposes the outer and the latest inner signal")
    func disposal() {
        let log = EventLog()
        let subject = Subject<Signal<Int>>()
        let disposable = log.record(log.probe("outer", subject).switchToLatest())
        subject.sendNext(log.probe("A", .never()))
        disposable.dispose()
        #expect(log.entries == ["outer subscribed", "A subscribed", "outer disposed", "A disposed"])
    }

    // MARK: Signal.if

    /// RACSignalSpec +if:then:else's fixture.
    private struct IfFixture {
        let log = EventLog()
        let boolSubject = Subject<Bool>()
        let trueSubject = Subject<String>()
        let falseSubject = Subject<String>()

        init() {
            log.record(Signal.if(boolSubject, then: trueSubject, else: falseSubject))
        }
    }

    // RACSignalSpec +if:then:else: "should not send any values before a boolean is sent"
    @Test("if sends nothing before a Bool arrives")
    func ifWaitsForABool() {
        let f = IfFixture()
        f.trueSubject.sendNext("t")
        f.falseSubject.sendNext("f")
        #expect(f.log.entries == [])
    }

    // RACSignalSpec +if:then:else: "should send events based on the latest boolean"
    @Test("if forwards the signal chosen by the latest Bool, errors included")
    func ifFollowsTheLatestBool() {
        let f = IfFixture()
        f.boolSubject.sendNext(true)
        f.trueSubject.sendNext("foo")
        f.falseSubject.sendNext("buzz")
        f.trueSubject.sendNext("bar")
        #expect(f.log.entries == ["next(foo)", "next(bar)"])

        f.boolSubject.sendNext(false)
        f.trueSubject.sendNext("baz")
        f.falseSubject.sendNext("buzz")
        f.trueSubject.sendNext("barfoo")
        #expect(f.log.entries == ["next(foo)", "next(bar)", "next(buzz)"])

        f.trueSubject.sendError(TestError.other)
        #expect(f.log.entries == ["next(foo)", "next(bar)", "next(buzz)"])

        f.falseSubject.sendError(TestError.boom)
        #expect(f.log.entries == ["next(foo)", "next(bar)", "next(buzz)", "error(boom)"])
    }

    // RACSignalSpec +if:then:else: "should not send completed when only the BOOL signal completes"
    @Test("if does not complete when only the Bool signal completes")
    func ifDoesNotCompleteWithOnlyTheBools() {
        let f = IfFixture()
        f.boolSubject.sendNext(true)
        f.trueSubject.sendNext("foo")
        f.boolSubject.sendCompleted()
        #expect(f.log.entries == ["next(foo)"])
    }

    // RACSignalSpec +if:then:else: "should send completed when the BOOL signal and the latest sent signal complete"
    @Test("if completes when the Bool signal and the chosen signal have completed")
    func ifCompletes() {
        let f = IfFixture()
        f.boolSubject.sendNext(true)
        f.trueSubject.sendNext("foo")
        f.trueSubject.sendCompleted()
        f.boolSubject.sendCompleted()
        #expect(f.log.entries == ["next(foo)", "completed"])
    }

    // MARK: Signal.switch

    /// RACSignalSpec +switch:cases:default:'s fixture "switching between values with a default".
    private struct SwitchFixture {
        let log = EventLog()
        let keySubject = Subject<Int>()
        let subjects = [Subject<String>(), Subject<String>(), Subject<String>()]

        init() {
            log.record(Signal.switch(
                keySubject,
                cases: [0: subjects[0], 1: subjects[1], 2: subjects[2]],
                default: .never()
            ))
        }
    }

    // RACSignalSpec +switch:cases:default: "should not send any values before a key is sent"
    @Test("switch sends nothing before a key arrives")
    func switchWaitsForAKey() {
        let f = SwitchFixture()
        for subject in f.subjects { subject.sendNext("x") }
        #expect(f.log.entries == [])
    }

    // RACSignalSpec +switch:cases:default: "should send events based on the latest key"
    @Test("switch forwards the case of the latest key, errors included")
    func switchFollowsTheLatestKey() {
        let f = SwitchFixture()
        f.keySubject.sendNext(0)
        f.subjects[0].sendNext("zero")
        f.subjects[0].sendNext("zero")
        f.subjects[1].sendNext("one")
        f.subjects[2].sendNext("two")
        #expect(f.log.entries == ["next(zero)", "next(zero)"])

        f.keySubject.sendNext(1)
        f.subjects[0].sendNext("zero")
        f.subjects[1].sendNext("one")
        f.subjects[2].sendNext("two")
        #expect(f.log.entries == ["next(zero)", "next(zero)", "next(one)"])

        f.keySubject.sendNext(2)
        f.subjects[0].sendError(TestError.other)
        f.subjects[1].sendError(TestError.other)
        #expect(f.log.entries == ["next(zero)", "next(zero)", "next(one)"])

        f.subjects[2].sendError(TestError.boom)
        #expect(f.log.entries == ["next(zero)", "next(zero)", "next(one)", "error(boom)"])
    }

    // RACSignalSpec +switch:cases:default: "should not send completed when only the key signal completes"
    @Test("switch does not complete when only the key signal completes")
    func switchDoesNotCompleteWithOnlyTheKeys() {
        let f = SwitchFixture()
        f.keySubject.sendNext(0)
        f.subjects[0].sendNext("zero")
        f.keySubject.sendCompleted()
        #expect(f.log.entries == ["next(zero)"])
    }

    // RACSignalSpec +switch:cases:default: "should send completed when the key signal and the latest sent signal complete"
    @Test("switch completes when the key signal and the chosen case have completed")
    func switchCompletes() {
        let f = SwitchFixture()
        f.keySubject.sendNext(0)
        f.subjects[0].sendNext("zero")
        f.keySubject.sendCompleted()
        f.subjects[0].sendCompleted()
        #expect(f.log.entries == ["next(zero)", "completed"])
    }

    // RACSignalSpec +switch:cases:default: "should use the default signal if key that was sent does
    // not have an associated signal"
    @Test("switch forwards the default signal for a key without a case")
    func switchUsesTheDefault() {
        let log = EventLog()
        let keySubject = Subject<Int?>()
        let defaultSubject = Subject<String>()
        log.record(Signal.switch(keySubject, cases: [0: Subject<String>(), 1: Subject<String>()], default: defaultSubject))
        keySubject.sendNext(42)
        defaultSubject.sendNext("default")
        #expect(log.entries == ["next(default)"])

        keySubject.sendNext(nil)
        defaultSubject.sendNext("default")
        #expect(log.entries == ["next(default)", "next(default)"])
    }

    // RACSignalSpec +switch:cases:default: "should send an error if key that was sent does not have
    // an associated signal and there's no default"
    @Test("switch fails with noMatchingCase for a key without a case and no default")
    func switchFailsWithoutADefault() {
        let log = EventLog()
        let keySubject = Subject<Int?>()
        let zero = Subject<String>()
        log.record(Signal.switch(keySubject, cases: [0: zero, 1: Subject<String>()], default: nil))
        keySubject.sendNext(0)
        zero.sendNext("zero")
        #expect(log.entries == ["next(zero)"])

        keySubject.sendNext(nil)
        #expect(log.entries == ["next(zero)", "error(\(SignalError.noMatchingCase))"])
    }

    // RACSignalSpec +switch:cases:default: "should match RACTupleNil case when a nil value is sent"
    @Test("switch matches the nil case when a nil key is sent")
    func switchMatchesNil() {
        let log = EventLog()
        let keySubject = Subject<Int?>()
        let zero = Subject<String>()
        log.record(Signal.switch(keySubject, cases: [nil: zero], default: Subject<String>()))
        keySubject.sendNext(nil)
        zero.sendNext("zero")
        #expect(log.entries == ["next(zero)"])
    }
}
