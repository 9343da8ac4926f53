import Testing
import TestSupport
import Chapter04_Bind

@Suite("Challenge 4.6: count the subscriptions")
struct MapDirectChallengeTests {
    @Test("Challenge 4.6: mapDirect sends what map sends, ending included")
    func agreesWithMap() {
        let direct = EventLog()
        let viaBind = EventLog()
        direct.record(values([1, 2], then: TestError.boom).mapDirect { $0 * 10 })
        viaBind.record(values([1, 2], then: TestError.boom).map { $0 * 10 })
        #expect(direct.entries == ["next(10)", "next(20)", "error(boom)"])
        #expect(direct.entries == viaBind.entries)
    }

    @Test("Challenge 4.6: map subscribes one return signal per value; mapDirect none")
    func countsInnerSubscriptions() {
        let inner = Counter()
        let counted: (Int) -> Signal<Int> = { value in
            Signal.createSignal { subscriber in
                _ = inner.increment()
                subscriber.sendNext(value)
                subscriber.sendCompleted()
            }
        }
        let source = values([1, 2, 3])
        source.flattenMap(counted).subscribeNext { _ in }
        #expect(inner.value == 3)
        // map is flattenMap with a `return` signal for each value, as above; mapDirect makes none.
        let log = EventLog()
        log.record(source.mapDirect { $0 })
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("Challenge 4.6: disposing a mapDirect subscription stops the source")
    func disposalReachesTheSource() {
        let log = EventLog()
        let subject = Subject<Int>()
        let subscription = log.record(subject.mapDirect { $0 + 1 })
        subject.sendNext(1)
        subscription.dispose()
        subject.sendNext(2)
        #expect(log.entries == ["next(2)"])
    }
}
