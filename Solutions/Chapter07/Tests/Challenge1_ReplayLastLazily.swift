import Testing
import TestSupport
import Chapter07_Multicast

@Suite("Challenge 1: replayLazily with a capacity")
struct ReplayLastLazilyChallengeTests {
    @Test("Challenge 1: nothing runs before the first subscription; replayLast runs at once")
    func isLazy() {
        let log = EventLog()
        let lazy = work(log).replayLastLazily()
        #expect(log.entries == [])
        _ = work(log).replayLast()
        #expect(log.entries == ["run 1"])
        log.record(lazy, "A")
        #expect(log.entries == ["run 1", "run 1", "A next(1)"])
    }

    @Test("Challenge 1: one shared run; a late subscriber gets the latest value only")
    func keepsTheLatest() {
        let log = EventLog()
        let subject = Subject<Int>()
        let shared = Signal<Int>.defer {
            log.append("subscribed")
            return subject
        }.replayLastLazily()
        log.record(shared, "A")
        subject.sendNext(1)
        subject.sendNext(2)
        log.record(shared, "B")
        #expect(log.entries == ["subscribed", "A next(1)", "A next(2)", "B next(2)"])
    }
}
