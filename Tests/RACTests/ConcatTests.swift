import RAC
import TestSupport
import Testing

/// `concat(_:)`, `Signal.concat(_:)`, `concat()` (signal of signals), `startWith`, `then`:
/// Docs/Contracts.md §5, C5.5.
@Suite("concat, startWith, then", .checksLiveObjects)
struct ConcatTests {
    // RACStreamExamples -concat: "should concatenate two streams"
    @Test("concat forwards the receiver, then the argument")
    func concatenatesTwo() {
        let log = EventLog()
        log.record(Signal.return(0).concat(.return(1)))
        #expect(log.entries == ["next(0)", "next(1)", "completed"])
    }

    // RACStreamExamples -concat: "should concatenate three streams"
    @Test("concat chains three signals in order")
    func concatenatesThree() {
        let log = EventLog()
        log.record(Signal.return(0).concat(.return(1)).concat(.return(2)))
        #expect(log.entries == ["next(0)", "next(1)", "next(2)", "completed"])
    }

    // RACStreamExamples -concat: "should concatenate around an empty stream"; Docs/Contracts.md C5.5
    @Test("return 0, concat empty, concat return 2 gives 0, 2")
    func concatenatesAroundEmpty() {
        let log = EventLog()
        log.record(Signal.return(0).concat(.empty()).concat(.return(2)))
        #expect(log.entries == ["next(0)", "next(2)", "completed"])
    }

    @Test("concat subscribes the argument only once the receiver has completed")
    func subscribesTheSecondAfterTheFirstCompletes() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<Int>()
        log.record(log.probe("a", a).concat(log.probe("b", b)))
        a.sendNext(1)
        b.sendNext(99)
        #expect(log.entries == ["a subscribed", "next(1)"])

