import Observation
import Testing
import RAC
import TestSupport

/// An `@Observable` model for the observation and channel tests. `sets` counts every store into
/// `name`, so a test can tell an echo (a value stored back) from nothing happening.
@Observable
final class ObservedProfile {
    var name = "" {
        didSet { sets += 1 }
    }
    var age = 0
    @ObservationIgnored var sets = 0
}

/// `Signal.observe(_:_:on:)`, an `@Observable` object's property as a signal (RAC's
/// `RACObserve`): Docs/Contracts.md C11.5–C11.7.
@Suite("Signal.observe", .checksLiveObjects)
struct ObserveTests {
    @Test("C11.5: the current value arrives in subscribe; a change arrives on the scheduler, read after it was stored")
    func currentValueThenChangeOnScheduler() {
        let scheduler = TestScheduler()
        let profile = ObservedProfile()
        profile.age = 3
        let log = EventLog()
        let subscription = Signal.observe(profile, \.age, on: scheduler).subscribeNext { log.next($0) }
        #expect(log.entries == ["next(3)"])
        profile.age = 4
        #expect(log.entries == ["next(3)"])
        scheduler.stepAll()
        #expect(log.entries == ["next(3)", "next(4)"])
        profile.age = 5
        scheduler.stepAll()
        #expect(log.entries == ["next(3)", "next(4)", "next(5)"])
        subscription.dispose()
    }

    @Test("C11.5: sets made before the read share one tracking round: one value, the latest")
    func changesInOneRoundAreCoalesced() {
        let scheduler = TestScheduler()
        let profile = ObservedProfile()
        let log = EventLog()
        let subscription = Signal.observe(profile, \.age, on: scheduler).subscribeNext { log.next($0) }
        profile.age = 1
        profile.age = 2
        profile.age = 3
        #expect(scheduler.queuedCount == 1)
        scheduler.stepAll()
        #expect(log.entries == ["next(0)", "next(3)"])
        subscription.dispose()
    }

    @Test("C11.5: setting an equal value is no change; a change to another property is not this one's")
    func equalSetsAndOtherPropertiesSendNothing() {
        let scheduler = TestScheduler()
        let profile = ObservedProfile()
        let log = EventLog()
        let subscription = Signal.observe(profile, \.age, on: scheduler).subscribeNext { log.next($0) }
        profile.age = 0
        profile.name = "Ada"
        scheduler.stepAll()
        #expect(log.entries == ["next(0)"])
        subscription.dispose()
    }

    @Test("C11.6: disposing stops the values, even a round already scheduled")
    func disposingStops() {
        let scheduler = TestScheduler()
        let profile = ObservedProfile()
        let log = EventLog()
        let subscription = Signal.observe(profile, \.age, on: scheduler)
            .subscribeNext({ log.next($0) }, completed: { log.completed() })
        profile.age = 1
        subscription.dispose()
        scheduler.stepAll()
        profile.age = 2
        scheduler.stepAll()
        #expect(log.entries == ["next(0)"])
    }

    @Test("C11.7: the signal holds the object weakly and completes on the scheduler when it goes away")
    func completesWhenTheObjectGoesAway() {
        let scheduler = TestScheduler()
        let log = EventLog()
        weak var weakProfile: ObservedProfile?
        var signal: Signal<Int>?
        do {
            let profile = ObservedProfile()
            weakProfile = profile
            signal = Signal.observe(profile, \.age, on: scheduler)
            signal?.subscribeNext({ log.next($0) }, completed: { log.completed() })
            profile.age = 1
            scheduler.stepAll()
        }
        #expect(weakProfile == nil)
        #expect(log.entries == ["next(0)", "next(1)"])
        scheduler.stepAll()
        #expect(log.entries == ["next(0)", "next(1)", "completed"])
        signal?.subscribeNext({ log.next($0) }, completed: { log.append("late completed") })
        #expect(log.entries == ["next(0)", "next(1)", "completed", "late completed"])
    }

    @Test("C11.7: an object that goes away with a change pending completes instead of sending it")
    func completesWhenTheObjectGoesAwayWithAReadPending() {
        let scheduler = TestScheduler()
        let log = EventLog()
        do {
            let profile = ObservedProfile()
            Signal.observe(profile, \.age, on: scheduler)
                .subscribeNext({ log.next($0) }, completed: { log.completed() })
            profile.age = 1
        }
        scheduler.stepAll()
        #expect(log.entries == ["next(0)", "completed"])
    }
}
