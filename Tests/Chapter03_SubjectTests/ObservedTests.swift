import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter03_Subject
#endif

/// `@Observed`, the Swift stand-in for `RACObserve(object, keyPath)` (Docs/Differences.md, "Things the Objective-C runtime did").
@Suite("@Observed")
struct ObservedTests {
    /// A model as the seeds write them: plain properties that other code observes.
    final class Model {
        @Observed var count = 0
        @Observed var name = ""
    }

    @Test("Exercise 3.3: $x sends the current value on subscription, then every set, including sets of an equal value")
    func sendsCurrentValueThenEverySet() {
        let log = EventLog()
        let model = Model()
        model.count = 5
        log.record(model.$count)
        model.count = 6
        model.count = 6
        model.count = 7
        #expect(log.entries == ["next(5)", "next(6)", "next(6)", "next(7)"])
        #expect(model.count == 7)
    }

    @Test("Exercise 3.3: Each subscriber to $x gets the value current when it subscribes, then the later sets")
    func lateSubscriberGetsLatestValue() {
        let log = EventLog()
        let model = Model()
        model.$name.subscribeNext { log.append("A next(\($0))") }
        model.name = "one"
        model.$name.subscribeNext { log.append("B next(\($0))") }
        model.name = "two"
        #expect(log.entries == ["A next()", "A next(one)", "B next(one)", "A next(two)", "B next(two)"])
    }

    @Test("Exercise 3.3: Disposing a subscription to $x stops its updates")
    func disposalStopsUpdates() {
        let log = EventLog()
        let model = Model()
        let subscription = log.record(model.$count)
        model.count = 1
        subscription.dispose()
        model.count = 2
        #expect(log.entries == ["next(0)", "next(1)"])
    }

    @Test("Exercise 3.3: $x completes when the owner is released")
    func completesWhenOwnerIsReleased() {
        let log = EventLog()
        weak var released: Model?
        do {
            let model = Model()
            released = model
            log.record(model.$count)
            model.count = 1
        }
        #expect(released == nil)
        #expect(log.entries == ["next(0)", "next(1)", "completed"])
    }

    @Test("Exercise 3.1: A subscription to $x does not keep the owner alive")
    func subscriptionDoesNotRetainOwner() {
        weak var released: Model?
        var subscription: Disposable?
        do {
            let model = Model()
            released = model
            subscription = model.$count.subscribeNext { _ in }
        }
        #expect(released == nil)
        #expect(subscription?.isDisposed == true)
    }
}
