import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// `Signal.defer(_:)`: building a signal at subscription time.
@Suite("defer")
struct DeferTests {
    // RACSignalSpec +defer: "should be retried each time the signal is subscribed to"
    @Test("Exercise 7.1: defer calls its block on each subscription, not before, and forwards the signal it returns")
    func callsTheBlockPerSubscription() {
        let log = EventLog()
        var calls = 0
        let deferred = Signal<Int>.defer {
            calls += 1
            log.append("block \(calls)")
            return .return(calls)
        }
        log.append("made")
        log.record(deferred, "A")
        log.record(deferred, "B")
        #expect(log.entries == ["made", "block 1", "A next(1)", "A completed", "block 2", "B next(2)", "B completed"])
    }

    @Test("Exercise 7.1: Disposing a deferred subscription disposes the subscription to the signal the block returned")
    func disposingReachesTheInnerSignal() {
        let log = EventLog()
        let inner = Subject<Int>()
        let deferred = Signal<Int>.defer { log.probe("inner", inner) }
        let subscription = log.record(deferred)
        inner.sendNext(1)
        subscription.dispose()
        inner.sendNext(2)
        #expect(log.entries == ["inner subscribed", "next(1)", "inner disposed"])
    }

    @Test("Exercise 7.1: defer forwards the error of the signal the block returns")
    func forwardsErrors() {
        let log = EventLog()
        log.record(Signal<Int>.defer { .error(TestError.boom) })
        #expect(log.entries == ["error(boom)"])
    }
}
