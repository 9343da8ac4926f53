import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// `throttle(_:)`: Docs/Contracts.md §5. Values "at time t" are sent from a block scheduled at t.
@Suite("throttle")
struct ThrottleTests {
    // RACSignalSpec -throttle: "should throttle nexts"
    @Test("throttle sends a value only after interval seconds without another value; a new value discards the waiting one")
    func throttleSendsAfterQuiet() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        log.record(subject.throttle(1))
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendNext(2) }
        scheduler.atTime(2) { subject.sendNext(3) }
        scheduler.atTime(2.25) { subject.sendNext(4) }
        scheduler.atTime(4) { subject.sendNext(5) }
        scheduler.atTime(6) { subject.sendCompleted() }
        scheduler.stepAll()
        #expect(log.entries == ["t=1.5 next(2)", "t=3.25 next(4)", "t=5 next(5)", "t=6 completed"])
    }

    @Test("throttle(0) still waits for the scheduler and sends only the last of a burst")
    func throttleZero() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<String>()
        log.record(subject.throttle(0))
        scheduler.schedule {
            subject.sendNext("foo")
            subject.sendNext("bar")
        }
        scheduler.step()
        #expect(log.entries == [])
        scheduler.step()
        #expect(log.entries == ["t=0 next(bar)"])
        #expect(scheduler.queuedCount == 0)
    }

    // RACSignalSpec -throttle: "should forward completed immediately"
    @Test("On completion, throttle sends the waiting value at once, then completes at once")
    func throttleFlushesOnCompletion() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        log.record(subject.throttle(1))
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendCompleted() }
        scheduler.advance(by: 0.5)
        #expect(log.entries == ["t=0.5 next(1)", "t=0.5 completed"])
        #expect(scheduler.queuedCount == 0)
    }

    // RACSignalSpec -throttle:valuesPassingTest: "should not be resent upon completion"
    @Test("A throttled value already sent is not sent again on completion")
    func throttledValueIsNotResentOnCompletion() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        log.record(subject.throttle(1))
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(2) { subject.sendCompleted() }
        scheduler.stepAll()
        #expect(log.entries == ["t=1 next(1)", "t=2 completed"])
    }

    // RACSignalSpec -throttle: "should forward errors immediately"
    @Test("throttle forwards an error at once and drops the waiting value")
    func throttleForwardsErrorsAtOnce() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        log.record(subject.throttle(1))
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendError(TestError.boom) }
        scheduler.advance(by: 0.5)
        #expect(log.entries == ["t=0.5 error(boom)"])
        #expect(scheduler.queuedCount == 0)
    }

    // As delay's test of the same name: a subscriber that keeps its subscription shows whether
    // throttle drops the waiting value itself.
    @Test("throttle's error drops the waiting value, even for a subscriber that never disposes")
    func errorDropsTheWaitingValueItself() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let subject = Subject<Int>()
        subject.throttle(1).subscribe(KeepingSubscriber<Int>(log))
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendError(TestError.boom) }
        scheduler.advance(by: 5)
        #expect(log.entries == ["error(boom)"])
        #expect(scheduler.queuedCount == 0)
    }

    // RACSignalSpec -throttle: "should cancel future nexts when disposed"
    @Test("Disposing a throttled subscription cancels the pending send")
    func throttleDisposalCancelsFlush() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        let subscription = log.record(subject.throttle(1))
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subscription.dispose() }
        scheduler.advance(by: 0.5)
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == [])
    }

    @Test("throttle keeps nil values of an optional signal: a waiting nil is sent like any value")
    func throttleKeepsNil() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int?>()
        log.record(subject.throttle(1))
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendNext(nil) }
        scheduler.atTime(2) {
            subject.sendNext(nil)
            subject.sendCompleted()
        }
        scheduler.stepAll()
        #expect(log.entries == ["t=1.5 next(nil)", "t=2 next(nil)", "t=2 completed"])
    }
}
