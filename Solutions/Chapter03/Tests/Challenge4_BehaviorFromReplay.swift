import Testing
import TestSupport
import Chapter03_Subject

@Suite("Challenge 3.4: why not ReplaySubject(capacity: 1)?")
struct BehaviorFromReplayChallengeTests {
    @Test("Challenge 3.4: before the end, both send the current value, then every new one")
    func alikeWhileRunning() {
        let behavior = BehaviorSubject(defaultValue: 0)
        let replay = ReplaySubject<Int>.behaving(defaultValue: 0)
        let log = EventLog()
        log.record(behavior, "behavior")
        log.record(replay, "replay")
        behavior.sendNext(1)
        replay.sendNext(1)
        #expect(log.entries == ["behavior next(0)", "replay next(0)", "behavior next(1)", "replay next(1)"])
    }

    @Test("Challenge 3.4: after completion they differ: only the replay subject remembers how it ended")
    func differAfterCompletion() {
        let behavior = BehaviorSubject(defaultValue: 0)
        let replay = ReplaySubject<Int>.behaving(defaultValue: 0)
        behavior.sendNext(1)
        replay.sendNext(1)
        behavior.sendCompleted()
        replay.sendCompleted()
        let log = EventLog()
        log.record(behavior, "behavior")
        log.record(replay, "replay")
        #expect(log.entries == ["behavior next(1)", "replay next(1)", "replay completed"])
    }
}
