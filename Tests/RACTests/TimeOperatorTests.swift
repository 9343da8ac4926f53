import Foundation
import Testing
import RAC
import TestSupport

/// The time and scheduler operators: Docs/Contracts.md §5 (throttle, delay, timeout, buffer, interval,
/// deliverOn, subscribeOn, retry, repeat, startLazily/startEagerly) and Docs/Contracts.md C6.4 (the current
/// scheduler". Everything runs on `TestScheduler` virtual time; logs carry `t=<seconds since start>`.
/// Events meant to happen "at time t" are sent from a block scheduled at t, so that
/// `Scheduler.current` is the test scheduler while they are sent, as operators that use the
/// current scheduler require. Only the fallback-to-a-background-scheduler tests use real threads.
@Suite("Time operators", .checksLiveObjects)
struct TimeOperatorTests {
    // MARK: - interval

    @Test("interval sends the scheduler's now every interval, first at now + interval, and never completes")
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

    @Test("interval's first tick is one interval after the subscription, on each subscription's own timer")
    func intervalStartsAtSubscription() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let ticks = Signal<Date>.interval(1, onScheduler: scheduler)
        scheduler.advance(by: 0.25)
        let first = ticks.subscribeNext { log.append("A next(\(offset($0)))") }
        scheduler.advance(by: 0.5)
        let second = ticks.subscribeNext { log.append("B next(\(offset($0)))") }
        scheduler.advance(by: 1.5)
        #expect(log.entries == ["t=1.25 A next(1.25)", "t=1.75 B next(1.75)", "t=2.25 A next(2.25)"])
        first.dispose()
        second.dispose()
    }

    @Test("interval(_:onScheduler:withLeeway:) ticks like interval on a test scheduler, and disposing stops it")
    func intervalWithLeeway() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subscription = Signal<Date>.interval(0.5, onScheduler: scheduler, withLeeway: 0.2).subscribeNext {
            log.append("next(\(offset($0)))")
        }
        scheduler.advance(by: 1.5)
        subscription.dispose()
        scheduler.advance(by: 10)
        #expect(log.entries == ["t=0.5 next(0.5)", "t=1 next(1)", "t=1.5 next(1.5)"])
    }

    // MARK: - delay

    // RACSignalSpec -delay: "should delay nexts", "should delay completed"
    @Test("delay re-sends each value and the completion interval seconds later")
    func delayShiftsValuesAndCompletion() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.delay(2), into: log)
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendNext(2) }
        scheduler.atTime(1) { subject.sendCompleted() }
        scheduler.stepAll()
        #expect(log.entries == ["t=2 next(1)", "t=2.5 next(2)", "t=3 completed"])
    }

    @Test("delay(0) still goes through the scheduler: nothing arrives synchronously")
    func delayZeroIsAsynchronous() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<String>()
        record(subject.delay(0), into: log)
        scheduler.atTime(1) {
            subject.sendNext("foo")
            subject.sendCompleted()
            log.append("sent")
        }
        scheduler.step()
        #expect(log.entries == ["t=1 sent"])
        scheduler.step()
        #expect(log.entries == ["t=1 sent", "t=1 next(foo)"])
        scheduler.step()
        #expect(log.entries == ["t=1 sent", "t=1 next(foo)", "t=1 completed"])
    }

    // RACSignalSpec -delay: "should not delay errors"
    @Test("delay does not delay errors: an error goes at once and cancels the values still waiting")
    func delayDoesNotDelayErrors() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.delay(1), into: log)
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendError(TestError.boom) }
        scheduler.advance(by: 0.5)
        #expect(log.entries == ["t=0.5 error(boom)"])
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == ["t=0.5 error(boom)"])
    }

    // RACSignalSpec -delay: "should cancel delayed events when disposed"
    @Test("Disposing a delayed subscription cancels the events still waiting")
    func delayDisposalCancelsPendingEvents() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        let subscription = record(subject.delay(1), into: log)
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
    @Test("delay schedules each event on the scheduler current when that event is sent")
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

    // Docs/Contracts.md C6.4: falling back to a background scheduler, as RAC does.
    @Test("Without a current scheduler, delay uses one private background scheduler per subscription, in order")
    func delayFallsBackToABackgroundScheduler() {
        let log = EventLog()
        let schedulers = Locked<[ObjectIdentifier?]>([])
        let done = DispatchSemaphore(value: 0)
        let subject = Subject<Int>()
        subject.delay(0).subscribeNext({ value in
            schedulers.withLock { $0.append(Scheduler.current.map(ObjectIdentifier.init)) }
            log.next(value)
        }, completed: {
            log.completed()
            done.signal()
        })
        let sent = runConcurrently(threads: 1) { _ in
            #expect(Scheduler.current == nil)
            for value in 1...3 { subject.sendNext(value) }
            subject.sendCompleted()
        }
        #expect(sent)
        #expect(waitFor(done))
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "completed"])
        let seen = schedulers.value
        #expect(seen.count == 3)
        #expect(seen.allSatisfy { $0 != nil && $0 == seen.first! })
        #expect(seen.first! != ObjectIdentifier(Scheduler.mainThread))
    }

    // MARK: - throttle

    // RACSignalSpec -throttle: "should throttle nexts"
    @Test("throttle sends a value only after interval seconds without another value; a new value discards the waiting one")
    func throttleSendsAfterQuiet() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.throttle(1), into: log)
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
        record(subject.throttle(0), into: log)
        scheduler.schedule {
            subject.sendNext("foo")
            subject.sendNext("bar")
        }
        scheduler.step()
        #expect(log.entries == [])
        scheduler.step()
        #expect(log.entries == ["t=0 next(bar)"])
        scheduler.schedule { subject.sendNext("buzz") }
        scheduler.stepAll()
        #expect(log.entries == ["t=0 next(bar)", "t=0 next(buzz)"])
    }

    // RACSignalSpec -throttle: "should forward completed immediately"
    @Test("On completion, throttle sends the waiting value at once, then completes at once")
    func throttleFlushesOnCompletion() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.throttle(1), into: log)
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendCompleted() }
        scheduler.advance(by: 0.5)
        #expect(log.entries == ["t=0.5 next(1)", "t=0.5 completed"])
        #expect(scheduler.queuedCount == 0)
    }

    // RACSignalSpec -throttle: "should forward errors immediately"
    @Test("throttle forwards an error at once and drops the waiting value")
    func throttleForwardsErrorsAtOnce() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.throttle(1), into: log)
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendError(TestError.boom) }
        scheduler.advance(by: 0.5)
        #expect(log.entries == ["t=0.5 error(boom)"])
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == ["t=0.5 error(boom)"])
    }

    // RACSignalSpec -throttle: "should cancel future nexts when disposed"
    @Test("Disposing a throttled subscription cancels the pending flush")
    func throttleDisposalCancelsFlush() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        let subscription = record(subject.throttle(1), into: log)
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subscription.dispose() }
        scheduler.advance(by: 0.5)
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == [])
    }

    // RACSignalSpec -throttle:valuesPassingTest: "should forward unthrottled values immediately",
    // "should delay throttled values", "should drop buffered values when an immediate value arrives",
    // "should drop buffered values when a throttled value arrives"
    @Test("throttle(valuesPassingTest:) throttles passing values and sends the others at once, discarding a waiting value")
    func throttleValuesPassingTest() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        let tested = EventLog()
        record(subject.throttle(1, valuesPassingTest: { value in
            tested.next(value)
            return value % 2 == 1
        }), into: log)
        scheduler.atTime(0) { subject.sendNext(1) }     // throttled
        scheduler.atTime(0.5) { subject.sendNext(2) }   // sent at once; 1 is dropped
        scheduler.atTime(1) { subject.sendNext(3) }     // throttled, sent at 2
        scheduler.atTime(3) { subject.sendNext(5) }     // throttled
        scheduler.atTime(3.5) { subject.sendNext(7) }   // throttled; 5 is dropped
        scheduler.atTime(4) { subject.sendCompleted() } // 7 flushed at once
        scheduler.stepAll()
        #expect(log.entries == ["t=0.5 next(2)", "t=2 next(3)", "t=4 next(7)", "t=4 completed"])
        #expect(tested.entries == ["next(1)", "next(2)", "next(3)", "next(5)", "next(7)"])
    }

    // RACSignalSpec -throttle:valuesPassingTest: "should not be resent upon completion"
    @Test("A throttled value already sent is not sent again on completion")
    func throttledValueIsNotResentOnCompletion() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.throttle(1, valuesPassingTest: { _ in true }), into: log)
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(2) { subject.sendCompleted() }
        scheduler.stepAll()
        #expect(log.entries == ["t=1 next(1)", "t=2 completed"])
    }

    // MARK: - the scheduler-taking forms: throttle(_:on:), delay(_:on:)

    @Test("throttle(_:on:) runs its timer on the scheduler it is given, whatever scheduler (or none) the values come from")
    func throttleOnAScheduler() {
        let scheduler = TestScheduler()
        let other = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.throttle(1, on: scheduler), into: log)
        subject.sendNext(1)  // from the test itself: no current scheduler
        scheduler.advance(by: 0.5)
        subject.sendNext(2)  // discards 1
        scheduler.advance(by: 0.75)
        #expect(log.entries == [])
        scheduler.advance(by: 0.25)
        #expect(log.entries == ["t=1.5 next(2)"])
        other.schedule { subject.sendNext(3) }  // from another scheduler: the timer is still on `scheduler`
        other.stepAll()
        #expect(other.queuedCount == 0)
        #expect(scheduler.queuedCount == 1)
        scheduler.advance(by: 1)
        #expect(log.entries == ["t=1.5 next(2)", "t=2.5 next(3)"])
        subject.sendNext(4)
        subject.sendCompleted()  // the waiting value is sent at once, then the completion
        #expect(log.entries == ["t=1.5 next(2)", "t=2.5 next(3)", "t=2.5 next(4)", "t=2.5 completed"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("throttle(_:valuesPassingTest:on:) throttles the passing values on the given scheduler and sends the others at once")
    func throttleValuesPassingTestOnAScheduler() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.throttle(1, valuesPassingTest: { $0 % 2 == 1 }, on: scheduler), into: log)
        subject.sendNext(1)  // throttled
        scheduler.advance(by: 0.5)
        subject.sendNext(2)  // at once; 1 is dropped
        subject.sendNext(3)  // throttled, sent at 1.5
        scheduler.advance(by: 2)
        #expect(log.entries == ["t=0.5 next(2)", "t=1.5 next(3)"])
    }

    @Test("delay(_:on:) sends each value and the completion from the given scheduler, interval seconds of its clock later")
    func delayOnAScheduler() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.delay(2, on: scheduler), into: log)
        subject.sendNext(1)  // from the test itself: no current scheduler
        scheduler.advance(by: 0.5)
        subject.sendNext(2)
        subject.sendCompleted()
        scheduler.advance(by: 1.25)
        #expect(log.entries == [])
        scheduler.advance(by: 0.25)
        #expect(log.entries == ["t=2 next(1)"])
        scheduler.stepAll()
        #expect(log.entries == ["t=2 next(1)", "t=2.5 next(2)", "t=2.5 completed"])
    }

    // MARK: - timeout

    // RACSignalSpec -timeout:onScheduler: "should time out"
    @Test("timeout fails with SignalError.timedOut interval seconds after subscription; values do not reset the timer")
    func timeoutIsATotalTime() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        let source = Signal<Int>.createSignal { subscriber in
            let inner = subject.subscribe(subscriber)
            return Disposable {
                inner.dispose()
                log.append("source disposed")
            }
        }
        let received = Locked<(any Error)?>(nil)
        source.timeout(2, onScheduler: scheduler).subscribeNext({ log.next($0) }, error: { error in
            received.value = error
            log.error(error)
        }, completed: { log.completed() })
        scheduler.atTime(0.5) { subject.sendNext(1) }
        scheduler.atTime(1) { subject.sendNext(2) }
        scheduler.atTime(1.5) { subject.sendNext(3) }
        scheduler.atTime(2.5) { subject.sendNext(4) }
        scheduler.stepAll()
        #expect(log.entries == [
            "t=0.5 next(1)", "t=1 next(2)", "t=1.5 next(3)",
            "t=2 source disposed", "t=2 error(SignalError.timedOut)",
        ])
        #expect(received.value as? SignalError == .timedOut)
    }

    @Test("timeout's timer starts at subscription, not when the signal is made")
    func timeoutStartsAtSubscription() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let timed = Signal<Int>.never().timeout(2, onScheduler: scheduler)
        scheduler.advance(by: 1)
        record(timed, into: log)
        scheduler.stepAll()
        #expect(log.entries == ["t=3 error(SignalError.timedOut)"])
    }

    // RACSignalSpec -timeout:onScheduler: "should pass through events while not timed out"
    @Test("Completing before the deadline passes everything through and cancels the timer")
    func timeoutCancelledByCompletion() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.timeout(2, onScheduler: scheduler), into: log)
        scheduler.atTime(0.5) { subject.sendNext(1) }
        scheduler.atTime(1) { subject.sendCompleted() }
        scheduler.advance(by: 1)
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == ["t=0.5 next(1)", "t=1 completed"])
    }

    @Test("An error before the deadline is forwarded and cancels the timer")
    func timeoutCancelledByError() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.timeout(2, onScheduler: scheduler), into: log)
        scheduler.atTime(1) { subject.sendError(TestError.boom) }
        scheduler.advance(by: 1)
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == ["t=1 error(boom)"])
    }

    // RACSignalSpec -timeout:onScheduler: "should not time out after disposal"
    @Test("A disposed timeout subscription never times out")
    func timeoutCancelledByDisposal() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subscription = record(Subject<Int>().timeout(1, onScheduler: scheduler), into: log)
        subscription.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == [])
    }

    // MARK: - buffer(withTime:onScheduler:)

    // RACSignalSpec -bufferWithTime:onScheduler: "should buffer nexts"
    @Test("buffer: the first value starts a timer, and its flush sends everything collected as one array")
    func bufferCollectsUntilTheTimerFires() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.buffer(withTime: 1, onScheduler: scheduler), into: log)
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendNext(2) }
        scheduler.atTime(1.5) { subject.sendNext(3) }
        scheduler.atTime(1.75) { subject.sendNext(4) }
        scheduler.stepAll()
        #expect(log.entries == ["t=1 next([1, 2])", "t=2.5 next([3, 4])"])
    }

    // RACSignalSpec -bufferWithTime:onScheduler: "should not perform buffering until a value is sent"
    @Test("buffer runs no timer while nothing is collected")
    func bufferHasNoTimerWhileEmpty() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.buffer(withTime: 1, onScheduler: scheduler), into: log)
        #expect(scheduler.queuedCount == 0)
        subject.sendNext(1)
        #expect(scheduler.queuedCount == 1)
        scheduler.stepAll()
        #expect(scheduler.queuedCount == 0)
        scheduler.advance(by: 4)
        subject.sendNext(2)
        scheduler.stepAll()
        #expect(log.entries == ["t=1 next([1])", "t=6 next([2])"])
    }

    // RACSignalSpec -bufferWithTime:onScheduler: "should flush any buffered nexts upon completion"
    @Test("buffer: completion sends what is collected at once, then completes, and cancels the timer")
    func bufferFlushesOnCompletion() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.buffer(withTime: 1, onScheduler: scheduler), into: log)
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendCompleted() }
        scheduler.advance(by: 0.5)
        #expect(log.entries == ["t=0.5 next([1])", "t=0.5 completed"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("buffer: completion with nothing collected just completes")
    func bufferCompletesEmpty() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.buffer(withTime: 1, onScheduler: scheduler), into: log)
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(2) { subject.sendCompleted() }
        scheduler.stepAll()
        #expect(log.entries == ["t=1 next([1])", "t=2 completed"])
    }

    @Test("buffer forwards an error at once; what was collected is not sent")
    func bufferForwardsErrors() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.buffer(withTime: 1, onScheduler: scheduler), into: log)
        scheduler.atTime(0) { subject.sendNext(1) }
        scheduler.atTime(0.5) { subject.sendError(TestError.boom) }
        scheduler.stepAll()
        #expect(log.entries == ["t=0.5 error(boom)"])
    }

    // RACSignalSpec -bufferWithTime:onScheduler: "should buffer nil values"
    @Test("buffer keeps nil values of an optional signal")
    func bufferKeepsNil() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int?>()
        record(subject.buffer(withTime: 1, onScheduler: scheduler), into: log)
        subject.sendNext(nil)
        subject.sendNext(1)
        scheduler.stepAll()
        #expect(log.entries == ["t=1 next([nil, Optional(1)])"])
    }

    // MARK: - deliverOn

    @Test("deliverOn re-sends every event through the scheduler, one step per event; the subscription stays where it was")
    func deliverOnOneStepPerEvent() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = Signal<Int>.createSignal { subscriber in
            log.append("didSubscribe on the test scheduler: \(Scheduler.current === scheduler)")
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
        }
        source.deliverOn(scheduler).subscribeNext({ value in
            log.append("next(\(value)) on the test scheduler: \(Scheduler.current === scheduler)")
        }, completed: {
            log.append("completed on the test scheduler: \(Scheduler.current === scheduler)")
        })
        #expect(log.entries == ["didSubscribe on the test scheduler: false"])
        #expect(scheduler.queuedCount == 3)
        scheduler.step()
        #expect(log.entries.last == "next(1) on the test scheduler: true")
        scheduler.step()
        #expect(log.entries.last == "next(2) on the test scheduler: true")
        scheduler.step()
        #expect(log.entries == [
            "didSubscribe on the test scheduler: false",
            "next(1) on the test scheduler: true",
            "next(2) on the test scheduler: true",
            "completed on the test scheduler: true",
        ])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("deliverOn delivers errors through the scheduler too, each event at the time it was sent")
    func deliverOnErrors() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        record(subject.deliverOn(scheduler), into: log)
        scheduler.atTime(1) {
            subject.sendNext(1)
            subject.sendError(TestError.boom)
            log.append("sent")
        }
        scheduler.stepAll()
        #expect(log.entries == ["t=1 sent", "t=1 next(1)", "t=1 error(boom)"])
    }

    @Test("Disposing a deliverOn subscription cancels the deliveries still queued")
    func deliverOnDisposal() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        let subscription = record(subject.deliverOn(scheduler), into: log)
        subject.sendNext(1)
        subject.sendNext(2)
        scheduler.step()
        subscription.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == ["t=0 next(1)"])
    }

    // MARK: - subscribeOn

    @Test("subscribeOn runs the subscription on the scheduler, not at once")
    func subscribeOnMovesTheSubscription() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = Signal<Int>.createSignal { subscriber in
            log.append("didSubscribe on the test scheduler: \(Scheduler.current === scheduler)")
            subscriber.sendNext(1)
        }
        source.subscribeOn(scheduler).subscribeNext { log.next($0) }
        #expect(log.entries == [])
        #expect(scheduler.queuedCount == 1)
        scheduler.step()
        #expect(log.entries == ["didSubscribe on the test scheduler: true", "next(1)"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("subscribeOn does not move events: values sent later arrive where they are sent, without a step")
    func subscribeOnDoesNotMoveEvents() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let subject = Subject<Int>()
        subject.subscribeOn(scheduler).subscribeNext({ value in
            log.append("next(\(value)) on the test scheduler: \(Scheduler.current === scheduler)")
        }, completed: { log.completed() })
        scheduler.step()
        subject.sendNext(2)
        subject.sendCompleted()
        #expect(scheduler.queuedCount == 0)
        #expect(log.entries == ["next(2) on the test scheduler: false", "completed"])
    }

    @Test("Disposing a subscribeOn subscription before it runs cancels the subscription")
    func subscribeOnDisposedBeforeRunning() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = Signal<Int>.createSignal { subscriber in
            log.append("didSubscribe")
            subscriber.sendNext(1)
        }
        let subscription = source.subscribeOn(scheduler).subscribeNext { log.next($0) }
        subscription.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == [])
    }

    @Test("Disposing a subscribeOn subscription after it ran disposes the source subscription")
    func subscribeOnDisposedAfterRunning() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = Signal<Int>.createSignal { _ in
            log.append("didSubscribe")
            return Disposable { log.append("source disposed") }
        }
        let subscription = source.subscribeOn(scheduler).subscribeNext { log.next($0) }
        scheduler.step()
        subscription.dispose()
        #expect(log.entries == ["didSubscribe", "source disposed"])
    }

    // MARK: - retry

    @Test("retry() resubscribes after each error, one step per resubscription, forwards every attempt's values, and completes with the source")
    func retryResubscribesUntilSuccess() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = attempts(log: log) { attempt, subscriber in
            subscriber.sendNext(attempt)
            if attempt < 3 { subscriber.sendError(TestError.numbered(attempt)) } else { subscriber.sendCompleted() }
        }
        scheduler.schedule {
            record(source.retry(), into: log)
        }
        scheduler.step()
        #expect(log.entries == ["attempt 1", "next(1)"])  // the first subscription is immediate
        #expect(scheduler.queuedCount == 1)
        scheduler.step()
        #expect(log.entries == ["attempt 1", "next(1)", "attempt 2", "next(2)"])
        scheduler.step()
        #expect(log.entries == ["attempt 1", "next(1)", "attempt 2", "next(2)", "attempt 3", "next(3)", "completed"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("retry(n) resubscribes up to n times, then forwards the error")
    func retryNForwardsTheLastError() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = attempts(log: log) { attempt, subscriber in
            subscriber.sendNext(attempt)
            subscriber.sendError(TestError.numbered(attempt))
        }
        scheduler.schedule { record(source.retry(2), into: log) }
        scheduler.step()
        scheduler.step()
        #expect(log.entries == ["attempt 1", "next(1)", "attempt 2", "next(2)"])
        scheduler.stepAll()
        #expect(log.entries == ["attempt 1", "next(1)", "attempt 2", "next(2)", "attempt 3", "next(3)", "error(error3)"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("retry(0) means no limit, like retry()")
    func retryZeroIsUnlimited() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = attempts(log: log) { attempt, subscriber in
            if attempt <= 5 { subscriber.sendError(TestError.numbered(attempt)) } else { subscriber.sendCompleted() }
        }
        scheduler.schedule { record(source.retry(0), into: log) }
        scheduler.stepAll()
        #expect(log.entries == (1...6).map { "attempt \($0)" } + ["completed"])
    }

    @Test("retry does not resubscribe a signal that completes")
    func retryStopsOnCompletion() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = attempts(log: log) { attempt, subscriber in
            subscriber.sendNext(attempt)
            subscriber.sendCompleted()
        }
        scheduler.schedule { record(source.retry(), into: log) }
        scheduler.stepAll()
        #expect(log.entries == ["attempt 1", "next(1)", "completed"])
    }

    @Test("Disposing a retrying subscription cancels the pending resubscription")
    func retryDisposal() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = attempts(log: log) { attempt, subscriber in
            subscriber.sendError(TestError.numbered(attempt))
        }
        let subscription = Locked<Disposable?>(nil)
        scheduler.schedule { subscription.value = record(source.retry(), into: log) }
        scheduler.step(2)
        #expect(log.entries == ["attempt 1", "attempt 2"])
        subscription.value?.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == ["attempt 1", "attempt 2"])
    }

    // Docs/Contracts.md C6.4: resubscriptions fall back to a background scheduler.
    @Test("Without a current scheduler, retry resubscribes on a background scheduler")
    func retryFallsBackToABackgroundScheduler() {
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        let source = attempts(log: log) { attempt, subscriber in
            log.append("current is a scheduler: \(Scheduler.current != nil)")
            if attempt < 3 { subscriber.sendError(TestError.numbered(attempt)) } else { subscriber.sendCompleted() }
        }
        let subscribed = runConcurrently(threads: 1) { _ in
            source.retry().subscribeCompleted {
                log.completed()
                done.signal()
            }
        }
        #expect(subscribed)
        #expect(waitFor(done))
        #expect(log.entries == [
            "attempt 1", "current is a scheduler: false",
            "attempt 2", "current is a scheduler: true",
            "attempt 3", "current is a scheduler: true",
            "completed",
        ])
    }

    // MARK: - repeat

    @Test("repeat resubscribes after each completion, one step per resubscription, until take stops it")
    func repeatResubscribesUntilTake() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = attempts(log: log) { attempt, subscriber in
            subscriber.sendNext(attempt)
            subscriber.sendCompleted()
        }
        scheduler.schedule { record(source.repeat().take(3), into: log) }
        scheduler.step()
        #expect(log.entries == ["attempt 1", "next(1)"])
        #expect(scheduler.queuedCount == 1)
        scheduler.step()
        #expect(log.entries == ["attempt 1", "next(1)", "attempt 2", "next(2)"])
        scheduler.step()
        #expect(log.entries == ["attempt 1", "next(1)", "attempt 2", "next(2)", "attempt 3", "next(3)", "completed"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("repeat forwards an error and stops")
    func repeatForwardsErrors() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = attempts(log: log) { attempt, subscriber in
            subscriber.sendNext(attempt)
            if attempt < 2 { subscriber.sendCompleted() } else { subscriber.sendError(TestError.boom) }
        }
        scheduler.schedule { record(source.repeat(), into: log) }
        scheduler.stepAll()
        #expect(log.entries == ["attempt 1", "next(1)", "attempt 2", "next(2)", "error(boom)"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("Disposing a repeating subscription stops it")
    func repeatDisposal() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = attempts(log: log) { _, subscriber in subscriber.sendCompleted() }
        let subscription = Locked<Disposable?>(nil)
        scheduler.schedule { subscription.value = record(source.repeat(), into: log) }
        scheduler.step(3)
        subscription.value?.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == ["attempt 1", "attempt 2", "attempt 3"])
    }

    // MARK: - Signal.from(_:scheduler:)

    @Test("Signal.from(_:scheduler:) sends one element per scheduled block, then completes in a block of its own")
    func fromSequenceOnAScheduler() {
        let scheduler = TestScheduler()
        let log = EventLog()
        Signal.from([1, 2, 3], scheduler: scheduler).subscribeNext({ value in
            log.append("next(\(value)) on the test scheduler: \(Scheduler.current === scheduler)")
        }, completed: { log.completed() })
        #expect(log.entries == [])
        scheduler.step()
        #expect(log.entries == ["next(1) on the test scheduler: true"])
        scheduler.step(2)
        #expect(log.entries == ["next(1) on the test scheduler: true", "next(2) on the test scheduler: true", "next(3) on the test scheduler: true"])
        scheduler.step()
        #expect(log.entries.last == "completed")
        #expect(log.entries.count == 4)
        #expect(scheduler.queuedCount == 0)
    }

    @Test("Signal.from(_:scheduler:) of an empty sequence completes after one step; disposing stops a longer one")
    func fromSequenceEmptyAndDisposed() {
        let scheduler = TestScheduler()
        let log = EventLog()
        record(Signal<Int>.from([], scheduler: scheduler), into: log)
        #expect(log.entries == [])
        scheduler.step()
        #expect(log.entries == ["completed"])

        log.removeAll()
        let subscription = record(Signal.from(1...100, scheduler: scheduler), into: log)
        scheduler.step(2)
        subscription.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == ["next(1)", "next(2)"])
    }

    // MARK: - startLazily / startEagerly

    // RACSignalSpec +startLazilyWithScheduler:block: "should only invoke the block on subscription",
    // "should only invoke the block once", "should invoke the block on the given scheduler"
    @Test("startLazily runs its block once, on the scheduler, at the first subscription, and replays everything to every subscriber")
    func startLazily() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let signal = Signal<Int>.startLazily(withScheduler: scheduler) { subscriber in
            log.append("block on the test scheduler: \(Scheduler.current === scheduler)")
            subscriber.sendNext(42)
            subscriber.sendCompleted()
        }
        #expect(scheduler.queuedCount == 0)
        signal.subscribeNext({ log.append("A next(\($0))") }, completed: { log.append("A completed") })
        #expect(log.entries == [])
        scheduler.step()
        #expect(log.entries == ["block on the test scheduler: true", "A next(42)", "A completed"])

        signal.subscribeNext({ log.append("B next(\($0))") }, completed: { log.append("B completed") })
        scheduler.stepAll()
        #expect(log.entries == ["block on the test scheduler: true", "A next(42)", "A completed", "B next(42)", "B completed"])
    }

    @Test("startLazily on Scheduler.immediate runs the block synchronously at the first subscription, only once")
    func startLazilyImmediate() throws {
        let invoked = Counter()
        let signal = Signal<Int>.startLazily(withScheduler: .immediate) { subscriber in
            invoked.increment()
            subscriber.sendNext(42)
            subscriber.sendCompleted()
        }
        #expect(invoked.value == 0)
        #expect(try signal.boundedToArray() == [42])
        #expect(invoked.value == 1)
        #expect(try signal.boundedToArray() == [42])
        #expect(invoked.value == 1)
    }

    // RACSignalSpec +startEagerlyWithScheduler:block: "should immediately invoke the block",
    // "should only invoke the block once", "should invoke the block on the given scheduler"
    @Test("startEagerly schedules its block at once, without a subscriber, runs it once, and replays to later subscribers")
    func startEagerly() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let signal = Signal<Int>.startEagerly(withScheduler: scheduler) { subscriber in
            log.append("block on the test scheduler: \(Scheduler.current === scheduler)")
            subscriber.sendNext(7)
            subscriber.sendCompleted()
        }
        #expect(scheduler.queuedCount == 1)
        scheduler.step()
        #expect(log.entries == ["block on the test scheduler: true"])

        signal.subscribeNext({ log.append("A next(\($0))") }, completed: { log.append("A completed") })
        signal.publish().connect()
        scheduler.stepAll()
        #expect(log.entries == ["block on the test scheduler: true", "A next(7)", "A completed"])
    }

    @Test("startEagerly on Scheduler.immediate runs the block before returning, only once")
    func startEagerlyImmediate() {
        let invoked = Counter()
        let signal = Signal<Int>.startEagerly(withScheduler: .immediate) { _ in invoked.increment() }
        #expect(invoked.value == 1)
        signal.publish().connect()
        signal.publish().connect()
        #expect(invoked.value == 1)
    }
}

