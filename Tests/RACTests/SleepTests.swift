import Foundation
import Testing
@testable import RAC
import TestSupport

/// `Scheduler.sleep(for:)` and the async `TestScheduler.advance(by:)` (Docs/Contracts.md C10.10, C10.11).
/// Real tasks: every wait is bounded.
@Suite("Scheduler.sleep(for:) and async TestScheduler.advance", .checksLiveObjects)
struct SleepTests {
    /// Virtual seconds since the start date, for the logs.
    static func seconds(_ scheduler: TestScheduler) -> TimeInterval {
        scheduler.now.timeIntervalSince(TestScheduler.startDate)
    }

    @Test("A task sleeping 5 s wakes exactly when await advance(by:) reaches 5, not at 4.9")
    func wakesExactlyAtTheDate() async {
        let scheduler = TestScheduler()
        let log = EventLog()
        let task = Task {
            try await scheduler.sleep(for: 5)
            log.append("woke at \(Self.seconds(scheduler))")
        }
        #expect(await eventually { scheduler.queuedCount == 1 })
        await scheduler.advance(by: 4.9)
        #expect(log.entries == [])
        await scheduler.advance(by: 0.1)
        // No `eventually`: the async advance returns only after the woken task has run.
        #expect(log.entries == ["woke at 5.0"])
        #expect(scheduler.queuedCount == 0)
        _ = await boundedResult(of: task)
    }

    @Test("Between blocks, a woken task schedules its next sleep, and the same advance runs it")
    func wokenTasksScheduleMoreBeforeTheTarget() async {
        let scheduler = TestScheduler()
        let log = EventLog()
        let task = Task {
            for _ in 1...3 {
                try await scheduler.sleep(for: 1)
                log.append("tick at \(Self.seconds(scheduler))")
            }
        }
        #expect(await eventually { scheduler.queuedCount == 1 })
        await scheduler.advance(by: 2)
        #expect(log.entries == ["tick at 1.0", "tick at 2.0"])
        #expect(Self.seconds(scheduler) == 2)
        await scheduler.run()
        #expect(log.entries == ["tick at 1.0", "tick at 2.0", "tick at 3.0"])
        _ = await boundedResult(of: task)
    }

    @Test("Sleeps of several tasks wake in date order, and the clock ends exactly at the target")
    func severalSleepersInDateOrder() async {
        let scheduler = TestScheduler()
        let log = EventLog()
        let tasks = [3.0, 1.0, 2.0].map { delay in
            Task {
                try await scheduler.sleep(for: delay)
                log.append("\(delay) at \(Self.seconds(scheduler))")
            }
        }
        #expect(await eventually { scheduler.queuedCount == 3 })
        await scheduler.advance(to: TestScheduler.startDate.addingTimeInterval(10))
        #expect(log.entries == ["1.0 at 1.0", "2.0 at 2.0", "3.0 at 3.0"])
        #expect(Self.seconds(scheduler) == 10)
        for task in tasks { _ = await boundedResult(of: task) }
    }

    @Test("Cancelled while waiting: throws CancellationError at once and disposes the scheduled block")
    func cancelWhileWaiting() async {
        let scheduler = TestScheduler()
        let task = Task { try await scheduler.sleep(for: 5) }
        #expect(await eventually { scheduler.queuedCount == 1 })
        task.cancel()
        let result = await boundedResult(of: task)
        #expect(throws: CancellationError.self) { try result?.get() }
        #expect(scheduler.queuedCount == 0)
        #expect(scheduler.wokenSleeperCount == 0)
    }

    @Test("Cancelled before sleeping: throws CancellationError and schedules nothing")
    func cancelBeforeScheduling() async {
        let scheduler = TestScheduler()
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await scheduler.sleep(for: 5)
        }
        let result = await boundedResult(of: task)
        #expect(throws: CancellationError.self) { try result?.get() }
        #expect(scheduler.queuedCount == 0)
        #expect(scheduler.enqueuedTotal == 0)
    }

    @Test("The cancellation handler before the continuation: the state resumes it once, with CancellationError")
    func cancelRacingTheStart() async {
        let sleep = PendingSleep()
        sleep.cancel()  // what onCancel does when the task is cancelled before the body runs
        // In a task of its own, bounded: a continuation never resumed would otherwise stop the run.
        let task = Task { () -> String in
            do {
                try await withCheckedThrowingContinuation { continuation in
                    #expect(!sleep.begin(continuation))
                }
                return "woke"
            } catch {
                return "\(type(of: error))"
            }
        }
        let outcome = await boundedResult(of: task)
        #expect(outcome == .success("CancellationError"))
        #expect(sleep.takeForWaking() == nil)
    }

    @Test("Cancel racing the timer on a real scheduler: every sleep resumes exactly once, either way")
    func cancelRacingTheTimer() async {
        let scheduler = Scheduler.scheduler()
        let finished = Counter()
        let woken = Counter()
        let cancelled = Counter()
        let rounds = 200
        for round in 0..<rounds {
            let task = Task {
                do {
                    try await scheduler.sleep(for: 0.0005)
                    woken.increment()
                } catch is CancellationError {
                    cancelled.increment()
                } catch {}
                finished.increment()
            }
            if round % 3 != 0 { try? await Task.sleep(nanoseconds: UInt64(round % 7) * 100_000) }
            task.cancel()
        }
        // A sleep never resumed would leave its task hanging; one resumed twice traps (checked continuation).
        #expect(await eventually(timeout: 10) { finished.value == rounds })
        #expect(woken.value + cancelled.value == rounds)
    }

    @Test("On a background scheduler it waits real time, at least the delay")
    func realTime() async throws {
        let start = Date()
        try await Scheduler.scheduler().sleep(for: 0.05)
        #expect(Date().timeIntervalSince(start) >= 0.05)
    }

    @Test("The synchronous advance, from a synchronous function, still runs blocks without tasks")
    func synchronousAdvanceUnchanged() {
        let scheduler = TestScheduler()
        let log = EventLog()
        scheduler.afterDelay(1) { log.append("block") }
        scheduler.advance(by: 1)
        #expect(log.entries == ["block"])
    }

    @Test("In a @MainActor test, await advance runs blocks on the main actor, as the synchronous form does (called from a synchronous closure)")
    @MainActor
    func asyncAdvanceRunsOnTheCallersActor() async {
        let scheduler = TestScheduler()
        let onMain = Locked<[String]>([])
        scheduler.afterDelay(1) { onMain.withLock { $0.append("async advance: \(isOnMainQueue())") } }
        scheduler.afterDelay(2) { onMain.withLock { $0.append("sync advance: \(isOnMainQueue())") } }
        scheduler.afterDelay(3) { onMain.withLock { $0.append("async run: \(isOnMainQueue())") } }
        await scheduler.advance(by: 1)
        let advanceSynchronously = { scheduler.advance(by: 1) }  // a synchronous closure: the synchronous form
        advanceSynchronously()
        await scheduler.run()
        #expect(onMain.value == ["async advance: true", "sync advance: true", "async run: true"])
        #expect(scheduler.now == TestScheduler.startDate.addingTimeInterval(3))
    }
}