        a.sendCompleted()
        b.sendNext(2)
        b.sendCompleted()
        #expect(log.entries == [
            "a subscribed", "next(1)", "a disposed", "b subscribed", "next(2)", "b disposed", "completed",
        ])
    }

    @Test("an error in the receiver is forwarded and the argument is never subscribed")
    func errorSkipsTheSecond() {
        let log = EventLog()
        let a = Subject<Int>()
        log.record(log.probe("a", a).concat(log.probe("b", .return(2))))
        a.sendError(TestError.boom)
        #expect(log.entries == ["a subscribed", "a disposed", "error(boom)"])
    }

    @Test("disposing a concat while it forwards the argument disposes the argument")
    func disposalReachesTheSecond() {
        let log = EventLog()
        let b = Subject<Int>()
        let disposable = log.record(log.probe("a", .empty()).concat(log.probe("b", b)))
        disposable.dispose()
        b.sendNext(1)
        // `a` completes inside its subscribe block, so its own disposable is disposed only when that
        // block returns, after `b` was subscribed (Docs/Contracts.md C1.6).
        #expect(log.entries == ["a subscribed", "b subscribed", "a disposed", "b disposed"])
    }

    // MARK: Signal.concat

    // RACStreamExamples +concat: "should concatenate an array of streams"
    @Test("Signal.concat concatenates an array of signals in order")
    func concatenatesAnArray() {
        let log = EventLog()
        let streams: [Signal<Int>] = [
            .return(0), .empty(), .from([1, 2, 3]), .return(4), .return(5), .empty(), .empty(), .from([6, 7]),
        ]
        log.record(Signal.concat(streams))
        #expect(log.entries == (0...7).map { "next(\($0))" } + ["completed"])
    }

    @Test("Signal.concat of an empty array completes at once")
    func concatenatesNothing() {
        let log = EventLog()
        log.record(Signal<Int>.concat([]))
        #expect(log.entries == ["completed"])
    }

    // MARK: concat() of a signal of signals (flatten(1))

    // RACSignalSpec -concat: "should concatenate the values of inner signals"
    @Test("concat() forwards the inner signals one after another")
    func concatenatesInnerSignals() {
        let log = EventLog()
        let subject = ReplaySubject<Signal<Int>>()
        subject.sendNext(.return(1))
        subject.sendNext(.return(2))
        subject.sendNext(.empty())
        subject.sendNext(.return(3))
        log.record(subject.concat())
        #expect(log.entries == ["next(1)", "next(2)", "next(3)"])
    }

    // RACSignalSpec -concat: "should complete only after all signals complete"
    @Test("concat() completes only after the outer and every inner signal complete")
    func concatCompletesAfterAll() throws {
        let subject = ReplaySubject<Signal<Int>>()
        let values = ReplaySubject<Int>()
        subject.sendNext(values)
        subject.sendCompleted()
        values.sendNext(1)
        values.sendNext(2)
        values.sendCompleted()
        let result = runOnThread { Result { try subject.concat().toArray() } }
        #expect(try result?.get() == [1, 2])
    }

    // RACSignalSpec -concat: "should pass through errors"
    @Test("concat() forwards an error of an inner signal")
    func concatPassesErrors() {
        let log = EventLog()
        let subject = ReplaySubject<Signal<Int>>()
        subject.sendNext(.error(TestError.boom))
        log.record(subject.concat())
        #expect(log.entries == ["error(boom)"])
    }

    // RACSignalSpec -concat: "should concat signals sent later"
    @Test("concat() forwards inner signals that arrive later")
    func concatsSignalsSentLater() {
        let log = EventLog()
        let subject = ReplaySubject<Signal<Int>>()
        subject.sendNext(.return(1))
        log.record(subject.concat())
        #expect(log.entries == ["next(1)"])

        let two = Subject<Int>()
        subject.sendNext(two)
        two.sendNext(2)
        two.sendCompleted()
        #expect(log.entries == ["next(1)", "next(2)"])

        subject.sendNext(.return(3))
        #expect(log.entries == ["next(1)", "next(2)", "next(3)"])
    }

    // RACSignalSpec -concat: "should dispose the current signal"
    @Test("disposing concat() disposes the current inner signal")
    func concatDisposesTheCurrentSignal() {
        let log = EventLog()
        let subject = ReplaySubject<Signal<Int>>()
        let disposable = log.record(subject.concat())
        subject.sendNext(log.probe("inner", .never()))
        #expect(log.entries == ["inner subscribed"])

        disposable.dispose()
        #expect(log.entries == ["inner subscribed", "inner disposed"])
    }

    // RACSignalSpec -concat: "should dispose later signals"
    @Test("disposing concat() disposes an inner signal started after an earlier one completed")
    func concatDisposesLaterSignals() {
        let log = EventLog()
        let first = Subject<Int>()
        let later = log.probe("later", Signal<Int>.never())
        let outer: Signal<Signal<Int>> = Signal.createSignal { subscriber in
            subscriber.sendNext(first)
            subscriber.sendNext(later)
        }
        let disposable = log.record(outer.concat())
        #expect(log.entries == [])

        first.sendCompleted()
        #expect(log.entries == ["later subscribed"])

        disposable.dispose()
        #expect(log.entries == ["later subscribed", "later disposed"])
    }

    // MARK: startWith

    // RACStreamExamples: "should start with a value"; Docs/Contracts.md C5.5
    @Test("startWith sends the value first, then the receiver's values")
    func startsWithAValue() {
        let log = EventLog()
        log.record(Signal.return(1).startWith(0))
        #expect(log.entries == ["next(0)", "next(1)", "completed"])
    }

    // implementation-faithful: startWith is `return` concat the receiver.
    @Test("startWith sends its value before the receiver is subscribed")
    func startWithSendsBeforeSubscribing() {
        let log = EventLog()
        log.record(log.probe("source", .return(1)).startWith(0))
        #expect(log.entries == ["next(0)", "source subscribed", "next(1)", "completed", "source disposed"])
    }

    // MARK: then

    // RACSignalSpec -then: "should continue onto returned signal"; Docs/Contracts.md C5.5
    @Test("then hides the receiver's values and continues with the block's signal after completion")
    func thenContinues() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.then { () -> Signal<Int> in
            log.append("block")
            return .return(2)
        })
        subject.sendNext(1)
        #expect(log.entries == [])

        subject.sendCompleted()
        #expect(log.entries == ["block", "next(2)", "completed"])
    }

    // RACSignalSpec -then: "should sequence even if no next value is sent"
    @Test("then continues even if the receiver sent no value")
    func thenSequencesWithoutValues() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.then { Signal.return(()) })
        subject.sendCompleted()
        #expect(log.entries == ["next(())", "completed"])
    }

    // implementation-faithful: an error skips the block.
    @Test("then forwards an error of the receiver without calling the block")
    func thenSkipsTheBlockOnError() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.then { () -> Signal<Int> in
            log.append("block")
            return .return(2)
        })
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["error(boom)"])
    }

    @Test("then calls its block once per subscription")
    func thenCallsTheBlockPerSubscription() {
        let log = EventLog()
        let signal = Signal<Int>.empty().then { () -> Signal<Int> in
            log.append("block")
            return .return(2)
        }
        log.record(signal, "a")
        log.record(signal, "b")
        #expect(log.entries == ["block", "a next(2)", "a completed", "block", "b next(2)", "b completed"])
    }
}
