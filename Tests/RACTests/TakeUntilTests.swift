import RAC
import TestSupport
import Testing

/// `takeUntil`, `takeUntilReplacement`: Docs/Contracts.md §5, C5.9.
@Suite("takeUntil, takeUntilReplacement", .checksLiveObjects)
struct TakeUntilTests {
    // RACSignalSpec -takeUntil: "should support value as trigger"; Docs/Contracts.md C5.9
    @Test("a value from the trigger completes the result at once; later values are dropped")
    func valueAsTrigger() {
        let log = EventLog()
        let subject = Subject<String>(), cutOff = Subject<Void>()
        log.record(subject.takeUntil(cutOff))
        subject.sendNext("test 1")
        subject.sendNext("test 2")
        cutOff.sendNext(())
        subject.sendNext("test 3")
        #expect(log.entries == ["next(test 1)", "next(test 2)", "completed"])
    }

    // RACSignalSpec -takeUntil: "should support completion as trigger"
    @Test("completion of the trigger completes the result")
    func completionAsTrigger() {
        let log = EventLog()
        let subject = Subject<String>(), cutOff = Subject<Void>()
        log.record(subject.takeUntil(cutOff))
        cutOff.sendCompleted()
        subject.sendNext("should not go through")
        #expect(log.entries == ["completed"])
    }

    // RACSignalSpec -takeUntil: "should squelch any values sent immediately upon subscription";
    // Docs/Contracts.md C5.9: return:X takeUntil: empty gives no next and a single completed
    @Test("a trigger that fires at once squelches the receiver: no value, a single completed")
    func squelchesImmediateValues() {
        let log = EventLog()
        log.record(Signal.return(1).takeUntil(Signal<Void>.empty()))
        #expect(log.entries == ["completed"])
    }

    // implementation-faithful: the receiver is never subscribed when the trigger fires at once.
    @Test("a trigger that fires at once means the receiver is never subscribed")
    func receiverNeverSubscribedWhenTriggerFiresAtOnce() {
        let log = EventLog()
        log.record(log.probe("receiver", Signal.return(1)).takeUntil(log.probe("trigger", Signal.return(()))))
        #expect(log.entries == ["trigger subscribed", "completed", "trigger disposed"])
    }

    // Docs/Contracts.md C5.9: The trigger is subscribed before the receiver.
    @Test("takeUntil subscribes the trigger before the receiver")
    func triggerFirst() {
        let log = EventLog()
        log.record(log.probe("receiver", Signal<Int>.never()).takeUntil(log.probe("trigger", Signal<Void>.never())))
        #expect(log.entries == ["trigger subscribed", "receiver subscribed"])
    }

