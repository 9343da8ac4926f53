import RAC
import TestSupport
import Testing

/// `Signal.zip` (array and variadic forms), `zip(with:)`: Docs/Contracts.md §5, C5.7.
@Suite("zip", .checksLiveObjects)
struct ZipTests {
    /// RACSignalSpec +zip:'s fixture: `zip([subject1, subject2])`, recorded.
    private struct Fixture {
        let log = EventLog()
        let subject1 = Subject<Int>(), subject2 = Subject<Int>()
        let disposable: Disposable

        init() {
            disposable = log.record(Signal.zip([subject1, subject2]))
        }

        func send2NextAndErrorTo1() {
            subject1.sendNext(1)
            subject1.sendNext(2)
            subject1.sendError(TestError.boom)
        }

        func send3NextAndErrorTo1() {
            subject1.sendNext(1)
            subject1.sendNext(2)
            subject1.sendNext(3)
            subject1.sendError(TestError.boom)
        }

        func send2NextAndCompletedTo2() {
            subject2.sendNext(1)
            subject2.sendNext(2)
            subject2.sendCompleted()
        }

        func send3NextAndCompletedTo2() {
            subject2.sendNext(1)
            subject2.sendNext(2)
            subject2.sendNext(3)
            subject2.sendCompleted()
        }
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
    @Test("zip completes when any signal completes with nothing buffered, whatever its position")
    func completionDoesNotDependOnOrder() {
        let f = Fixture()
        f.subject2.sendCompleted()
        #expect(f.log.entries == ["completed"])
    }

    // RACSignalSpec +zip: "should forward errors sent earlier than (time-wise) and before (position-wise) a complete"
    @Test("zip forwards an error sent before, and positioned before, a completion")
    func errorEarlierAndBefore() {
        let f = Fixture()
        f.send2NextAndErrorTo1()
        f.send3NextAndCompletedTo2()
        #expect(f.log.entries == ["error(boom)"])
    }

    // RACSignalSpec +zip: "should forward errors sent earlier than (time-wise) and after (position-wise) a complete"
    @Test("zip forwards an error sent before, and positioned after, a completion")
    func errorEarlierAndAfter() {
        let f = Fixture()
        f.send3NextAndErrorTo1()
        f.send2NextAndCompletedTo2()
        #expect(f.log.entries == ["error(boom)"])
    }

    // RACSignalSpec +zip: "should forward errors sent later than (time-wise) and before (position-wise) a complete"
    @Test("zip forwards an error sent after a completion that still had buffered values")
    func errorLaterAndBefore() {
        let f = Fixture()
        f.send3NextAndCompletedTo2()
        f.send2NextAndErrorTo1()
        #expect(f.log.entries == ["next([1, 1])", "next([2, 2])", "error(boom)"])
    }

    // RACSignalSpec +zip: "should ignore errors sent later than (time-wise) and after (position-wise) a complete"
    @Test("zip ignores an error sent after it has completed")
    func errorAfterCompletionIsIgnored() {
        let f = Fixture()
        f.send2NextAndCompletedTo2()
        f.send3NextAndErrorTo1()
        #expect(f.log.entries == ["next([1, 1])", "next([2, 2])", "completed"])
    }

    // RACSignalSpec +zip: "should handle signals sending values unevenly"; Docs/Contracts.md C5.7
    @Test("uneven subjects give 111, 222, 333, then the error; later values are ignored")
    func unevenSignals() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<Int>(), c = Subject<Int>()
        log.record(Signal.zip(a, b, c).reduceEach { "\($0)\($1)\($2)" })
        a.sendNext(1)
        a.sendNext(2)
        a.sendNext(3)
        b.sendNext(1)
        c.sendNext(1)
        c.sendNext(2)
        #expect(log.entries == ["next(111)"])

        b.sendNext(2)
        b.sendNext(3)
        b.sendNext(4)
        b.sendCompleted()
        #expect(log.entries == ["next(111)", "next(222)"])

        c.sendNext(3)
        c.sendNext(4)
        c.sendNext(5)
        c.sendError(TestError.boom)
        #expect(log.entries == ["next(111)", "next(222)", "next(333)", "error(boom)"])

        a.sendNext(4)
        a.sendNext(5)
        a.sendNext(6)
        a.sendNext(7)
        #expect(log.entries == ["next(111)", "next(222)", "next(333)", "error(boom)"])
    }

    // RACSignalSpec +zip: "should handle multiples of the same side-effecting signal"; Docs/Contracts.md C5.7
    @Test("zipping a side-effecting signal with itself runs it twice and gives 11")
    func sameSideEffectingSignal() {
        let log = EventLog()
        let counter = Counter()
        let sideEffecting = Signal<Int>.createSignal { subscriber in
            counter.increment()
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        }
        let combined = Signal.zip(sideEffecting, sideEffecting).reduceEach { "\($0)\($1)" }
        #expect(counter.value == 0)

        log.record(combined)
        #expect(counter.value == 2)
        #expect(log.entries == ["next(11)", "completed"])
    }

