import Dispatch
import Foundation
import Testing
@testable import RAC
import TestSupport

/// Docs/Contracts.md C1.7: once `dispose()` has returned, nothing reaches the subscription's blocks,
/// even an event another thread sent earlier that is still waiting in a delivery queue behind the
/// handler that disposes. Each test has the same shape, with real threads and bounded waits:
/// 1. this thread sends a first event; its handler starts and holds the subscriber's deliveries;
/// 2. another thread then sends a second event, which has to wait its turn (C2.8);
/// 3. the handler disposes its own subscription and returns;
/// 4. nothing else may reach a block, though the second event was waiting when `dispose()` ran.
@Suite("Nothing after dispose", .checksLiveObjects)
struct NothingAfterDisposeTests {
    /// Two subjects and the signal under test built from them; `second` is what the other thread
    /// does while the first value's handler runs.
    struct Case: CustomStringConvertible, Sendable {
        let description: String
        let build: @Sendable (Subject<Int>, Subject<Int>) -> Signal<Int>
        /// What this thread sends first (its handler disposes).
        let first: @Sendable (Subject<Int>, Subject<Int>) -> Void
        /// What the other thread sends while that handler runs.
        let second: @Sendable (Subject<Int>, Subject<Int>) -> Void
    }

    static let cases: [Case] = [
        Case(description: "merge", build: { a, b in Signal.merge([a, b]) },
             first: { a, _ in a.sendNext(1) }, second: { _, b in b.sendNext(2) }),
        Case(description: "flattenMap", build: { a, b in Signal<Signal<Int>>.from([a, b]).flattenMap { $0 } },
             first: { a, _ in a.sendNext(1) }, second: { _, b in b.sendNext(2) }),
        Case(description: "flatten(maxConcurrent)", build: { a, b in Signal<Signal<Int>>.from([a, b]).flatten(2) },
             first: { a, _ in a.sendNext(1) }, second: { _, b in b.sendNext(2) }),
        Case(description: "takeUntil", build: { a, b in a.merge(b).takeUntil(Subject<Int>()) },
             first: { a, _ in a.sendNext(1) }, second: { _, b in b.sendNext(2) }),
        Case(description: "combineLatest", build: { a, b in Signal.combineLatest(a, b).map { $0 &+ $1 } },
             first: { a, b in b.sendNext(0); a.sendNext(1) }, second: { _, b in b.sendNext(2) }),
        Case(description: "zip", build: { a, b in Signal.zip(a, b).map { $0 &+ $1 } },
             first: { a, b in b.sendNext(0); a.sendNext(1) }, second: { a, b in a.sendNext(2); b.sendNext(0) }),
        Case(description: "a subject", build: { a, _ in a },
             first: { a, _ in a.sendNext(1) }, second: { a, _ in a.sendNext(2) }),
        Case(description: "map over merge", build: { a, b in Signal.merge([a, b]).map { $0 } },
             first: { a, _ in a.sendNext(1) }, second: { _, b in b.sendNext(2) }),
    ]

    @Test("A value another thread sent while the handler disposed its subscription never reaches it", arguments: cases)
    func valueWaitingBehindTheDisposingHandler(_ testCase: Case) throws {
        let a = Subject<Int>(), b = Subject<Int>()
        let signal = testCase.build(a, b)
        let handlerStarted = DispatchSemaphore(value: 0)
        let otherThreadSent = DispatchSemaphore(value: 0)
        let otherThread = Locked<UInt>(0)
        let disposeReturned = Locked(false)
        let afterDispose = Locked<[Int]>([])
        let received = Locked<[Int]>([])
        let subscription = Locked<Disposable?>(nil)

        subscription.value = signal.subscribeNext { value in
            if disposeReturned.value { afterDispose.withLock { $0.append(value) } }
            received.withLock { $0.append(value) }
            guard received.value.count == 1 else { return }
            handlerStarted.signal()
            #expect(waitUntil(timeout: 10) { Turns.shared.isWaiting(otherThread.value) }, "the other thread's send did not wait its turn")
            subscription.value?.dispose()
            disposeReturned.value = true
        }
        let other = Thread {
            otherThread.value = currentThreadID()
            guard waitFor(handlerStarted, timeout: 10) else { return }
            testCase.second(a, b)
            otherThreadSent.signal()
        }
        other.start()
        testCase.first(a, b)
        // The waiting delivery ran (and was dropped) after the handler returned, on its own thread.
        #expect(waitFor(otherThreadSent, timeout: 10), "\(testCase): the other thread's send never returned")
        #expect(disposeReturned.value)
        #expect(afterDispose.value == [], "\(testCase): delivered after dispose() returned")
        #expect(received.value.count == 1, "\(testCase): received \(received.value)")
    }

    /// The same for the terminal events: a `completed` or `error` another thread sent, waiting behind
    /// the disposing handler, does not run its block (the subscriber still ends and lets its blocks go).
    @Test("A terminal event another thread sent while the handler disposed its subscription never runs its block", arguments: [false, true])
    func terminalWaitingBehindTheDisposingHandler(error: Bool) throws {
        let producer = Locked<Subscriber<Int>?>(nil)
        let signal = Signal<Int>.createSignal { subscriber in producer.value = subscriber }
        let handlerStarted = DispatchSemaphore(value: 0)
        let otherThreadSent = DispatchSemaphore(value: 0)
        let otherThread = Locked<UInt>(0)
        let log = EventLog()
        let subscription = Locked<Disposable?>(nil)

        subscription.value = signal.subscribeNext(
            { value in
                log.next(value)
                handlerStarted.signal()
                #expect(waitUntil(timeout: 10) { Turns.shared.isWaiting(otherThread.value) }, "the other thread's terminal event did not wait its turn")
                subscription.value?.dispose()
                log.append("disposed")
            },
            error: { log.error($0) },
            completed: { log.completed() }
        )
        let other = Thread {
            otherThread.value = currentThreadID()
            guard waitFor(handlerStarted, timeout: 10) else { return }
            if error { producer.value?.sendError(TestError.boom) } else { producer.value?.sendCompleted() }
            otherThreadSent.signal()
        }
        other.start()
        producer.value?.sendNext(1)
        #expect(waitFor(otherThreadSent, timeout: 10), "the other thread's send never returned")
        #expect(log.entries == ["next(1)", "disposed"])
        producer.value = nil
    }

    /// A subject is not a plain subscriber: its passthrough forwards to it through the protocol,
    /// and must make the same check there as for a plain one.
    @Test("A terminal event a producer sends after its subscription was disposed does not reach a subject subscribed to it", arguments: [false, true])
    func terminalAfterDisposeDoesNotReachASubject(error: Bool) {
        let log = EventLog()
        var producer: Subscriber<Int>?
        let signal = Signal<Int>.createSignal { subscriber in producer = subscriber }
        let subject = Subject<Int>()
        let downstream = log.record(subject)
        signal.subscribe(subject).dispose()
        if error { producer?.sendError(TestError.boom) } else { producer?.sendCompleted() }
        subject.sendNext(1)
        #expect(log.entries == ["next(1)"])
        producer = nil
        downstream.dispose()
    }
}
