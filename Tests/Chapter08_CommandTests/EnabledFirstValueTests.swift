import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// The guide's reason for building `enabled` as `take(1).concat(skip(1).deliverOn(…))`: the
/// older form, `deliverOn(…).startWith(true)`, answers `true` before it has heard the input, and
/// only corrects itself once the scheduler has run. Both forms are written out here on a
/// `TestScheduler`, next to what `Command.enabled` does.
@Suite("enabled's first value")
struct EnabledFirstValueTests {
    @Test("deliverOn(…).startWith(true) lies for one turn: a disabled input reads true until the scheduler runs")
    func startWithLiesForOneTurn() {
        let scheduler = TestScheduler()
        let input = BehaviorSubject(defaultValue: false)
        let log = EventLog()
        log.record(input.deliverOn(scheduler).startWith(true))
        #expect(log.entries == ["next(true)"])  // the lie: the input said false
        scheduler.step()
        #expect(log.entries == ["next(true)", "next(false)"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("take(1).concat(skip(1).deliverOn(…)) tells the truth at once, and later changes one turn later")
    func currentValueFirstTellsTheTruth() {
        let scheduler = TestScheduler()
        let input = BehaviorSubject(defaultValue: false)
        let log = EventLog()
        log.record(input.take(1).concat(input.skip(1).deliverOn(scheduler)))
        #expect(log.entries == ["next(false)"])
        input.sendNext(true)
        #expect(log.entries == ["next(false)"])  // later changes still wait for the scheduler
        scheduler.step()
        #expect(log.entries == ["next(false)", "next(true)"])
    }

    @Test("Exercise 8.7: A command created disabled never says enabled: its enabled signal sends false at once and nothing else")
    func commandNeverFlashesEnabled() {
        let scheduler = TestScheduler()
        let command = Command<Int, Int>(enabled: BehaviorSubject(defaultValue: false), scheduler: scheduler) { .return($0) }
        let log = EventLog()
        log.record(command.enabled)
        #expect(log.entries == ["next(false)"])
        scheduler.stepAll()
        #expect(log.entries == ["next(false)"])
    }
}
