import Testing
import TestSupport
import Chapter04_Bind

@Suite("Challenge 4.2: what bind cannot do")
struct CollectAndTakeLastChallengeTests {
    @Test("Challenge 4.2: collect sends one array of every value on completion")
    func collects() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.collect())
        subject.sendNext(1)
        subject.sendNext(2)
        #expect(log.entries == [])
        subject.sendCompleted()
        #expect(log.entries == ["next([1, 2])", "completed"])
    }

    @Test("Challenge 4.2: collect of nothing is an empty array; an error passes through")
    func collectEdges() {
        let log = EventLog()
        log.record(Signal<Int>.empty().collect())
        log.record(values([1], then: TestError.boom).collect())
        #expect(log.entries == ["next([])", "completed", "error(boom)"])
    }

    @Test("Challenge 4.2: takeLast sends the last values on completion, and fewer if there were fewer")
    func takesLast() {
        let log = EventLog()
        log.record(values([1, 2, 3, 4]).takeLast(2))
        log.record(values([9]).takeLast(3))
        log.record(values([5, 6]).takeLast(0))
        #expect(log.entries == ["next(3)", "next(4)", "completed", "next(9)", "completed", "completed"])
    }
}
