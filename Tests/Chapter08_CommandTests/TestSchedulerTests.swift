import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// `TestScheduler`: the rules of Docs/Contracts.md C6.6.
@Suite("TestScheduler")
struct TestSchedulerTests {
    // MARK: - The clock

    @Test("now starts at TestScheduler.startDate, the reference date, and nothing runs until the scheduler is stepped")
    func nothingRunsUntilStepped() {
        let scheduler = TestScheduler()
        let log = EventLog()
        #expect(TestScheduler.startDate == Date(timeIntervalSinceReferenceDate: 0))
        #expect(scheduler.now == TestScheduler.startDate)
        let a = scheduler.schedule { log.append("schedule") }
        let b = scheduler.after(TestScheduler.startDate.addingTimeInterval(1)) { log.append("after") }
        let c = scheduler.afterDelay(2) { log.append("afterDelay") }
        let d = scheduler.after(TestScheduler.startDate.addingTimeInterval(3), repeatingEvery: 1, withLeeway: 0) { log.append("repeating") }
        #expect(a != nil && b != nil && c != nil && d != nil)
        #expect(log.entries == [])
        #expect(scheduler.queuedCount == 4)
        #expect(scheduler.now == TestScheduler.startDate)
        d?.dispose()
    }

    // RACTestSchedulerSpec: "should do nothing when stepping while empty"
    @Test("Stepping or running with nothing queued does nothing; advancing only moves the clock")
    func steppingWhileEmptyIsANoOp() {
        let scheduler = TestScheduler()
        scheduler.step()
        scheduler.step(5)
        scheduler.stepAll()
        scheduler.run()
        #expect(scheduler.now == TestScheduler.startDate)
        scheduler.advance(by: 3)
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(3))
        #expect(scheduler.queuedCount == 0)
    }

    // MARK: - Order

    // RACTestSchedulerSpec: "should execute the earliest enqueued block when stepping"
    @Test("schedule enqueues at now: blocks run first in, first out, one per step, without moving the clock")
    func scheduleIsFIFO() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.schedule { log.append("first") }
        scheduler.schedule { log.append("second") }
        scheduler.schedule { log.append("third") }
        scheduler.step()
        #expect(log.entries == ["t=0 first"])
        scheduler.step()
        scheduler.step()
        #expect(log.entries == ["t=0 first", "t=0 second", "t=0 third"])
        #expect(scheduler.now == TestScheduler.startDate)
    }

    // RACTestSchedulerSpec: "should execute delayed blocks in date order when stepping" (Docs/Contracts.md C6.6: 50, then 100)
    @Test("afterDelay(t) enqueues at now + t: afterDelay 100 and afterDelay 50 run as 50, then 100")
    func afterDelayRunsInDateOrder() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.afterDelay(100) { log.append("100") }
        scheduler.afterDelay(50) { log.append("50") }
        scheduler.step()
        #expect(log.entries == ["t=50 50"])
        scheduler.step()
        #expect(log.entries == ["t=50 50", "t=100 100"])
    }

    @Test("afterDelay counts from the current virtual time, after the clock has moved")
    func afterDelayCountsFromNow() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.advance(by: 7)
        scheduler.afterDelay(1) { log.append("later") }
        scheduler.schedule { log.append("now") }
        scheduler.stepAll()
        #expect(log.entries == ["t=7 now", "t=8 later"])
    }

    // Docs/Contracts.md C6.6: Direct schedule: blocks run in FIFO order before any date-based block.
    @Test("Directly scheduled blocks run before blocks scheduled for later, even if scheduled after them")
    func scheduleRunsBeforeDelayedBlocks() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.afterDelay(1) { log.append("delayed") }
        scheduler.schedule { log.append("a") }
        scheduler.schedule { log.append("b") }
        scheduler.stepAll()
        #expect(log.entries == ["t=0 a", "t=0 b", "t=1 delayed"])
    }

    @Test("Blocks due at the same date run first in, first out, whichever method scheduled them")
    func sameDateIsFIFO() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let five = TestScheduler.startDate.addingTimeInterval(5)
        scheduler.after(five) { log.append("a") }
        scheduler.afterDelay(5) { log.append("b") }
        let repeating = scheduler.after(five, repeatingEvery: 100, withLeeway: 0) { log.append("c") }
        scheduler.after(five) { log.append("d") }
        scheduler.step(4)
        #expect(log.entries == ["t=5 a", "t=5 b", "t=5 c", "t=5 d"])
        repeating?.dispose()
    }

    @Test("Running a block moves now to its date, never backwards")
    func clockNeverGoesBackwards() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.advance(by: 10)
        scheduler.after(TestScheduler.startDate.addingTimeInterval(3)) { log.append("due at 3") }
        scheduler.step()
        #expect(log.entries == ["t=10 due at 3"])
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(10))
    }

    // MARK: - step(n), stepAll, run, advance

    // RACTestSchedulerSpec: "should step multiple times"
    @Test("step(n) runs up to n blocks")
    func stepNRunsUpToN() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        for index in 1...3 { scheduler.afterDelay(TimeInterval(index)) { log.append("\(index)") } }
        scheduler.step(2)
        #expect(log.entries == ["t=1 1", "t=2 2"])
        #expect(scheduler.queuedCount == 1)
        scheduler.step(10)
        #expect(log.entries == ["t=1 1", "t=2 2", "t=3 3"])
        #expect(scheduler.queuedCount == 0)
    }

    // Docs/Contracts.md C6.6: stepAll runs until the queue is empty, including blocks enqueued while stepping.
    @Test("stepAll also runs blocks enqueued meanwhile, at their own dates")
    func stepAllIncludesBlocksEnqueuedMeanwhile() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.schedule {
            log.append("1")
            scheduler.afterDelay(1) {
                log.append("2")
                scheduler.afterDelay(1.5) {
                    log.append("3")
                    scheduler.schedule { log.append("4") }
                }
            }
        }
        scheduler.stepAll()
        #expect(log.entries == ["t=0 1", "t=1 2", "t=2.5 3", "t=2.5 4"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("run() is stepAll(): it runs everything, including blocks enqueued meanwhile")
    func runIsStepAll() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.afterDelay(3) { log.append("b") }
        scheduler.afterDelay(1) {
            log.append("a")
            scheduler.afterDelay(10) { log.append("c") }
        }
        scheduler.run()
        #expect(log.entries == ["t=1 a", "t=3 b", "t=11 c"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("advance(by: t) runs every block due up to now + t inclusive, in order, and leaves now at old now + t")
    func advanceRunsInclusiveAndSetsNow() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.afterDelay(3) { log.append("3") }
        scheduler.afterDelay(1) {
            log.append("1")
            scheduler.afterDelay(1) { log.append("2, enqueued at 1: due at the bound") }
        }
        scheduler.advance(by: 2)
        #expect(log.entries == ["t=1 1", "t=2 2, enqueued at 1: due at the bound"])
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(2))
        scheduler.advance(by: 0.5)
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(2.5))
        scheduler.advance(by: 4)
        #expect(log.entries == ["t=1 1", "t=2 2, enqueued at 1: due at the bound", "t=3 3"])
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(6.5))
    }

    // MARK: - Repeating blocks

    // RACTestSchedulerSpec: "should execute a repeating blocks in date order" (Docs/Contracts.md C6.6: 20, 22, 25, 30, 32)
    @Test("Two repeating blocks interleave by date: 20, 22, 25, 30, 32")
    func repeatingBlocksInterleave() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let every5 = scheduler.after(TestScheduler.startDate.addingTimeInterval(20), repeatingEvery: 5, withLeeway: 0) { log.append("every 5") }
        let every10 = scheduler.after(TestScheduler.startDate.addingTimeInterval(22), repeatingEvery: 10, withLeeway: 0) { log.append("every 10") }
        scheduler.step(5)
        #expect(log.entries == ["t=20 every 5", "t=22 every 10", "t=25 every 5", "t=30 every 5", "t=32 every 10"])
        every5?.dispose()
        every10?.dispose()
        #expect(scheduler.queuedCount == 0)
    }

    // Docs/Contracts.md C6.6: a repeating block's next run is its own date plus its interval.
    @Test("A repeating block that runs late keeps its own rhythm: its next run is its date plus its interval, not now plus it")
    func lateRepeatingBlockKeepsItsRhythm() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.advance(by: 10)
        // First due at 5, already past: it runs at 10, and is then due at 7, 9, 11, 13, …
        let timer = scheduler.after(TestScheduler.startDate.addingTimeInterval(5), repeatingEvery: 2, withLeeway: 0) { log.append("tick") }
        scheduler.advance(by: 1)
        #expect(log.entries == ["t=10 tick", "t=10 tick", "t=10 tick", "t=11 tick"])
        timer?.dispose()
        #expect(scheduler.queuedCount == 0)
    }

    // Docs/Contracts.md C6.6: Repeating blocks reschedule at date + interval before running the block.
    @Test("A repeating block disposed from inside itself stops, and nothing is left queued")
    func repeatingBlockDisposedFromInside() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        // The block is `@Sendable`: it shares a counter and the timer's handle, not `var`s.
        let timer = Locked<Disposable?>(nil)
        let count = Counter()
        timer.value = scheduler.after(TestScheduler.startDate, repeatingEvery: 0.5, withLeeway: 0) {
            let tick = count.increment()
            log.append("tick \(tick), queued \(scheduler.queuedCount)")
            if tick == 3 { timer.value?.dispose() }
        }
        // Ten steps at most, not `stepAll()`: a scheduler that put the block back after running it
        // would never stop, and the test would hang instead of showing the ticks that came back.
        scheduler.step(10)
        #expect(log.entries == ["t=0 tick 1, queued 1", "t=0.5 tick 2, queued 1", "t=1 tick 3, queued 1"])
        #expect(scheduler.queuedCount == 0)
    }

    // MARK: - Disposal and the current scheduler

    @Test("A disposed block never runs and leaves the queue at once")
    func disposedBlocksAreSkipped() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.schedule { log.append("1") }
        let second = scheduler.schedule { log.append("2") }
        scheduler.afterDelay(1) { log.append("3") }
        let fourth = scheduler.afterDelay(2) { log.append("4") }
        second?.dispose()
        fourth?.dispose()
        #expect(scheduler.queuedCount == 2)
        scheduler.stepAll()
        #expect(log.entries == ["t=0 1", "t=1 3"])
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(1))
    }

    @Test("While a block runs, Scheduler.current is the test scheduler; afterwards it is what it was")
    func currentSchedulerInsideBlocks() {
        let scheduler = TestScheduler()
        let other = TestScheduler()
        let log = EventLog()
        let outside = Scheduler.current
        scheduler.schedule {
            log.append("schedule: \(Scheduler.current === scheduler)")
            other.schedule { log.append("other: \(Scheduler.current === other)") }
            other.step()
            log.append("back: \(Scheduler.current === scheduler)")
        }
        scheduler.afterDelay(1) { log.append("afterDelay: \(Scheduler.current === scheduler)") }
        let repeating = scheduler.after(TestScheduler.startDate.addingTimeInterval(2), repeatingEvery: 1, withLeeway: 0) {
            log.append("repeating: \(Scheduler.current === scheduler)")
        }
        scheduler.advance(by: 2)
        repeating?.dispose()
        #expect(log.entries == ["schedule: true", "other: true", "back: true", "afterDelay: true", "repeating: true"])
        #expect(Scheduler.current === outside)
    }
}
