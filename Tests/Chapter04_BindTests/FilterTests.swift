import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif

/// `filter`, `ignore`, `distinctUntilChanged`: Docs/Contracts.md §5.
@Suite("filter, ignore and distinctUntilChanged")
struct FilterTests {
    // RACStreamExamples -filter: "should filter"
    @Test("Exercise 4.3: filter keeps the values that pass")
    func filtersValues() {
        let log = EventLog()
        log.record(signalOf([0, 1, 2, 3, 4, 5, 6]).filter { $0 % 2 == 0 })
        #expect(log.entries == ["next(0)", "next(2)", "next(4)", "next(6)", "completed"])
    }

    @Test("Exercise 4.3: filter forwards the error of its source")
    func filterForwardsErrors() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.filter { $0 > 1 })
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["next(2)", "error(boom)"])
    }

    // RACStreamExamples -ignore: "should ignore a value"
    @Test("Exercise 4.3: ignore drops the values equal to the given one")
    func ignoresAValue() {
        let log = EventLog()
        log.record(signalOf([1, 2, 1, 3]).ignore(1))
        #expect(log.entries == ["next(2)", "next(3)", "completed"])
    }

    @Test("Exercise 4.3: ignore(nil) drops nil values")
    func ignoresNil() {
        let log = EventLog()
        log.record(signalOf([1, nil, 2]).ignore(nil))
        #expect(log.entries == ["next(Optional(1))", "next(Optional(2))", "completed"])
    }

    // RACSignalSpec -distinctUntilChanged: "should only send values that are distinct from the previous value"
    @Test("Exercise 4.1: distinctUntilChanged drops a value equal to the previous one")
    func dropsRepeats() {
        let log = EventLog()
        log.record(signalOf(["a", "b", "b", "a", "a", "c"]).distinctUntilChanged())
        #expect(log.entries == ["next(a)", "next(b)", "next(a)", "next(c)", "completed"])
    }

    // RACSignalSpec -distinctUntilChanged: "shouldn't consider nils to always be distinct", "should consider initial nil to be distinct"
    @Test("Exercise 4.1: distinctUntilChanged always passes the first value, even nil, and treats nil as equal to nil")
    func nilHandling() {
        let log = EventLog()
        log.record(signalOf([nil, nil, 1, nil, nil]).distinctUntilChanged())
        #expect(log.entries == ["next(nil)", "next(Optional(1))", "next(nil)", "completed"])
    }

    @Test("Exercise 4.1: distinctUntilChanged passes the first value of each subscription")
    func firstValuePerSubscription() {
        let log = EventLog()
        let distinct = signalOf([1, 1]).distinctUntilChanged()
        log.record(distinct, "A")
        log.record(distinct, "B")
        #expect(log.entries == ["A next(1)", "A completed", "B next(1)", "B completed"])
    }
}