    @Test("an error disposes every zipped signal before it is forwarded")
    func errorDisposesEverything() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<Int>()
        log.record(Signal.zip([log.probe("a", a), log.probe("b", b)]))
        b.sendError(TestError.boom)
        #expect(log.entries == ["a subscribed", "b subscribed", "b disposed", "a disposed", "error(boom)"])
    }

    @Test("zip's completion disposes the signals that are still running")
    func completionDisposesTheOthers() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<Int>()
        log.record(Signal.zip([log.probe("a", a), log.probe("b", b)]))
        a.sendCompleted()
        #expect(log.entries == ["a subscribed", "b subscribed", "a disposed", "b disposed", "completed"])
    }

    // MARK: RACStreamExamples "zip stream creation methods"

    private let valuesOne = ["Ada", "Bob", "Dea"]
    private let valuesTwo = ["eats", "cooks", "jumps"]
    private let valuesThree = ["fish", "bear", "rock"]

    // RACStreamExamples -zipWith: "should make a stream of tuples"
    @Test("zip(with:) pairs the values by index")
    func zipWithPairs() {
        let log = EventLog()
        log.record(Signal.from(valuesOne).zip(with: Signal.from(valuesTwo)))
        #expect(log.entries == [#"next(("Ada", "eats"))"#, #"next(("Bob", "cooks"))"#, #"next(("Dea", "jumps"))"#, "completed"])
    }

    // RACStreamExamples -zipWith: "should truncate streams"
    @Test("zip(with:) stops at the shorter signal")
    func zipWithTruncates() {
        let log = EventLog()
        log.record(Signal.from(valuesOne).zip(with: Signal.from(["now", "later"])))
        #expect(log.entries == [#"next(("Ada", "now"))"#, #"next(("Bob", "later"))"#, "completed"])
    }

    // RACStreamExamples -zipWith: "should work on infinite streams"
    @Test("zip(with:) an infinite signal completes and stops it")
    func zipWithInfinite() {
        let log = EventLog()
        let subscriptions = Counter(), disposals = Counter()
        log.record(Signal.from(valuesOne).zip(with: infiniteSignal(subscriptions: subscriptions, disposals: disposals)))
        #expect(waitUntil { log.entries.last == "completed" })
        #expect(waitUntil { disposals.value == 1 })
        #expect(log.entries == [#"next(("Ada", 0))"#, #"next(("Bob", 1))"#, #"next(("Dea", 2))"#, "completed"])
    }

    // RACStreamExamples -zipWith: "should handle multiples of the same stream"
    @Test("zip(with:) of a signal with itself pairs each value with itself")
    func zipWithItself() {
        let log = EventLog()
        let one = Signal.from(valuesOne)
        log.record(one.zip(with: one))
        #expect(log.entries == [#"next(("Ada", "Ada"))"#, #"next(("Bob", "Bob"))"#, #"next(("Dea", "Dea"))"#, "completed"])
    }

    // RACStreamExamples +zip:reduce: "should reduce values"
    @Test("zip of three signals, reduced")
    func zipReduces() {
        let log = EventLog()
        log.record(Signal.zip(Signal.from(valuesOne), Signal.from(valuesTwo), Signal.from(valuesThree)).reduceEach { "\($0) \($1) \($2)" })
        #expect(log.entries == ["next(Ada eats fish)", "next(Bob cooks bear)", "next(Dea jumps rock)", "completed"])
    }

    // RACStreamExamples +zip:reduce: "should truncate streams"
    @Test("zip of four signals stops at the shortest")
    func zipReduceTruncates() {
        let log = EventLog()
        let zipped = Signal.zip(Signal.from(valuesOne), Signal.from(valuesTwo), Signal.from(valuesThree), Signal.from(["now", "later"]))
        log.record(zipped.reduceEach { "\($0) \($1) \($2) \($3)" })
        #expect(log.entries == ["next(Ada eats fish now)", "next(Bob cooks bear later)", "completed"])
    }

    // RACStreamExamples +zip:reduce: "should work on infinite streams"
    @Test("zip with an infinite signal completes with the finite ones and stops it")
    func zipReduceInfinite() {
        let log = EventLog()
        let subscriptions = Counter(), disposals = Counter()
        let infinite = infiniteSignal(subscriptions: subscriptions, disposals: disposals)
        let zipped = Signal.zip(Signal.from(valuesOne), Signal.from(valuesTwo), Signal.from(valuesThree), infinite)
        log.record(zipped.reduceEach { w, x, y, _ in "\(w) \(x) \(y)" })
        #expect(waitUntil { log.entries.last == "completed" })
        #expect(waitUntil { disposals.value == 1 })
        #expect(log.entries == ["next(Ada eats fish)", "next(Bob cooks bear)", "next(Dea jumps rock)", "completed"])
    }

    // RACStreamExamples +zip:reduce: "should handle multiples of the same stream"
    @Test("zip of six signals, some repeated")
    func zipReduceMultiples() {
        let log = EventLog()
        let one = Signal.from(valuesOne), two = Signal.from(valuesTwo), three = Signal.from(valuesThree)
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
        log.record(Signal.zip([Signal.from(valuesOne)]))
        #expect(log.entries == [#"next(["Ada"])"#, #"next(["Bob"])"#, #"next(["Dea"])"#, "completed"])
    }

    // RACStreamExamples +zip: "should make a stream of tuples out of an array of streams"
    @Test("zip of an array of signals sends arrays by index")
    func zipOfAnArray() {
        let log = EventLog()
        log.record(Signal.zip([Signal.from(valuesOne), Signal.from(valuesTwo), Signal.from(valuesThree)]))
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

    // MARK: variadic arities (Docs/Differences.md, "Values")

    @Test("zip of one signal is that signal's values")
    func arityOne() {
        let log = EventLog()
        let zipped: Signal<String> = Signal.zip(Signal.from(valuesOne))
        log.record(zipped)
        #expect(log.entries == ["next(Ada)", "next(Bob)", "next(Dea)", "completed"])
    }

    @Test("zip of two, three and four signals of different types sends tuples by index")
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
