import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// `takeUntil(_:)`: Docs/Contracts.md §5 and C5.9.
@Suite("takeUntil")
struct TakeUntilTests {
    // RACSignalSpec -takeUntil: "should support value as trigger"
    @Test("Exercise 8.3: takeUntil forwards values until the trigger sends one, then completes and disposes the receiver")
    func triggerValueEndsIt() {
        let log = EventLog()
        let source = Subject<Int>()
        let trigger = Subject<String>()
        log.record(log.probe("source", source).takeUntil(trigger))
        source.sendNext(1)
        trigger.sendNext("stop")
        source.sendNext(2)
        #expect(log.entries == ["source subscribed", "next(1)", "source disposed", "completed"])
    }

    // A receiver that fires the trigger while it is being subscribed: its subscriber must already
    // be in the compound that the trigger's completion disposes.
    @Test(
        "Exercise 8.3: A receiver that fires the trigger while it is being subscribed is stopped by it",
        .disabled(if: isParity, "RAC's takeUntil, as ReactiveCocoa's, adds the receiver's subscription only after subscribing it and leaves stopping a synchronous receiver to the subscriber, whose ending disposes its subscription first (C1.6); behind a subscriber that keeps it, RAC goes on forwarding")
    )
    func triggerFiredByTheReceiverStopsIt() {
        let log = EventLog()
        let trigger = Subject<String>()
        let receiver = Signal<Int>.createSignal { subscriber in
            for value in [0, 1] {
                log.append("send \(value)")
                subscriber.sendNext(value)
                if value == 0 { trigger.sendNext("stop") }
            }
            subscriber.sendCompleted()
        }
        receiver.takeUntil(trigger).subscribe(KeepingSubscriber<Int>(log))
        #expect(log.entries == ["send 0", "next(0)", "completed", "send 1"])
    }

    // Docs/Contracts.md C5.9: The trigger is subscribed before the receiver.
    @Test("Exercise 8.3: The trigger is subscribed before the receiver")
    func triggerFirst() {
        let log = EventLog()
        log.record(log.probe("source", Signal<Int>.never()).takeUntil(log.probe("trigger", Signal<Void>.never())))
        #expect(log.entries == ["trigger subscribed", "source subscribed"])
    }

    // RACSignalSpec -takeUntil: "should support completion as trigger"; Docs/Contracts.md C5.9: return:X takeUntil: empty.
    @Test("Exercise 8.3: return(x).takeUntil(empty) sends no value and completes once: the receiver is never subscribed")
    func emptyTriggerEndsAtOnce() {
        let log = EventLog()
        log.record(log.probe("source", Signal.return(1)).takeUntil(Signal<Void>.empty()))
        #expect(log.entries == ["completed"])
    }

    @Test("Exercise 8.3: The trigger completing later ends it too")
    func triggerCompletionEndsIt() {
        let log = EventLog()
        let source = Subject<Int>()
        let trigger = Subject<Void>()
        log.record(source.takeUntil(trigger))
        source.sendNext(1)
        trigger.sendCompleted()
        source.sendNext(2)
        #expect(log.entries == ["next(1)", "completed"])
    }

    @Test("An error from the trigger is ignored: the receiver goes on")
    func triggerErrorIsIgnored() {
        let log = EventLog()
        let source = Subject<Int>()
        let trigger = Subject<Void>()
        log.record(source.takeUntil(trigger))
        trigger.sendError(TestError.boom)
        source.sendNext(1)
        source.sendCompleted()
        #expect(log.entries == ["next(1)", "completed"])
    }

    // Docs/Contracts.md C5.9: only a value or the completion of the trigger ends it.
    @Test("Exercise 8.3: An error from the trigger ends only the trigger's subscription: the receiver goes on to its own end")
    func triggerErrorEndsOnlyTheTrigger() {
        let log = EventLog()
        let source = Subject<Int>()
        let trigger = Subject<Void>()
        log.record(log.probe("source", source).takeUntil(log.probe("trigger", trigger)))
        trigger.sendError(TestError.boom)
        source.sendNext(1)
        source.sendCompleted()
        #expect(log.entries == [
            "trigger subscribed", "source subscribed", "trigger disposed",
            "next(1)", "source disposed", "completed",
        ])
    }

    @Test("Exercise 8.3: The receiver's own ending is forwarded, and the trigger's subscription is disposed")
    func receiverEndingDisposesTheTrigger() {
        let log = EventLog()
        let source = Subject<Int>()
        log.record(source.takeUntil(log.probe("trigger", Subject<Void>())))
        source.sendError(TestError.boom)
        #expect(log.entries == ["trigger subscribed", "trigger disposed", "error(boom)"])
    }
}
