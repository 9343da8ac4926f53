import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// `multicast(_:)`, `publish()` and `connect()`: Docs/Contracts.md C7.1–C7.3.
@Suite("MulticastConnection")
struct MulticastConnectionTests {
    @Test("multicast's connection.signal is the very subject given to it, and nothing is subscribed yet")
    func signalIsTheSubject() {
        let source = CountingSource()
        let subject = ReplaySubject<Int>()
        let connection = source.signal.multicast(subject)
        #expect(connection.signal === subject)
        #expect(source.subscriptions == 0)
    }

    @Test("publish multicasts to a new plain Subject, a different one for each connection")
    func publishUsesANewPlainSubject() {
        let source = CountingSource()
        let first = source.signal.publish()
        let second = source.signal.publish()
        #expect(first.signal is Subject<Int>)
        #expect(!(first.signal is ReplaySubject<Int>))
        #expect(!(first.signal is BehaviorSubject<Int>))
        #expect(first.signal !== second.signal)
    }

    // RACMulticastConnectionSpec -connect: "should subscribe to the underlying signal"
    @Test("Exercise 7.2: Nothing is subscribed until connect; connect subscribes the source once, with the subject as its subscriber")
    func connectSubscribesTheSource() {
        let log = EventLog()
        let source = CountingSource(log: log)
        let connection = source.signal.publish()
        log.record(connection.signal)
        #expect(source.subscriptions == 0)
        connection.connect()
        source.upstream.sendNext(1)
        #expect(source.subscriptions == 1)
        #expect(log.entries == ["subscribed 1", "next(1)"])
    }

    // RACMulticastConnectionSpec -connect: "should return the same disposable for each invocation"
    @Test("Exercise 7.2: A later connect returns the same disposable and does not subscribe again")
    func connectReturnsTheSameDisposable() {
        let source = CountingSource()
        let connection = source.signal.publish()
        let first = connection.connect()
        let second = connection.connect()
        #expect(first === second)
        #expect(source.subscriptions == 1)
    }

    // RACMulticastConnectionSpec -connect: "shouldn't reconnect after disposal"
    @Test("Exercise 7.2: Disposing the connection disposes the source subscription; connect never reconnects and returns the same disposable")
    func connectDoesNotReconnectAfterDisposal() {
        let log = EventLog()
        let source = CountingSource(log: log)
        let connection = source.signal.publish()
        let first = connection.connect()
        first.dispose()
        let second = connection.connect()
        #expect(first === second)
        #expect(second.isDisposed)
        #expect(log.entries == ["subscribed 1", "source disposed"])
    }

    @Test("Exercise 7.2: A connect called from inside the source's subscribe block returns the same disposable and does not subscribe again")
    func reentrantConnectSubscribesOnce() {
        let log = EventLog()
        var connection: MulticastConnection<Int>?
        var inner: Disposable?
        let source = Signal<Int>.createSignal { subscriber in
            log.append("subscribed")
            inner = connection?.connect()
            subscriber.sendNext(1)
        }
        connection = source.publish()
        log.record(connection!.signal)
        let outer = connection!.connect()
        #expect(inner === outer)
        #expect(log.entries == ["subscribed", "next(1)"])
    }

    // Docs/Contracts.md C7.3: Hot after connect.
    @Test("Exercise 7.2: After connect, a plain subject's late subscriber misses the values sent before it subscribed")
    func publishedConnectionIsHot() {
        let log = EventLog()
        let source = CountingSource(sendsAtOnce: [1])
        let connection = source.signal.publish()
        connection.connect()
        source.upstream.sendNext(2)
        log.record(connection.signal)
        source.upstream.sendNext(3)
        #expect(log.entries == ["next(3)"])
    }

    @Test("Exercise 7.2: Multicast to a replay subject: a subscriber after connect gets every value so far, then the rest")
    func multicastToAReplaySubject() {
        let log = EventLog()
        let source = CountingSource(sendsAtOnce: [1])
        let connection = source.signal.multicast(ReplaySubject())
        connection.connect()
        source.upstream.sendNext(2)
        log.record(connection.signal)
        source.upstream.sendNext(3)
        #expect(log.entries == ["next(1)", "next(2)", "next(3)"])
    }

    @Test("Exercise 7.2: An error from the source reaches every subscriber once, and the source subscription is disposed before it")
    func errorReachesEveryone() {
        let log = EventLog()
        let source = CountingSource(log: log)
        let connection = source.signal.publish()
        log.record(connection.signal, "A")
        log.record(connection.signal, "B")
        connection.connect()
        source.upstream.sendError(TestError.boom)
        #expect(log.entries == ["subscribed 1", "source disposed", "A error(boom)", "B error(boom)"])
    }

    @Test("Exercise 7.2: Every subscriber of the connection gets each value before any gets the next, in subscription order")
    func valuesGoToEveryoneInOrder() {
        let log = EventLog()
        let connection = signalOf([1, 2]).publish()
        log.record(connection.signal, "A")
        log.record(connection.signal, "B")
        connection.connect()
        #expect(log.entries == ["A next(1)", "B next(1)", "A next(2)", "B next(2)", "A completed", "B completed"])
    }
}
