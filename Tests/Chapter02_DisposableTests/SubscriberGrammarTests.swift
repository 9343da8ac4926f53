import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter02_Disposable
#endif

/// The grammar as a lone `Subscriber` keeps it, with no signal involved: these tests need only
/// edits 1 to 6 of the chapter, which makes them the guide's checkpoint in the middle of the
/// chapter (Docs/Chapter02-Disposable.md).
@Suite("Subscriber on its own")
struct SubscriberGrammarTests {
    @Test("A subscriber runs the block for each kind of event")
    func runsItsBlocks() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(next: { log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        subscriber.sendNext(1)
        subscriber.sendNext(2)
        subscriber.sendCompleted()
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
    }

    @Test("A missing block ignores that kind of event")
    func missingBlocksIgnoreEvents() {
        let log = EventLog()
        let silent = Subscriber<Int>()
        silent.sendNext(1)
        silent.sendError(TestError.boom)
        let completedOnly = Subscriber<Int>(completed: { log.completed() })
        completedOnly.sendNext(1)
        completedOnly.sendCompleted()
        #expect(log.entries == ["completed"])
    }

    @Test("Exercise 2.4: Nothing reaches a subscriber after completed")
    func nothingAfterCompleted() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(next: { log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        subscriber.sendNext(1)
        subscriber.sendCompleted()
        subscriber.sendNext(2)
        subscriber.sendError(TestError.boom)
        subscriber.sendCompleted()
        #expect(log.entries == ["next(1)", "completed"])
    }

    @Test("Exercise 2.4: Nothing reaches a subscriber after error")
    func nothingAfterError() {
        let log = EventLog()
        let subscriber = Subscriber<Int>(next: { log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        subscriber.sendNext(1)
        subscriber.sendError(TestError.boom)
        subscriber.sendNext(2)
        subscriber.sendCompleted()
        subscriber.sendError(TestError.other)
        #expect(log.entries == ["next(1)", "error(boom)"])
    }
}
