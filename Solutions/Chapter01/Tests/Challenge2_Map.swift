import Testing
import TestSupport
import Chapter01_MinimalSignal

@Suite("Challenge 1.2: your first operator")
struct MapChallengeTests {
    @Test("Challenge 1.2: map sends each value transformed")
    func transforms() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
        }
        signal.map { "#\($0 * 10)" }.subscribeNext { log.next($0) }
        #expect(log.entries == ["next(#10)", "next(#20)"])
    }

    @Test("Challenge 1.2: map is cold: two subscriptions run the upstream block twice")
    func runsUpstreamPerSubscription() {
        let log = EventLog()
        let signal = Signal<Int>.createSignal { subscriber in
            log.append("upstream")
            subscriber.sendNext(1)
        }
        let mapped = signal.map { $0 + 1 }
        #expect(log.entries == [])
        mapped.subscribeNext { log.append("A: \($0)") }
        mapped.subscribeNext { log.append("B: \($0)") }
        #expect(log.entries == ["upstream", "A: 2", "upstream", "B: 2"])
    }
}
