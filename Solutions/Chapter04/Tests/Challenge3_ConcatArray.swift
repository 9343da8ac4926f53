import Testing
import TestSupport
import Chapter04_Bind

@Suite("Challenge 4.3: Signal.concat of an array")
struct ConcatArrayChallengeTests {
    @Test("Challenge 4.3: the signals one after another, each subscribed when the previous completes")
    func inOrder() {
        let log = EventLog()
        log.record(Signal.concat([values([1, 2], log: log), values([3], log: log), values([4], log: log)]))
        #expect(log.entries == ["subscribed", "next(1)", "next(2)", "subscribed", "next(3)", "subscribed", "next(4)", "completed"])
    }

    @Test("Challenge 4.3: an empty array completes at once; an error stops the rest")
    func edges() {
        let log = EventLog()
        log.record(Signal<Int>.concat([]))
        log.record(Signal.concat([values([1], then: TestError.boom), values([2], log: log)]))
        #expect(log.entries == ["completed", "next(1)", "error(boom)"])
    }
}
