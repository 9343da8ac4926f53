import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter06_Scheduler
#endif

/// `delay(_:)`: Docs/Contracts.md §5 and C6.4. Events "at time t" are
/// sent from a block scheduled at t, so that the test scheduler is current when they are sent.
@Suite("delay")
struct DelayTests {
    // RACSignalSpec -delay: "should delay nexts", "should delay completed"
    @Test("Exercise 6.3: delay re-sends each value and the completion interval seconds later")
    func delayShiftsValuesAndCompletion() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        log.record(subject.delay(2))
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendNext(2) }
        scheduler.atTime(1) { subject.sendCompleted() }
        scheduler.stepAll()
        #expect(log.entries == ["t=2 next(1)", "t=2.5 next(2)", "t=3 completed"])
    }

    @Test("Exercise 6.3: delay(0) still goes through the scheduler: nothing arrives synchronously")
    func delayZeroIsAsynchronous() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<String>()
        log.record(subject.delay(0))
        scheduler.atTime(1) {
            subject.sendNext("foo")
            subject.sendCompleted()
            log.append("sent")
        }
        scheduler.step()
        #expect(log.entries == ["t=1 sent"])
        scheduler.step()
        scheduler.step()
        #expect(log.entries == ["t=1 sent", "t=1 next(foo)", "t=1 completed"])
    }

    // RACSignalSpec -delay: "should not delay errors"
    @Test("Exercise 6.3: delay does not delay errors: an error goes at once and cancels the values still waiting")
    func delayDoesNotDelayErrors() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        log.record(subject.delay(1))
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendError(TestError.boom) }
        scheduler.advance(by: 0.5)
        #expect(log.entries == ["t=0.5 error(boom)"])
        #expect(scheduler.queuedCount == 0)
    }

    // Behind chapter 2's `Subscriber` this cannot be seen: it disposes its subscription, and with it
    // the waiting values, before its error block runs. A subscriber that keeps its subscription
    // (KeepingSubscriber.swift) shows whether delay cancels them itself.
    @Test("Exercise 6.3: delay's error cancels the values still waiting, even for a subscriber that never disposes")
    func errorCancelsTheWaitingValuesItself() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let subject = Subject<Int>()
        subject.delay(1).subscribe(KeepingSubscriber<Int>(log))
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendError(TestError.boom) }
        scheduler.advance(by: 5)
        #expect(log.entries == ["error(boom)"])
        #expect(scheduler.queuedCount == 0)
    }

    // RACSignalSpec -delay: "should cancel delayed events when disposed"
    @Test("Exercise 6.3: Disposing a delayed subscription cancels the events still waiting")
    func delayDisposalCancelsPendingEvents() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        let subscription = log.record(subject.delay(1))
        scheduler.atTime(0) {
            subject.sendNext(1)
            subject.sendCompleted()
        }
        scheduler.atTime(0.5) { subscription.dispose() }
        scheduler.advance(by: 0.5)
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == [])
    }

    // Docs/Contracts.md C6.4: delay uses Scheduler.current at the time of each event.
    @Test("Exercise 6.3: delay waits on the scheduler current when each event is sent")
    func delayUsesTheCurrentSchedulerOfEachEvent() {
        let a = TestScheduler()
        let b = TestScheduler()
        let log = EventLog()
        let subject = Subject<Int>()
        subject.delay(1).subscribeNext { value in
            log.append("next(\(value)) on \(Scheduler.current === a ? "a" : Scheduler.current === b ? "b" : "?")")
        }
        a.schedule { subject.sendNext(1) }
        b.schedule { subject.sendNext(2) }
        a.step()
        b.step()
        #expect(a.queuedCount == 1 && b.queuedCount == 1)
        b.advance(by: 1)
        a.advance(by: 1)
        #expect(log.entries == ["next(2) on b", "next(1) on a"])
    }
}
