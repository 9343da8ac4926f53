import Testing
import TestSupport
import Chapter06_Scheduler

@Suite("Challenge 6.2: recursion without a stack")
struct ScheduleRecursiveBlockChallengeTests {
    // On a thread with a bounded wait and a 1 MiB stack: nested calls would overflow it long
    // before 100,000.
    @Test("Challenge 6.2: on Scheduler.immediate, 100,000 reschedules run without overflowing the stack")
    func immediateDoesNotOverflow() {
        let runs = runOnThread(timeout: 10) { () -> Int in
            let runs = Counter()  // the block is `@Sendable`: a shared counter, not a `var`
            Scheduler.immediate.scheduleRecursiveBlock { reschedule in
                if runs.increment() < 100_000 { reschedule() }
            }
            return runs.value
        }
        #expect(runs == 100_000)
    }

    @Test("Challenge 6.2: each reschedule is one more scheduled run; disposing stops it")
    func disposingStops() {
        let scheduler = TestScheduler()
        let log = EventLog()
        let count = Counter()
        let disposable = scheduler.scheduleRecursiveBlock { reschedule in
            log.append("run \(count.increment())")
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
