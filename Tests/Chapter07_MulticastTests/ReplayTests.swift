import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// `replay()`, `replayLast()` and `replayLazily()`: Docs/Contracts.md C7.5, C7.6. Several of these
/// are the places where QHQReactive's small rebuild (Docs/Sources.md, article 003) parts from RAC.
@Suite("replay, replayLast, replayLazily")
struct ReplayTests {
    // Docs/Contracts.md C7.5: an unlimited replay subject, connected at once.
    @Test("Exercise 7.4: replay subscribes at once, without subscribers, and replays every value and the ending to everyone")
    func replayIsEager() {
        let log = EventLog()
        let source = CountingSource(sendsAtOnce: [1, 2])
        let replayed = source.signal.replay()
        #expect(source.subscriptions == 1)
        log.record(replayed, "A")
        source.upstream.sendNext(3)
        source.upstream.sendCompleted()
        log.record(replayed, "B")
        #expect(log.entries == [
            "A next(1)", "A next(2)", "A next(3)", "A completed",
            "B next(1)", "B next(2)", "B next(3)", "B completed",
        ])
        #expect(source.subscriptions == 1)
    }

    // QHQReactive's `replay` multicasts to a plain subject, so it only shares.
    @Test("Exercise 7.4: replay is not publish: a subscriber that arrives after the values still gets them")
    func replayIsNotPublish() {
        let log = EventLog()
        let replayed = signalOf([1, 2]).replay()
        log.record(replayed, "late")
        #expect(log.entries == ["late next(1)", "late next(2)", "late completed"])
    }

    @Test("Exercise 7.4: replay replays an error to a late subscriber")
    func replayReplaysAnError() {
        let log = EventLog()
        let replayed = Signal<Int>.return(1).concat(.error(TestError.boom)).replay()
        log.record(replayed, "late")
        #expect(log.entries == ["late next(1)", "late error(boom)"])
    }

    // Docs/Contracts.md C7.5: The upstream subscription is never disposed by subscribers.
    @Test("Exercise 7.4: replay's source subscription is not disposed when its subscribers leave")
    func replayNeverDisconnects() {
        let log = EventLog()
        let source = CountingSource(log: log)
        let replayed = source.signal.replay()
        replayed.subscribeNext { _ in }.dispose()
        source.upstream.sendNext(1)
        log.record(replayed, "late")
        #expect(log.entries == ["subscribed 1", "late next(1)"])
    }

    @Test("Exercise 7.4: replayLast subscribes at once and replays only the latest value, then the ending")
    func replayLastKeepsOne() {
        let log = EventLog()
        let source = CountingSource(sendsAtOnce: [1, 2])
        let replayed = source.signal.replayLast()
        #expect(source.subscriptions == 1)
        log.record(replayed, "A")
        source.upstream.sendNext(3)
        source.upstream.sendCompleted()
        log.record(replayed, "B")
        #expect(log.entries == ["A next(2)", "A next(3)", "A completed", "B next(3)", "B completed"])
        #expect(source.subscriptions == 1)
    }

    // ReactiveCocoa/ReactiveCocoa#1109: "replayLast never disposes its upstream subscription".
    @Test("Exercise 7.4: replayLast's source subscription is not disposed when its subscribers leave")
    func replayLastNeverDisconnects() {
        let log = EventLog()
        let source = CountingSource(log: log)
        let replayed = source.signal.replayLast()
        replayed.subscribeNext { _ in }.dispose()
        #expect(log.entries == ["subscribed 1"])
    }

    // RACSignalSpec -replayLazily: "should forward the input signal upon subscription",
    // "should replay the input signal for future subscriptions". QHQReactive's connects eagerly.
    @Test("Exercise 7.5: replayLazily subscribes on the first subscription, exactly once, and replays everything to later subscribers")
    func replayLazilyIsLazy() {
        let log = EventLog()
        let source = CountingSource(sendsAtOnce: [1])
        let replayed = source.signal.replayLazily()
        #expect(source.subscriptions == 0)
        log.record(replayed, "A")
        #expect(source.subscriptions == 1)
        source.upstream.sendNext(2)
        log.record(replayed, "B")
        #expect(source.subscriptions == 1)
        #expect(log.entries == ["A next(1)", "A next(2)", "B next(1)", "B next(2)"])
    }

    // QHQReactive's `replayLazily` keeps only the last value (capacity 1).
    @Test("Exercise 7.5: replayLazily keeps every value, not only the last")
    func replayLazilyKeepsEveryValue() {
        let log = EventLog()
        let replayed = signalOf([1, 2, 3]).replayLazily()
        log.record(replayed, "A")
        log.record(replayed, "B")
        #expect(log.entries == [
            "A next(1)", "A next(2)", "A next(3)", "A completed",
            "B next(1)", "B next(2)", "B next(3)", "B completed",
        ])
    }

    // RACSignalSpec -replayLazily: "should replay even after disposal"; Docs/Contracts.md C7.6
    @Test("Exercise 7.5: replayLazily stays connected after every subscriber has left, and keeps replaying")
    func replayLazilyNeverDisconnects() {
        let source = CountingSource(sendsAtOnce: [1])
        let replayed = source.signal.replayLazily()
        replayed.subscribeNext { _ in }.dispose()
        replayed.subscribeNext { _ in }.dispose()
        source.upstream.sendNext(2)
        source.upstream.sendCompleted()
        let log = EventLog()
        log.record(replayed)
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
        #expect(source.subscriptions == 1)
        // Disposed by its own completion only.
        #expect(source.log.entries == ["subscribed 1", "source disposed"])
    }
}
