import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif

/// `concat(_:)` and `startWith(_:)`: Docs/Contracts.md §5 and C5.5.
@Suite("concat and startWith")
struct ConcatTests {
    // RACStreamExamples -concat: "should concatenate two streams"
    @Test("Exercise 4.4: concat forwards the receiver, then the argument")
    func concatenates() {
        let log = EventLog()
        log.record(signalOf([0, 1]).concat(signalOf([2, 3])))
        #expect(log.entries == ["next(0)", "next(1)", "next(2)", "next(3)", "completed"])
    }

    // RACStreamExamples: "should concatenate three streams"; Docs/Contracts.md C5.5: [0, 2].
    @Test("Exercise 4.4: return 0, concat empty, concat return 2 gives 0, 2")
    func concatWithEmpty() {
        let log = EventLog()
        log.record(Signal.return(0).concat(.empty()).concat(.return(2)))
        #expect(log.entries == ["next(0)", "next(2)", "completed"])
    }

    @Test("Exercise 4.4: concat subscribes the argument only once the receiver has completed")
    func subscribesTheArgumentLater() {
        let log = EventLog()
        let first = Subject<Int>()
        let second: Signal<Int> = log.cold("second") { subscriber in
            subscriber.sendNext(2)
            subscriber.sendCompleted()
        }
        log.record(first.concat(second))
        first.sendNext(1)
        #expect(log.entries == ["next(1)"])
        first.sendCompleted()
        // The argument completes inside its subscribe block, so its clean-up comes last (chapter 2).
        #expect(log.entries == ["next(1)", "second subscribed", "next(2)", "completed", "second disposed"])
    }

    @Test("Exercise 4.4: An error in the receiver is forwarded and the argument is never subscribed")
    func errorSkipsTheArgument() {
        let log = EventLog()
        let second: Signal<Int> = log.cold("second") { _ in }
        log.record(Signal<Int>.error(TestError.boom).concat(second))
        #expect(log.entries == ["error(boom)"])
    }

    @Test("Exercise 4.4: Disposing a concat while it forwards the argument disposes the argument")
    func disposingReachesTheArgument() {
        let log = EventLog()
        let second = Subject<Int>()
        let subscription = log.record(Signal.return(1).concat(log.probe("second", second)))
        second.sendNext(2)
        subscription.dispose()
        second.sendNext(3)
        #expect(log.entries == ["next(1)", "second subscribed", "next(2)", "second disposed"])
    }

    @Test("Exercise 4.4: Disposing a concat while its synchronous receiver is still sending stops it, and the argument is never subscribed")
    func disposalStopsASynchronousReceiver() {
        let log = EventLog()
        let second: Signal<Int> = log.cold("second") { _ in }
        log.sending([0, 1, 2]).concat(second).subscribe(HandWrittenSubscriber(log, disposingAt: 0))
        #expect(log.entries == ["send 0", "next(0)", "dispose", "send 1", "send 2"])
    }

    @Test("Exercise 4.5: take stops a synchronous receiver of concat at once, and the argument is never subscribed")
    func takeStopsTheReceiver() {
        let log = EventLog()
        let second: Signal<Int> = log.cold("second") { _ in }
        log.record(log.sending([0, 1, 2]).concat(second).take(1))
        #expect(log.entries == ["send 0", "next(0)", "completed", "send 1", "send 2"])
    }

    // RACSignalSpec -startWith: "should prepend a value"; Docs/Contracts.md C5.5: [0, 1].
    @Test("Exercise 4.4: startWith sends the value first, then the receiver's values")
    func startWith() {
        let log = EventLog()
        log.record(Signal.return(1).startWith(0))
        #expect(log.entries == ["next(0)", "next(1)", "completed"])
    }

    @Test("Exercise 4.4: startWith sends its value before the receiver is subscribed")
    func startWithComesFirst() {
        let log = EventLog()
        let source: Signal<Int> = log.cold("source") { subscriber in subscriber.sendNext(1) }
        log.record(source.startWith(0))
        #expect(log.entries == ["next(0)", "source subscribed", "next(1)"])
    }
}
