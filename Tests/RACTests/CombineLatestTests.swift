import RAC
import TestSupport
import Testing

/// `Signal.combineLatest` (array and variadic forms), `combineLatest(with:)`, `reduceEach`:
/// Docs/Contracts.md §5, C5.6.
@Suite("combineLatest, reduceEach", .checksLiveObjects)
struct CombineLatestTests {
    // RACSignalSpec +combineLatestWith: "should send next only once both signals send next"
    @Test("combineLatest sends nothing until every signal has sent a value")
    func waitsForEverySignal() {
        let log = EventLog()
        let subject1 = Subject<String>(), subject2 = Subject<String>()
        log.record(Signal.combineLatest(subject1, subject2))
        #expect(log.entries == [])

        subject1.sendNext("1")
        #expect(log.entries == [])

        subject2.sendNext("2")
        #expect(log.entries == [#"next(("1", "2"))"#])
    }

    // RACSignalSpec +combineLatestWith: "should send nexts when either signal sends multiple times";
    // Docs/Contracts.md C5.6 (subjects)
    @Test("combineLatest sends the latest values whenever any signal sends")
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

    // RACSignalSpec +combineLatestWith: "should complete when only both signals complete"
    @Test("combineLatest completes only when both signals have completed")
    func completesWhenBothComplete() {
        let log = EventLog()
        let subject1 = Subject<String>(), subject2 = Subject<String>()
        log.record(Signal.combineLatest(subject1, subject2))
        subject1.sendCompleted()
        #expect(log.entries == [])

        subject2.sendCompleted()
        #expect(log.entries == ["completed"])
    }

    // RACSignalSpec +combineLatest: "should only complete after all its signals complete"
    @Test("combineLatest of three signals completes only after all three complete")
    func completesAfterAllThree() {
        let log = EventLog()
        let subjects = [Subject<Int>(), Subject<Int>(), Subject<Int>()]
        log.record(Signal.combineLatest(subjects))
        subjects[0].sendCompleted()
        subjects[1].sendCompleted()
        #expect(log.entries == [])

        subjects[2].sendCompleted()
        #expect(log.entries == ["completed"])
    }

    // RACSignalSpec +combineLatestWith: "should error when either signal errors"
    @Test("combineLatest fails as soon as any signal fails, disposing the others")
    func failsWithAnySignal() {
        let log = EventLog()
        let subject1 = Subject<Int>(), subject2 = Subject<Int>()
        log.record(Signal.combineLatest([log.probe("a", subject1), log.probe("b", subject2)]))
        subject1.sendError(TestError.boom)
        subject2.sendNext(1)
        #expect(log.entries == ["a subscribed", "b subscribed", "a disposed", "b disposed", "error(boom)"])
    }

    // RACSignalSpec +combineLatestWith: "should combine the same signal"
    @Test("combining a subject with itself subscribes to it twice")
    func combinesTheSameSignal() {
        let log = EventLog()
        let subject1 = Subject<String>()
        log.record(subject1.combineLatest(with: subject1))
        subject1.sendNext("foo")
        #expect(log.entries == [#"next(("foo", "foo"))"#])

        subject1.sendNext("bar")
        #expect(log.entries == [#"next(("foo", "foo"))"#, #"next(("bar", "foo"))"#, #"next(("bar", "bar"))"#])
    }

    // RACSignalSpec +combineLatestWith: "should combine the same side-effecting signal"; Docs/Contracts.md C5.6
    @Test("combining a side-effecting signal with itself runs it twice and gives (1, 2)")
    func combinesTheSameSideEffectingSignal() {
        let log = EventLog()
        let counter = Counter()
        let sideEffecting = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(counter.increment())
            subscriber.sendCompleted()
        }
        let combined = sideEffecting.combineLatest(with: sideEffecting)
        #expect(counter.value == 0)

