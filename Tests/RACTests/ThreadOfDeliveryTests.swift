import Dispatch
import Foundation
import Testing
@testable import RAC
import TestSupport

/// Docs/Contracts.md C2.8 and C2.9: each value is delivered on the thread that sent it. A thread
/// that sends while another thread delivers to the same subscriber or subject waits its turn, in
/// order of arrival, then delivers its own value on its own thread; subscribing and disposing never
/// run another thread's values; only in a cross-thread cycle, where waiting would deadlock, is a
/// value left to the thread it would wait for.
///
/// Real threads, bounded waits: a hang fails the test.
@Suite("The thread a value is delivered on", .checksLiveObjects)
struct ThreadOfDeliveryTests {
    /// A thread's identity, comparable from any thread.
    static func me() -> UInt { currentThreadID() }

    @Test("A value sent while another thread runs the handler waits its turn, then is delivered on its own sender's thread, and sendNext returns after that")
    func sendFromAnotherThreadWaitsItsTurn() {
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let deliveredOn = Locked<[Int: UInt]>([:])
        let subject = Subject<Int>()
        let subscription = subject.subscribeNext { value in
            deliveredOn.withLock { $0[value] = Self.me() }
            if value == 1 {
                inside.signal()
                _ = release.wait(timeout: .now() + 10)
            }
        }
        let firstThread = Locked<UInt>(0)
        let first = Thread {
            firstThread.value = Self.me()
            subject.sendNext(1)
        }
        first.start()
        #expect(waitFor(inside))

        let secondThread = Locked<UInt>(0)
        let deliveredWhenSendReturned = Locked<UInt?>(nil)
        let secondDone = DispatchSemaphore(value: 0)
        let second = Thread {
            secondThread.value = Self.me()
            subject.sendNext(2)
            deliveredWhenSendReturned.value = deliveredOn.value[2]
            secondDone.signal()
        }
        second.start()
        // The second sender waits for its turn (it does not return, and 2 is not delivered).
        #expect(waitUntil(timeout: 10) { subject.core.deliveries.waitingCount == 1 })
        #expect(deliveredOn.value[2] == nil, "2 was delivered while 1's handler was still running")

        release.signal()
        #expect(waitFor(secondDone, timeout: 10))
        #expect(deliveredWhenSendReturned.value == secondThread.value, "sendNext(2) returned before its own delivery, or 2 ran on another thread")
        #expect(deliveredOn.value == [1: firstThread.value, 2: secondThread.value])
        subscription.dispose()
    }

    @Test("While one thread sends 200,000 values, another that only subscribes and disposes its own subscriptions never receives one of them")
    func subscribingAndDisposingNeverCarryAnotherThreadsValues() {
        let count = stressScaled(200_000)
        let subject = Subject<Int>()
        let senderThread = Locked<UInt>(0)
        let offTheSender = Counter()
        let received = Counter()
        let subscription = subject.subscribeNext { _ in
            received.increment()
            if Self.me() != senderThread.value { offTheSender.increment() }
        }
        let stop = Locked(false)
        let churnDone = DispatchSemaphore(value: 0)
        let churn = Thread {
            while !stop.value { subject.subscribeNext({ _ in }).dispose() }
            churnDone.signal()
        }
        churn.start()
        let sent = runOnThread(timeout: 60) { () -> Bool in
            senderThread.value = Self.me()
            for value in 0..<count { subject.sendNext(value) }
            return true
        }
        stop.value = true
        #expect(sent == true)
        #expect(waitFor(churnDone, timeout: 10))
        #expect(received.value == count)
        #expect(offTheSender.value == 0, "\(offTheSender.value) values ran on the subscribing thread")
        subscription.dispose()
    }

