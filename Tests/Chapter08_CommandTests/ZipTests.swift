import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// `Signal.zip` (tuple and array forms), `zip(with:)`: Docs/Contracts.md §5 and C5.7.
@Suite("zip")
struct ZipTests {
    /// RACSignalSpec +zip:'s fixture: `zip([subject1, subject2])`, recorded.
    private struct Fixture {
        let log = EventLog()
        let subject1 = Subject<Int>(), subject2 = Subject<Int>()

        init() {
            log.record(Signal.zip([subject1, subject2]))
        }

        func send(_ values: [Int], to subject: Subject<Int>, then ending: Event) {
            for value in values { subject.sendNext(value) }
            switch ending {
            case .completed: subject.sendCompleted()
            case .error: subject.sendError(TestError.boom)
            }
        }

        enum Event { case completed, error }
    }

    // RACSignalSpec +zip: "should complete as soon as no new zipped values are possible"
    @Test("zip completes as soon as no new tuple is possible")
    func completesWhenNoTupleIsPossible() {
        let f = Fixture()
        f.subject1.sendNext(1)
        f.subject2.sendNext(1)
        f.subject1.sendNext(2)
        f.subject1.sendCompleted()
        #expect(f.log.entries == ["next([1, 1])"])
        f.subject2.sendNext(2)
        #expect(f.log.entries == ["next([1, 1])", "next([2, 2])", "completed"])
    }

    // RACSignalSpec +zip: "outcome should not be dependent on order of signals"
    @Test("zip completes when any signal completes with nothing waiting, whatever its position")
    func completionDoesNotDependOnOrder() {
        let f = Fixture()
        f.subject2.sendCompleted()
        #expect(f.log.entries == ["completed"])
    }

    // RACSignalSpec +zip: "should forward errors sent earlier than (time-wise) and before (position-wise) a complete"
    @Test("zip forwards an error sent before, and positioned before, a completion")
    func errorEarlierAndBefore() {
        let f = Fixture()
        f.send([1, 2], to: f.subject1, then: .error)
        f.send([1, 2, 3], to: f.subject2, then: .completed)
        #expect(f.log.entries == ["error(boom)"])
    }

    // RACSignalSpec +zip: "should forward errors sent earlier than (time-wise) and after (position-wise) a complete"
    @Test("zip forwards an error sent before, and positioned after, a completion")
    func errorEarlierAndAfter() {
        let f = Fixture()
        f.send([1, 2, 3], to: f.subject1, then: .error)
        f.send([1, 2], to: f.subject2, then: .completed)
        #expect(f.log.entries == ["error(boom)"])
    }

    // RACSignalSpec +zip: "should forward errors sent later than (time-wise) and before (position-wise) a complete"
    @Test("zip forwards an error sent after a completion that still had values waiting")
    func errorLaterAndBefore() {
        let f = Fixture()
        f.send([1, 2, 3], to: f.subject2, then: .completed)
        f.send([1, 2], to: f.subject1, then: .error)
        #expect(f.log.entries == ["next([1, 1])", "next([2, 2])", "error(boom)"])
    }

    // RACSignalSpec +zip: "should ignore errors sent later than (time-wise) and after (position-wise) a complete"
    @Test("zip ignores an error sent after it has completed")
    func errorAfterCompletionIsIgnored() {
        let f = Fixture()
        f.send([1, 2], to: f.subject2, then: .completed)
        f.send([1, 2, 3], to: f.subject1, then: .error)
        #expect(f.log.entries == ["next([1, 1])", "next([2, 2])", "completed"])
    }

