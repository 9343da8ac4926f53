import Dispatch
import Foundation
import Testing
@testable import RAC
import TestSupport

/// Docs/Contracts.md C2.9: a delivery queue's backlog is bounded. A thread that sends while another
/// thread runs the queue's deliveries leaves its value and returns while fewer than
/// `DeliveryQueue.backlogBound` values wait; at the bound it waits until the owner takes them,
/// unless the owner is itself waiting (then it leaves the value past the bound: no deadlock).
/// Real threads, bounded waits: a hang fails the test.
@Suite("Bounded backlog", .checksLiveObjects)
struct BackPressureTests {
    static let bound = DeliveryQueue.backlogBound

    /// The reproducer's shape: a producer thread sending far more values than the bound while this
    /// thread is inside a handler of the same subject.
    @Test("A producer thread cannot queue more than the bound behind a busy handler, and every value still arrives once, in order")
    func producerWaitsAtTheBound() {
        let count = Self.bound * 4
        let subject = Subject<Int>()
        let handlerStarted = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        let subscription = subject.subscribeNext { value in
            received.withLock { $0.append(value) }
            if value == 0 {
                handlerStarted.signal()
                _ = release.wait(timeout: .now() + 20)
            }
        }
        let sent = Locked(0)
        let largestBacklog = Locked(0)
        let producerDone = DispatchSemaphore(value: 0)
        let producer = Thread {
            guard waitFor(handlerStarted, timeout: 10) else { return }
            for value in 1...count {
                subject.sendNext(value)
                sent.value = value
                let backlog = subject.core.deliveries.pendingCount
                largestBacklog.withLock { $0 = max($0, backlog) }
            }
            producerDone.signal()
        }
        producer.start()
        let owner = Thread { subject.sendNext(0) }
        owner.start()

        // The producer fills the backlog to the bound, then waits in its next send.
        #expect(waitUntil(timeout: 10) { sent.value == Self.bound })
        #expect(subject.core.deliveries.pendingCount == Self.bound)
        // Still waiting a little later: its progress stopped at the bound.
        #expect(!waitUntil(timeout: 0.2) { sent.value > Self.bound }, "the producer got \(sent.value) values past a busy handler")
        #expect(received.value == [0])

        release.signal()
        #expect(waitFor(producerDone, timeout: 20))
        #expect(waitUntil(timeout: 10) { received.value.count == count + 1 })
        #expect(received.value == Array(0...count), "a value was lost, repeated or reordered")
        #expect(largestBacklog.value <= Self.bound, "\(largestBacklog.value) values waited at once")
        subscription.dispose()
    }

    /// The deadlock the rule avoids: the producer waits (at the bound) while running a delivery of
    /// its own subject; the busy owner's handler then sends more than the bound back to that
    /// subject. The owner must not wait for a thread that waits for it: its values go past the
    /// bound, and both threads finish.
    @Test("No deadlock when the owner's handler sends to the subject the waiting producer is delivering")
    func ownerSendsBackToTheWaitingProducer() {
        let count = Self.bound * 2
        // Value 0's handler sends more than the bound back, while the producer waits.
        let feedbackForZero = Self.bound + 10
        let upstream = Subject<Int>()    // the producer sends here; its handler feeds `downstream`
        let downstream = Subject<Int>()  // this thread's handler runs here and sends back to `upstream`
        let handlerStarted = DispatchSemaphore(value: 0)
        let producerBlocked = Locked(false)
        let upstreamFeedback = Counter()
        let downstreamValues = Locked<[Int]>([])

        let forward = upstream.subscribeNext { value in
            if value < 0 {
                upstreamFeedback.increment()
            } else {
                downstream.sendNext(value)
            }
        }
        let back = downstream.subscribeNext { value in
            downstreamValues.withLock { $0.append(value) }
            if value == 0 {
                handlerStarted.signal()
                // Wait until the producer is stuck at the bound, inside `upstream`'s delivery.
                producerBlocked.value = waitUntil(timeout: 10) { downstream.core.deliveries.pendingCount >= Self.bound }
            }
            for _ in 0..<(value == 0 ? feedbackForZero : 1) { upstream.sendNext(-1) }
        }
        let producerDone = DispatchSemaphore(value: 0)
        let producer = Thread {
            guard waitFor(handlerStarted, timeout: 10) else { return }
            for value in 1...count { upstream.sendNext(value) }
            producerDone.signal()
        }
        producer.start()
        let owner = Thread { downstream.sendNext(0) }
        owner.start()

        #expect(waitFor(producerDone, timeout: 30), "deadlock: the producer never finished")
        #expect(producerBlocked.value)
        #expect(waitUntil(timeout: 10) { downstreamValues.value.count == count + 1 })
        // Each value exactly once. (Not necessarily in the producer's order: once the producer has
        // left a value with `upstream`'s queue while this thread's feedback owned it, this thread
        // delivers it to `downstream` nested, ahead of values still waiting there. C2.2 orders
        // each sending thread's events, and `downstream`'s sender is whichever thread runs `upstream`.)
        #expect(downstreamValues.value.sorted() == Array(0...count))
        #expect(waitUntil(timeout: 10) { upstreamFeedback.value == feedbackForZero + count })
        forward.dispose()
        back.dispose()
    }

    /// Terminal events and subscriptions never wait, even at the bound: a completion sent from
    /// another thread while the backlog is full returns at once and arrives after the values.
    @Test("A terminal event sent at a full backlog returns at once and arrives last")
    func terminalEventsDoNotWait() {
        let subject = Subject<Int>()
        let handlerStarted = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let log = Locked<[String]>([])
        let subscription = subject.subscribeNext({ value in
            log.withLock { $0.append("\(value)") }
            if value == 0 {
                handlerStarted.signal()
                _ = release.wait(timeout: .now() + 20)
            }
        }, completed: { log.withLock { $0.append("completed") } })
        let owner = Thread { subject.sendNext(0) }
        owner.start()
        #expect(waitFor(handlerStarted))
        let filled = runOnThread(timeout: 10) { () -> Bool in
            for value in 1...Self.bound { subject.sendNext(value) }
            return true
        }
        #expect(filled == true)
        let completed = runOnThread(timeout: 5) { () -> Bool in
            subject.sendCompleted()
            return true
        }
        #expect(completed == true, "sendCompleted waited at a full backlog")
        release.signal()
        #expect(waitUntil(timeout: 10) { log.value.last == "completed" })
        #expect(log.value == (0...Self.bound).map { "\($0)" } + ["completed"])
        subscription.dispose()
    }
}
