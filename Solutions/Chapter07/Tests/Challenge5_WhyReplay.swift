import Testing
import TestSupport
import Chapter07_Multicast

@Suite("Challenge 5: why does Command use a replay subject?")
struct WhyReplayChallengeTests {
    @Test("Challenge 5: through a plain subject, the caller misses what Signal.return(x) sent during connect()")
    func publishLosesSynchronousValues() {
        let log = EventLog()
        log.record(Signal.return(7).connectedThrough(Subject()), "publish")
        log.record(Signal.return(7).connectedThrough(ReplaySubject()), "replay")
        #expect(log.entries == ["replay next(7)", "replay completed"])
    }
}
