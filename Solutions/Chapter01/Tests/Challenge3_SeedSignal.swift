import Testing
import TestSupport
import Chapter01_MinimalSignal

@Suite("Challenge 1.3: the seed's stored subscriber")
struct SeedSignalChallengeTests {
    @Test("Challenge 1.3: a second subscription overwrites the first subscriber in the property")
    func secondSubscriberOverwritesTheFirst() {
        let log = EventLog()
        let signal = SeedSignal<Int> { _ in }
        signal.subscribeNext { log.append("A: \($0)") }
        signal.subscribeNext { log.append("B: \($0)") }
        // Whoever sends through the property now reaches B only: A has been forgotten.
        signal.subscriber?.sendNext(1)
        #expect(log.entries == ["B: 1"])
    }

    @Test("Challenge 1.3: the property keeps the subscriber, and what its block captured, alive")
    func propertyKeepsTheSubscriberAlive() {
        let signal = SeedSignal<Int> { _ in }
        weak var captured: Tracked?
        do {
            let tracked = Tracked()
            captured = tracked
            signal.subscribeNext { _ in _ = tracked }
        }
        // Chapter 1's Signal lets go once the subscribe block returns; the seed's never does.
        #expect(captured != nil)
    }
}