    @Test("A replay subject's late subscriber replaying on its thread does not take the value another thread sends meanwhile: that value waits, then runs on its sender's thread")
    func replayingSubscriberDoesNotCarryTheSendersValue() {
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        let uiValues = Locked<[Int]>([])
        let uiThread = Locked<[UInt]>([])
        let ui = subject.subscribeNext { value in
            uiValues.withLock { $0.append(value) }
            uiThread.withLock { $0.append(Self.me()) }
        }
        let replaying = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let loggerValues = Locked<[Int]>([])
        let loggerDone = DispatchSemaphore(value: 0)
        let disposeLogger = DispatchSemaphore(value: 0)
        let logger = Thread {
            let subscription = subject.subscribeNext { value in
                loggerValues.withLock { $0.append(value) }
                if value == 1 {
                    replaying.signal()
                    _ = release.wait(timeout: .now() + 10)
                }
            }
            loggerDone.signal()
            _ = waitFor(disposeLogger, timeout: 10)
            subscription.dispose()
        }
        logger.start()
        #expect(waitFor(replaying))

        let senderThread = Locked<UInt>(0)
        let uiWhenSendReturned = Locked<[Int]>([])
        let sendDone = DispatchSemaphore(value: 0)
        let sender = Thread {
            senderThread.value = Self.me()
            subject.sendNext(100)
            uiWhenSendReturned.value = uiValues.value
            sendDone.signal()
        }
        sender.start()
        #expect(waitUntil(timeout: 10) { subject.core.deliveries.waitingCount == 1 })
        release.signal()
        #expect(waitFor(sendDone, timeout: 10))
        #expect(waitFor(loggerDone, timeout: 10))
        disposeLogger.signal()
        #expect(uiWhenSendReturned.value == [1, 100], "sendNext(100) returned before the UI handler ran")
        #expect(uiThread.value.last == senderThread.value, "100 was delivered on another thread than its sender's")
        #expect(loggerValues.value == [1, 100])
        ui.dispose()
    }

    @Test("One sendNext returns after its own delivery having run none of a flooding producer's values, and the producer's values run on the producer's thread")
    func oneSendRunsOnlyItsOwnDelivery() {
        let subject = Subject<Int>()
        let producing = DispatchSemaphore(value: 0)
        let stop = Locked(false)
        let senderThread = Locked<UInt>(0)
        let ranOnTheSender = Counter()
        let producerThread = Locked<UInt>(0)
        let producerValuesElsewhere = Counter()
        let subscription = subject.subscribeNext { value in
            if value < 0 {
                if Self.me() == senderThread.value { ranOnTheSender.increment() }
            } else if Self.me() != producerThread.value {
                producerValuesElsewhere.increment()
            }
        }
        let producerDone = DispatchSemaphore(value: 0)
        let producer = Thread {
            producerThread.value = Self.me()
            var value = 0
            while !stop.value {
                subject.sendNext(value)
                value += 1
                if value == 1_000 { producing.signal() }
            }
            producerDone.signal()
        }
        producer.start()
        #expect(waitFor(producing, timeout: 10))
        let returned = runOnThread(timeout: 10) { () -> Bool in
            senderThread.value = Self.me()
            subject.sendNext(-1)
            return true
        }
        stop.value = true
        #expect(returned == true)
        #expect(waitFor(producerDone, timeout: 10))
        #expect(ranOnTheSender.value == 1)
        #expect(producerValuesElsewhere.value == 0, "\(producerValuesElsewhere.value) of the producer's values ran on another thread")
        subscription.dispose()
    }

    @Test("Threads waiting for their turn are served in the order they arrived")
    func waitingSendersAreServedInOrderOfArrival() {
        let subject = Subject<String>()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let order = Locked<[String]>([])
        let subscription = subject.subscribeNext { value in
            order.withLock { $0.append(value) }
            if value == "owner" {
                inside.signal()
                _ = release.wait(timeout: .now() + 10)
            }
        }
        let group = DispatchGroup()
        group.enter()
        Thread { subject.sendNext("owner"); group.leave() }.start()
        #expect(waitFor(inside))
        for (index, name) in ["A", "B", "C"].enumerated() {
            group.enter()
            Thread { subject.sendNext(name); group.leave() }.start()
            #expect(waitUntil(timeout: 10) { subject.core.deliveries.waitingCount == index + 1 })
        }
        release.signal()
        #expect(group.wait(timeout: .now() + 10) == .success)
        #expect(waitUntil(timeout: 10) { order.value.count == 4 })
        #expect(order.value == ["owner", "A", "B", "C"])
        subscription.dispose()
    }

