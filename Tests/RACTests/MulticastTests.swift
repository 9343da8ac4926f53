import Foundation
import Testing
import RAC
import TestSupport

/// `MulticastConnection`, `publish`/`multicast`/`connect`/`autoconnect`, `replay`/`replayLast`/
/// `replayLazily`: Docs/Contracts.md §7 (C7.1: `MulticastConnection.signal` is the very subject
/// given to `multicast(_:)`; C7.4 for autoconnect).
@Suite("Multicast", .checksLiveObjects)
struct MulticastTests {
    // MARK: - publish / multicast

    @Test("multicast(_:)'s connection.signal is the very subject given to it")
    func multicastSignalIsTheSubject() {
        let source = TestSource()
        let subject = ReplaySubject<Int>()
        let connection = source.signal.multicast(subject)
        #expect(connection.signal === subject)
        #expect(source.subscriptions.value == 0)
    }

    @Test("publish() multicasts to a new plain Subject, a different one per connection")
    func publishUsesAPlainSubject() {
        let source = TestSource()
        let first = source.signal.publish()
        let second = source.signal.publish()
        #expect(first.signal is Subject<Int>)
        #expect(!(first.signal is ReplaySubject<Int>))
        #expect(!(first.signal is BehaviorSubject<Int>))
        #expect(first.signal !== second.signal)
    }

    // MARK: - connect

    // RACMulticastConnectionSpec -connect: "should subscribe to the underlying signal"
    @Test("Nothing is subscribed until connect(); connect() subscribes the source once, with the subject as its subscriber")
    func connectSubscribesTheSource() {
        let source = TestSource()
        let log = EventLog()
        let connection = source.signal.publish()
        connection.signal.subscribeNext { log.next($0) }
        #expect(source.subscriptions.value == 0)

        connection.connect()
        #expect(source.subscriptions.value == 1)
        source.upstream.sendNext(1)
        #expect(log.entries == ["next(1)"])
    }

    // RACMulticastConnectionSpec -connect: "should return the same disposable for each invocation"
    @Test("Later connect() calls return the same disposable and do not subscribe again")
    func connectReturnsTheSameDisposable() {
        let source = TestSource()
        let connection = source.signal.publish()
        let first = connection.connect()
        let second = connection.connect()
        #expect(first === second)
        #expect(source.subscriptions.value == 1)
    }

    // RACMulticastConnectionSpec -connect: "shouldn't reconnect after disposal"
    @Test("Disposing the connection disposes the source subscription; connect() never reconnects and returns the same disposable")
    func connectDoesNotReconnectAfterDisposal() {
        let source = TestSource()
        let connection = source.signal.publish()
        let first = connection.connect()
        #expect(source.log.entries == ["subscribed 1"])
        first.dispose()
        #expect(source.log.entries == ["subscribed 1", "source disposed"])

        let second = connection.connect()
        #expect(first === second)
        #expect(second.isDisposed)
        #expect(source.subscriptions.value == 1)
        #expect(source.log.entries == ["subscribed 1", "source disposed"])
    }

    // Docs/Contracts.md C7.2: connect is race-free across threads (compare-and-swap).
    @Test("connect() called from 10 threads at once subscribes the source exactly once, and every caller gets the same disposable")
    func concurrentConnectSubscribesOnce() {
        for _ in 0..<20 {
            let source = TestSource()
            let connection = source.signal.publish()
            let returned = Locked<Set<ObjectIdentifier>>([])
            let finished = runConcurrently(threads: 10) { _ in
                let disposable = connection.connect()
                returned.withLock { _ = $0.insert(ObjectIdentifier(disposable)) }
            }
            #expect(finished)
            #expect(source.subscriptions.value == 1)
            #expect(returned.value.count == 1)
        }
    }

    // RACMulticastConnectionSpec -connect: "shouldn't race when connecting"
    @Test("A connect() made while another thread's connect() is still subscribing returns at once, with the same disposable")
    func connectDuringASlowSubscription() {
        let entered = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        let subscriptions = Counter()
        let slow = Signal<Int>.createSignal { _ in
            subscriptions.increment()
            entered.signal()
            _ = waitFor(gate)
        }
        let connection = slow.publish()
        let background = Locked<Disposable?>(nil)
        let done = DispatchSemaphore(value: 0)
        Scheduler.scheduler().schedule {
            background.value = connection.connect()
            done.signal()
        }
        #expect(waitFor(entered))
        let mine = connection.connect()  // must not wait for the slow subscription
        gate.signal()
        #expect(waitFor(done))
        #expect(background.value === mine)
        #expect(subscriptions.value == 1)
    }

    // Docs/Contracts.md C7.3: Hot after connect: with a plain subject, values that the source sends before a subscriber
    // has subscribed to .signal are lost to that subscriber.
    @Test("After connect(), a plain subject's late subscriber misses the values sent before it subscribed")
    func publishedConnectionIsHot() {
        let source = TestSource(sendsSynchronously: [1])
        let log = EventLog()
        let connection = source.signal.publish()
        connection.connect()
        source.upstream.sendNext(2)
        connection.signal.subscribeNext { log.next($0) }
        source.upstream.sendNext(3)
        #expect(log.entries == ["next(3)"])
    }

