import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// `deliverOn(_:)` and `subscribeOn(_:)`: Docs/Contracts.md §5 and C9.12 (issues #1049, #1402,
/// #832: delivery off the main thread, `deliverOn` always asynchronous, `subscribeOn` not moving
/// events).
@Suite("deliverOn and subscribeOn")
struct DeliverOnTests {
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
        scheduler.step(2)
        #expect(log.entries == [
            "didSubscribe on the test scheduler: false",
            "next(1) on the test scheduler: true",
            "next(2) on the test scheduler: true",
            "completed on the test scheduler: true",
        ])
        #expect(scheduler.queuedCount == 0)
    }

    // Docs/Contracts.md C6.5: always asynchronous, even when already on that queue (issue #1402).
    @Test("deliverOn is asynchronous even when the event is sent from a block of that very scheduler")
    func deliverOnIsAsynchronousEvenOnItsScheduler() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<String>()
        log.record(subject.deliverOn(scheduler))
        scheduler.atTime(1) {
            log.append("sending a")
            subject.sendNext("a")
            log.append("sendNext returned")
        }
        scheduler.step()
        #expect(log.entries == ["t=1 sending a", "t=1 sendNext returned"])
        scheduler.step()
        #expect(log.entries == ["t=1 sending a", "t=1 sendNext returned", "t=1 next(a)"])
    }

    @Test("deliverOn delivers errors through the scheduler too, after the values sent before them")
    func deliverOnErrors() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let subject = Subject<Int>()
        log.record(subject.deliverOn(scheduler))
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
        let subscription = log.record(subject.deliverOn(scheduler))
        subject.sendNext(1)
        subject.sendNext(2)
        scheduler.step()
        subscription.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == ["t=0 next(1)"])
    }

    @Test("deliverOn(.immediate) delivers every event at once, in the sender")
    func deliverOnImmediate() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.deliverOn(.immediate))
        subject.sendNext(1)
        log.append("sendNext returned")
        subject.sendCompleted()
        #expect(log.entries == ["next(1)", "sendNext returned", "completed"])
    }

    // Why deliverOn joins its subscription and links the source's subscriber before it subscribes
    // the source: on `.immediate`, the disposal below comes while the source is still sending.
    @Test("On .immediate, disposing from inside a synchronous source's first value stops the source at once")
    func disposalStopsASynchronousSourceAtOnce() {
        let log = EventLog()
        let source = log.sending([0, 1, 2]).map { value -> Int in
            log.append("map \(value)")
            return value
        }
        source.deliverOn(.immediate).subscribe(HandWrittenSubscriber(log, disposingAt: 0))
        // The producer's loop runs on (it cannot tell), but `map` hears nothing more.
        #expect(log.entries == ["send 0", "map 0", "next(0)", "dispose", "send 1", "send 2"])
        // On a scheduler that waits, the values wait for it.
        let scheduler = TestScheduler()
        let waiting = EventLog()
        waiting.sending([0, 1, 2]).deliverOn(scheduler).subscribe(HandWrittenSubscriber(waiting, disposingAt: 0))
        waiting.append("subscribed")
        scheduler.stepAll()
        #expect(waiting.entries == ["send 0", "send 1", "send 2", "subscribed", "next(0)", "dispose"])
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

    // Issue #832: subscribeOn does not move event delivery.
    @Test("subscribeOn does not move events: values sent later arrive where they are sent, without a step")
    func subscribeOnDoesNotMoveEvents() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let subject = Subject<Int>()
        subject.subscribeOn(scheduler).subscribeNext({ value in
            log.append("next(\(value)) on the test scheduler: \(Scheduler.current === scheduler)")
        }, completed: { log.completed() })
        #expect(scheduler.queuedCount == 1)  // the subscription waits for its step; the events will not
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
        let source = log.cold("source") { (subscriber: Subscriber<Int>) in subscriber.sendNext(1) }
        let subscription = log.record(source.subscribeOn(scheduler))
        subscription.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(log.entries == [])
    }

    @Test("Disposing a subscribeOn subscription after it ran disposes the source subscription")
    func subscribeOnDisposedAfterRunning() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let source: Signal<Int> = log.cold("source") { _ in }
        let subscription = log.record(source.subscribeOn(scheduler))
        #expect(log.entries == [])  // not subscribed yet: that waits for the step
        scheduler.step()
        subscription.dispose()
        #expect(log.entries == ["source subscribed", "source disposed"])
    }

    // Issue #1049: the usual pairing, work off the main thread and results back on it.
    @Test("subscribeOn(work) then deliverOn(main): the work runs on one scheduler, its results arrive on the other")
    func workThereResultsHere() {
        let work = TestScheduler()
        let main = TestScheduler()
        let log = EventLog()
        func whereAmI() -> String {
            Scheduler.current === work ? "work" : Scheduler.current === main ? "main" : "?"
        }
        let request = Signal<String>.createSignal { subscriber in
            log.append("request runs on \(whereAmI())")
            subscriber.sendNext("result")
            subscriber.sendCompleted()
        }
        request.subscribeOn(work).deliverOn(main).subscribeNext({ value in
            log.append("\(value) arrives on \(whereAmI())")
        }, completed: { log.append("completed on \(whereAmI())") })
        #expect(work.queuedCount == 1 && main.queuedCount == 0)
        work.step()
        #expect(log.entries == ["request runs on work"])
        #expect(main.queuedCount == 2)
        main.stepAll()
        #expect(log.entries == ["request runs on work", "result arrives on main", "completed on main"])
    }
}