    @Test("the trigger's value disposes the receiver before the result completes")
    func triggerDisposesTheReceiver() {
        let log = EventLog()
        let subject = Subject<Int>(), cutOff = Subject<Void>()
        log.record(log.probe("receiver", subject).takeUntil(log.probe("trigger", cutOff)))
        subject.sendNext(1)
        cutOff.sendNext(())
        subject.sendNext(2)
        #expect(log.entries == [
            "trigger subscribed", "receiver subscribed", "next(1)", "trigger disposed", "receiver disposed", "completed",
        ])
    }

    // implementation-faithful: an error of the trigger is ignored.
    @Test("an error from the trigger is ignored")
    func triggerErrorIsIgnored() {
        let log = EventLog()
        let subject = Subject<Int>(), cutOff = Subject<Void>()
        log.record(subject.takeUntil(cutOff))
        subject.sendNext(1)
        cutOff.sendError(TestError.boom)
        subject.sendNext(2)
        subject.sendCompleted()
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
    }

    @Test("the receiver's completion is forwarded and disposes the trigger")
    func receiverCompletionIsForwarded() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.takeUntil(log.probe("trigger", Signal<Void>.never())))
        subject.sendNext(1)
        subject.sendCompleted()
        #expect(log.entries == ["trigger subscribed", "next(1)", "trigger disposed", "completed"])
    }

    @Test("the receiver's error is forwarded and disposes the trigger")
    func receiverErrorIsForwarded() {
        let log = EventLog()
        let subject = Subject<Int>()
        log.record(subject.takeUntil(log.probe("trigger", Signal<Void>.never())))
        subject.sendError(TestError.boom)
        #expect(log.entries == ["trigger subscribed", "trigger disposed", "error(boom)"])
    }

    @Test("disposing takeUntil disposes the trigger and the receiver")
    func disposal() {
        let log = EventLog()
        let disposable = log.record(log.probe("receiver", Signal<Int>.never()).takeUntil(log.probe("trigger", Signal<Void>.never())))
        disposable.dispose()
        // A compound disposes its children in the order they were added (Docs/Contracts.md C3.6):
        // the trigger, subscribed first and linked first, is disposed first.
        #expect(log.entries == ["trigger subscribed", "receiver subscribed", "trigger disposed", "receiver disposed"])
    }

    // MARK: takeUntilReplacement

    // RACSignalSpec -takeUntilReplacement: "should forward values from the receiver until it's replaced"
    @Test("takeUntilReplacement forwards the receiver until the replacement sends, then only the replacement")
    func forwardsUntilReplaced() {
        let log = EventLog()
        let receiver = Subject<Int>(), replacement = Subject<Int>()
        log.record(receiver.takeUntilReplacement(replacement))
        #expect(log.entries == [])

        receiver.sendNext(1)
        receiver.sendNext(2)
        replacement.sendNext(3)
        receiver.sendNext(4)
        replacement.sendNext(5)
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "next(5)"])
    }

    // RACSignalSpec -takeUntilReplacement: "should forward error from the receiver"
    @Test("takeUntilReplacement forwards an error of the receiver")
    func forwardsReceiverErrors() {
        let log = EventLog()
        let receiver = Subject<Int>()
        log.record(receiver.takeUntilReplacement(.never()))
        receiver.sendError(TestError.boom)
        #expect(log.entries == ["error(boom)"])
    }

    // RACSignalSpec -takeUntilReplacement: "should not forward completed from the receiver"
    @Test("takeUntilReplacement does not forward the receiver's completion")
    func doesNotForwardReceiverCompletion() {
        let log = EventLog()
        let receiver = Subject<Int>(), replacement = Subject<Int>()
        log.record(receiver.takeUntilReplacement(replacement))
        receiver.sendNext(1)
        receiver.sendCompleted()
        #expect(log.entries == ["next(1)"])

        replacement.sendNext(2)
        #expect(log.entries == ["next(1)", "next(2)"])
    }

    // RACSignalSpec -takeUntilReplacement: "should forward error from the replacement signal"
    @Test("takeUntilReplacement forwards an error of the replacement")
    func forwardsReplacementErrors() {
        let log = EventLog()
        let replacement = Subject<Int>()
        log.record(Signal<Int>.never().takeUntilReplacement(replacement))
        replacement.sendError(TestError.boom)
        #expect(log.entries == ["error(boom)"])
    }

    // RACSignalSpec -takeUntilReplacement: "should forward completed from the replacement signal"
    @Test("takeUntilReplacement forwards the replacement's completion")
    func forwardsReplacementCompletion() {
        let log = EventLog()
        let replacement = Subject<Int>()
        log.record(Signal<Int>.never().takeUntilReplacement(replacement))
        replacement.sendCompleted()
        #expect(log.entries == ["completed"])
    }

    // RACSignalSpec -takeUntilReplacement: "should not forward values from the receiver if both send synchronously"
    @Test("when both send synchronously, only the replacement's values are seen")
    func replacementWinsWhenBothAreSynchronous() {
        let log = EventLog()
        let receiver = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendNext(3)
        }
        let replacement = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(4)
            subscriber.sendNext(5)
            subscriber.sendNext(6)
        }
        log.record(receiver.takeUntilReplacement(replacement))
        #expect(log.entries == ["next(4)", "next(5)", "next(6)"])
    }

    // implementation-faithful: the replacement is subscribed first; if it sends at once, the
    // receiver is never subscribed.
    @Test("takeUntilReplacement subscribes the replacement first and skips the receiver if it sends at once")
    func replacementFirst() {
        let log = EventLog()
        log.record(log.probe("receiver", Signal<Int>.never()).takeUntilReplacement(log.probe("replacement", .never())))
        log.record(log.probe("receiver 2", Signal<Int>.never()).takeUntilReplacement(log.probe("replacement 2", .return(1))), "2")
        #expect(log.entries == [
            "replacement subscribed", "receiver subscribed",
            "replacement 2 subscribed", "2 next(1)", "2 completed", "replacement 2 disposed",
        ])
    }

    // RACSignalSpec -takeUntilReplacement: "should dispose of the receiver when it's disposed of"
    @Test("disposing takeUntilReplacement disposes the receiver")
    func disposesTheReceiver() {
        let log = EventLog()
        log.record(log.probe("receiver", Signal<Int>.never()).takeUntilReplacement(.never())).dispose()
        #expect(log.entries == ["receiver subscribed", "receiver disposed"])
    }

    // RACSignalSpec -takeUntilReplacement: "should dispose of the replacement signal when it's disposed of"
    @Test("disposing takeUntilReplacement disposes the replacement")
    func disposesTheReplacement() {
        let log = EventLog()
        log.record(Signal<Int>.never().takeUntilReplacement(log.probe("replacement", .never()))).dispose()
        #expect(log.entries == ["replacement subscribed", "replacement disposed"])
    }

    // RACSignalSpec -takeUntilReplacement: "should dispose of the receiver when the replacement signal sends an event"
    @Test("the replacement's first event disposes the receiver before it is forwarded")
    func replacementEventDisposesTheReceiver() {
        let log = EventLog()
        let replacement = Subject<Int>()
        log.record(log.probe("receiver", Signal<Int>.never()).takeUntilReplacement(replacement))
        #expect(log.entries == ["receiver subscribed"])

        replacement.sendNext(1)
        #expect(log.entries == ["receiver subscribed", "receiver disposed", "next(1)"])
    }
}
