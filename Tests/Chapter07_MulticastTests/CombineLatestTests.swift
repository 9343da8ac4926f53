import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// `Signal.combineLatest` (tuple and array forms), `combineLatest(with:)`, `reduceEach`:
/// Docs/Contracts.md §5 and C5.6.
@Suite("combineLatest and reduceEach")
struct CombineLatestTests {
    // RACSignalSpec +combineLatestWith: "should send next only once both signals send next"
    @Test("combineLatest sends nothing until every signal has sent a value")
    func waitsForEverySignal() {
        let log = EventLog()
        let subject1 = Subject<String>(), subject2 = Subject<String>()
        log.record(Signal.combineLatest(subject1, subject2))
        subject1.sendNext("1")
        #expect(log.entries == [])
        subject2.sendNext("2")
        #expect(log.entries == [#"next(("1", "2"))"#])
    }

    // RACSignalSpec +combineLatestWith: "should send nexts when either signal sends multiple times";
    // Docs/Contracts.md C5.6: s1←"1", s2←"2", s1←"3", s2←"4".
    @Test("combineLatest sends the latest values, in signal order, whenever any signal sends")
    func sendsOnEveryValue() {
        let log = EventLog()
        let subject1 = Subject<String>(), subject2 = Subject<String>()
        log.record(Signal.combineLatest(subject1, subject2))
        subject1.sendNext("1")
        subject2.sendNext("2")
        subject1.sendNext("3")
        subject2.sendNext("4")
        #expect(log.entries == [#"next(("1", "2"))"#, #"next(("3", "2"))"#, #"next(("3", "4"))"#])
    }

    // RACSignalSpec +combineLatest: "should only complete after all its signals complete"
    @Test("combineLatest completes only when every signal has completed")
    func completesWhenAllComplete() {
        let log = EventLog()
        let subjects = [Subject<Int>(), Subject<Int>(), Subject<Int>()]
        log.record(Signal.combineLatest(subjects))
        subjects[0].sendNext(1)
        subjects[0].sendCompleted()
        subjects[1].sendCompleted()
        #expect(log.entries == [])
        subjects[2].sendCompleted()
        #expect(log.entries == ["completed"])
    }

    @Test("A signal that completes without a value keeps combineLatest silent, but not from completing")
    func completedWithoutAValue() {
        let log = EventLog()
        let subject1 = Subject<Int>(), subject2 = Subject<Int>()
        log.record(Signal.combineLatest(subject1, subject2))
        subject1.sendCompleted()
        subject2.sendNext(1)
        subject2.sendNext(2)
        #expect(log.entries == [])
        subject2.sendCompleted()
        #expect(log.entries == ["completed"])
    }

    // RACSignalSpec +combineLatestWith: "should error when either signal errors"
    @Test("combineLatest fails as soon as any signal fails, disposing the others first")
    func failsWithAnySignal() {
        let log = EventLog()
        let subject1 = Subject<Int>(), subject2 = Subject<Int>()
        log.record(Signal.combineLatest([log.probe("a", subject1), log.probe("b", subject2)]))
        subject1.sendError(TestError.boom)
        subject2.sendNext(1)
        #expect(log.entries == ["a subscribed", "b subscribed", "a disposed", "b disposed", "error(boom)"])
    }

    // Behind chapter 2's `Subscriber` the order cannot be seen: it disposes its subscription, and
    // with it `everything`, before its error block runs (C1.6). A subscriber that keeps its
    // subscription shows whether combineLatest stops its signals itself, as the chapter does.
    @Test(
        "combineLatest disposes every signal before it forwards an error, even to a subscriber that never disposes",
        .disabled(if: isParity, "RAC's combineLatest, as ReactiveCocoa's, forwards the error and leaves disposing the other signals to the subscriber, whose ending disposes its subscription first (C1.6); behind a subscriber that keeps it, RAC goes on forwarding")
    )
    func errorStopsTheSignalsItself() {
        let log = EventLog()
        let subject1 = Subject<Int>(), subject2 = Subject<Int>()
        Signal.combineLatest([log.probe("a", subject1), log.probe("b", subject2)]).subscribe(KeepingSubscriber<[Int]>(log))
        subject1.sendNext(1)
        subject1.sendError(TestError.boom)
        subject2.sendNext(2)
        #expect(log.entries == ["a subscribed", "b subscribed", "a disposed", "b disposed", "error(boom)"])
    }

