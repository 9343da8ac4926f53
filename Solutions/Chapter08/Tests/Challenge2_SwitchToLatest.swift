import Testing
import TestSupport
import Chapter08_Command

@Suite("Challenge 2: Signal.if, as ReactiveCocoa has it")
struct SwitchToLatestChallengeTests {
    @Test("Challenge 2: switchToLatest forwards the latest inner signal only, and disposes the previous one")
    func switchesToLatest() {
        let log = EventLog()
        let outer = Subject<Signal<String>>()
        let first = Subject<String>()
        let second = Subject<String>()
        log.record(outer.switchToLatest())
        outer.sendNext(first)
        first.sendNext("a")
        outer.sendNext(second)
        first.sendNext("lost: first was disposed")
        second.sendNext("b")
        outer.sendCompleted()
        #expect(log.entries == ["next(a)", "next(b)"])
        second.sendCompleted()
        #expect(log.entries == ["next(a)", "next(b)", "completed"])
    }

    @Test("Challenge 2: Signal.if follows the condition's latest value")
    func ifFollowsTheCondition() {
        let log = EventLog()
        let condition = Subject<Bool>()
        let yes = Subject<String>()
        let no = Subject<String>()
        log.record(Signal.if(condition, then: yes, else: no))
        condition.sendNext(true)
        yes.sendNext("yes 1")
        no.sendNext("lost")
        condition.sendNext(false)
        yes.sendNext("lost")
        no.sendNext("no 1")
        #expect(log.entries == ["next(yes 1)", "next(no 1)"])
    }
}