        log.record(combined)
        #expect(counter.value == 2)
        #expect(log.entries == ["next((1, 2))", "completed"])
    }

    // Docs/Contracts.md C5.6: A sends 1, 2 and completes; B sends 3, 4 and completes. The result is
    // (2,3), (2,4), completed. A's 1 is never paired. (implementation-faithful)
    @Test("synchronous sources are subscribed one after another, so the first collapses to its last value")
    func synchronousSources() {
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

    @Test("After an earlier signal fails as it is subscribed, the later signals are never subscribed", arguments: [false, true])
    func laterSignalsNotSubscribedAfterAnError(array: Bool) {
        let log = EventLog()
        let a = log.probe("a", Signal<Int>.error(TestError.boom)), b = log.probe("b", Signal.return(2))
        if array { log.record(Signal.combineLatest([a, b])) } else { log.record(Signal.combineLatest(a, b)) }
        // A synchronous error: `a`'s subscription is disposed once its subscribe block returns.
        #expect(log.entries == ["a subscribed", "error(boom)", "a disposed"])
    }

    @Test("combineLatest subscribes to its signals in order")
    func subscribesInOrder() {
        let log = EventLog()
        log.record(Signal.combineLatest([log.probe("a", Signal<Int>.never()), log.probe("b", .never()), log.probe("c", .never())]))
        #expect(log.entries == ["a subscribed", "b subscribed", "c subscribed"])
    }

    @Test("disposing combineLatest disposes every signal")
    func disposal() {
        let log = EventLog()
        let disposable = log.record(Signal.combineLatest(log.probe("a", Signal<Int>.never()), log.probe("b", Signal<Int>.never())))
        disposable.dispose()
        #expect(log.entries == ["a subscribed", "b subscribed", "a disposed", "b disposed"])
    }

    // MARK: array form

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
    @Test("a nil value counts as a value and arrives as nil")
    func nilValuesCount() {
        let log = EventLog()
        let subject1 = Subject<Int?>(), subject2 = Subject<Int?>(), subject3 = Subject<Int?>()
        log.record(Signal.combineLatest([subject1, subject2, subject3]), "array")
        log.record(Signal.combineLatest(subject1, subject2, subject3).reduceEach { (a: Int?, b: Int?, c: Int?) -> String in
            "\(a == nil) \(b == nil) \(c == nil)"
        }, "reduce")
        subject1.sendNext(nil)
        subject2.sendNext(nil)
        subject3.sendNext(nil)
        #expect(log.entries == ["array next([nil, nil, nil])", "reduce next(true true true)"])
    }

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
    // Docs/Contracts.md C5.6
    @Test("three copies of a side-effecting signal give 123")
    func handlesMultiplesOfTheSameSideEffectingSignal() {
        let log = EventLog()
        let counter = Counter()
        let sideEffecting = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(counter.increment())
            subscriber.sendCompleted()
        }
        let combined = Signal.combineLatest(sideEffecting, sideEffecting, sideEffecting).reduceEach { "\($0)\($1)\($2)" }
        #expect(counter.value == 0)

        log.record(combined)
        #expect(counter.value == 3)
        #expect(log.entries == ["next(123)", "completed"])
    }

    // MARK: variadic arities (Docs/Differences.md, "Values")

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

    @Test("combineLatest of two signals of different types sends pairs")
    func arityTwo() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<String>()
        let combined: Signal<(Int, String)> = Signal.combineLatest(a, b)
        log.record(combined)
        a.sendNext(1)
        b.sendNext("x")
        a.sendNext(2)
        a.sendCompleted()
        b.sendCompleted()
        #expect(log.entries == [#"next((1, "x"))"#, #"next((2, "x"))"#, "completed"])
    }

    @Test("combineLatest of three signals sends triples")
    func arityThree() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<String>(), c = Subject<Bool>()
        let combined: Signal<(Int, String, Bool)> = Signal.combineLatest(a, b, c)
        log.record(combined)
        a.sendNext(1)
        b.sendNext("x")
        c.sendNext(true)
        c.sendNext(false)
        c.sendError(TestError.boom)
        #expect(log.entries == [#"next((1, "x", true))"#, #"next((1, "x", false))"#, "error(boom)"])
    }

    @Test("combineLatest of four signals sends quadruples")
    func arityFour() {
        let log = EventLog()
        let a = Subject<Int>(), b = Subject<String>(), c = Subject<Bool>(), d = Subject<Double>()
        let combined: Signal<(Int, String, Bool, Double)> = Signal.combineLatest(a, b, c, d)
        log.record(combined)
        a.sendNext(1)
        b.sendNext("x")
        c.sendNext(true)
        #expect(log.entries == [])

        d.sendNext(2.5)
        b.sendNext("y")
        a.sendCompleted()
        b.sendCompleted()
        c.sendCompleted()
        d.sendCompleted()
        #expect(log.entries == [#"next((1, "x", true, 2.5))"#, #"next((1, "y", true, 2.5))"#, "completed"])
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

    // MARK: reduceEach

    // RACStreamExamples: "should reduce tuples"
    @Test("reduceEach unpacks each tuple into the block's arguments")
    func reducesTuples() {
        let log = EventLog()
        let tuples: [(String, String)] = [("foo", "bar"), ("buzz", "baz"), ("", "_")]
        log.record(Signal.from(tuples).reduceEach { $0 + $1 })
        #expect(log.entries == ["next(foobar)", "next(buzzbaz)", "next(_)", "completed"])
    }

    @Test("reduceEach works for tuples of four")
    func reducesQuadruples() {
        let log = EventLog()
        let tuples: [(Int, Int, Int, Int)] = [(1, 2, 3, 4), (5, 6, 7, 8)]
        log.record(Signal.from(tuples).reduceEach { $0 * 1000 + $1 * 100 + $2 * 10 + $3 })
        #expect(log.entries == ["next(1234)", "next(5678)", "completed"])
    }
}
