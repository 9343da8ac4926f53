import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter01_MinimalSignal
#endif

@Suite("Subscriber")
struct SubscriberTests {
    @Test("Exercise 1.1: A subscriber runs its next block for each value")
    func runsNextBlock() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(next: { log.next($0) })
        subscriber.sendNext(1)
        subscriber.sendNext(2)
        #expect(log.entries == ["next(1)", "next(2)"])
    }

    @Test("Exercise 1.1: A subscriber without a next block ignores values")
    func missingNextBlockIgnoresValues() {
        let log = EventLog()
        let silent = Subscriber<Int>()
        silent.sendNext(1)  // nothing to run, nothing happens (and nothing crashes)
        let listening = Subscriber<Int>(next: { log.next($0) })
        listening.sendNext(2)
        #expect(log.entries == ["next(2)"])
    }

    @Test("Exercise 1.2: A next block may send another value to the same subscriber")
    func reentrantSendIsDelivered() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in kept = subscriber }
        signal.subscribeNext { value in
            log.next(value)
            if value == 1 { kept?.sendNext(2) }  // delivered at once, inside the first call
            log.append("end of next(\(value))")
        }
        kept?.sendNext(1)
        #expect(log.entries == ["next(1)", "next(2)", "end of next(2)", "end of next(1)"])
    }
}
