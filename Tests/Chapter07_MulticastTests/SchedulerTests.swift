import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// `Scheduler`: Docs/Contracts.md §6 (the immediate scheduler, background schedulers, the current
/// scheduler) and Docs/Differences.md (subscription is synchronous). Everything runs on the test's own
/// thread, except one test that waits (at most ten seconds) for a real background queue.
@Suite("Scheduler")
struct SchedulerTests {
    // RACSchedulerSpec: "+immediateScheduler should immediately execute scheduled blocks"
    @Test("Scheduler.immediate runs a block synchronously and returns nil")
    func immediateRunsSynchronously() {
        let log = EventLog()
        log.append("before")
        let disposable = Scheduler.immediate.schedule { log.append("block") }
        log.append("after")
        #expect(disposable == nil)
        #expect(log.entries == ["before", "block", "after"])
    }

    @Test("Scheduler.immediate.after with a date already past runs the block at once and returns nil")
    func immediateAfterInThePastRunsAtOnce() {
        let log = EventLog()
        #expect(Scheduler.immediate.after(.distantPast) { log.append("after(distantPast)") } == nil)
        #expect(Scheduler.immediate.afterDelay(0) { log.append("afterDelay(0)") } == nil)
        #expect(log.entries == ["after(distantPast)", "afterDelay(0)"])
    }

    // RACSchedulerSpec: "should know its current scheduler" ([background, immediate] gives [bg, bg]; here with a test scheduler)
    @Test("Scheduler.immediate does not change Scheduler.current: inside it the outer current scheduler is visible")
    func immediateKeepsCurrentScheduler() {
        let scheduler = TestScheduler()
        let log = EventLog()
        scheduler.schedule {
            Scheduler.immediate.schedule { log.append("schedule: \(Scheduler.current === scheduler)") }
            Scheduler.immediate.after(.distantPast) { log.append("after: \(Scheduler.current === scheduler)") }
        }
        scheduler.step()
        #expect(log.entries == ["schedule: true", "after: true"])
    }

    @Test("Scheduler.mainThread is one shared scheduler; Scheduler.scheduler() makes a new one each call")
    func sharedAndNewSchedulers() {
        #expect(Scheduler.mainThread === Scheduler.mainThread)
        #expect(Scheduler.immediate === Scheduler.immediate)
        #expect(Scheduler.scheduler() !== Scheduler.scheduler())
        #expect(Scheduler.scheduler(priority: .low, name: "org.example.test").name == "org.example.test")
    }

    // Docs/Differences.md: subscription is synchronous on every thread (RAC 2 would hop to a background scheduler off the main thread).
    @Test("Subscribing inside a scheduler's block runs the subscribe block at once, with Scheduler.current still that scheduler")
    func subscriptionIsSynchronous() {
        let scheduler = TestScheduler()
        let log = EventLog()
        scheduler.schedule {
            Signal<Int>.createSignal { subscriber in
                log.append("didSubscribe on the test scheduler: \(Scheduler.current === scheduler)")
                subscriber.sendNext(1)
                subscriber.sendCompleted()
            }.subscribeNext({ log.next($0) }, completed: { log.completed() })
            log.append("subscribe returned")
        }
        scheduler.step()
        #expect(log.entries == ["didSubscribe on the test scheduler: true", "next(1)", "completed", "subscribe returned"])
        #expect(scheduler.queuedCount == 0)
    }

    // RACSchedulerSpec: "+scheduler should schedule blocks", "should know its current scheduler".
    // The chapter's one real-thread test: a bounded wait, never a sleep.
    @Test("A background scheduler runs its blocks on another thread, one at a time, first in, first out, with Scheduler.current set to it")
    func backgroundSchedulerRunsElsewhere() {
        let scheduler = Scheduler.scheduler(priority: .default, name: "org.example.background")
        let testThread = ObjectIdentifier(Thread.current)  // Sendable, unlike the thread itself
        let order = Locked<[Int]>([])
        let elsewhere = Locked<[Bool]>([])
        let current = Locked<[Bool]>([])
        let overlap = OverlapDetector()
        let done = DispatchSemaphore(value: 0)
        for index in 0..<100 {
            scheduler.schedule {
                overlap.enter()
                order.withLock { $0.append(index) }
                elsewhere.withLock { $0.append(ObjectIdentifier(Thread.current) != testThread) }
                current.withLock { $0.append(Scheduler.current === scheduler) }
                overlap.exit()
                if index == 99 { done.signal() }
            }
        }
        #expect(waitFor(done, timeout: 10))
        #expect(order.value == Array(0..<100))
        #expect(elsewhere.value.allSatisfy { $0 } && elsewhere.value.count == 100)
        #expect(current.value.allSatisfy { $0 } && current.value.count == 100)
        #expect(overlap.overlaps == 0)
    }
}
