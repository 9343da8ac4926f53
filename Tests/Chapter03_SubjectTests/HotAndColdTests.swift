import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter03_Subject
#endif

/// The chapter's question, asked of each kind of signal: what does the second subscriber see?
@Suite("Hot and cold")
struct HotAndColdTests {
    @Test("Cold: the second subscriber gets its own run of the producer, from the start")
    func coldSecondSubscriberSeesEverything() {
        let log = EventLog()
        var runs = 0
        let cold = Signal<Int>.createSignal { subscriber in
            runs += 1
            subscriber.sendNext(1)
            subscriber.sendNext(2)
        }
        log.record(cold, "A")
        log.record(cold, "B")
        #expect(log.entries == ["A next(1)", "A next(2)", "B next(1)", "B next(2)"])
        #expect(runs == 2)
    }

    @Test("Exercise 3.1: Hot: the second subscriber sees only what is sent after it subscribes")
    func hotSecondSubscriberSeesTheRest() {
        let log = EventLog()
        let hot = Subject<Int>()
        log.record(hot, "A")
        hot.sendNext(1)
        log.record(hot, "B")
        hot.sendNext(2)
        #expect(log.entries == ["A next(1)", "A next(2)", "B next(2)"])
    }

    @Test("Exercise 3.2: Replay: the second subscriber catches up on what it missed, then hears the rest")
    func replaySecondSubscriberCatchesUp() {
        let log = EventLog()
        let replay = ReplaySubject<Int>()
        log.record(replay, "A")
        replay.sendNext(1)
        log.record(replay, "B")
        replay.sendNext(2)
        #expect(log.entries == ["A next(1)", "B next(1)", "A next(2)", "B next(2)"])
    }

    @Test("Exercise 3.3: Behavior: the second subscriber hears the current value, then the rest")
    func behaviorSecondSubscriberGetsCurrentValue() {
        let log = EventLog()
        let behavior = BehaviorSubject(defaultValue: 0)
        log.record(behavior, "A")
        behavior.sendNext(1)
        log.record(behavior, "B")
        behavior.sendNext(2)
        #expect(log.entries == ["A next(0)", "A next(1)", "B next(1)", "A next(2)", "B next(2)"])
    }

    @Test("Exercise 3.1: A subject subscribed to a cold signal shares one run of it among its subscribers")
    func subjectSharesOneRun() {
        let log = EventLog()
        var kept: Subscriber<Int>?
        var runs = 0
        let cold = Signal<Int>.createSignal { subscriber in
            runs += 1
            kept = subscriber
        }
        let shared = Subject<Int>()
        log.record(shared, "A")
        log.record(shared, "B")
        cold.subscribe(shared)
        kept?.sendNext(1)
        kept?.sendCompleted()
        #expect(log.entries == ["A next(1)", "B next(1)", "A completed", "B completed"])
        #expect(runs == 1)
    }
}
