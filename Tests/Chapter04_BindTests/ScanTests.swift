import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif

/// `scan(withStart:reduce:)`: Docs/Contracts.md §5 and C5.11.
@Suite("scan")
struct ScanTests {
    // RACStreamExamples -scanWithStart:reduce: "should scan"; Docs/Contracts.md C5.11: [1, 3, 6, 10].
    @Test("Exercise 4.1: scan sends the running value for each input; the start value is not sent")
    func runningValues() {
        let log = EventLog()
        log.record(signalOf([1, 2, 3, 4]).scan(withStart: 0) { $0 + $1 })
        #expect(log.entries == ["next(1)", "next(3)", "next(6)", "next(10)", "completed"])
    }

    @Test("Exercise 4.1: scan of an empty source sends nothing but completed")
    func emptySource() {
        let log = EventLog()
        log.record(Signal<Int>.empty().scan(withStart: 0) { $0 + $1 })
        #expect(log.entries == ["completed"])
    }

    @Test("Exercise 4.1: scan may change the type: the running value need not be a value of the source")
    func changesType() {
        let log = EventLog()
        log.record(signalOf(["a", "b", "c"]).scan(withStart: [String]()) { $0 + [$1] })
        #expect(log.entries == ["next([\"a\"])", "next([\"a\", \"b\"])", "next([\"a\", \"b\", \"c\"])", "completed"])
    }

    @Test("Exercise 4.1: scan starts again from the start value for each subscription")
    func restartsPerSubscription() {
        let log = EventLog()
        let source = Subject<Int>()
        let sums = source.scan(withStart: 100) { $0 + $1 }
        log.record(sums, "A")
        source.sendNext(1)
        log.record(sums, "B")
        source.sendNext(2)
        #expect(log.entries == ["A next(101)", "A next(103)", "B next(102)"])
    }
}
