import Foundation
import Testing
import RAC
import TestSupport

/// `TestScheduler`: every rule of Docs/Contracts.md C6.6.
/// Times in logs are seconds since `TestScheduler.startDate`.
@Suite("TestScheduler", .checksLiveObjects)
struct TestSchedulerTests {
    // MARK: - The clock

    @Test("now starts at TestScheduler.startDate, the reference date, and a custom start date is honoured")
    func nowStartsAtStartDate() {
        let scheduler = TestScheduler()
        #expect(TestScheduler.startDate == Date(timeIntervalSinceReferenceDate: 0))
        #expect(scheduler.now == TestScheduler.startDate)
        #expect(scheduler.queuedCount == 0)

        let custom = TestScheduler(startDate: Date(timeIntervalSinceReferenceDate: 1000))
        #expect(custom.now == Date(timeIntervalSinceReferenceDate: 1000))
        custom.afterDelay(5) {}
        custom.step()
        #expect(custom.now == Date(timeIntervalSinceReferenceDate: 1005))
    }

    @Test("Nothing runs until the scheduler is stepped; every scheduling method returns a disposable")
    func nothingRunsUntilStepped() {
        let scheduler = TestScheduler()
        let log = EventLog()
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
    @Test("Stepping, advancing or running with nothing queued does nothing but move the clock on advance")
    func steppingWhileEmptyIsANoOp() {
        let scheduler = TestScheduler()
        scheduler.step()
        scheduler.step(5)
        scheduler.stepAll()
        scheduler.run()
        #expect(scheduler.now == TestScheduler.startDate)
        #expect(scheduler.queuedCount == 0)
        scheduler.advance(by: 3)
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(3))
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
        #expect(log.entries == ["t=0 first", "t=0 second"])
        scheduler.step()
        #expect(log.entries == ["t=0 first", "t=0 second", "t=0 third"])
        #expect(scheduler.now == TestScheduler.startDate)
    }

