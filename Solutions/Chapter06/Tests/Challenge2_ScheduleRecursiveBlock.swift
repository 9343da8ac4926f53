import Testing
import TestSupport
import Chapter06_Scheduler

@Suite("Challenge 2: recursion without a stack")
struct ScheduleRecursiveBlockChallengeTests {
    // On a thread with a bounded wait and a 1 MiB stack: nested calls would overflow it long
    // before 100,000.
    @Test("Challenge 2: on Scheduler.immediate, 100,000 reschedules run without overflowing the stack")
    func immediateDoesNotOverflow() {
        let runs = runOnThread(timeout: 10) { () -> Int in
            var runs = 0
            Scheduler.immediate.scheduleRecursiveBlock { reschedule in
                runs += 1
                if runs < 100_000 { reschedule() }
            }
            return runs
        }
        #expect(runs == 100_000)
    }

    @Test("Challenge 2: each reschedule is one more scheduled run; disposing stops it")
    func disposingStops() {
        let scheduler = TestScheduler()
        let log = EventLog()
        var count = 0
        let disposable = scheduler.scheduleRecursiveBlock { reschedule in
            count += 1
            log.append("run \(count)")
            reschedule()
        }
        #expect(log.entries == [])
        scheduler.step(3)
        #expect(log.entries == ["run 1", "run 2", "run 3"])
        disposable?.dispose()
        scheduler.stepAll()
        #expect(log.entries == ["run 1", "run 2", "run 3"])
        #expect(scheduler.queuedCount == 0)
    }
}
