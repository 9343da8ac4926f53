import RAC
import TestSupport
import Testing

/// A value that is equal to another instance with the same name (RACStreamExamples uses an
/// `NSMutableString` equal to, but not identical with, the ignored string).
private final class Name: Equatable, CustomStringConvertible {
    let text: String
    init(_ text: String) { self.text = text }
    static func == (lhs: Name, rhs: Name) -> Bool { lhs.text == rhs.text }
    var description: String { text }
}

/// `filter`, `ignore`, `ignoreValues`, `distinctUntilChanged`: Docs/Contracts.md §5.
@Suite("filter, ignore, ignoreValues, distinctUntilChanged", .checksLiveObjects)
struct FilterTests {
    // RACStreamExamples: "should filter"
    @Test("filter keeps the values that pass")
    func filters() {
        let log = EventLog()
        log.record(Signal<Int>.from(0...6).filter { $0 % 2 == 0 })
        #expect(log.entries == ["next(0)", "next(2)", "next(4)", "next(6)", "completed"])
    }

    @Test("filter forwards the error of its source")
    func filterForwardsErrors() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.filter { $0 % 2 == 0 })
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["next(2)", "error(boom)"])
    }

    // RACStreamExamples -ignore: "should ignore a value"
    @Test("ignore drops the values equal to the given one")
    func ignoresAValue() {
        let log = EventLog()
        log.record(Signal<Int>.from(0...6).ignore(1))
        #expect(log.entries == ["next(0)", "next(2)", "next(3)", "next(4)", "next(5)", "next(6)", "completed"])
    }

    // RACStreamExamples -ignore: "should ignore based on object equality"
    @Test("ignore compares by equality, not identity")
    func ignoresByEquality() {
        let log = EventLog()
        let names = ["0", "1", "2", "1"].map(Name.init)
        log.record(Signal<Name>.from(names).ignore(Name("1")))
        #expect(log.entries == ["next(0)", "next(2)", "completed"])
    }

    // RACSignalSpec -ignore: "should ignore nil"
    @Test("ignore(nil) drops nil values")
    func ignoresNil() {
        let log = EventLog()
        log.record(Signal<Int?>.from([1, nil, 3, 4, nil]).ignore(nil).map { $0.map(String.init) ?? "nil" })
        #expect(log.entries == ["next(1)", "next(3)", "next(4)", "completed"])
    }

    // RACSignalSpec -ignoreValues: "should skip nexts and pass through completed"
    @Test("ignoreValues drops every value and passes completed")
    func ignoreValuesPassesCompleted() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.ignoreValues())
        subject.sendNext(1)
        subject.sendCompleted()
        #expect(log.entries == ["completed"])
    }

    // RACSignalSpec -ignoreValues: "should skip nexts and pass through errors"
    @Test("ignoreValues drops every value and passes the error")
    func ignoreValuesPassesErrors() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.ignoreValues())
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["error(boom)"])
    }

    // RACSignalSpec distinctUntilChanged: "should only send values that are distinct from the previous value"
    @Test("distinctUntilChanged drops a value equal to the previous one")
    func distinct() {
        let log = EventLog()
        log.record(Signal<Int>.from([1, 2, 2, 1, 1]).distinctUntilChanged())
        #expect(log.entries == ["next(1)", "next(2)", "next(1)", "completed"])
    }

    // RACSignalSpec distinctUntilChanged: "shouldn't consider nils to always be distinct"
    @Test("distinctUntilChanged treats nil as equal to nil")
    func nilEqualsNil() {
        let log = EventLog()
        log.record(Signal<Int?>.from([1, nil, nil, nil, 1]).distinctUntilChanged().map { $0.map(String.init) ?? "nil" })
        #expect(log.entries == ["next(1)", "next(nil)", "next(1)", "completed"])
    }

    // RACSignalSpec distinctUntilChanged: "should consider initial nil to be distinct"
    @Test("distinctUntilChanged always passes the first value, even nil")
    func initialNilPasses() {
        let log = EventLog()
        log.record(Signal<Int?>.from([nil, nil, 1]).distinctUntilChanged().map { $0.map(String.init) ?? "nil" })
        #expect(log.entries == ["next(nil)", "next(1)", "completed"])
    }

    // implementation-faithful: the previous value is per-subscription state.
    @Test("distinctUntilChanged passes the first value of each subscription")
    func distinctStatePerSubscription() {
        let log = EventLog()
        let subject = Subject<Int>()
        let distinct = subject.distinctUntilChanged()
        log.record(distinct, "a")
        subject.sendNext(1)
        log.record(distinct, "b")
        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == ["a next(1)", "b next(1)", "a next(2)", "b next(2)"])
    }
}
