import Testing
import TestSupport
import Chapter01_MinimalSignal

@Suite("Challenge 1.1: a signal from an array")
struct SignalOfChallengeTests {
    @Test("Challenge 1.1: of sends the values in order, before subscribeNext returns")
    func sendsInOrder() {
        let log = EventLog()
        Signal.of([1, 2, 3]).subscribeNext { log.next($0) }
        log.append("returned")
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "returned"])
    }

    @Test("Challenge 1.1: of is cold: a second subscriber sees every value again")
    func isCold() {
        let log = EventLog()
        let signal = Signal.of(["a", "b"])
        signal.subscribeNext { log.append("A: \($0)") }
        signal.subscribeNext { log.append("B: \($0)") }
        #expect(log.entries == ["A: a", "A: b", "B: a", "B: b"])
    }
}
