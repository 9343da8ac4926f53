import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter05_CombineLatest
#endif

/// `not`, `and`, `or`: Docs/Contracts.md §5 (RACSignalSpec -not, -and, -or); Docs/Glossary.md for the names, Docs/Differences.md for the shapes.
@Suite("not, and, or")
struct BooleanTests {
    // RACSignalSpec -not: "should invert every BOOL sent"
    @Test("Exercise 5.4: not inverts every Bool")
    func notInverts() {
        let log = EventLog()
        log.record(signalOf([false, true]).not())
        #expect(log.entries == ["next(true)", "next(false)", "completed"])
    }

    @Test("Exercise 5.4: and on arrays is true when every element is true, and true for an empty array")
    func andOfArrays() {
        let log = EventLog()
        log.record(signalOf([[true, false, true], [false, false, false], [true, true, true], []]).and())
        #expect(log.entries == ["next(false)", "next(false)", "next(true)", "next(true)", "completed"])
    }

    @Test("Exercise 5.4: or on arrays is true when any element is true, and false for an empty array")
    func orOfArrays() {
        let log = EventLog()
        log.record(signalOf([[true, false, true], [false, false, false], [false, true], []]).or())
        #expect(log.entries == ["next(true)", "next(false)", "next(true)", "next(false)", "completed"])
    }

    // RACSignalSpec -and: "should return YES if all YES values are sent"
    @Test("Exercise 5.5: and on triples is true only when all three are true")
    func andOfTriples() {
        let log = EventLog()
        let triples: [(Bool, Bool, Bool)] = [(true, false, true), (false, false, false), (true, true, true)]
        log.record(signalOf(triples).and())
        #expect(log.entries == ["next(false)", "next(false)", "next(true)", "completed"])
    }

    // RACSignalSpec -or: "should return YES for any YES values sent"
    @Test("Exercise 5.5: or on triples is true when any of the three is true")
    func orOfTriples() {
        let log = EventLog()
        let triples: [(Bool, Bool, Bool)] = [(true, false, true), (false, false, false)]
        log.record(signalOf(triples).or())
        #expect(log.entries == ["next(true)", "next(false)", "completed"])
    }

    @Test("Exercise 5.5: and and or on pairs cover all four combinations")
    func pairs() {
        let log = EventLog()
        let pairs: [(Bool, Bool)] = [(false, false), (false, true), (true, false), (true, true)]
        log.record(signalOf(pairs).and(), "and")
        log.record(signalOf(pairs).or(), "or")
        #expect(log.entries == [
            "and next(false)", "and next(false)", "and next(false)", "and next(true)", "and completed",
            "or next(false)", "or next(true)", "or next(true)", "or next(true)", "or completed",
        ])
    }

    @Test("Exercise 5.5: and and or on tuples of five look at every element")
    func fiveTuples() {
        let log = EventLog()
        let tuples: [(Bool, Bool, Bool, Bool, Bool)] = [
            (true, true, true, true, true), (true, true, true, true, false), (false, false, false, false, false),
        ]
        log.record(signalOf(tuples).and(), "and")
        log.record(signalOf(tuples).or(), "or")
        #expect(log.entries == [
            "and next(true)", "and next(false)", "and next(false)", "and completed",
            "or next(true)", "or next(true)", "or next(false)", "or completed",
        ])
    }

    // The seeds' use: combineLatest of Bool signals, then and() / or().
    @Test("Exercise 5.5: and and or follow combineLatest of live Bool signals")
    func liveCombination() {
        let log = EventLog()
        let a = Subject<Bool>(), b = Subject<Bool>()
        log.record(Signal.combineLatest(a, b).and(), "and")
        log.record(Signal.combineLatest(a, b).or(), "or")
        a.sendNext(false)
        b.sendNext(true)
        a.sendNext(true)
        b.sendNext(false)
        #expect(log.entries == [
            "and next(false)", "or next(true)",
            "and next(true)", "or next(true)",
            "and next(false)", "or next(true)",
        ])
    }

    @Test("Exercise 5.5: and of combineLatest over an array of Bool signals is the same as over a tuple")
    func arrayCombination() {
        let log = EventLog()
        let a = Subject<Bool>(), b = Subject<Bool>(), c = Subject<Bool>()
        log.record(Signal.combineLatest([a, b, c]).and(), "array")
        log.record(Signal.combineLatest(a, b, c).and(), "tuple")
        a.sendNext(true)
        b.sendNext(true)
        c.sendNext(false)
        c.sendNext(true)
        #expect(log.entries == ["array next(false)", "tuple next(false)", "array next(true)", "tuple next(true)"])
    }

    @Test("Exercise 5.5: not, and and or forward errors")
    func forwardErrors() {
        let log = EventLog()
        let bools = Subject<Bool>(), arrays = Subject<[Bool]>(), pairs = Subject<(Bool, Bool)>()
        log.record(bools.not(), "not")
        log.record(arrays.and(), "and")
        log.record(pairs.or(), "or")
        bools.sendError(TestError.boom)
        arrays.sendError(TestError.boom)
        pairs.sendError(TestError.boom)
        #expect(log.entries == ["not error(boom)", "and error(boom)", "or error(boom)"])
    }
}