    @Test("A completion sent while another thread runs a handler waits its turn, arrives after that value, on its own thread")
    func terminalEventWaitsItsTurn() {
        let subject = Subject<Int>()
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let log = Locked<[String]>([])
        let completedOn = Locked<UInt>(0)
        let subscription = subject.subscribeNext({ value in
            log.withLock { $0.append("\(value)") }
            if value == 0 {
                inside.signal()
                _ = release.wait(timeout: .now() + 10)
            }
        }, completed: {
            log.withLock { $0.append("completed") }
            completedOn.value = Self.me()
        })
        Thread { subject.sendNext(0) }.start()
        #expect(waitFor(inside))
        let completerThread = Locked<UInt>(0)
        let done = DispatchSemaphore(value: 0)
        Thread {
            completerThread.value = Self.me()
            subject.sendCompleted()
            done.signal()
        }.start()
        #expect(waitUntil(timeout: 10) { subject.core.deliveries.waitingCount == 1 })
        #expect(log.value == ["0"])
        release.signal()
        #expect(waitFor(done, timeout: 10))
        #expect(log.value == ["0", "completed"])
        #expect(completedOn.value == completerThread.value)
        subscription.dispose()
    }

    /// The cycle: this thread's handler of `downstream` waits for `upstream`, whose running
    /// delivery (on the producer thread) sends to `downstream`. Waiting would close the cycle, so
    /// that one value is left to this thread, and both finish.
    @Test("In a cross-thread cycle the value that would wait for a waiting thread is left to it, runs on that thread, and nothing deadlocks")
    func crossThreadCycleLeavesTheValueToTheWaitingThread() throws {
        let upstream = Subject<Int>()
        let downstream = Subject<Int>()
        let producerInside = DispatchSemaphore(value: 0)
        let ownerInside = DispatchSemaphore(value: 0)
        let ownerThread = Locked<UInt>(0)
        let deliveredOn = Locked<[Int: UInt]>([:])
        let forward = upstream.subscribeNext { value in
            if value == 1 {
                producerInside.signal()
                // Wait until this thread's send below would have to wait for the owner, which
                // waits for this delivery of `upstream`.
                _ = waitFor(ownerInside, timeout: 10)
                _ = waitUntil(timeout: 10) { upstream.core.deliveries.waitingCount == 1 }
            }
            downstream.sendNext(value * 10)
        }
        let back = downstream.subscribeNext { value in
            deliveredOn.withLock { $0[value] = Self.me() }
            if value == 0 {
                ownerInside.signal()
                _ = waitFor(producerInside, timeout: 10)
                upstream.sendNext(2)  // waits for the producer's delivery of 1
            }
        }
        let ownerDone = DispatchSemaphore(value: 0)
        Thread {
            ownerThread.value = Self.me()
            downstream.sendNext(0)
            ownerDone.signal()
        }.start()
        let producerDone = DispatchSemaphore(value: 0)
        Thread {
            upstream.sendNext(1)
            producerDone.signal()
        }.start()
        // On a deadlock, stop here: disposing would wait for the deadlocked threads too.
        try #require(waitFor(producerDone, timeout: 20), "deadlock: the producer never finished")
        try #require(waitFor(ownerDone, timeout: 5), "deadlock: the owner never finished")
        #expect(deliveredOn.value.keys.sorted() == [0, 10, 20])
        // 10 was left to the owner of `downstream`, which was waiting for `upstream`.
        #expect(deliveredOn.value[10] == ownerThread.value)
        #expect(upstream.core.deliveries.waitingCount == 0 && downstream.core.deliveries.leftCount == 0)
        forward.dispose()
        back.dispose()
    }
}
