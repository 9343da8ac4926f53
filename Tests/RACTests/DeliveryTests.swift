import Dispatch
import Foundation
import Testing
@testable import RAC
import TestSupport

/// The delivery rule (Docs/Contracts.md C2.2, C2.8, C2.9): no lock of any kind is held while a
/// handler runs. A subscriber's, a subject's and a combining operator's deliveries run one at a
/// time, each on the thread that sent it (ThreadOfDeliveryTests); a cycle of threads feeding each
/// other's subjects neither deadlocks nor overlaps. These tests use real threads with bounded
/// waits: a hang fails the test.
@Suite("Delivery rule", .checksLiveObjects)
struct DeliveryTests {
    // MARK: Two-way bindings

    /// The shape of binding two observed properties to each other: each subject's changes are sent
    /// to the other, and `distinctUntilChanged` stops the echo.
    @Test("Two behavior subjects bound both ways and sent 2,000 values each from their own threads neither deadlock nor crash, and agree at the end")
    func twoWayBindingAcrossThreads() {
        let rounds = stressScaled(2_000)
        let a = BehaviorSubject(defaultValue: 0)
        let b = BehaviorSubject(defaultValue: 0)
        let aToB = a.distinctUntilChanged().subscribeNext { b.sendNext($0) }
        let bToA = b.distinctUntilChanged().subscribeNext { a.sendNext($0) }

        let finished = runConcurrently(threads: 2, timeout: 30) { thread in
            let subject = thread == 0 ? a : b
            for index in 1...rounds { subject.sendNext(thread * 1_000_000 + index) }
        }
        #expect(finished, "the two threads did not finish within 30 s: a delivery waited on another thread's handler")
        #expect(a.value == b.value)
        aToB.dispose()
        bToA.dispose()
    }

    @Test("Two plain subjects forwarding to each other from their own threads never run a subscriber's handler twice at once")
    func crossForwardingSubjectsStaySerial() {
        let rounds = stressScaled(2_000)
        let a = Subject<Int>(), b = Subject<Int>()
        let overlapA = OverlapDetector(), overlapB = OverlapDetector()
        let receivedA = Counter(), receivedB = Counter()
        // Values below 0 are the echoes; they are not sent on again.
        let subscriptionA = a.subscribeNext { value in
            overlapA.enter()
            receivedA.increment()
            overlapA.exit()
            // Outside the detector: the echo may come back nested, on this thread (re-entry, not overlap).
            if value >= 0 { b.sendNext(-1) }
        }
        let subscriptionB = b.subscribeNext { value in
            overlapB.enter()
            receivedB.increment()
            overlapB.exit()
            if value >= 0 { a.sendNext(-1) }
        }
        let finished = runConcurrently(threads: 2, timeout: 30) { thread in
            for index in 0..<rounds { (thread == 0 ? a : b).sendNext(index) }
        }
        #expect(finished)
        #expect(overlapA.overlaps == 0 && overlapB.overlaps == 0)
        // Each subject got its own thread's values and one echo per value of the other.
        #expect(receivedA.value == 2 * rounds && receivedB.value == 2 * rounds)
        subscriptionA.dispose()
        subscriptionB.dispose()
    }

    @Test("combineLatest fed from two threads, each handler feeding the other source, neither deadlocks nor overlaps")
    func combineLatestFedBackAcrossThreads() {
        let rounds = stressScaled(1_000)
        let a = Subject<Int>(), b = Subject<Int>()
        let echo = Subject<Int>()
        let overlap = OverlapDetector()
        let received = Counter()
        let combined = Signal.combineLatest(a, b).subscribeNext { pair in
            overlap.enter()
            received.increment()
            overlap.exit()
            // Echo once per hundredth value of `a` (re-entrant: the echo's combination is delivered
            // nested, on this thread); an echo (negative) is not echoed again.
            if pair.0 % 100 == 0, pair.1 >= 0 { echo.sendNext(-pair.0) }
        }
        // The echo goes back into `b` from whatever thread runs it.
        let back = echo.subscribeNext { b.sendNext($0) }
        let finished = runConcurrently(threads: 2, timeout: 30) { thread in
            for index in 1...rounds { (thread == 0 ? a : b).sendNext(index) }
        }
        #expect(finished)
        #expect(overlap.overlaps == 0)
        #expect(received.value > 0)
        combined.dispose()
        back.dispose()
    }

