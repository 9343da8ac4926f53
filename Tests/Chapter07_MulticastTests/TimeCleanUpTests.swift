import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// What the time operators let go of, checked with weak references: a scheduled block must not
/// keep a finished or disposed subscription alive (Docs/Contracts.md C6.7).
@Suite("What time operators let go of")
struct TimeCleanUpTests {
    @Test("Disposing a test scheduler's block releases what it captured at once, without stepping")
    func disposingABlockReleasesIt() {
        let scheduler = TestScheduler()
        weak var once: Tracked?
        weak var repeating: Tracked?
        var disposables: [Disposable?] = []
        do {
            let a = Tracked("once")
            let b = Tracked("repeating")
            once = a
            repeating = b
            disposables.append(scheduler.afterDelay(5) { _ = a })
            disposables.append(scheduler.after(TestScheduler.startDate, repeatingEvery: 1, withLeeway: 0) { _ = b })
        }
        scheduler.step()  // the repeating block runs once and is queued again
        #expect(once != nil && repeating != nil)
        for disposable in disposables { disposable?.dispose() }
        #expect(once == nil)
        #expect(repeating == nil)
        #expect(scheduler.queuedCount == 0)
    }

    @Test("Disposing an interval subscription releases what its subscriber captured")
    func disposedIntervalReleasesCaptures() {
        let scheduler = TestScheduler()
        weak var captured: Tracked?
        let subscription: Disposable
        do {
            let tracked = Tracked()
            captured = tracked
            subscription = Signal<Date>.interval(1, onScheduler: scheduler).subscribeNext { _ in _ = tracked }
        }
        scheduler.advance(by: 2)
        #expect(captured != nil)
        subscription.dispose()
        #expect(captured == nil)
    }

    @Test("A delayed value that has been delivered is let go while the subscription goes on")
    func deliveredValueIsReleased() {
        let scheduler = TestScheduler()
        let delivered = WeakReference<Tracked>()
        let subject = Subject<Tracked>()
        var count = 0
        subject.delay(1).subscribeNext { _ in count += 1 }
        scheduler.schedule {
            let tracked = Tracked()
            delivered.object = tracked
            subject.sendNext(tracked)
        }
        scheduler.step()
        #expect(delivered.object != nil)  // waiting in the scheduler
        scheduler.step()
        #expect(count == 1)
        #expect(delivered.object == nil)
    }

    @Test("Disposing a throttled subscription releases the value waiting to be sent")
    func throttleReleasesTheWaitingValue() {
        let scheduler = TestScheduler()
        let waiting = WeakReference<Tracked>()
        let subject = Subject<Tracked>()
        let subscription = subject.throttle(1).subscribeNext { _ in }
        scheduler.schedule {
            let tracked = Tracked()
            waiting.object = tracked
            subject.sendNext(tracked)
        }
        scheduler.step()
        #expect(waiting.object != nil)
        subscription.dispose()
        #expect(waiting.object == nil)
        #expect(scheduler.queuedCount == 0)
    }

    @Test("A deliverOn subscription that has completed releases what its blocks captured")
    func completedDeliverOnReleasesCaptures() {
        let scheduler = TestScheduler()
        weak var captured: Tracked?
        let subject = Subject<Int>()
        do {
            let tracked = Tracked()
            captured = tracked
            subject.deliverOn(scheduler).subscribeNext { _ in _ = tracked }
        }
        subject.sendNext(1)
        subject.sendCompleted()
        #expect(captured != nil)  // the completion is still queued
        scheduler.stepAll()
        #expect(captured == nil)
    }

    @Test("A timeout that has fired releases what the chain above it captured")
    func firedTimeoutReleasesCaptures() {
        let scheduler = TestScheduler()
        weak var captured: Tracked?
        let source = Subject<Int>()
        do {
            let tracked = Tracked()
            captured = tracked
            source.map { value -> Int in _ = tracked; return value }
                .timeout(1, onScheduler: scheduler)
                .subscribeError { _ in }
        }
        #expect(captured != nil)
        scheduler.stepAll()
        #expect(captured == nil)
    }
}
