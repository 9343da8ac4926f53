import Testing
import TestSupport
import Chapter06_Scheduler

@Suite("Challenge 4: buffer(withTime:onScheduler:)")
struct BufferChallengeTests {
    @Test("Challenge 4: the first value starts the timer; everything collected goes as one array")
    func buffers() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        log.record(subject.buffer(withTime: 1, onScheduler: scheduler))
        scheduler.atTime(0.5) { subject.sendNext(1) }
        scheduler.atTime(1) { subject.sendNext(2) }
        scheduler.atTime(1.75) { subject.sendNext(3) }
        scheduler.atTime(4) { subject.sendNext(4) }
        scheduler.atTime(4.25) { subject.sendCompleted() }
        scheduler.stepAll()
        #expect(log.entries == ["t=1.5 next([1, 2])", "t=2.75 next([3])", "t=4.25 next([4])", "t=4.25 completed"])
    }

    @Test("Challenge 4: no timer runs while nothing is collected")
    func noIdleTimer() {
        let scheduler = TestScheduler()
        let subject = Subject<Int>()
        let log = virtualLog(scheduler)
        log.record(subject.buffer(withTime: 1, onScheduler: scheduler))
        #expect(scheduler.queuedCount == 0)
        subject.sendNext(1)
        #expect(scheduler.queuedCount == 1)
        scheduler.stepAll()
        #expect(scheduler.queuedCount == 0)
        #expect(log.entries == ["t=1 next([1])"])
    }
}
