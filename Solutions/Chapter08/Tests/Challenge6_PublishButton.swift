import Testing
import TestSupport
import Chapter08_Command

// The answer to chapter 8's challenge 6: `enabled` is the input's latest value *started with true*, so a
// plain subject that has not sent yet leaves the button enabled; a `BehaviorSubject` has a value
// from the start, so the command is disabled at once.
@Suite("Challenge 6: seed 001's publish button")
struct PublishButtonChallengeTests {
    @Test("Challenge 6: before the first sendNext on a plain subject, the button is enabled")
    func plainSubjectStartsEnabled() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let isValid = Subject<Bool>()
        let command = Command<Void, Void>(enabled: isValid, scheduler: scheduler) { .empty() }
        log.record(command.enabled, "enabled")
        #expect(log.entries == ["enabled next(true)"])
        isValid.sendNext(false)
        scheduler.stepAll()
        #expect(log.entries == ["enabled next(true)", "enabled next(false)"])
    }

    @Test("Challenge 6: with BehaviorSubject(defaultValue: false), the button is disabled from the start")
    func behaviorSubjectStartsDisabled() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Void, Void>(enabled: BehaviorSubject(defaultValue: false), scheduler: scheduler) { .empty() }
        log.record(command.enabled, "enabled")
        #expect(log.entries == ["enabled next(false)"])
    }
}
