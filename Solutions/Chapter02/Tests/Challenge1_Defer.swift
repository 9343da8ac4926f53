import Testing
import TestSupport
import Chapter02_Disposable

@Suite("Challenge 2.1: Signal.defer")
struct DeferChallengeTests {
    @Test("Challenge 2.1: the block runs only on subscription, once per subscription")
    func runsPerSubscription() {
        let log = EventLog()
        let signal = Signal<Int>.defer {
            log.append("block")
            return .return(1)
        }
        log.append("created")
        log.record(signal)
        log.record(signal)
        #expect(log.entries == ["created", "block", "next(1)", "completed", "block", "next(1)", "completed"])
    }

    @Test("Challenge 2.1: disposing the subscription disposes the inner one")
    func disposingReachesTheInnerSignal() {
        let log = EventLog()
        let inner = Signal<Int>.createSignal { _ in
            Disposable { log.append("inner disposed") }
        }
        let subscription = log.record(Signal.defer { inner })
        #expect(log.entries == [])
        subscription.dispose()
        #expect(log.entries == ["inner disposed"])
    }
}