    // MARK: - autoconnect

    // RACMulticastConnectionSpec -autoconnect: "should subscribe to the multicasted signal on the first subscription"
    @Test("autoconnect connects on the first subscription only")
    func autoconnectConnectsOnFirstSubscription() {
        let source = TestSource()
        let signal = source.signal.publish().autoconnect()
        #expect(source.subscriptions.value == 0)
        signal.subscribeNext { _ in }
        #expect(source.subscriptions.value == 1)
        signal.subscribeNext { _ in }
        #expect(source.subscriptions.value == 1)
    }

    // Docs/Contracts.md C7.4: the subscriber joins the subject first, and only then is the source connected.
    @Test("autoconnect subscribes the subscriber to the subject before connecting: a synchronous source reaches the first subscriber, a later one sees only later values")
    func autoconnectJoinsBeforeConnecting() {
        let source = TestSource(sendsSynchronously: [1, 2])
        let log = EventLog()
        let signal = source.signal.publish().autoconnect()
        signal.subscribeNext { log.append("A next(\($0))") }
        signal.subscribeNext { log.append("B next(\($0))") }
        source.upstream.sendNext(3)
        #expect(log.entries == ["A next(1)", "A next(2)", "A next(3)", "B next(3)"])
    }

    // RACMulticastConnectionSpec -autoconnect: "should dispose of the multicasted subscription when the signal has no subscribers"; Docs/Contracts.md C7.4
    @Test("autoconnect counts subscribers: the connection is disposed, synchronously inside dispose(), only when the last one leaves")
    func autoconnectRefCounts() {
        let source = TestSource()
        let log = source.log
        let signal = source.signal.publish().autoconnect()
        let first = signal.subscribeNext { log.append("A next(\($0))") }
        let second = signal.subscribeNext { log.append("B next(\($0))") }
        first.dispose()
        source.upstream.sendNext(1)
        log.append("disposing B")
        second.dispose()
        log.append("disposed B")
        #expect(log.entries == ["subscribed 1", "B next(1)", "disposing B", "source disposed", "disposed B"])
    }

    // Docs/Contracts.md C7.4: on that subscriber's disposal (manual, or because it terminated), decrements the counter.
    @Test("An autoconnect subscriber that terminates leaves too: the source subscription is disposed")
    func autoconnectTerminationLeaves() {
        let source = TestSource()
        let log = source.log
        let signal = source.signal.publish().autoconnect()
        signal.subscribeNext({ log.append("A next(\($0))") }, completed: { log.append("A completed") })
        source.upstream.sendNext(1)
        source.upstream.sendCompleted()
        #expect(log.entries == ["subscribed 1", "A next(1)", "source disposed", "A completed"])
    }

    // RACMulticastConnectionSpec -autoconnect: "shouldn't reconnect after disposal"; Docs/Contracts.md C7.4
    @Test("After the count drops to zero, autoconnect never reconnects: with a plain subject a new subscriber gets nothing, not even a terminal event")
    func autoconnectDoesNotReconnect() {
        let source = TestSource(sendsSynchronously: [1])
        let log = EventLog()
        let signal = source.signal.publish().autoconnect()
        signal.subscribeNext { _ in }.dispose()
        #expect(source.subscriptions.value == 1)

        let late = signal.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(source.subscriptions.value == 1)
        source.upstream.sendNext(2)
        source.upstream.sendCompleted()
        #expect(log.entries == [])
        #expect(!late.isDisposed)
        late.dispose()
    }

    // RACMulticastConnectionSpec -autoconnect: "should replay values after disposal when multicasted to a replay subject"
    @Test("After the count drops to zero, autoconnect on a replay subject does not reconnect but replays what it had")
    func autoconnectReplaysAfterDisposal() {
        let upstream = Subject<Int>()
        let subscriptions = Counter()
        let source = Signal<Int>.defer {
            subscriptions.increment()
            return upstream
        }
        let signal = source.multicast(ReplaySubject()).autoconnect()
        let log = EventLog()
        let first = signal.subscribeNext { log.append("A next(\($0))") }
        upstream.sendNext(1)
        upstream.sendNext(2)
        first.dispose()
        upstream.sendNext(3)  // disconnected: not recorded

        signal.subscribeNext({ log.append("B next(\($0))") }, completed: { log.append("B completed") })
        #expect(log.entries == ["A next(1)", "A next(2)", "B next(1)", "B next(2)"])
        #expect(subscriptions.value == 1)
    }

    @Test("autoconnect on a replay subject replays the terminal event too when the source terminated before disposal")
    func autoconnectReplaysTerminalEvent() {
        let source = TestSource(sendsSynchronously: [1], thenCompletes: true)
        let signal = source.signal.multicast(ReplaySubject()).autoconnect()
        let log = EventLog()
        signal.subscribeNext({ log.append("A next(\($0))") }, completed: { log.append("A completed") })
        signal.subscribeNext({ log.append("B next(\($0))") }, completed: { log.append("B completed") })
        #expect(log.entries == ["A next(1)", "A completed", "B next(1)", "B completed"])
        #expect(source.subscriptions.value == 1)
    }

