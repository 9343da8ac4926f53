import Foundation
import Testing
import TestSupport
import Chapter06_Scheduler

@Suite("Challenge 3: deliverOnMainThread")
struct DeliverOnMainThreadChallengeTests {
    // Tests run off the main thread, and events are sent from a background scheduler: every one
    // goes through the main queue, and the test waits for the last with a bounded wait.
    @Test("Challenge 3: every event arrives on the main queue, in the order sent")
    func deliversInOrderOnTheMainQueue() {
        let subject = Subject<Int>()
        let values = Locked<[Int]>([])
        let offMain = Counter()
        let done = DispatchSemaphore(value: 0)
        subject.deliverOnMainThread().subscribeNext({ value in
            if !isOnMainQueue() { _ = offMain.increment() }
            values.withLock { $0.append(value) }
        }, completed: {
            done.signal()
        })
        let box = Locked(subject)
        Scheduler.scheduler().schedule {
            for value in 1...100 { box.value.sendNext(value) }
            box.value.sendCompleted()
        }
        #expect(waitFor(done))
        #expect(values.value == Array(1...100))
        #expect(offMain.value == 0)
    }

    @Test("Challenge 3: disposing stops what is still queued")
    func disposingDropsQueuedEvents() {
        let subject = Subject<Int>()
        let log = EventLog()
        let gate = DispatchSemaphore(value: 0)
        let drained = DispatchSemaphore(value: 0)
        let subscription = subject.deliverOnMainThread().subscribeNext { log.next($0) }
        DispatchQueue.main.async { _ = waitFor(gate) }  // hold the main queue
        let box = Locked(subject)
        let sent = DispatchSemaphore(value: 0)
        Scheduler.scheduler().schedule {
            box.value.sendNext(1)
            sent.signal()
        }
        #expect(waitFor(sent))
        subscription.dispose()
        gate.signal()
        DispatchQueue.main.async { drained.signal() }
        #expect(waitFor(drained))
        #expect(log.entries == [])
    }
}
