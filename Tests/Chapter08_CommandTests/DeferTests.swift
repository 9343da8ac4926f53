import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// `Signal.defer(_:)`: building a signal at subscription time.
@Suite("defer")
struct DeferTests {
    // RACSignalSpec +defer: "should be retried each time the signal is subscribed to"
    @Test("defer calls its block on each subscription, not before, and forwards the signal it returns")
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

    @Test("Disposing a deferred subscription disposes the subscription to the signal the block returned")
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

    // Why the inner signal gets the very subscriber `createSignal` hands us: that passthrough links
    // the inner subscription to ours, so a `take` further down stops a synchronous inner signal at
    // once. Forwarding through blocks of our own would let its `map` run on to the end.
    @Test("defer subscribes the inner signal with the subscriber it was given: a take downstream stops a synchronous inner signal's map at once")
    func takeStopsASynchronousInnerSignal() {
        let log = EventLog()
        let deferred = Signal<Int>.defer {
            log.sending([0, 1, 2, 3]).map { value -> Int in
                log.append("map \(value)")
                return value * 10
            }
        }
        log.record(deferred.take(2))
        #expect(log.entries == [
            "send 0", "map 0", "next(0)", "send 1", "map 1", "next(10)", "completed", "send 2", "send 3",
        ])
    }

    @Test("defer forwards the error of the signal the block returns")
    func forwardsErrors() {
        let log = EventLog()
        log.record(Signal<Int>.defer { .error(TestError.boom) })
        #expect(log.entries == ["error(boom)"])
    }
}
