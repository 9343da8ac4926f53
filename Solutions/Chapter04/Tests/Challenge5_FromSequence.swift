import Testing
import TestSupport
import Chapter04_Bind

@Suite("Challenge 4.5: stop an endless loop")
struct FromSequenceChallengeTests {
    @Test("Challenge 4.5: from sends a finite sequence, then completes")
    func finite() {
        let log = EventLog()
        log.record(Signal.from([1, 2, 3]))
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "completed"])
    }

    // On a thread with a bounded wait: a producer that does not check would loop forever, and
    // this test would fail after two seconds instead of hanging the run.
    @Test("Challenge 4.5: from(0...).map { $0 * 2 }.take(3) terminates")
    func endlessSequenceStops() {
        let entries = runOnThread(timeout: 2) { () -> [String] in
            let log = EventLog()
            log.record(Signal.from(0...).map { $0 * 2 }.take(3))
            return log.entries
        }
        #expect(entries == ["next(0)", "next(2)", "next(4)", "completed"])
    }
}
