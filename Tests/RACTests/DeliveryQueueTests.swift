import Dispatch
import Foundation
import Testing
@testable import RAC
import TestSupport

/// `DeliveryQueue` on its own (Docs/Contracts.md C2.3, C2.8): the three cases of `send` (idle,
/// nested, another thread's turn).
@Suite("DeliveryQueue")
struct DeliveryQueueTests {
    /// The queue lives in a class, as it does in every object that uses it.
    final class Owner: @unchecked Sendable {
        let deliveries = DeliveryQueue()
        let log = Locked<[String]>([])
        func send(_ entry: String, then inner: (() -> Void)? = nil) {
            deliveries.send({ self.run(entry, inner) }, orLeave: { { self.run(entry, inner) } })
        }
        private func run(_ entry: String, _ inner: (() -> Void)?) {
            log.withLock { $0.append("start \(entry)") }
            inner?()
            log.withLock { $0.append("end \(entry)") }
        }
    }

    @Test("A delivery sent from inside a delivery, on the same thread, runs at once, nested")
    func nestedDeliveryRunsAtOnce() {
        let owner = Owner()
        owner.send("outer") { owner.send("inner") }
        owner.send("after")
        #expect(owner.log.value == ["start outer", "start inner", "end inner", "end outer", "start after", "end after"])
        let running = owner.deliveries.isRunningOnThisThread
        #expect(!running)
    }

    @Test("While one thread runs a delivery, another thread's delivery waits for it, then runs on its own thread, and the queue is idle again")
    func otherThreadsDeliveryWaitsItsTurn() {
        let owner = Owner()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let ranOn = Locked<[String: Bool]>([:])
        let first = Thread {
            owner.send("first") {
                inside.signal()
                _ = release.wait(timeout: .now() + 10)
            }
        }
        first.start()
        #expect(waitFor(inside))
        let secondDone = DispatchSemaphore(value: 0)
        let secondThread = Locked<UInt>(0)
        let second = Thread {
            secondThread.value = currentThreadID()
            owner.send("second") { ranOn.withLock { $0["second"] = currentThreadID() == secondThread.value } }
            secondDone.signal()
        }
        second.start()
        #expect(waitUntil(timeout: 10) { owner.deliveries.waitingCount == 1 }, "the second send did not wait for its turn")
        #expect(!owner.log.value.contains("start second"))
        release.signal()
        #expect(waitFor(secondDone, timeout: 10))
        #expect(owner.log.value == ["start first", "end first", "start second", "end second"])
        #expect(ranOn.value["second"] == true, "the second delivery ran on another thread than its sender's")
        // Idle again: a send from this thread now runs here, at once.
        owner.send("third")
        #expect(owner.log.value.suffix(2) == ["start third", "end third"])
    }

    @Test("Deliveries sent from many threads at once all run, one at a time, each thread's in its order")
    func manyThreadsAllRunInOrder() {
        let owner = Owner()
        let overlap = OverlapDetector()
        let perThread = 200
        let received = Locked<[Int]>([])
        let finished = runConcurrently(threads: 8) { thread in
            for index in 0..<perThread {
                let value = thread * 1_000 + index
                owner.deliveries.send({
                    overlap.enter(); received.withLock { $0.append(value) }; overlap.exit()
                }, orLeave: { {
                    overlap.enter(); received.withLock { $0.append(value) }; overlap.exit()
                } })
            }
        }
        #expect(finished)
        #expect(overlap.overlaps == 0)
        let values = received.value
        #expect(values.count == 8 * perThread)
        for thread in 0..<8 {
            let own = values.filter { $0 / 1_000 == thread }.map { $0 % 1_000 }
            #expect(own == Array(0..<perThread))
        }
    }
}
