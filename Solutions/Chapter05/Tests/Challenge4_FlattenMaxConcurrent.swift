import Testing
import TestSupport
import Chapter05_CombineLatest

@Suite("Challenge 4: merge with a limit")
struct FlattenMaxConcurrentChallengeTests {
    @Test("Challenge 4: flatten(2) runs two inner signals at once; the third starts when one completes")
    func limitOfTwo() {
        let log = EventLog()
        let outer = Subject<Signal<String>>()
        let inners = [Subject<String>(), Subject<String>(), Subject<String>()]
        log.record(outer.flatten(2))
        for inner in inners { outer.sendNext(inner) }
        outer.sendCompleted()
        inners[2].sendNext("lost: not subscribed yet")
        inners[1].sendNext("b")
        inners[0].sendNext("a")
        inners[0].sendCompleted()
        inners[2].sendNext("c")
        inners[1].sendCompleted()
        #expect(log.entries == ["next(b)", "next(a)", "next(c)"])
        inners[2].sendCompleted()
        #expect(log.entries == ["next(b)", "next(a)", "next(c)", "completed"])
    }

    @Test("Challenge 4: flatten(1) is concat, flatten(0) is merge")
    func oneAndZero() {
        let log = EventLog()
        let outer = Subject<Signal<Int>>()
        let first = Subject<Int>()
        let second = Subject<Int>()
        log.record(outer.flatten(1))
        outer.sendNext(first)
        outer.sendNext(second)
        second.sendNext(0)
        first.sendNext(1)
        first.sendCompleted()
        second.sendNext(2)
        #expect(log.entries == ["next(1)", "next(2)"])

        let merged = EventLog()
        let outer2 = Subject<Signal<Int>>()
        let a = Subject<Int>()
        let b = Subject<Int>()
        merged.record(outer2.flatten(0))
        outer2.sendNext(a)
        outer2.sendNext(b)
        b.sendNext(1)
        a.sendNext(2)
        #expect(merged.entries == ["next(1)", "next(2)"])
    }
}
