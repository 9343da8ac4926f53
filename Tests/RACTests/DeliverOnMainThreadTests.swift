import Foundation
import Testing
import RAC
import TestSupport

/// `deliverOnMainThread()`: Docs/Contracts.md §5 ("delivers immediately if already on the main thread
/// and nothing is queued; otherwise it enqueues on the main queue. Order is preserved.") and the bounded waits of
/// Tests/TestSupport/MainQueue.swift. Swift Testing runs tests off the main thread, and on Linux the main
/// queue is not drained by the main thread either, so events are sent from background schedulers,
/// checked with `isOnMainQueue()` (never `Thread.isMainThread`), and waited for with bounded waits.
/// Where a test must be sure nothing was delivered yet, it holds the main queue with a gate block.
@Suite("deliverOnMainThread", .checksLiveObjects)
struct DeliverOnMainThreadTests {
    @Test("deliverOnMainThread delivers every event on the main queue, in the order sent")
    func deliversInOrderOnTheMainQueue() {
        let subject = Subject<Int>()
        let values = Locked<[Int]>([])
        let offMain = Counter()
        let done = DispatchSemaphore(value: 0)
        subject.deliverOnMainThread().subscribeNext({ value in
            if !isOnMainQueue() { offMain.increment() }
            values.withLock { $0.append(value) }
        }, completed: {
            if !isOnMainQueue() { offMain.increment() }
            done.signal()
        })
        Scheduler.scheduler().schedule {
            for value in 1...200 { subject.sendNext(value) }
            subject.sendCompleted()
        }
        #expect(waitFor(done))
        #expect(values.value == Array(1...200))
        #expect(offMain.value == 0)
    }

    // RACSignalSpec -deliverOnMainThread: "should enqueue events sent from the background"
    @Test("Events sent off the main thread are enqueued on the main queue, not delivered synchronously")
    func enqueuesEventsSentFromTheBackground() {
        let subject = Subject<Int>()
        let log = EventLog()
        let delivered = DispatchSemaphore(value: 0)
        subject.deliverOnMainThread().subscribeNext { value in
            log.append("next(\(value)) on main queue: \(isOnMainQueue())")
            delivered.signal()
        }

        let gate = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { _ = waitFor(gate) }  // hold the main queue
        let sent = DispatchSemaphore(value: 0)
        Scheduler.scheduler().schedule {
            subject.sendNext(0)
            log.append("sent")
            sent.signal()
        }
        #expect(waitFor(sent))
        #expect(log.entries == ["sent"])
        gate.signal()
        #expect(waitFor(delivered))
        #expect(log.entries == ["sent", "next(0) on main queue: true"])
    }

    // RACSignalSpec -deliverOnMainThread: "should enqueue events sent from the main thread after events from the background"
    @Test("An event sent on the main queue after one sent from the background is delivered after it")
    func mainQueueEventsStayBehindBackgroundEvents() {
        let subject = Subject<Int>()
        let values = Locked<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        subject.deliverOnMainThread().subscribeNext({ value in
            values.withLock { $0.append(value) }
        }, completed: { done.signal() })

        let gate = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { _ = waitFor(gate) }
        let sent = DispatchSemaphore(value: 0)
        Scheduler.scheduler().schedule {
            subject.sendNext(0)
            sent.signal()
        }
        #expect(waitFor(sent))
        DispatchQueue.main.async {
            subject.sendNext(1)
            subject.sendNext(2)
            subject.sendCompleted()
        }
        gate.signal()
        #expect(waitFor(done))
        #expect(values.value == [0, 1, 2])
    }

    @Test("Events from several background threads, one after another, keep their order")
    func ordersEventsFromSeveralThreads() {
        let subject = Subject<Int>()
        let values = Locked<[Int]>([])
        let done = DispatchSemaphore(value: 0)
        subject.deliverOnMainThread().subscribeNext({ value in
            values.withLock { $0.append(value) }
        }, completed: { done.signal() })
        for batch in 0..<5 {
            let sent = DispatchSemaphore(value: 0)
            Scheduler.scheduler().schedule {
                for value in (batch * 10)..<(batch * 10 + 10) { subject.sendNext(value) }
                sent.signal()
            }
            #expect(waitFor(sent))
        }
        Scheduler.scheduler().schedule { subject.sendCompleted() }
        #expect(waitFor(done))
        #expect(values.value == Array(0..<50))
    }

    @Test("deliverOnMainThread delivers errors on the main queue, after the values sent before them")
    func deliversErrorsOnTheMainQueue() {
        let subject = Subject<Int>()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        subject.deliverOnMainThread().subscribeNext({ value in
            log.append("next(\(value)) on main queue: \(isOnMainQueue())")
        }, error: { error in
            log.append("error(\(error)) on main queue: \(isOnMainQueue())")
            done.signal()
        })
        Scheduler.scheduler().schedule {
            subject.sendNext(1)
            subject.sendError(TestError.boom)
        }
        #expect(waitFor(done))
        #expect(log.entries == ["next(1) on main queue: true", "error(boom) on main queue: true"])
    }

    @Test("Disposing the subscription drops events still queued for the main queue")
    func disposalDropsQueuedEvents() {
        let subject = Subject<Int>()
        let log = EventLog()
        let subscription = subject.deliverOnMainThread().subscribeNext { log.next($0) }

        let gate = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { _ = waitFor(gate) }
        let sent = DispatchSemaphore(value: 0)
        Scheduler.scheduler().schedule {
            subject.sendNext(1)
            sent.signal()
        }
        #expect(waitFor(sent))
        subscription.dispose()
        gate.signal()
        let drained = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { drained.signal() }
        #expect(waitFor(drained))
        #expect(log.entries == [])
    }
}
