import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// `timeout(_:onScheduler:)` and `SignalError.timedOut`: Docs/Contracts.md §5.
@Suite("timeout")
struct TimeoutTests {
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
        var received: (any Error)?
        source.timeout(2, onScheduler: scheduler).subscribeNext({ log.next($0) }, error: { error in
            received = error
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
        #expect(received as? SignalError == .timedOut)
    }

    // Why timeout joins its subscription and links the source's subscriber before it subscribes the
    // source: the disposal below comes while the source's subscribe block is still running its loop.
    @Test("Disposing from inside a synchronous source's first value stops the source and the timer at once")
    func disposalStopsASynchronousSourceAtOnce() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source = log.sending([0, 1, 2]).map { value -> Int in
            log.append("map \(value)")
            return value
        }
        let timed = source.concat(.never()).timeout(2, onScheduler: scheduler)
        timed.subscribe(HandWrittenSubscriber(log, disposingAt: 0))
        // The producer's loop runs on (it cannot tell), but `map` hears nothing more.
        #expect(log.entries == ["send 0", "map 0", "next(0)", "dispose", "send 1", "send 2"])
        #expect(scheduler.queuedCount == 0)
        // A subscriber that stays hears the timeout: the timer of the disposed one was cancelled.
        let staying = EventLog()
        timed.subscribe(HandWrittenSubscriber(staying))
        scheduler.stepAll()
        #expect(staying.entries == ["next(0)", "next(1)", "next(2)", "error(SignalError.timedOut)"])
    }

    @Test("timeout's timer starts at subscription, not when the signal is made")
    func timeoutStartsAtSubscription() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let timed = Signal<Int>.never().timeout(2, onScheduler: scheduler)
        scheduler.advance(by: 1)
        log.record(timed)
        scheduler.stepAll()
        #expect(log.entries == ["t=3 error(SignalError.timedOut)"])
    }

    // RACSignalSpec -timeout:onScheduler: "should pass through events while not timed out"
    @Test("Completing before the deadline passes everything through and cancels the timer")
    func timeoutCancelledByCompletion() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        log.record(subject.timeout(2, onScheduler: scheduler))
        #expect(scheduler.queuedCount == 1)  // the timer, waiting from the subscription on
        scheduler.atTime(0.5) { subject.sendNext(1) }
        scheduler.atTime(1) { subject.sendCompleted() }
        scheduler.advance(by: 1)
        #expect(scheduler.queuedCount == 0)
        #expect(log.entries == ["t=0.5 next(1)", "t=1 completed"])
    }

    @Test("An error before the deadline is forwarded and cancels the timer")
    func timeoutCancelledByError() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        log.record(subject.timeout(2, onScheduler: scheduler))
        #expect(scheduler.queuedCount == 1)  // the timer
        scheduler.atTime(1) { subject.sendError(TestError.boom) }
        scheduler.advance(by: 1)
        #expect(scheduler.queuedCount == 0)
        #expect(log.entries == ["t=1 error(boom)"])
    }

    // RACSignalSpec -timeout:onScheduler: "should not time out after disposal"
    @Test("A disposed timeout subscription never times out")
    func timeoutCancelledByDisposal() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subscription = log.record(Subject<Int>().timeout(1, onScheduler: scheduler))
        #expect(scheduler.queuedCount == 1)  // the timer
        subscription.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == [])
    }

    // Behind chapter 2's `Subscriber` these orders cannot be seen: it disposes its subscription,
    // and with it the timer and the source, before its block runs. A subscriber that keeps its
    // subscription (KeepingSubscriber.swift) shows whether timeout stops them itself.
    @Test("timeout's completion cancels its timer itself: a subscriber that never disposes hears no timeout after completed")
    func completionCancelsTheTimerItself() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let subject = Subject<Int>()
        subject.timeout(2, onScheduler: scheduler).subscribe(KeepingSubscriber<Int>(log))
        #expect(scheduler.queuedCount == 1)  // the timer
        scheduler.atTime(1) { subject.sendCompleted() }
        scheduler.advance(by: 5)
        #expect(log.entries == ["completed"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("timeout disposes the source before it sends the timeout error, even to a subscriber that never disposes")
    func timeoutStopsTheSourceItself() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let subject = Subject<Int>()
        log.probe("source", subject).timeout(2, onScheduler: scheduler).subscribe(KeepingSubscriber<Int>(log))
        scheduler.atTime(3) { subject.sendNext(1) }
        scheduler.advance(by: 5)
        #expect(log.entries == ["source subscribed", "source disposed", "error(SignalError.timedOut)"])
    }

    @Test("A synchronous source that completes at once never times out and leaves nothing queued")
    func synchronousSourceCompletesFirst() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        log.record(signalOf([1, 2]).timeout(1, onScheduler: scheduler))
        #expect(scheduler.queuedCount == 0)
        #expect(log.entries == ["t=0 next(1)", "t=0 next(2)", "t=0 completed"])
    }
}
