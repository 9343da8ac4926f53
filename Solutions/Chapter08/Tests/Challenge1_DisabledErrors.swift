import Testing
import TestSupport
import Chapter08_Command

@Suite("Challenge 1: disabledErrors")
struct DisabledErrorsChallengeTests {
    @Test("Challenge 1: a refused attempt sends () at once; an accepted one sends nothing")
    func refusalsAreReported() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let refusals = Subject<Void>()
        refusals.subscribeNext { log.append("refused") }
        let command = Command<Int, Int>(scheduler: scheduler) { _ in .never() }
        command.execute(1, reportingRefusalTo: refusals)
        #expect(log.entries == [])
        command.execute(2, reportingRefusalTo: refusals)
        #expect(log.entries == ["refused"])
    }

    @Test("Challenge 1: the result is what execute returns: the refusal error, or the execution")
    func resultIsUnchanged() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let command = Command<Int, Int>(enabled: .return(false), scheduler: scheduler) { .return($0) }
        log.record(command.execute(1, reportingRefusalTo: Subject()), "refused")
        #expect(log.entries == ["refused error(\(CommandError.notEnabled))"])
    }
}