    // MARK: - replay, replayLast, replayLazily

    // Docs/Contracts.md C7.5: replay multicasts to an unlimited replay subject and connects at once.
    @Test("replay() subscribes at once, without subscribers, and replays every value and the terminal event to everyone")
    func replayIsEager() {
        let source = TestSource(sendsSynchronously: [1, 2])
        let replayed = source.signal.replay()
        #expect(source.subscriptions.value == 1)

        let log = EventLog()
        replayed.subscribeNext({ log.append("A next(\($0))") }, completed: { log.append("A completed") })
        source.upstream.sendNext(3)
        source.upstream.sendCompleted()
        replayed.subscribeNext({ log.append("B next(\($0))") }, completed: { log.append("B completed") })
        #expect(log.entries == [
            "A next(1)", "A next(2)", "A next(3)", "A completed",
            "B next(1)", "B next(2)", "B next(3)", "B completed",
        ])
        #expect(source.subscriptions.value == 1)
    }

    // Docs/Contracts.md C7.5: The upstream subscription is never disposed by subscribers.
    @Test("replay()'s source subscription is never disposed by its subscribers leaving")
    func replayNeverDisconnects() {
        let source = TestSource()
        let replayed = source.signal.replay()
        let log = EventLog()
        replayed.subscribeNext { _ in }.dispose()
        source.upstream.sendNext(1)
        replayed.subscribeNext { log.next($0) }
        #expect(source.log.entries == ["subscribed 1"])
        #expect(log.entries == ["next(1)"])
    }

    @Test("replayLast() subscribes at once and replays only the latest value, then the terminal event")
    func replayLastIsEagerAndKeepsOne() {
        let source = TestSource(sendsSynchronously: [1, 2])
        let replayed = source.signal.replayLast()
        #expect(source.subscriptions.value == 1)

        let log = EventLog()
        replayed.subscribeNext({ log.append("A next(\($0))") }, completed: { log.append("A completed") })
        source.upstream.sendNext(3)
        source.upstream.sendCompleted()
        replayed.subscribeNext({ log.append("B next(\($0))") }, completed: { log.append("B completed") })
        #expect(log.entries == ["A next(2)", "A next(3)", "A completed", "B next(3)", "B completed"])
        #expect(source.subscriptions.value == 1)

        // Never disposed by subscribers either.
        let other = TestSource()
        let last = other.signal.replayLast()
        last.subscribeNext { _ in }.dispose()
        #expect(other.log.entries == ["subscribed 1"])
    }

    // RACSignalSpec -replayLazily: "should forward the input signal upon subscription", "should replay the input signal for future subscriptions"
    @Test("replayLazily() subscribes on the first subscription only, exactly once, and replays everything to later subscribers")
    func replayLazilyIsLazy() {
        let source = TestSource(sendsSynchronously: [1])
        let replayed = source.signal.replayLazily()
        #expect(source.subscriptions.value == 0)

        let log = EventLog()
        replayed.subscribeNext { log.append("A next(\($0))") }
        #expect(source.subscriptions.value == 1)
        source.upstream.sendNext(2)
        replayed.subscribeNext { log.append("B next(\($0))") }
        #expect(source.subscriptions.value == 1)
        #expect(log.entries == ["A next(1)", "A next(2)", "B next(1)", "B next(2)"])
    }

    // RACSignalSpec -replayLazily: "should replay even after disposal"; Docs/Contracts.md C7.6
    @Test("replayLazily() stays connected after every subscriber has left, and keeps replaying")
    func replayLazilyNeverDisconnects() {
        let source = TestSource(sendsSynchronously: [1])
        let replayed = source.signal.replayLazily()
        replayed.subscribeNext { _ in }.dispose()
        replayed.subscribeNext { _ in }.dispose()
        source.upstream.sendNext(2)
        source.upstream.sendCompleted()

        let log = EventLog()
        replayed.subscribeNext({ log.next($0) }, completed: { log.completed() })
        #expect(log.entries == ["next(1)", "next(2)", "completed"])
        #expect(source.subscriptions.value == 1)
        #expect(source.log.entries == ["subscribed 1", "source disposed"])  // disposed by its own completion only
    }
}

/// A cold source that counts its subscriptions, sends some values synchronously, then forwards
/// `upstream` (so a test can send later values), and logs when its subscription is disposed.
fileprivate final class TestSource: @unchecked Sendable {
    let log = EventLog()
    let subscriptions = Counter()
    let upstream = Subject<Int>()
    let signal: Signal<Int>

    init(sendsSynchronously values: [Int] = [], thenCompletes: Bool = false) {
        let log = log
        let subscriptions = subscriptions
        let upstream = upstream
        signal = Signal<Int>.createSignal { subscriber in
            log.append("subscribed \(subscriptions.increment())")
            for value in values { subscriber.sendNext(value) }
            if thenCompletes { subscriber.sendCompleted() }
            let forwarding = upstream.subscribe(subscriber)
            return Disposable {
                forwarding.dispose()
                log.append("source disposed")
            }
        }
    }
}
