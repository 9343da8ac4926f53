import Testing
import TestSupport
import Chapter04_Bind

@Suite("Challenge 4.4: one after another")
struct ConcatSignalsChallengeTests {
    @Test("Challenge 4.4: an inner signal waits until the running one completes")
    func oneAtATime() {
        let log = EventLog()
        let outer = Subject<Signal<String>>()
        let first = Subject<String>()
        let second = Subject<String>()
        log.record(outer.concat())
        outer.sendNext(first)
        outer.sendNext(second)
        first.sendNext("a")
        second.sendNext("lost: second is not subscribed yet")
        first.sendCompleted()
        second.sendNext("b")
        outer.sendCompleted()
        #expect(log.entries == ["next(a)", "next(b)"])
        second.sendCompleted()
        #expect(log.entries == ["next(a)", "next(b)", "completed"])
    }

    @Test("Challenge 4.4: the outer signal completing first still waits for the inner ones")
    func outerCompletesFirst() {
        let log = EventLog()
        let signals: Signal<Signal<Int>> = values([values([1, 2]), values([3])])
        log.record(signals.concat())
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("Challenge 4.4: an inner error ends everything")
    func innerError() {
        let log = EventLog()
        let signals: Signal<Signal<Int>> = values([values([1], then: TestError.boom), values([2])])
        log.record(signals.concat())
        #expect(log.entries == ["next(1)", "error(boom)"])
    }
}