    // RACSignalSpec +zip: "should handle signals sending values unevenly"; Docs/Contracts.md C5.7
    @Test("Uneven signals give 111, 222, 333, then the error; later values are ignored")
    func unevenSignals() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<Int>(), c = Subject<Int>()
        log.record(Signal.zip(a, b, c).reduceEach { "\($0)\($1)\($2)" })
        for value in [1, 2, 3] { a.sendNext(value) }
        b.sendNext(1)
        for value in [1, 2] { c.sendNext(value) }
        #expect(log.entries == ["next(111)"])
        for value in [2, 3, 4] { b.sendNext(value) }
        b.sendCompleted()
        #expect(log.entries == ["next(111)", "next(222)"])
        for value in [3, 4, 5] { c.sendNext(value) }
        c.sendError(TestError.boom)
        #expect(log.entries == ["next(111)", "next(222)", "next(333)", "error(boom)"])
        for value in [4, 5, 6, 7] { a.sendNext(value) }
        #expect(log.entries == ["next(111)", "next(222)", "next(333)", "error(boom)"])
    }

    // RACSignalSpec +zip: "should handle multiples of the same side-effecting signal"; Docs/Contracts.md C5.7
    @Test("Zipping a side-effecting signal with itself runs it twice and gives 11")
    func sameSideEffectingSignal() {
        let log = EventLog()
        var counter = 0
        let sideEffecting = Signal<Int>.createSignal { subscriber in
            counter += 1
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        }
        let zipped = Signal.zip(sideEffecting, sideEffecting).reduceEach { "\($0)\($1)" }
        #expect(counter == 0)
        log.record(zipped)
        #expect(counter == 2)
        #expect(log.entries == ["next(11)", "completed"])
    }

    @Test("An error disposes every zipped signal before it is forwarded")
    func errorDisposesEverything() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<Int>()
        log.record(Signal.zip([log.probe("a", a), log.probe("b", b)]))
        b.sendError(TestError.boom)
        #expect(log.entries == ["a subscribed", "b subscribed", "b disposed", "a disposed", "error(boom)"])
    }

    // As in combineLatest: the compound joins the subscription before the first signal is
    // subscribed, so a subscription disposed while that signal runs reaches it at once.
    @Test("A subscription disposed while the first signal is being subscribed never subscribes the later ones")
    func disposedWhileSubscribing() {
        let log = EventLog()
        let keeping = KeepingSubscriber<[Int]>(log)
        let first: Signal<Int> = log.cold("a") { _ in keeping.subscription?.dispose() }
        Signal.zip([first, log.probe("b", Signal<Int>.never())]).subscribe(keeping)
        #expect(log.entries == ["a subscribed", "a disposed"])
    }

    @Test("zip's completion disposes the signals that are still running")
    func completionDisposesTheOthers() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<Int>()
        log.record(Signal.zip([log.probe("a", a), log.probe("b", b)]))
        a.sendCompleted()
        #expect(log.entries == ["a subscribed", "b subscribed", "a disposed", "b disposed", "completed"])
    }

    // As in combineLatest's test of the same name: a subscriber that keeps its subscription shows
    // whether zip stops the signals itself before it ends.
    @Test(
        "zip disposes the signals still running before it completes, even to a subscriber that never disposes",
        .disabled(if: isParity, "RAC's zip, as ReactiveCocoa's, sends its ending and leaves disposing the other signals to the subscriber, whose ending disposes its subscription first (C1.6); behind a subscriber that keeps it, RAC goes on forwarding")
    )
    func completionStopsTheSignalsItself() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<Int>()
        Signal.zip([log.probe("a", a), log.probe("b", b)]).subscribe(KeepingSubscriber<[Int]>(log))
        b.sendNext(1)
        a.sendCompleted()
        b.sendNext(2)
        #expect(log.entries == ["a subscribed", "b subscribed", "a disposed", "b disposed", "completed"])
    }

    // The second signal makes zip complete while it is still being subscribed (the first is
    // already complete): its subscriber must already be in the compound that completion disposes.
    @Test(
        "A signal that makes zip complete while it is being subscribed is stopped by that completion",
        .disabled(if: isParity, "RAC's zip, as ReactiveCocoa's, sends its ending and leaves disposing the other signals to the subscriber, whose ending disposes its subscription first (C1.6); behind a subscriber that keeps it, RAC goes on forwarding")
    )
    func completionStopsASignalBeingSubscribed() {
        let log = EventLog()
        Signal.zip([signalOf([1]), log.sending([10, 20])]).subscribe(KeepingSubscriber<[Int]>(log))
        #expect(log.entries == ["send 10", "next([1, 10])", "completed", "send 20"])
    }

    @Test(
        "zip disposes every signal before it forwards an error, even to a subscriber that never disposes",
        .disabled(if: isParity, "RAC's zip, as ReactiveCocoa's, sends its ending and leaves disposing the other signals to the subscriber, whose ending disposes its subscription first (C1.6); behind a subscriber that keeps it, RAC goes on forwarding")
    )
    func errorStopsTheSignalsItself() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<Int>()
        Signal.zip([log.probe("a", a), log.probe("b", b)]).subscribe(KeepingSubscriber<[Int]>(log))
        a.sendNext(1)
        b.sendError(TestError.boom)
        a.sendNext(2)
        b.sendNext(3)
        #expect(log.entries == ["a subscribed", "b subscribed", "b disposed", "a disposed", "error(boom)"])
    }

    @Test("A synchronous signal that completes empty ends zip before the later signals are subscribed")
    func emptyFirstSignal() {
        let log = EventLog()
        log.record(Signal.zip([Signal<Int>.empty(), log.probe("b", .never())]))
        #expect(log.entries == ["completed"])
    }

    // MARK: RACStreamExamples "zip stream creation methods"

    private let valuesOne = ["Ada", "Bob", "Dea"]
    private let valuesTwo = ["eats", "cooks", "jumps"]
    private let valuesThree = ["fish", "bear", "rock"]

    // RACStreamExamples -zipWith: "should make a stream of tuples"
    @Test("zip(with:) pairs the values by index")
    func zipWithPairs() {
        let log = EventLog()
        log.record(signalOf(valuesOne).zip(with: signalOf(valuesTwo)))
        #expect(log.entries == [#"next(("Ada", "eats"))"#, #"next(("Bob", "cooks"))"#, #"next(("Dea", "jumps"))"#, "completed"])
    }

    // RACStreamExamples -zipWith: "should truncate streams"
    @Test("zip(with:) stops at the shorter signal")
    func zipWithTruncates() {
        let log = EventLog()
        log.record(signalOf(valuesOne).zip(with: signalOf(["now", "later"])))
        #expect(log.entries == [#"next(("Ada", "now"))"#, #"next(("Bob", "later"))"#, "completed"])
    }

    // RACStreamExamples -zipWith: "should work on infinite streams" (here a producer that never
    // completes, sending synchronously)
    @Test("zip(with:) a signal that never completes completes with the finite one and stops it")
    func zipWithEndless() {
        let log = EventLog()
        let numbers: Signal<Int> = log.cold("numbers") { subscriber in
            for number in 0..<5 { subscriber.sendNext(number) }
        }
        log.record(signalOf(valuesOne).zip(with: numbers))
        #expect(log.entries == [
            "numbers subscribed", #"next(("Ada", 0))"#, #"next(("Bob", 1))"#, #"next(("Dea", 2))"#, "completed",
            "numbers disposed",
        ])
    }

    // RACStreamExamples -zipWith: "should handle multiples of the same stream"
    @Test("zip(with:) of a signal with itself pairs each value with itself")
    func zipWithItself() {
        let log = EventLog()
        let one = signalOf(valuesOne)
        log.record(one.zip(with: one))
        #expect(log.entries == [#"next(("Ada", "Ada"))"#, #"next(("Bob", "Bob"))"#, #"next(("Dea", "Dea"))"#, "completed"])
    }

    // RACStreamExamples +zip:reduce: "should reduce values"
    @Test("zip of three signals, reduced")
    func zipReduces() {
        let log = EventLog()
        log.record(Signal.zip(signalOf(valuesOne), signalOf(valuesTwo), signalOf(valuesThree)).reduceEach { "\($0) \($1) \($2)" })
        #expect(log.entries == ["next(Ada eats fish)", "next(Bob cooks bear)", "next(Dea jumps rock)", "completed"])
    }

    // RACStreamExamples +zip:reduce: "should truncate streams"
    @Test("zip of four signals stops at the shortest")
    func zipReduceTruncates() {
        let log = EventLog()
        let zipped = Signal.zip(signalOf(valuesOne), signalOf(valuesTwo), signalOf(valuesThree), signalOf(["now", "later"]))
        log.record(zipped.reduceEach { "\($0) \($1) \($2) \($3)" })
        #expect(log.entries == ["next(Ada eats fish now)", "next(Bob cooks bear later)", "completed"])
    }

    // RACStreamExamples +zip:reduce: "should handle multiples of the same stream"
    @Test("zip of six signals, some repeated")
    func zipReduceMultiples() {
        let log = EventLog()
        let one = signalOf(valuesOne), two = signalOf(valuesTwo), three = signalOf(valuesThree)
        log.record(Signal.zip(one, one, two, three, two, three).reduceEach { "\($0) \($1) \($2) \($3) \($4) \($5)" })
        #expect(log.entries == [
            "next(Ada Ada eats fish eats fish)", "next(Bob Bob cooks bear cooks bear)",
            "next(Dea Dea jumps rock jumps rock)", "completed",
        ])
    }

    // RACStreamExamples +zip: "should make a stream of tuples out of single value"
    @Test("zip of one signal in an array sends one-element arrays")
    func zipOfOne() {
        let log = EventLog()
        log.record(Signal.zip([signalOf(valuesOne)]))
        #expect(log.entries == [#"next(["Ada"])"#, #"next(["Bob"])"#, #"next(["Dea"])"#, "completed"])
    }

    // RACStreamExamples +zip: "should make a stream of tuples out of an array of streams"
    @Test("zip of an array of signals sends arrays by index")
    func zipOfAnArray() {
        let log = EventLog()
        log.record(Signal.zip([signalOf(valuesOne), signalOf(valuesTwo), signalOf(valuesThree)]))
        #expect(log.entries == [
            #"next(["Ada", "eats", "fish"])"#, #"next(["Bob", "cooks", "bear"])"#, #"next(["Dea", "jumps", "rock"])"#,
            "completed",
        ])
    }

    // RACStreamExamples +zip: "should make an empty stream if given an empty array"
    @Test("zip of an empty array completes at once")
    func zipOfNothing() {
        let log = EventLog()
        log.record(Signal<[Int]>.zip([Signal<Int>]()))
        #expect(log.entries == ["completed"])
    }

    // MARK: any number of signals (Docs/Differences.md, "Values")

    @Test("zip of one signal is that signal's values")
    func arityOne() {
        let log = EventLog()
        let zipped: Signal<String> = Signal.zip(signalOf(valuesOne))
        log.record(zipped)
        #expect(log.entries == ["next(Ada)", "next(Bob)", "next(Dea)", "completed"])
    }

    @Test("zip of signals of different types sends tuples by index")
    func aritiesTwoToFour() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<String>(), c = Subject<Bool>(), d = Subject<Double>()
        let two: Signal<(Int, String)> = Signal.zip(a, b)
        let three: Signal<(Int, String, Bool)> = Signal.zip(a, b, c)
        let four: Signal<(Int, String, Bool, Double)> = Signal.zip(a, b, c, d)
        log.record(two, "2")
        log.record(three, "3")
        log.record(four, "4")
        a.sendNext(1)
        a.sendNext(2)
        b.sendNext("x")
        c.sendNext(true)
        d.sendNext(0.5)
        b.sendCompleted()
        #expect(log.entries == [
            #"2 next((1, "x"))"#, #"3 next((1, "x", true))"#, #"4 next((1, "x", true, 0.5))"#,
            "2 completed", "3 completed", "4 completed",
        ])
    }
}
