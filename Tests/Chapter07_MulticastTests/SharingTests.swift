import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// The chapter's story: a request that runs once per subscriber, and each way to share it, with
/// what each way costs. The guide's "goal" and "what we add" quote these.
@Suite("My request runs twice")
struct SharingTests {
    // Docs/Contracts.md C9.6: Cold signals repeat work per subscriber, so my request runs twice.
    @Test("A cold request with two subscribers runs twice")
    func coldRequestRunsTwice() {
        let log = EventLog()
        let server = PendingRequest(log: log)
        let request = server.signal
        log.record(request, "A")
        log.record(request, "B")
        server.respond("ok")
        #expect(server.count == 2)
        #expect(log.entries == [
            "request 1", "request 2",
            "A next(ok)", "request 1 disposed", "A completed",
            "B next(ok)", "request 2 disposed", "B completed",
        ])
    }

    @Test("Exercise 7.2: publish, subscribe, then connect: one request, and every subscriber gets its answer")
    func publishThenConnectRunsOnce() {
        let log = EventLog()
        let server = PendingRequest(log: log)
        let connection = server.signal.publish()
        log.record(connection.signal, "A")
        log.record(connection.signal, "B")
        log.append("connect")
        connection.connect()
        server.respond("ok")
        #expect(server.count == 1)
        #expect(log.entries == [
            "connect", "request 1",
            "A next(ok)", "B next(ok)", "request 1 disposed", "A completed", "B completed",
        ])
    }

    @Test("Exercise 7.2: The cost of publish: a subscriber that arrives after the answer gets nothing, not even completed")
    func publishLateSubscriberGetsNothing() {
        let log = EventLog()
        let server = PendingRequest(log: log)
        let connection = server.signal.publish()
        log.record(connection.signal, "A")
        connection.connect()
        server.respond("ok")
        log.record(connection.signal, "late")
        #expect(log.entries == ["request 1", "A next(ok)", "request 1 disposed", "A completed"])
    }

    @Test("The cost of publish: connect before subscribing, and a synchronous source's values are lost to everyone")
    func connectingTooEarlyLosesSynchronousValues() {
        let log = EventLog()
        let connection = signalOf([1, 2]).publish()
        connection.connect()
        log.record(connection.signal, "A")
        #expect(log.entries == [])
    }

    @Test("Exercise 7.2: The cost of connect: subscribers leaving do not stop the source; disposing the connection does")
    func connectionOutlivesItsSubscribers() {
        let log = EventLog()
        let server = PendingRequest(log: log)
        let connection = server.signal.publish()
        let a = log.record(connection.signal, "A")
        let disposable = connection.connect()
        a.dispose()
        log.append("A left")
        disposable.dispose()
        #expect(log.entries == ["request 1", "A left", "request 1 disposed"])
    }

    @Test("Exercise 7.3: autoconnect: the first subscriber starts one request for everyone")
    func autoconnectStartsOnFirstSubscriber() {
        let log = EventLog()
        let server = PendingRequest(log: log)
        let shared = server.signal.publish().autoconnect()
        log.append("nobody yet")
        log.record(shared, "A")
        log.record(shared, "B")
        server.respond("ok")
        #expect(server.count == 1)
        #expect(log.entries == [
            "nobody yet", "request 1",
            "A next(ok)", "B next(ok)", "request 1 disposed", "A completed", "B completed",
        ])
    }

    @Test("Exercise 7.3: autoconnect: when every subscriber has left, the request is disposed")
    func autoconnectStopsWhenEveryoneLeaves() {
        let log = EventLog()
        let server = PendingRequest(log: log)
        let shared = server.signal.publish().autoconnect()
        let a = log.record(shared, "A")
        let b = log.record(shared, "B")
        a.dispose()
        log.append("A left")
        b.dispose()
        log.append("B left")
        #expect(log.entries == ["request 1", "A left", "request 1 disposed", "B left"])
    }

    @Test("Exercise 7.3: The cost of autoconnect: once the request has ended, a new subscriber gets nothing and nothing runs again")
    func autoconnectNeverRunsAgain() {
        let log = EventLog()
        let server = PendingRequest(log: log)
        let shared = server.signal.publish().autoconnect()
        log.record(shared, "A")
        server.respond("ok")
        log.record(shared, "late")
        server.respond("again")
        #expect(server.count == 1)
        #expect(log.entries == ["request 1", "A next(ok)", "request 1 disposed", "A completed"])
    }

    @Test("Exercise 7.4: replay starts the request at once, before anyone subscribes, and gives every subscriber the answer, late ones too")
    func replayIsEagerAndRemembers() {
        let log = EventLog()
        let server = PendingRequest(log: log)
        let replayed = server.signal.replay()
        log.append("nobody yet")
        log.record(replayed, "A")
        server.respond("ok")
        log.record(replayed, "late")
        #expect(server.count == 1)
        #expect(log.entries == [
            "request 1", "nobody yet",
            "A next(ok)", "request 1 disposed", "A completed",
            "late next(ok)", "late completed",
        ])
    }

    @Test("Exercise 7.4: The cost of replay: when every subscriber has left, the request goes on")
    func replayOutlivesItsSubscribers() {
        let log = EventLog()
        let server = PendingRequest(log: log)
        let replayed = server.signal.replay()
        log.record(replayed, "A").dispose()
        log.append("A left")
        server.respond("ok")
        #expect(log.entries == ["request 1", "A left", "request 1 disposed"])
    }

    @Test("Exercise 7.4: replayLast gives a late subscriber only the latest value")
    func replayLastKeepsTheLatest() {
        let log = EventLog()
        let progress = Subject<Int>()
        let latest = progress.replayLast()
        progress.sendNext(10)
        progress.sendNext(50)
        log.record(latest, "late")
        progress.sendNext(100)
        #expect(log.entries == ["late next(50)", "late next(100)"])
    }

    @Test("Exercise 7.5: replayLazily waits for the first subscriber, then shares and remembers like replay")
    func replayLazilyWaitsForTheFirstSubscriber() {
        let log = EventLog()
        let server = PendingRequest(log: log)
        let replayed = server.signal.replayLazily()
        log.append("nobody yet")
        log.record(replayed, "A")
        server.respond("ok")
        log.record(replayed, "late")
        #expect(server.count == 1)
        #expect(log.entries == [
            "nobody yet", "request 1",
            "A next(ok)", "request 1 disposed", "A completed",
            "late next(ok)", "late completed",
        ])
    }

    @Test("Exercise 7.5: The cost of replayLazily: once started, the request goes on when every subscriber has left")
    func replayLazilyOutlivesItsSubscribers() {
        let log = EventLog()
        let server = PendingRequest(log: log)
        let replayed = server.signal.replayLazily()
        log.record(replayed, "A").dispose()
        log.append("A left")
        server.respond("ok")
        log.record(replayed, "late")
        #expect(server.count == 1)
        #expect(log.entries == ["request 1", "A left", "request 1 disposed", "late next(ok)", "late completed"])
    }

    @Test("Exercise 7.4: The cost of replay: every value is kept for later subscribers, however many")
    func replayKeepsEveryValue() {
        let log = EventLog()
        let progress = Subject<Int>()
        let replayed = progress.replay()
        for value in 1...5 { progress.sendNext(value) }
        log.record(replayed, "late")
        #expect(log.entries == ["late next(1)", "late next(2)", "late next(3)", "late next(4)", "late next(5)"])
    }
}
