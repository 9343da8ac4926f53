import Testing
import TestSupport
import Chapter01_MinimalSignal

@Suite("Challenge 1.4: a stop only the producer can give")
struct StoppableSignalChallengeTests {
    @Test("Challenge 1.4: the returned closure stops a producer that keeps its subscriber in a timer")
    func stopStopsTheTimer() {
        let log = EventLog()
        let ticker = ManualTicker()
        let signal = StoppableSignal<Int> { subscriber in
            var count = 0
            return ticker.add {
                count += 1
                subscriber.sendNext(count)
            }
        }
        let stop = signal.subscribeNext { log.next($0) }
        ticker.tick()
        ticker.tick()
        stop()
        ticker.tick()
        #expect(log.entries == ["next(1)", "next(2)"])
        #expect(ticker.count == 0)
    }

    @Test("Challenge 1.4: each subscription gets its own stop")
    func eachSubscriptionStopsItself() {
        let log = EventLog()
        let ticker = ManualTicker()
        let signal = StoppableSignal<String> { subscriber in
            ticker.add { subscriber.sendNext("tick") }
        }
        let stopA = signal.subscribeNext { log.append("A: \($0)") }
        _ = signal.subscribeNext { log.append("B: \($0)") }
        stopA()
        ticker.tick()
        #expect(log.entries == ["B: tick"])
    }
}
