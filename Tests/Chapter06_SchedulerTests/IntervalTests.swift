import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter06_Scheduler
#endif

/// `Signal.interval(_:onScheduler:)`: Docs/Contracts.md §5, seeds 001 and 002 (Docs/Sources.md).
@Suite("interval")
struct IntervalTests {
    @Test("Exercise 6.2: interval sends the scheduler's now every interval, first at now + interval, and never completes")
    func intervalTicks() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subscription = Signal<Date>.interval(1, onScheduler: scheduler).subscribeNext({ date in
            log.append("next(\(offset(date)))")
        }, error: { log.error($0) }, completed: { log.completed() })
        #expect(log.entries == [])
        scheduler.advance(by: 3.5)
        #expect(log.entries == ["t=1 next(1)", "t=2 next(2)", "t=3 next(3)"])
        #expect(scheduler.queuedCount == 1)  // still ticking: no completion
        subscription.dispose()
    }

    @Test("Exercise 6.2: interval's first tick is one interval after the subscription, on each subscription's own timer")
    func intervalStartsAtSubscription() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let ticks = Signal<Date>.interval(1, onScheduler: scheduler)
        scheduler.advance(by: 0.25)
        let first = ticks.subscribeNext { log.append("A next(\(offset($0)))") }
        scheduler.advance(by: 0.5)
        let second = ticks.subscribeNext { log.append("B next(\(offset($0)))") }
        #expect(scheduler.queuedCount == 2)
        scheduler.advance(by: 1.5)
        #expect(log.entries == ["t=1.25 A next(1.25)", "t=1.75 B next(1.75)", "t=2.25 A next(2.25)"])
        first.dispose()
        second.dispose()
    }

    // Seed 002: "調用disposable方法等時候就會進入創建對象的block，把定時器釋放掉" (disposing cancels the timer).
    @Test("Exercise 6.2: Disposing an interval subscription stops its timer: nothing is left queued and nothing more is sent")
    func disposingStopsTheTimer() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subscription = log.record(Signal<Date>.interval(0.5, onScheduler: scheduler).map { offset($0) })
        scheduler.advance(by: 1)
        subscription.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.advance(by: 10)
        #expect(log.entries == ["t=0.5 next(0.5)", "t=1 next(1)"])
    }

    // Seed 001: `[[RACSignal interval:1 onScheduler:…] take:self.leftTime]`.
    @Test("Exercise 6.2: take(n) on an interval completes at the n-th tick and stops the timer")
    func takeStopsTheTimer() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        log.record(Signal<Date>.interval(1, onScheduler: scheduler).map { offset($0) }.take(3))
        // Far past the end, not `run()`: a timer take failed to stop would make `run()` loop for ever.
        scheduler.advance(by: 10)
        #expect(log.entries == ["t=1 next(1)", "t=2 next(2)", "t=3 next(3)", "t=3 completed"])
        #expect(scheduler.queuedCount == 0)
    }
}