    // MARK: Terminal events under concurrency

    /// The same for a subscriber that several threads send to directly: each thread's events keep
    /// their order, no handler overlaps another, and a terminal event ends the subscriber for every
    /// event queued after it.
    @Test("After the terminal handler has run, no next handler runs, and a value sent after the terminal event is dropped", arguments: [false, true])
    func nothingRunsAfterTheTerminalHandler(error: Bool) {
        for _ in 0..<20 {
            let terminalRan = Locked(false)
            let nextsAfterTerminal = Counter()
            let terminals = EventLog()
            let subscriber = Subscriber<Int>(
                next: { _ in if terminalRan.value { nextsAfterTerminal.increment() } },
                error: { terminals.error($0); terminalRan.value = true },
                completed: { terminals.completed(); terminalRan.value = true }
            )
            let finished = runConcurrently(threads: 31) { thread in
                if thread == 15 {
                    if error { subscriber.sendError(TestError.boom) } else { subscriber.sendCompleted() }
                    // Sent after the terminal event, on the same thread: dropped, wherever it runs.
                    subscriber.sendNext(-1)
                } else {
                    subscriber.sendNext(thread)
                    subscriber.sendNext(thread)
                }
            }
            #expect(finished)
            #expect(terminalRan.value)
            #expect(nextsAfterTerminal.value == 0)
            #expect(terminals.entries == [error ? "error(boom)" : "completed"])
        }
    }

    // MARK: Joining while others send

    @Test("A subscriber joining a behavior subject from inside a handler, while other threads send, gets the current value and then every later value once")
    func behaviorJoinFromHandlerWhileOthersSend() {
        let rounds = stressScaled(500)
        let subject = BehaviorSubject(defaultValue: -1)
        let joined = Locked<[[Int]]>([])
        let joins = Locked<[Disposable]>([])
        // Every 50th value, a handler subscribes a new recorder to the same subject, re-entrantly.
        let trigger = subject.subscribeNext { value in
            guard value >= 0, value % 50 == 0 else { return }
            let slot = joined.withLock { list -> Int in
                list.append([])
                return list.count - 1
            }
            let subscription = subject.subscribeNext { received in joined.withLock { $0[slot].append(received) } }
            joins.withLock { $0.append(subscription) }
        }
        let finished = runConcurrently(threads: 4, timeout: 30) { thread in
            for index in 0..<rounds { subject.sendNext(thread * 100_000 + index) }
        }
        #expect(finished)
        // Each recorder's first value is the one current when it joined; after that it hears every
        // value the subject delivered, in the subject's order, with no value twice.
        let all = joined.value
        #expect(!all.isEmpty)
        for values in all {
            #expect(Set(values).count == values.count, "a joiner received a value twice")
        }
        // The longest-lived joiner's run is a suffix of the subject's order: compare with the first
        // joiner, which heard everything the others heard (they joined later).
        if let first = all.first {
            for values in all.dropFirst() {
                #expect(first.suffix(values.count) == values[...], "a later joiner missed a value or heard one out of order")
            }
        }
        trigger.dispose()
        for subscription in joins.value { subscription.dispose() }
    }

    // MARK: Re-entrant sends keep RAC's single-thread order

    @Test("A handler's re-entrant send to its own subject is delivered at once, nested, to every subscriber, while other threads' values wait their turn")
    func reentrantSendIsNestedUnderConcurrency() {
        let rounds = stressScaled(300)
        let subject = Subject<Int>()
        let log = Locked<[Int]>([])
        let overlap = OverlapDetector()
        let first = subject.subscribeNext { value in
            overlap.enter()
            log.withLock { $0.append(value) }
            overlap.exit()
            // A positive value is echoed as its negative, from inside this handler.
            if value > 0 { subject.sendNext(-value) }
        }
        let finished = runConcurrently(threads: 4, timeout: 30) { thread in
            for index in 1...rounds { subject.sendNext(thread * 10_000 + index) }
        }
        #expect(finished)
        #expect(overlap.overlaps == 0)
        let values = log.value
        #expect(values.count == 2 * 4 * rounds)
        // Nested: every echo comes right after its value, whichever thread delivered them.
        for index in stride(from: 0, to: values.count, by: 2) where index + 1 < values.count {
            #expect(values[index + 1] == -values[index])
        }
        first.dispose()
    }
}