    @Test("schedule enqueues at the current virtual time, after the clock has moved")
    func scheduleEnqueuesAtNow() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.advance(by: 7)
        scheduler.afterDelay(1) { log.append("later") }
        scheduler.schedule { log.append("now") }
        scheduler.stepAll()
        #expect(log.entries == ["t=7 now", "t=8 later"])
    }

    // RACTestSchedulerSpec: "should execute blocks in date order when stepping"
    @Test("after(d) enqueues at d and blocks run in date order, whatever the order they were scheduled in")
    func afterRunsInDateOrder() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.after(.distantFuture) { log.append("distant future") }
        scheduler.after(TestScheduler.startDate.addingTimeInterval(20)) { log.append("20") }

        scheduler.step()
        #expect(log.entries == ["t=20 20"])
        scheduler.step()
        #expect(log.entries == ["t=20 20", "t=\(TimedLog.format(Date.distantFuture.timeIntervalSince(TestScheduler.startDate))) distant future"])
        #expect(scheduler.now == .distantFuture)
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
        scheduler.after(five) { log.append("c") }
        scheduler.after(five, repeatingEvery: 100, withLeeway: 0) { log.append("d") }
        scheduler.afterDelay(5) { log.append("e") }
        scheduler.step(5)
        #expect(log.entries == ["t=5 a", "t=5 b", "t=5 c", "t=5 d", "t=5 e"])
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

    // MARK: - step, step(n), stepAll, run

    // RACTestSchedulerSpec: "should step multiple times"
    @Test("step(n) runs up to n blocks")
    func stepNRunsUpToN() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        for index in 1...3 { scheduler.afterDelay(TimeInterval(index)) { log.append("\(index)") } }

        scheduler.step(2)
        #expect(log.entries == ["t=1 1", "t=2 2"])
        #expect(scheduler.queuedCount == 1)
        scheduler.step(1)
        #expect(log.entries == ["t=1 1", "t=2 2", "t=3 3"])
        scheduler.step(10)  // more than queued: runs what there is
        #expect(log.entries == ["t=1 1", "t=2 2", "t=3 3"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("step(n) counts blocks enqueued by the blocks it runs")
    func stepNIncludesNewBlocks() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.schedule {
            log.append("outer")
            scheduler.afterDelay(1) { log.append("inner") }
        }
        scheduler.afterDelay(5) { log.append("five") }
        scheduler.step(2)
        #expect(log.entries == ["t=0 outer", "t=1 inner"])
        #expect(scheduler.queuedCount == 1)
    }

    // RACTestSchedulerSpec: "should step through all scheduled blocks"
    @Test("stepAll runs every queued block")
    func stepAllRunsEverything() {
        let scheduler = TestScheduler()
        let counter = Counter()
        for _ in 0..<10 { scheduler.schedule { counter.increment() } }
        #expect(counter.value == 0)
        scheduler.stepAll()
        #expect(counter.value == 10)
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
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(2.5))
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

    // MARK: - advance(by:)

    @Test("advance(by: t) runs every block due up to now + t inclusive, in order, and leaves now at old now + t")
    func advanceRunsInclusiveAndSetsNow() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.afterDelay(3) { log.append("3") }
        scheduler.afterDelay(1) { log.append("1") }
        scheduler.afterDelay(2) { log.append("2") }

        scheduler.advance(by: 2)
        #expect(log.entries == ["t=1 1", "t=2 2"])
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(2))

        scheduler.advance(by: 0.5)
        #expect(log.entries == ["t=1 1", "t=2 2"])
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(2.5))

        scheduler.advance(by: 4)
        #expect(log.entries == ["t=1 1", "t=2 2", "t=3 3"])
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(6.5))
    }

    @Test("advance(by:) runs blocks enqueued meanwhile if they fall due within the bound, and only those")
    func advanceIncludesNewBlocksWithinBound() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.afterDelay(1) {
            log.append("a")
            scheduler.afterDelay(1) { log.append("b (due at 2: the bound)") }
            scheduler.afterDelay(1.5) { log.append("c (due at 2.5)") }
            scheduler.schedule { log.append("d (now)") }
        }
        scheduler.advance(by: 2)
        #expect(log.entries == ["t=1 a", "t=1 d (now)", "t=2 b (due at 2: the bound)"])
        #expect(scheduler.queuedCount == 1)
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(2))
    }

    @Test("advance(by: 0) runs the blocks due now")
    func advanceByZeroRunsBlocksDueNow() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.schedule { log.append("now") }
        scheduler.afterDelay(0.25) { log.append("later") }
        scheduler.advance(by: 0)
        #expect(log.entries == ["t=0 now"])
        #expect(scheduler.now == TestScheduler.startDate)
    }

    @Test("advance(to:) advances to a date")
    func advanceToDate() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        scheduler.afterDelay(1) { log.append("1") }
        scheduler.afterDelay(4) { log.append("4") }
        scheduler.advance(to: TestScheduler.startDate.addingTimeInterval(3))
        #expect(log.entries == ["t=1 1"])
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(3))
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
        scheduler.stepAll()  // terminates: both repeaters are disposed
        #expect(log.entries.count == 5)
        #expect(scheduler.queuedCount == 0)
    }

    // Docs/Contracts.md C6.6: Repeating blocks reschedule at date + interval before running the block.
    @Test("A repeating block is re-enqueued at date + interval before it runs")
    func repeatingBlockReschedulesBeforeRunning() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let repeating = scheduler.after(TestScheduler.startDate.addingTimeInterval(1), repeatingEvery: 2, withLeeway: 0) {
            log.append("tick, queued \(scheduler.queuedCount)")
        }
        // Scheduled at 1, after the first run: the block it enqueues for 3 comes after the repeater's
        // second run, which already took its place in the queue.
        scheduler.after(TestScheduler.startDate.addingTimeInterval(1)) {
            scheduler.after(TestScheduler.startDate.addingTimeInterval(3)) { log.append("other at 3") }
        }
        scheduler.advance(by: 5)
        #expect(log.entries == ["t=1 tick, queued 2", "t=3 tick, queued 2", "t=3 other at 3", "t=5 tick, queued 1"])
        repeating?.dispose()
    }

    @Test("A repeating block disposed from inside itself stops, and stepAll then terminates")
    func repeatingBlockDisposedFromInside() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let handle = Locked<Disposable?>(nil)
        let count = Counter()
        handle.value = scheduler.after(TestScheduler.startDate, repeatingEvery: 0.5, withLeeway: 0) {
            log.append("tick")
            if count.increment() == 3 { handle.value?.dispose() }
        }
        scheduler.stepAll()
        #expect(log.entries == ["t=0 tick", "t=0.5 tick", "t=1 tick"])
        #expect(scheduler.queuedCount == 0)
    }

    // MARK: - Disposal

    @Test("Disposed blocks are skipped")
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

    @Test("A block disposed by an earlier block in the same run is skipped")
    func blockDisposedByEarlierBlockIsSkipped() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let victim = Locked<Disposable?>(nil)
        scheduler.schedule {
            log.append("killer")
            victim.value?.dispose()
        }
        victim.value = scheduler.schedule { log.append("victim") }
        scheduler.afterDelay(1) { log.append("survivor") }
        scheduler.stepAll()
        #expect(log.entries == ["t=0 killer", "t=1 survivor"])
    }

    // The port's rule: a skipped block is not run, so `step()` runs the earliest *live* block and
    // the clock never visits a disposed block's date. (RAC's scheduler spends a tick on it [I].)
    @Test("step() skips disposed blocks and runs the earliest live one; now does not visit the disposed date")
    func stepSkipsDisposedBlocks() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let disposed = scheduler.afterDelay(5) { log.append("disposed") }
        scheduler.afterDelay(10) { log.append("live") }
        disposed?.dispose()
        scheduler.step()
        #expect(log.entries == ["t=10 live"])
    }

    // Docs/Contracts.md C6.6: a disposed block must not keep what it captured alive until a step.
    @Test("Disposing a queued block releases what it captured at once, without stepping")
    func disposingReleasesTheBlock() {
        let scheduler = TestScheduler()
        weak var weakOnce: Tracked?
        weak var weakRepeating: Tracked?
        var once: Disposable?
        var repeating: Disposable?
        do {
            let a = Tracked("once")
            let b = Tracked("repeating")
            weakOnce = a
            weakRepeating = b
            once = scheduler.afterDelay(5) { _ = a }
            repeating = scheduler.after(TestScheduler.startDate, repeatingEvery: 1, withLeeway: 0) { _ = b }
        }
        scheduler.step()  // the repeater runs once and is re-enqueued
        #expect(weakOnce != nil && weakRepeating != nil)
        once?.dispose()
        repeating?.dispose()
        #expect(weakOnce == nil)
        #expect(weakRepeating == nil)
        #expect(scheduler.queuedCount == 0)
    }

    // MARK: - Scheduler.current

    @Test("While a block runs, Scheduler.current is the test scheduler; afterwards it is restored")
    func currentSchedulerInsideBlocks() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let outside = Scheduler.current
        #expect(outside !== scheduler)
        @Sendable func record(_ label: String) {
            log.append("\(label): \(Scheduler.current === scheduler)")
        }
        scheduler.schedule { record("schedule") }
        scheduler.after(TestScheduler.startDate.addingTimeInterval(1)) { record("after") }
        scheduler.afterDelay(2) { record("afterDelay") }
        let repeating = scheduler.after(TestScheduler.startDate.addingTimeInterval(3), repeatingEvery: 1, withLeeway: 0) { record("repeating") }
        scheduler.advance(by: 3)
        repeating?.dispose()
        scheduler.scheduleRecursiveBlock { _ in record("recursive") }
        scheduler.stepAll()
        #expect(log.entries == ["schedule: true", "after: true", "afterDelay: true", "repeating: true", "recursive: true"])
        #expect(Scheduler.current === outside)
    }

    @Test("Scheduler.current is the test scheduler inside a recursive block and inside nested test-scheduler blocks")
    func currentSchedulerInRecursiveAndNestedBlocks() {
        let scheduler = TestScheduler()
        let other = TestScheduler()
        let log = EventLog()
        scheduler.scheduleRecursiveBlock { _ in
            log.append("recursive: \(Scheduler.current === scheduler)")
            other.schedule { log.append("other: \(Scheduler.current === other)") }
            other.step()
            log.append("back: \(Scheduler.current === scheduler)")
        }
        scheduler.stepAll()
        #expect(log.entries == ["recursive: true", "other: true", "back: true"])
    }

    // MARK: - queuedCount

    @Test("queuedCount counts the live blocks waiting: it grows with scheduling and drops with running and disposal")
    func queuedCountCountsLiveBlocks() {
        let scheduler = TestScheduler()
        #expect(scheduler.queuedCount == 0)
        let a = scheduler.schedule {}
        scheduler.afterDelay(1) {}
        let c = scheduler.after(TestScheduler.startDate.addingTimeInterval(2), repeatingEvery: 1, withLeeway: 0) {}
        #expect(scheduler.queuedCount == 3)
        a?.dispose()
        #expect(scheduler.queuedCount == 2)
        scheduler.step()
        #expect(scheduler.queuedCount == 1)
        scheduler.step()  // the repeater runs and stays queued
        #expect(scheduler.queuedCount == 1)
        c?.dispose()
        #expect(scheduler.queuedCount == 0)
    }
}

/// A log stamped with the test scheduler's virtual time (seconds since `startDate`).
fileprivate func virtualLog(_ scheduler: TestScheduler) -> TimedLog {
    TimedLog { scheduler.now.timeIntervalSince(TestScheduler.startDate) }
}
