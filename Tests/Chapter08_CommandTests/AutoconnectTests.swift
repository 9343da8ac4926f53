import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// `autoconnect()`: Docs/Contracts.md C7.4.
@Suite("autoconnect")
struct AutoconnectTests {
    // RACMulticastConnectionSpec -autoconnect: "should subscribe to the multicasted signal on the first subscription"
    @Test("autoconnect connects on the first subscription only")
    func connectsOnTheFirstSubscription() {
        let source = CountingSource()
        let shared = source.signal.publish().autoconnect()
        #expect(source.subscriptions == 0)
        shared.subscribeNext { _ in }
        #expect(source.subscriptions == 1)
        shared.subscribeNext { _ in }
        #expect(source.subscriptions == 1)
    }

    // Docs/Contracts.md C7.4: the subscriber joins the subject, and then the source is connected.
    @Test("A subscriber joins the subject before the source is connected: a synchronous source reaches the first subscriber, a later one sees only later values")
    func joinsBeforeConnecting() {
        let log = EventLog()
        let source = CountingSource(sendsAtOnce: [1, 2])
        let shared = source.signal.publish().autoconnect()
        log.record(shared, "A")
        log.record(shared, "B")
        source.upstream.sendNext(3)
        #expect(log.entries == ["A next(1)", "A next(2)", "A next(3)", "B next(3)"])
    }

    // RACMulticastConnectionSpec -autoconnect: "should dispose of the multicasted subscription when the signal has no subscribers"
    @Test("autoconnect counts subscribers: the source subscription is disposed, inside dispose(), only when the last one leaves")
    func countsSubscribers() {
        let log = EventLog()
        let source = CountingSource(log: log)
        let shared = source.signal.publish().autoconnect()
        let a = log.record(shared, "A")
        let b = log.record(shared, "B")
        a.dispose()
        source.upstream.sendNext(1)
        log.append("disposing B")
        b.dispose()
        log.append("disposed B")
        #expect(log.entries == ["subscribed 1", "B next(1)", "disposing B", "source disposed", "disposed B"])
    }

    // RAC's autoconnect counts up first, before it subscribes or connects.
    @Test("The count goes up before connecting: a subscriber that joins and leaves inside the first one's handler, during connect, does not disconnect it")
    func countsBeforeConnecting() {
        let log = EventLog()
        let source = CountingSource(log: log, sendsAtOnce: [1])
        let shared = source.signal.publish().autoconnect()
        var joinedAndLeft = false
        shared.subscribeNext { value in
            log.append("A next(\(value))")
            guard !joinedAndLeft else { return }
            joinedAndLeft = true
            shared.subscribeNext { _ in }.dispose()
        }
        source.upstream.sendNext(2)
        #expect(log.entries == ["subscribed 1", "A next(1)", "A next(2)"])
    }

    @Test("A subscriber that terminates leaves too: when the last one completes, the source subscription has been disposed")
    func terminationLeaves() {
        let log = EventLog()
        let source = CountingSource(log: log)
        let shared = source.signal.publish().autoconnect()
        log.record(shared, "A")
        source.upstream.sendNext(1)
        source.upstream.sendCompleted()
        #expect(log.entries == ["subscribed 1", "A next(1)", "source disposed", "A completed"])
    }

    @Test("A subscriber that leaves through take(1) leaves the count too")
    func takeLeaves() {
        let log = EventLog()
        let source = CountingSource(log: log)
        let shared = source.signal.publish().autoconnect()
        log.record(shared.take(1), "A")
        source.upstream.sendNext(1)
        source.upstream.sendNext(2)
        #expect(log.entries == ["subscribed 1", "A next(1)", "source disposed", "A completed"])
    }

    // RACMulticastConnectionSpec -autoconnect: "shouldn't reconnect after disposal"; Docs/Contracts.md C7.4
    @Test("After the count drops to zero, autoconnect never reconnects: with a plain subject a new subscriber gets nothing, not even a terminal event")
    func doesNotReconnect() {
        let log = EventLog()
        let source = CountingSource(sendsAtOnce: [1])
        let shared = source.signal.publish().autoconnect()
        shared.subscribeNext { _ in }.dispose()
        let late = log.record(shared, "late")
        source.upstream.sendNext(2)
        source.upstream.sendCompleted()
        #expect(source.subscriptions == 1)
        #expect(log.entries == [])
        #expect(!late.isDisposed)
        late.dispose()
    }

    // RACMulticastConnectionSpec -autoconnect: "should replay values after disposal when multicasted to a replay subject"
    @Test("After the count drops to zero, autoconnect on a replay subject does not reconnect but replays what it had")
    func replaysAfterDisposal() {
        let log = EventLog()
        let upstream = Subject<Int>()
        var subscriptions = 0
        let source = Signal<Int>.defer {
            subscriptions += 1
            return upstream
        }
        let shared = source.multicast(ReplaySubject()).autoconnect()
        let a = log.record(shared, "A")
        upstream.sendNext(1)
        upstream.sendNext(2)
        a.dispose()
        upstream.sendNext(3)  // disconnected: nobody records it
        log.record(shared, "B")
        #expect(log.entries == ["A next(1)", "A next(2)", "B next(1)", "B next(2)"])
        #expect(subscriptions == 1)
    }

    @Test("autoconnect on a replay subject replays the terminal event too, when the source ended before everyone left")
    func replaysTheTerminalEvent() {
        let log = EventLog()
        let shared = signalOf([1]).multicast(ReplaySubject()).autoconnect()
        log.record(shared, "A")
        log.record(shared, "B")
        #expect(log.entries == ["A next(1)", "A completed", "B next(1)", "B completed"])
    }

    // Seed 000 (Docs/Sources.md): `loginWithUsername:password:` returns `[[RACSignal createSignal:…] publish] autoconnect]`.
    @Test("The seed's login signal: everyone subscribed while the login is pending shares one login")
    func seedLoginSignal() {
        let log = EventLog()
        var pending: [Subscriber<String>] = []
        func login(username: String) -> Signal<String> {
            Signal<String>.createSignal { subscriber in
                log.append("begin login \(username)")
                pending.append(subscriber)
            }
            .publish()
            .autoconnect()
        }
        let attempt = login(username: "qhq")
        log.record(attempt, "result")
        log.record(attempt, "spinner")
        for subscriber in pending {
            subscriber.sendNext("welcome")
            subscriber.sendCompleted()
        }
        #expect(log.entries == [
            "begin login qhq",
            "result next(welcome)", "spinner next(welcome)", "result completed", "spinner completed",
        ])
    }
}
