import Foundation
import Testing
import TestSupport
import Chapter02_Disposable

@Suite("Challenge 2.3: the lock")
struct LockedSubscriberChallengeTests {
    @Test("Challenge 2.3: events sent from several threads never overlap")
    func eventsDoNotOverlap() {
        let detector = OverlapDetector()
        let count = Locked(0)
        let subscriber = LockedSubscriber(Subscriber<Int>(next: { _ in
            detector.enter()
            Thread.sleep(forTimeInterval: 0.0005)
            count.withLock { $0 += 1 }
            detector.exit()
        }))
        let box = Locked<LockedSubscriber<Int>?>(subscriber)
        let finished = runConcurrently(threads: 4) { index in
            for value in 0..<50 { box.value?.sendNext(index * 100 + value) }
        }
        #expect(finished)
        #expect(detector.overlaps == 0)
        #expect(count.value == 200)
    }

    // With an NSLock the inner send would wait for its own thread forever. The send runs on a
    // thread of its own with a bounded wait, so a non-recursive lock fails this test, and nothing hangs.
    @Test("Challenge 2.3: a send from inside a block, on the same thread, is delivered: the lock is recursive")
    func reentrantSendIsDelivered() {
        let log = EventLog()
        let finished = runOnThread(timeout: 2) { () -> Bool in
            var subscriber: LockedSubscriber<Int>?
            subscriber = LockedSubscriber(Subscriber<Int>(next: { value in
                log.next(value)
                if value == 1 { subscriber?.sendNext(2) }
            }))
            subscriber?.sendNext(1)
            subscriber = nil
            return true
        }
        #expect(finished == true)
        #expect(log.entries == ["next(1)", "next(2)"])
    }
}
