import Testing
import TestSupport
import Chapter06_Scheduler

@Suite("Challenge 1: throttle only some values")
struct ThrottleValuesPassingTestChallengeTests {
    @Test("Challenge 1: values that fail the test go at once and discard the waiting one")
    func someValuesAreNotThrottled() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        log.record(subject.throttle(1, valuesPassingTest: { $0 % 2 == 0 }))
        scheduler.atTime(0) { subject.sendNext(2) }
        scheduler.atTime(0.5) { subject.sendNext(3) }
        scheduler.atTime(2) { subject.sendNext(4) }
        scheduler.atTime(4) { subject.sendNext(6) }
        scheduler.atTime(4.5) { subject.sendCompleted() }
        scheduler.stepAll()
        #expect(log.entries == ["t=0.5 next(3)", "t=3 next(4)", "t=4.5 next(6)", "t=4.5 completed"])
    }

    @Test("Challenge 1: with { _ in true } it is throttle(_:)")
    func allValuesIsThrottle() {
        func run(_ throttled: (Subject<Int>) -> Signal<Int>) -> [String] {
            let scheduler = TestScheduler()
            let log = virtualLog(scheduler)
            let subject = Subject<Int>()
            log.record(throttled(subject))
            scheduler.atTime(0) { subject.sendNext(1) }
            scheduler.atTime(0.5) { subject.sendNext(2) }
            scheduler.atTime(3) { subject.sendNext(3) }
            scheduler.atTime(3.5) { subject.sendCompleted() }
            scheduler.stepAll()
            return log.entries
        }
        let mine = run { $0.throttle(1, valuesPassingTest: { _ in true }) }
        #expect(mine == ["t=1.5 next(2)", "t=3.5 next(3)", "t=3.5 completed"])
        #expect(mine == run { $0.throttle(1) })
    }
}
