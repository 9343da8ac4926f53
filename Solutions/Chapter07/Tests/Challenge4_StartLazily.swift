import Testing
import TestSupport
import Chapter07_Multicast

@Suite("Challenge 4: start on a scheduler")
struct StartLazilyChallengeTests {
    @Test("Challenge 4: startLazily runs the block once, on the scheduler, when the first subscriber arrives")
    func lazy() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let signal = Signal<Int>.startLazily(withScheduler: scheduler) { subscriber in
            log.append("block")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        }
        scheduler.stepAll()
        #expect(log.entries == [])
        log.record(signal, "A")
        #expect(log.entries == [])
        scheduler.stepAll()
        log.record(signal, "B")
        #expect(log.entries == ["block", "A next(1)", "A completed", "B next(1)", "B completed"])
    }

    @Test("Challenge 4: startEagerly starts at once, and a late subscriber still sees everything")
    func eager() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let signal = Signal<Int>.startEagerly(withScheduler: scheduler) { subscriber in
            log.append("block")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        }
        scheduler.stepAll()
        #expect(log.entries == ["block"])
        log.record(signal, "late")
        #expect(log.entries == ["block", "late next(1)", "late completed"])
    }
}
