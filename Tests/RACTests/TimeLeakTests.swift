import Foundation
import Testing
import RAC
import TestSupport

/// Clean-up of time-based subscriptions (Docs/Contracts.md C6.7: A finished subscription leaves nothing
/// alive): a disposed timer leaves nothing queued on the scheduler, and a disposed delayed or
/// throttled subscription releases its subscriber (and what the subscriber's blocks capture).
@Suite("Time leaks", .checksLiveObjects)
struct TimeLeakTests {
    @Test("An interval subscription disposed mid-way leaves nothing queued on the TestScheduler")
    func intervalDisposedLeavesNothingQueued() {
        let scheduler = TestScheduler()
        let ticks = Counter()
        let subscription = Signal<Date>.interval(1, onScheduler: scheduler).subscribeNext { _ in ticks.increment() }
        scheduler.advance(by: 2.5)
        #expect(ticks.value == 2)
        #expect(scheduler.queuedCount == 1)
        subscription.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.advance(by: 10)
        #expect(ticks.value == 2)
    }

    @Test("An interval subscription disposed mid-way releases its subscriber")
    func intervalDisposedReleasesSubscriber() {
        let scheduler = TestScheduler()
        weak var weakCaptured: Tracked?
        var subscription: Disposable?
        do {
            let captured = Tracked()
            weakCaptured = captured
            subscription = Signal<Date>.interval(1, onScheduler: scheduler).subscribeNext { _ in _ = captured }
        }
        scheduler.advance(by: 2.5)
        #expect(weakCaptured != nil)  // alive while subscribed
        subscription?.dispose()
        subscription = nil
        #expect(weakCaptured == nil)
    }

    @Test("A delayed subscription disposed with a value still waiting releases its subscriber")
    func delayDisposedReleasesSubscriber() {
        let scheduler = TestScheduler()
        let subject = Subject<Int>()
        weak var weakCaptured: Tracked?
        var subscription: Disposable?
        do {
            let captured = Tracked()
            weakCaptured = captured
            subscription = subject.delay(5).subscribeNext { _ in _ = captured }
        }
        scheduler.schedule { subject.sendNext(1) }
        scheduler.step()
        #expect(scheduler.queuedCount == 1)
        #expect(weakCaptured != nil)

        subscription?.dispose()
        subscription = nil
        #expect(scheduler.queuedCount == 0)
        #expect(weakCaptured == nil)
    }

    @Test("A throttled subscription disposed with a value waiting releases its subscriber")
    func throttleDisposedReleasesSubscriber() {
        let scheduler = TestScheduler()
        let subject = Subject<Int>()
        weak var weakCaptured: Tracked?
        var subscription: Disposable?
        do {
            let captured = Tracked()
            weakCaptured = captured
            subscription = subject.throttle(5).subscribeNext { _ in _ = captured }
        }
        scheduler.schedule { subject.sendNext(1) }
        scheduler.step()
        #expect(scheduler.queuedCount == 1)
        #expect(weakCaptured != nil)

        subscription?.dispose()
        subscription = nil
        #expect(scheduler.queuedCount == 0)
        #expect(weakCaptured == nil)
    }

    @Test("A delayed subscription that completed releases its subscriber and leaves nothing queued")
    func delayCompletedReleasesSubscriber() {
        let scheduler = TestScheduler()
        let subject = Subject<Int>()
        weak var weakCaptured: Tracked?
        do {
            let captured = Tracked()
            weakCaptured = captured
            subject.delay(1).subscribeNext { _ in _ = captured }
        }
        scheduler.schedule {
            subject.sendNext(1)
            subject.sendCompleted()
        }
        scheduler.stepAll()
        #expect(scheduler.queuedCount == 0)
        #expect(weakCaptured == nil)
    }

    @Test("A timeout subscription disposed before the deadline leaves nothing queued and releases its subscriber")
    func timeoutDisposedReleasesSubscriber() {
        let scheduler = TestScheduler()
        weak var weakCaptured: Tracked?
        var subscription: Disposable?
        do {
            let captured = Tracked()
            weakCaptured = captured
            subscription = Signal<Int>.never().timeout(5, onScheduler: scheduler).subscribeNext { _ in _ = captured }
        }
        #expect(scheduler.queuedCount == 1)
        subscription?.dispose()
        subscription = nil
        #expect(scheduler.queuedCount == 0)
        #expect(weakCaptured == nil)
    }
}
