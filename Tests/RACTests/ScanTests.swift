import RAC
import TestSupport
import Testing

/// `scan` (both forms), `aggregate`, `combinePrevious`, `collect`: Docs/Contracts.md §5, C5.11.
@Suite("scan, aggregate, combinePrevious, collect", .checksLiveObjects)
struct ScanTests {
    // RACStreamExamples scanning: "should scan"; Docs/Contracts.md C5.11
    @Test("scan sends the running value for each input; the start value is not sent")
    func scans() {
        let log = EventLog()
        log.record(Signal<Int>.from([1, 2, 3, 4]).scan(withStart: 0) { $0 + $1 })
        #expect(log.entries == ["next(1)", "next(3)", "next(6)", "next(10)", "completed"])
    }

    // RACStreamExamples scanning: "should scan with index"
    @Test("scan with index passes each value's 0-based index")
    func scansWithIndex() {
        let log = EventLog()
        log.record(Signal<Int>.from([1, 2, 3, 4]).scan(withStart: 0) { running, next, index in running + next + index })
        #expect(log.entries == ["next(1)", "next(4)", "next(9)", "next(16)", "completed"])
    }

    @Test("scan of an empty source sends nothing but completed")
    func scanOfEmpty() {
        let log = EventLog()
        log.record(Signal<Int>.empty().scan(withStart: 100) { $0 + $1 })
        #expect(log.entries == ["completed"])
    }

    // implementation-faithful: the running value and the index restart with each subscription.
    @Test("scan restarts from the start value for each subscription")
    func scanStatePerSubscription() {
        let log = EventLog()
        let subject = Subject<Int>()
        let scanned = subject.scan(withStart: "") { running, next, index in running + "\(next)@\(index)," }
        log.record(scanned, "a")
        subject.sendNext(1)
        log.record(scanned, "b")
        subject.sendNext(2)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["a next(1@0,)", "a next(1@0,2@1,)", "b next(2@0,)", "a error(boom)", "b error(boom)"])
    }

    // MARK: aggregate ([I]: scan, startWith: start, takeLast: 1)

    // Docs/Contracts.md C5.11: aggregate emits once, at completion
    @Test("aggregate sends one value, the fold of every value, when the source completes")
    func aggregateAtCompletion() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.aggregate(withStart: 0) { $0 + $1 })
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendNext(3)
        #expect(log.entries == [])

        subject.sendCompleted()
        #expect(log.entries == ["next(6)", "completed"])
    }

    @Test("aggregate of an empty source sends just the start value")
    func aggregateOfEmpty() {
        let log = EventLog()
        log.record(Signal<Int>.empty().aggregate(withStart: 42) { $0 + $1 })
        #expect(log.entries == ["next(42)", "completed"])
    }

    @Test("aggregate forwards an error and sends no value")
    func aggregateError() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.aggregate(withStart: 0) { $0 + $1 })
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["error(boom)"])
    }

    // MARK: combinePrevious

    // RACStreamExamples -combinePreviousWithStart:reduce: "should pass the previous next into the reduce block"
    @Test("combinePrevious passes the start value first, then each previous value")
    func combinePreviousPassesPrevious() {
        let log = EventLog()
        let mapped = Signal<Int?>.from([1, 2, 3]).combinePrevious(withStart: nil) { previous, next -> Int? in
            log.append("previous \(previous.map(String.init) ?? "nil")")
            return next
        }
        log.record(mapped.map { $0.map(String.init) ?? "nil" })
        #expect(log.entries == [
            "previous nil", "next(1)", "previous 1", "next(2)", "previous 2", "next(3)", "completed",
        ])
    }

    // RACStreamExamples -combinePreviousWithStart:reduce: "should send the combined value"
    @Test("combinePrevious sends the combined value")
    func combinePreviousSendsTheCombination() {
        let log = EventLog()
        log.record(Signal<Int>.from([1, 2, 3]).combinePrevious(withStart: 1) { "\($0) - \($1)" })
        #expect(log.entries == ["next(1 - 1)", "next(1 - 2)", "next(2 - 3)", "completed"])
    }

    // MARK: collect

    // RACSignalSpec -collect: "should send a single array when the original signal completes"
    @Test("collect sends one array of every value when the source completes")
    func collects() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.collect())
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendNext(3)
        #expect(log.entries == [])

        subject.sendCompleted()
        #expect(log.entries == ["next([1, 2, 3])", "completed"])
    }

    // RACSignalSpec -collect: "should add NSNull to an array for nil values" (Swift keeps the nils)
    @Test("collect keeps nil values in the array")
    func collectsNils() {
        let log = EventLog()
        let subject = Subject<Int?>()
        log.record(subject.collect())
        subject.sendNext(nil)
        subject.sendNext(1)
        subject.sendNext(nil)
        subject.sendCompleted()
        #expect(log.entries == ["next([nil, Optional(1), nil])", "completed"])
    }

    @Test("collect of an empty source sends an empty array")
    func collectOfEmpty() {
        let log = EventLog()
        log.record(Signal<Int>.empty().collect())
        #expect(log.entries == ["next([])", "completed"])
    }

    @Test("collect forwards an error and sends no array")
    func collectError() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.collect())
        subject.sendNext(1)
        subject.sendError(TestError.boom)
        #expect(log.entries == ["error(boom)"])
    }
}