// MARK: - Helpers

/// A log stamped with the test scheduler's virtual time (seconds since `startDate`).
fileprivate func virtualLog(_ scheduler: TestScheduler) -> TimedLog {
    TimedLog { scheduler.now.timeIntervalSince(TestScheduler.startDate) }
}

/// A date as seconds since `TestScheduler.startDate`, formatted like the log's times.
fileprivate func offset(_ date: Date) -> String {
    TimedLog.format(date.timeIntervalSince(TestScheduler.startDate))
}

/// Subscribes and logs every event; returns the subscription.
@discardableResult
fileprivate func record<Value>(_ signal: Signal<Value>, into log: TimedLog) -> Disposable {
    signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
}

/// Subscribes and logs every event; returns the subscription.
@discardableResult
fileprivate func record<Value>(_ signal: Signal<Value>, into log: EventLog) -> Disposable {
    signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
}

/// A cold signal that logs `attempt k` on its k-th subscription, then runs `body(k, subscriber)`.
fileprivate func attempts(log: EventLog, _ body: @escaping (Int, Subscriber<Int>) -> Void) -> Signal<Int> {
    let count = Counter()
    return Signal<Int>.createSignal { subscriber in
        let attempt = count.increment()
        log.append("attempt \(attempt)")
        body(attempt, subscriber)
    }
}

fileprivate extension TestScheduler {
    /// Runs `block` at `seconds` of virtual time (since `startDate`).
    func atTime(_ seconds: TimeInterval, _ block: @escaping @Sendable () -> Void) {
        after(TestScheduler.startDate.addingTimeInterval(seconds), schedule: block)
    }
}
