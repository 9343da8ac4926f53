import Testing
import TestSupport
import Chapter06_Scheduler

@Suite("Challenge 6: two threads, one test scheduler")
struct SerializedSchedulerChallengeTests {
    @Test("Challenge 6: two threads schedule at once, and every block is queued, then run")
    func noBlockIsLost() {
        let perThread = 2_000
        let scheduler = SerializedScheduler(TestScheduler())
        let ran = Locked(0)
        let finished = runConcurrently(threads: 2) { _ in
            for _ in 0..<perThread {
                scheduler.schedule { ran.withLock { $0 += 1 } }
            }
        }
        #expect(finished)
        #expect(scheduler.queuedCount == 2 * perThread)
        scheduler.base.stepAll()
        #expect(ran.value == 2 * perThread)
    }

    @Test("Challenge 6: a block that schedules again does not wait for the lock it would hold")
    func blocksRunOutsideTheLock() {
        let scheduler = SerializedScheduler(TestScheduler())
        let log = EventLog()
        scheduler.schedule {
            log.append("first")
            scheduler.schedule { log.append("second") }
        }
        let finished = runOnThread(timeout: 2) { () -> Bool in
            scheduler.base.stepAll()
            return true
        }
        #expect(finished == true)
        #expect(log.entries == ["first", "second"])
    }
}
