import Testing
import TestSupport
import Chapter05_CombineLatest

@Suite("Challenge 2: typed pairs, no Any")
struct TypedPairsChallengeTests {
    @Test("Challenge 2: a pair once both have sent, then on every change; completes when both have")
    func pairs() {
        let log = EventLog()
        let numbers = Subject<Int>()
        let letters = Subject<String>()
        log.record(Signal.combineLatestPair(numbers, letters).map { "\($0.0)\($0.1)" })
        numbers.sendNext(1)
        numbers.sendNext(2)
        letters.sendNext("a")
        numbers.sendNext(3)
        letters.sendCompleted()
        numbers.sendNext(4)
        numbers.sendCompleted()
        #expect(log.entries == ["next(2a)", "next(3a)", "next(4a)", "completed"])
    }

    @Test("Challenge 2: it agrees with the variadic combineLatest, error included")
    func agreesWithVariadic() {
        func run(_ combine: (Subject<Int>, Subject<Int>) -> Signal<(Int, Int)>) -> [String] {
            let log = EventLog()
            let a = Subject<Int>()
            let b = Subject<Int>()
            log.record(combine(a, b).map { $0.0 * 10 + $0.1 })
            a.sendNext(1)
            b.sendNext(2)
            b.sendError(TestError.boom)
            a.sendNext(3)
            return log.entries
        }
        let pair = run { Signal.combineLatestPair($0, $1) }
        #expect(pair == ["next(12)", "error(boom)"])
        #expect(pair == run { Signal.combineLatest($0, $1) })
    }
}
