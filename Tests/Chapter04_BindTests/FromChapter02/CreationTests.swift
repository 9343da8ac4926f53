import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter04_Bind
#endif

@Suite("Built-in signals")
struct CreationTests {
    @Test("return sends its value, then completes")
    func returnSendsOneValue() {
        let log = EventLog()
        Signal<Int>.return(1).subscribeNext { log.next($0) } error: { log.error($0) } completed: { log.completed() }
        #expect(log.entries == ["next(1)", "completed"])
    }

    @Test("empty completes at once")
    func emptyCompletes() {
        let log = EventLog()
        Signal<Int>.empty().subscribeNext { log.next($0) } error: { log.error($0) } completed: { log.completed() }
        #expect(log.entries == ["completed"])
    }

    @Test("error sends its error at once")
    func errorFails() {
        let log = EventLog()
        Signal<Int>.error(TestError.boom).subscribeNext { log.next($0) } error: { log.error($0) } completed: { log.completed() }
        #expect(log.entries == ["error(boom)"])
    }

    @Test("never sends nothing and lasts until disposed")
    func neverSendsNothing() {
        let log = EventLog()
        let subscription = Signal<Int>.never().subscribeNext { log.next($0) } error: { log.error($0) } completed: { log.completed() }
        #expect(log.entries == [])
        #expect(subscription.isDisposed == false)
        subscription.dispose()
        #expect(subscription.isDisposed)
    }

    @Test("Built-in signals deliver before subscribe returns, and leave their subscription disposed")
    func builtInsAreSynchronous() {
        let log = EventLog()
        let subscription = Signal<String>.return("a").subscribeNext { log.next($0) } completed: { log.completed() }
        log.append("returned")
        #expect(log.entries == ["next(a)", "completed", "returned"])
        #expect(subscription.isDisposed)
    }

    @Test("return is cold: every subscriber gets the value")
    func returnIsCold() {
        let log = EventLog()
        let one = Signal<Int>.return(1)
        one.subscribeNext { log.append("A: \($0)") } completed: { log.append("A: completed") }
        one.subscribeNext { log.append("B: \($0)") } completed: { log.append("B: completed") }
        #expect(log.entries == ["A: 1", "A: completed", "B: 1", "B: completed"])
    }

    // A built-in keeps the grammar itself: it does not count on the subscriber to drop extra events
    // (`Recorder`, in SubscriberTests.swift, keeps no rules and hears everything it is sent).
    @Test("Built-in signals send exactly their events, even to a subscriber that keeps no rules")
    func builtInsSendExactlyTheirEvents() {
        let log = EventLog()
        Signal<Int>.return(1).subscribe(Recorder(log))
        log.append("then empty")
        Signal<Int>.empty().subscribe(Recorder(log))
        log.append("then error")
        Signal<Int>.error(TestError.boom).subscribe(Recorder(log))
        #expect(log.entries == [
            "didSubscribe", "next(1)", "completed", "then empty",
            "didSubscribe", "completed", "then error",
            "didSubscribe", "error(boom)",
        ])
    }

    @Test("subscribeError and subscribeCompleted hear only what they ask for")
    func partialSubscribeForms() {
        let log = EventLog()
        Signal<Int>.return(1).subscribeCompleted { log.completed() }
        Signal<Int>.return(2).subscribeError { log.error($0) }
        Signal<Int>.error(TestError.boom).subscribeError { log.error($0) }
        Signal<Int>.error(TestError.other).subscribeError { log.error($0) } completed: { log.completed() }
        Signal<Int>.empty().subscribeNext { log.next($0) } error: { log.error($0) }
        #expect(log.entries == ["completed", "error(boom)", "error(other)"])
    }
}
