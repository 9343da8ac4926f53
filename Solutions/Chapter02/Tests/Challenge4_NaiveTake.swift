import Testing
import TestSupport
import Chapter02_Disposable

@Suite("Challenge 2.4: take, the naive way")
struct NaiveTakeChallengeTests {
    @Test("Challenge 2.4: on a timer, naiveTake completes after the count and the timer stops")
    func worksForATimer() {
        let log = EventLog()
        let ticker = ManualTicker()
        var count = 0
        let timer = Signal<Int>.createSignal { subscriber in
            ticker.add {
                count += 1
                subscriber.sendNext(count)
            }
        }
        log.record(timer.naiveTake(2))
        for _ in 0..<5 { ticker.tick() }
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
        #expect(ticker.count == 0)
    }

    @Test("Challenge 2.4: on a synchronous loop, the producer runs to the end: the disposable comes too late")
    func aSynchronousLoopRunsToTheEnd() {
        let log = EventLog()
        var iterations = 0
        // A thousand values stand in for an endless loop: the test shows the point without hanging.
        let loop = Signal<Int>.createSignal { subscriber in
            for value in 1...1000 {
                iterations += 1
                subscriber.sendNext(value)
            }
            subscriber.sendCompleted()
        }
        log.record(loop.naiveTake(3))
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "completed"])
        #expect(iterations == 1000)
    }

    @Test("Challenge 2.4: naiveTake(0) completes at once")
    func takeZero() {
        let log = EventLog()
        log.record(Signal<Int>.never().naiveTake(0))
        #expect(log.entries == ["completed"])
    }
}
