import Testing
import TestSupport
import Chapter07_Multicast

@Suite("Challenge 2: an autoconnect that starts again")
struct ShareWhileConnectedChallengeTests {
    @Test("Challenge 2: subscribers present together share one run")
    func sharesOneRun() {
        let log = EventLog()
        let subject = Subject<Int>()
        let shared = Signal<Int>.defer {
            log.append("run")
            return subject
        }.shareWhileConnected()
        log.record(shared, "A")
        log.record(shared, "B")
        subject.sendNext(1)
        #expect(log.entries == ["run", "A next(1)", "B next(1)"])
    }

    @Test("Challenge 2: when the count drops to zero the run is disposed, and the next subscriber starts a new one")
    func startsAgain() {
        let log = EventLog()
        let shared = work(log).shareWhileConnected()
        let a = log.record(shared, "A")
        let b = log.record(shared, "B")
        a.dispose()
        b.dispose()
        log.record(shared, "C")
        // A subscribes before the run starts and hears its value; B joins a running one.
        #expect(log.entries == ["run 1", "A next(1)", "run 1 disposed", "run 2", "C next(2)"])
    }
}
