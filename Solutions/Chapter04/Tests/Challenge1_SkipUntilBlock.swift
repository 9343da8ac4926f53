import Testing
import TestSupport
import Chapter04_Bind

@Suite("Challenge 4.1: skipUntilBlock on bind")
struct SkipUntilBlockChallengeTests {
    @Test("Challenge 4.1: values are dropped until the predicate holds, then all pass, that one included")
    func skipsUntil() {
        let log = EventLog()
        log.record(values([1, 2, 5, 1, 7]).skipUntilBlock { $0 > 3 })
        #expect(log.entries == ["next(5)", "next(1)", "next(7)", "completed"])
    }

    @Test("Challenge 4.1: skipWhileBlock written with it behaves like chapter 4's")
    func skipWhileAgrees() {
        let mine = EventLog()
        let chapters = EventLog()
        mine.record(values([1, 2, 5, 1, 7]).skipWhileBlockViaSkipUntil { $0 < 3 })
        chapters.record(values([1, 2, 5, 1, 7]).skipWhileBlock { $0 < 3 })
        #expect(mine.entries == ["next(5)", "next(1)", "next(7)", "completed"])
        #expect(mine.entries == chapters.entries)
    }
}
