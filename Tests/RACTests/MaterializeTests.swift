import RAC
import TestSupport
import Testing

/// `materialize`, `dematerialize`: Docs/Contracts.md §5, C5.11.
@Suite("materialize, dematerialize", .checksLiveObjects)
struct MaterializeTests {
    // RACSignalSpec -materialize: "should convert nexts and completed into RACEvents"; Docs/Contracts.md C5.11
    @Test("materialize sends each value and the completion as events, then completes")
    func materializesCompletion() {
        let log = EventLog()
        log.record(Signal.return(1).materialize())
        #expect(log.entries == ["next(next(1))", "next(completed)", "completed"])
    }

    // RACSignalSpec -materialize: "should convert errors into RACEvents and complete"; Docs/Contracts.md C5.11
    @Test("materialize sends the error as an event, then completes instead of failing")
    func materializesErrors() {
        let log = EventLog()
        log.record(Signal<Int>.error(TestError.boom).materialize())
        #expect(log.entries == ["next(error(boom))", "completed"])
    }

    @Test("materialize sends each event as it happens")
    func materializesLive() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.materialize())
        subject.sendNext(1)
        #expect(log.entries == ["next(next(1))"])

        subject.sendNext(2)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["next(next(1))", "next(next(2))", "next(error(boom))", "completed"])
    }

    // RACSignalSpec -dematerialize: "should convert nexts from RACEvents"
    @Test("dematerialize turns next events back into values")
    func dematerializesValues() {
        let log = EventLog()
        log.record(Signal<Event<Int>>.from([.next(1), .next(2)]).dematerialize())
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
    }

    // RACSignalSpec -dematerialize: "should convert completed from a RACEvent"
    @Test("dematerialize completes at the first completed event and stops the source")
    func dematerializesCompletion() {
        let log = EventLog()
        let subject = Subject<Event<Int>>()
        log.record(log.probe("source", subject).dematerialize())
        subject.sendNext(.next(1))
        subject.sendNext(.completed)
        subject.sendNext(.next(2))
        subject.sendCompleted()
        #expect(log.entries == ["source subscribed", "next(1)", "source disposed", "completed"])
    }

    @Test("dematerialize stops a synchronous source at the first terminal event, while it is still sending")
    func dematerializeStopsASynchronousSource() {
        let log = EventLog()
        log.record(log.pulling([Event<Int>.next(1), .completed, .next(2), .next(3)]).dematerialize())
        #expect(log.entries == ["pull next(1)", "next(1)", "pull completed", "completed"])
    }

    // RACSignalSpec -dematerialize: "should convert error from a RACEvent"
    @Test("dematerialize fails at the first error event and stops the source")
    func dematerializesErrors() {
        let log = EventLog()
        let subject = Subject<Event<Int>>()
        log.record(log.probe("source", subject).dematerialize())
        subject.sendNext(.error(TestError.boom))
        subject.sendNext(.next(1))
        subject.sendCompleted()
        #expect(log.entries == ["source subscribed", "source disposed", "error(boom)"])
    }

    @Test("dematerialize undoes materialize")
    func roundTrip() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.materialize().dematerialize(), "round trip")
        log.record(subject, "original")
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendError(TestError.boom)
        #expect(log.entries == [
            "round trip next(1)", "original next(1)", "round trip next(2)", "original next(2)",
            "round trip error(boom)", "original error(boom)",
        ])
    }
}