    @Test("After a synchronous error combineLatest does not subscribe to the later signals")
    func doesNotSubscribeAfterAnError() {
        let log = EventLog()
        let failing: Signal<Int> = log.cold("a") { subscriber in subscriber.sendError(TestError.boom) }
        log.record(Signal.combineLatest([failing, log.probe("b", Signal<Int>.never())]))
        #expect(log.entries == ["a subscribed", "error(boom)", "a disposed"])
    }

    // The compound joins the subscription before the first signal is subscribed: a subscription
    // disposed while that signal runs (here by the signal itself, through the subscriber that kept
    // it) reaches it at once, and the loop never subscribes the next one.
    @Test("A subscription disposed while the first signal is being subscribed never subscribes the later ones")
    func disposedWhileSubscribing() {
        let log = EventLog()
        let keeping = KeepingSubscriber<[Int]>(log)
        let first: Signal<Int> = log.cold("a") { _ in keeping.subscription?.dispose() }
        Signal.combineLatest([first, log.probe("b", Signal<Int>.never())]).subscribe(keeping)
        #expect(log.entries == ["a subscribed", "a disposed"])
    }

    // RACSignalSpec +combineLatestWith: "should combine the same signal"
    @Test("Combining a subject with itself subscribes to it twice")
    func combinesTheSameSignal() {
        let log = EventLog()
        let subject = Subject<String>()
        log.record(subject.combineLatest(with: subject))
        subject.sendNext("foo")
        #expect(log.entries == [#"next(("foo", "foo"))"#])
        subject.sendNext("bar")
        #expect(log.entries == [#"next(("foo", "foo"))"#, #"next(("bar", "foo"))"#, #"next(("bar", "bar"))"#])
    }

    // RACSignalSpec +combineLatestWith: "should combine the same side-effecting signal"; Docs/Contracts.md C5.6: [(1,2)].
    @Test("Combining a side-effecting signal with itself runs it twice and gives (1, 2)")
    func combinesTheSameSideEffectingSignal() {
        let log = EventLog()
        var counter = 0
        let sideEffecting = Signal<Int>.createSignal { subscriber in
            counter += 1
            subscriber.sendNext(counter)
            subscriber.sendCompleted()
        }
        let combined = sideEffecting.combineLatest(with: sideEffecting)
        #expect(counter == 0)
        log.record(combined)
        #expect(counter == 2)
        #expect(log.entries == ["next((1, 2))", "completed"])
    }

