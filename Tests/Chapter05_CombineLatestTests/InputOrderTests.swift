import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter05_CombineLatest
#endif

/// The guide's claim that, for synchronous inputs, the order of `combineLatest`'s arguments is
/// part of its meaning: the input subscribed first runs to its end before the second starts, so it
/// is the one that collapses to its last value.
@Suite("combineLatest: the order of the inputs")
struct InputOrderTests {
    /// A sends 1, 2 and completes; B sends 3, 4 and completes; both synchronously.
    func inputs(_ log: EventLog) -> (a: Signal<Int>, b: Signal<Int>) {
        let a: Signal<Int> = log.cold("A") { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
        }
        let b: Signal<Int> = log.cold("B") { subscriber in
            subscriber.sendNext(3)
            subscriber.sendNext(4)
            subscriber.sendCompleted()
        }
        return (a, b)
    }

    @Test("Exercise 5.1: Swapping synchronous inputs changes the pairs: combineLatest(b, a) collapses B to 4 and pairs it with 1, then 2")
    func swappedInputsCollapseTheOtherSignal() {
        let log = EventLog()
        let (a, b) = inputs(log)
        log.record(Signal.combineLatest(b, a))
        #expect(log.entries == [
            "B subscribed", "B disposed", "A subscribed", "next((4, 1))", "next((4, 2))", "completed", "A disposed",
        ])
    }

    @Test("Exercise 5.1: The same two synchronous inputs in the two orders give different values, not just mirrored tuples")
    func theTwoOrdersDisagree() {
        let log = EventLog()
        let (a, b) = inputs(log)
        var forward: [String] = []
        var swapped: [String] = []
        Signal.combineLatest(a, b).subscribeNext { forward.append("A=\($0.0) B=\($0.1)") }
        Signal.combineLatest(b, a).subscribeNext { swapped.append("A=\($0.1) B=\($0.0)") }
        #expect(forward == ["A=2 B=3", "A=2 B=4"])
        #expect(swapped == ["A=1 B=4", "A=2 B=4"])
    }

    @Test("Exercise 5.1: With hot inputs the order does not matter: every send is paired with the other's latest value")
    func hotInputsDoNotDependOnOrder() {
        let a = Subject<Int>(), b = Subject<Int>()
        var forward: [String] = []
        var swapped: [String] = []
        Signal.combineLatest(a, b).subscribeNext { forward.append("A=\($0.0) B=\($0.1)") }
        Signal.combineLatest(b, a).subscribeNext { swapped.append("A=\($0.1) B=\($0.0)") }
        a.sendNext(1)
        b.sendNext(3)
        a.sendNext(2)
        b.sendNext(4)
        #expect(forward == ["A=1 B=3", "A=2 B=3", "A=2 B=4"])
        #expect(swapped == forward)
    }
}
