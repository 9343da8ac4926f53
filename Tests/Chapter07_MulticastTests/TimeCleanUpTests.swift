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

    // A finished wait holds nothing a weak reference could watch (the scheduler has let go of its
    // block), so these count what the subscription holds instead: once every value has been sent,
    // no more than before the first one arrived (Docs/Chapter06-Scheduler.md, step 6).
    @Test("delay forgets each wait once it has run: a subscription that goes on holds no more than before its values")
    func delayForgetsFinishedWaits() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        let subscription = log.record(subject.delay(1))
        let before = heldDisposables(subscription)
        for time in 0..<3 { scheduler.atTime(TimeInterval(time)) { subject.sendNext(time) } }
        scheduler.advance(by: 0.5)
        #expect(heldDisposables(subscription) > before)  // the value sent at 0 waits, held by the subscription
        scheduler.advance(by: 10)
        #expect(log.entries == ["t=1 next(0)", "t=2 next(1)", "t=3 next(2)"])
        #expect(heldDisposables(subscription) == before)
        subscription.dispose()
    }

    @Test("throttle forgets each scheduled send once it is sent or dropped: the subscription holds no more than before its values")
    func throttleForgetsFinishedSends() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        let subscription = log.record(subject.throttle(1))
        let before = heldDisposables(subscription)
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendNext(2) }  // drops the send of 1
        scheduler.atTime(3) { subject.sendNext(3) }
        scheduler.advance(by: 10)
        #expect(log.entries == ["t=1.5 next(2)", "t=4 next(3)"])
        #expect(heldDisposables(subscription) == before)
        subscription.dispose()
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

    @Test("deliverOn forgets each delivery once it has run, on a test scheduler and on Scheduler.immediate")
    func deliverOnForgetsFinishedDeliveries() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let subject = Subject<Int>()
        let queued = subject.deliverOn(scheduler).subscribeNext { log.append("test scheduler: \($0)") }
        let immediate = subject.deliverOn(.immediate).subscribeNext { log.append("immediate: \($0)") }
        let before = (queued: heldDisposables(queued), immediate: heldDisposables(immediate))
        subject.sendNext(1)
        subject.sendNext(2)
        #expect(heldDisposables(queued) > before.queued)  // two deliveries wait, held by the subscription
        scheduler.stepAll()
        #expect(log.entries == ["immediate: 1", "immediate: 2", "test scheduler: 1", "test scheduler: 2"])
        #expect(heldDisposables(queued) == before.queued)
        #expect(heldDisposables(immediate) == before.immediate)
        queued.dispose()
        immediate.dispose()
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

/// How many disposables `disposable` holds, at any depth: a compound's children, theirs, and so on.
/// A compound keeps its list private, so this reads the stored properties by reflection (`Mirror`
/// sees private ones too), following every property that is a disposable, an optional one, or a
/// collection of them. Blocks are not looked into. Counting instead of watching a weak reference is
/// what shows a finished wait that is still kept: it holds nothing else a test could watch.
func heldDisposables(_ disposable: Disposable) -> Int {
    var seen: Set<ObjectIdentifier> = [ObjectIdentifier(disposable)]
    func held(by object: AnyObject) -> Int {
        var total = 0
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children { total += count(child.value) }
            mirror = current.superclassMirror
        }
        return total
    }
    func count(_ value: Any) -> Int {
        if let child = value as? Disposable {
            guard seen.insert(ObjectIdentifier(child)).inserted else { return 0 }
            return 1 + held(by: child)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional?, .collection?, .set?:
            return mirror.children.reduce(0) { $0 + count($1.value) }
        default:
            return 0
        }
    }
    return held(by: disposable)
}