    // Docs/Contracts.md C5.6: A sends 1, 2 and completes; B sends 3, 4 and completes. The result is
    // (2,3), (2,4), completed. A's 1 is never paired. (implementation-faithful)
    @Test("Synchronous signals are subscribed one after another, so the first collapses to its last value")
    func synchronousSignalsCollapse() {
        let log = EventLog()
        let a: Signal<Int> = log.cold("A") { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
        }
        let b: Signal<Int> = log.cold("B") { subscriber in
            subscriber.sendNext(3)
            subscriber.sendNext(4)
            subscriber.sendCompleted()
        }
        log.record(Signal.combineLatest(a, b))
        #expect(log.entries == [
            "A subscribed", "A disposed", "B subscribed", "next((2, 3))", "next((2, 4))", "completed", "B disposed",
        ])
    }

    // Docs/Contracts.md C9.10 (ReactiveCocoa#455): give a silent input a first value.
    @Test("startWith gives a silent signal a first value, so combineLatest sends from the start")
    func startWithUnblocks() {
        let log = EventLog()
        let query = Subject<String>(), page = Subject<Int>()
        log.record(Signal.combineLatest(query, page.startWith(1)))
        query.sendNext("swift")
        page.sendNext(2)
        #expect(log.entries == [#"next(("swift", 1))"#, #"next(("swift", 2))"#])
    }

    @Test("combineLatest subscribes to its signals in order")
    func subscribesInOrder() {
        let log = EventLog()
        log.record(Signal.combineLatest([
            log.probe("a", Signal<Int>.never()), log.probe("b", .never()), log.probe("c", .never()),
        ]))
        #expect(log.entries == ["a subscribed", "b subscribed", "c subscribed"])
    }

    @Test("Disposing combineLatest disposes every signal")
    func disposal() {
        let log = EventLog()
        let subscription = log.record(Signal.combineLatest(log.probe("a", Signal<Int>.never()), log.probe("b", Signal<Int>.never())))
        subscription.dispose()
        #expect(log.entries == ["a subscribed", "b subscribed", "a disposed", "b disposed"])
    }

    @Test("take stops a synchronous signal inside combineLatest at once: its later values reach nobody")
    func takeStopsASynchronousSignal() {
        let log = EventLog()
        log.record(Signal.combineLatest([log.sending([0, 1, 2, 3])]).take(2))
        #expect(log.entries == ["send 0", "next([0])", "send 1", "next([1])", "completed", "send 2", "send 3"])
    }

    // MARK: the array form

    // RACSignalSpec +combineLatest: "should return tuples even when only combining one signal"
    @Test("combineLatest of one signal in an array sends one-element arrays")
    func combinesOneSignal() {
        let log = EventLog()
        let subject = Subject<String>()
        log.record(Signal.combineLatest([subject]))
        subject.sendNext("foo")
        #expect(log.entries == [#"next(["foo"])"#])
    }

    // RACSignalSpec +combineLatest: "should complete immediately when not given any signals"
    @Test("combineLatest of an empty array completes at once")
    func combinesNothing() {
        let log = EventLog()
        log.record(Signal<[Int]>.combineLatest([Signal<Int>]()))
        #expect(log.entries == ["completed"])
    }

    // RACSignalSpec +combineLatest:reduce: "should send nils for nil values"
    @Test("A nil value counts as a value and arrives as nil")
    func nilValuesCount() {
        let log = EventLog()
        let subject1 = Subject<Int?>(), subject2 = Subject<Int?>(), subject3 = Subject<Int?>()
        log.record(Signal.combineLatest([subject1, subject2, subject3]), "array")
        log.record(Signal.combineLatest(subject1, subject2, subject3).reduceEach { (a: Int?, b: Int?, c: Int?) -> String in
            "\(a == nil) \(b == nil) \(c == nil)"
        }, "reduce")
        subject1.sendNext(nil)
        subject2.sendNext(nil)
        #expect(log.entries == [])
        subject3.sendNext(nil)
        #expect(log.entries == ["array next([nil, nil, nil])", "reduce next(true true true)"])
    }

    // MARK: reduceEach

    // RACSignalSpec +combineLatest:reduce: "should send the return result of the reduce block"
    @Test("reduceEach sends the result of its block for each combined tuple")
    func reducesTheCombination() {
        let log = EventLog()
        let subject1 = Subject<String>(), subject2 = Subject<String>(), subject3 = Subject<String>()
        log.record(Signal.combineLatest(subject1, subject2, subject3).reduceEach { "\($0): \($1)\($2)" })
        subject1.sendNext("hello")
        subject2.sendNext("world")
        subject3.sendNext("!!1")
        #expect(log.entries == ["next(hello: world!!1)"])
    }

    // RACSignalSpec +combineLatest:reduce: "should handle multiples of the same signals"
    @Test("combineLatest handles the same subject twice in the list")
    func handlesMultiplesOfTheSameSignal() {
        let log = EventLog()
        let subject1 = Subject<String>(), subject2 = Subject<String>(), subject3 = Subject<String>()
        log.record(Signal.combineLatest(subject1, subject2, subject1, subject3).reduceEach { "\($0) : \($1) = \($2) : \($3)" })
        subject1.sendNext("apples")
        subject2.sendNext("oranges")
        #expect(log.entries == [])
        subject3.sendNext("cattle")
        #expect(log.entries == ["next(apples : oranges = apples : cattle)"])
        subject1.sendNext("horses")
        #expect(log.entries == [
            "next(apples : oranges = apples : cattle)",
            "next(horses : oranges = apples : cattle)",
            "next(horses : oranges = horses : cattle)",
        ])
    }

    // RACSignalSpec +combineLatest:reduce: "should handle multiples of the same side-effecting signal";
    // Docs/Contracts.md C5.6: ["123"].
    @Test("Three copies of a side-effecting signal, reduced, give 123")
    func handlesMultiplesOfTheSameSideEffectingSignal() {
        let log = EventLog()
        var counter = 0
        let sideEffecting = Signal<Int>.createSignal { subscriber in
            counter += 1
            subscriber.sendNext(counter)
            subscriber.sendCompleted()
        }
        let combined = Signal.combineLatest(sideEffecting, sideEffecting, sideEffecting).reduceEach { "\($0)\($1)\($2)" }
        #expect(counter == 0)
        log.record(combined)
        #expect(counter == 3)
        #expect(log.entries == ["next(123)", "completed"])
    }

    // RACStreamExamples -reduceEach: "should reduce tuples"
    @Test("reduceEach unpacks each tuple into the block's arguments")
    func reducesTuples() {
        let log = EventLog()
        let tuples: [(String, String)] = [("foo", "bar"), ("buzz", "baz"), ("", "_")]
        log.record(signalOf(tuples).reduceEach { $0 + $1 })
        #expect(log.entries == ["next(foobar)", "next(buzzbaz)", "next(_)", "completed"])
    }

    // MARK: any number of signals (Docs/Differences.md, "Values")

    @Test("combineLatest of one signal is that signal's values")
    func arityOne() {
        let log = EventLog()
        let a = Subject<Int>()
        let combined: Signal<Int> = Signal.combineLatest(a)
        log.record(combined)
        a.sendNext(1)
        a.sendNext(2)
        a.sendCompleted()
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
    }

    @Test("combineLatest of signals of different types sends tuples of those types")
    func aritiesTwoToFour() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<String>(), c = Subject<Bool>(), d = Subject<Double>()
        let two: Signal<(Int, String)> = Signal.combineLatest(a, b)
        let three: Signal<(Int, String, Bool)> = Signal.combineLatest(a, b, c)
        let four: Signal<(Int, String, Bool, Double)> = Signal.combineLatest(a, b, c, d)
        log.record(two, "2")
        log.record(three, "3")
        log.record(four, "4")
        a.sendNext(1)
        b.sendNext("x")
        c.sendNext(true)
        d.sendNext(2.5)
        #expect(log.entries == [#"2 next((1, "x"))"#, #"3 next((1, "x", true))"#, #"4 next((1, "x", true, 2.5))"#])
    }

    @Test("combineLatest takes any number of signals: five give five-tuples")
    func arityFive() {
        let log = EventLog()
        let subjects = (0..<5).map { _ in Subject<Int>() }
        let combined: Signal<(Int, Int, Int, Int, Int)> = Signal.combineLatest(subjects[0], subjects[1], subjects[2], subjects[3], subjects[4])
        log.record(combined.reduceEach { "\($0)\($1)\($2)\($3)\($4)" })
        for (index, subject) in subjects.enumerated() { subject.sendNext(index + 1) }
        subjects[0].sendNext(9)
        #expect(log.entries == ["next(12345)", "next(92345)"])
    }

    @Test("combineLatest(with:) pairs the receiver with the other signal")
    func combineLatestWith() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<String>()
        log.record(a.combineLatest(with: b))
        b.sendNext("x")
        a.sendNext(1)
        b.sendNext("y")
        #expect(log.entries == [#"next((1, "x"))"#, #"next((1, "y"))"#])
    }
}
