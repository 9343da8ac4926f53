import Foundation
import RAC
import TestSupport
import Testing

/// `Scheduler.scheduler(targetQueue:name:)`, RAC's `RACTargetQueueScheduler`. Real queues, so every
/// wait is bounded (semaphores, at most 10 s; the tests themselves take milliseconds).
@Suite("Scheduler on a target queue", .checksLiveObjects)
struct TargetQueueSchedulerTests {
    @Test("its blocks run on the target queue, with Scheduler.current set to it")
    func runsOnTheTargetQueue() {
        let target = MarkedQueue(label: "org.example.app-queue")
        let scheduler = Scheduler.scheduler(targetQueue: target.queue, name: "org.example.scheduler")
        let seen = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        scheduler.schedule {
            let queue = target.isCurrent ? "app queue" : "another queue"
            let current = Scheduler.current === scheduler ? "current" : "not current"
            seen.withLock { $0.append("\(queue), \(current)") }
            done.signal()
        }
        #expect(waitFor(done, timeout: 10))
        #expect(seen.value == ["app queue, current"])
        #expect(scheduler.name == "org.example.scheduler")
    }

    // RACTargetQueueSchedulerSpec: "should have a valid current scheduler" and FIFO over a concurrent queue
    @Test("over a concurrent target queue, its blocks still run one at a time, first in, first out")
    func serialOverAConcurrentQueue() {
        let target = DispatchQueue(label: "org.example.concurrent", attributes: .concurrent)
        let run = runNumberedBlocks(200, on: Scheduler.scheduler(targetQueue: target))
        #expect(run.finished)
        #expect(run.order == Array(0..<200))
        #expect(run.overlaps == 0)
    }

    @Test("over a concurrent target queue, a block does not start while the one before it runs")
    func noOverlapOverAConcurrentQueue() {
        let scheduler = Scheduler.scheduler(targetQueue: DispatchQueue(label: "org.example.concurrent", attributes: .concurrent))
        let secondStarted = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let log = EventLog()
        scheduler.schedule {
            // On a concurrent queue the second block would start now; on the scheduler it waits.
            log.append(waitFor(secondStarted, timeout: 0.5) ? "second ran during first" : "first finished alone")
        }
        scheduler.schedule {
            secondStarted.signal()
            log.append("second")
            done.signal()
        }
        #expect(waitFor(done, timeout: 10))
        #expect(log.entries == ["first finished alone", "second"])
    }

    @Test("scheduling is asynchronous, and a disposed block never runs")
    func asynchronousAndCancellable() {
        let target = DispatchQueue(label: "org.example.app-queue")
        let scheduler = Scheduler.scheduler(targetQueue: target)
        let log = EventLog()
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        // Hold the target queue, so the next two blocks are still waiting when one is disposed.
        target.async { _ = waitFor(gate, timeout: 10) }
        scheduler.schedule { log.append("first") }
        let cancelled = scheduler.schedule { log.append("cancelled") }
        scheduler.schedule {
            log.append("last")
            done.signal()
        }
        log.append("scheduled")
        cancelled?.dispose()
        gate.signal()
        #expect(waitFor(done, timeout: 10))
        #expect(log.entries == ["scheduled", "first", "last"])
    }

    @Test("afterDelay runs the block on the target queue")
    func afterDelayOnTheTargetQueue() {
        let target = MarkedQueue(label: "org.example.app-queue")
        let scheduler = Scheduler.scheduler(targetQueue: target.queue)
        let onTarget = Locked(false)
        let done = DispatchSemaphore(value: 0)
        scheduler.afterDelay(0.005) {
            onTarget.value = target.isCurrent
            done.signal()
        }
        #expect(waitFor(done, timeout: 10))
        #expect(onTarget.value)
    }

    @Test("deliverOn a target-queue scheduler delivers every event there, in order")
    func deliverOn() {
        let target = MarkedQueue(label: "org.example.app-queue")
        let scheduler = Scheduler.scheduler(targetQueue: target.queue)
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        Signal.from([1, 2]).deliverOn(scheduler).subscribeNext({ value in
            log.append("next(\(value)) on target: \(target.isCurrent)")
        }, completed: {
            log.completed()
            done.signal()
        })
        #expect(waitFor(done, timeout: 10))
        #expect(log.entries == ["next(1) on target: true", "next(2) on target: true", "completed"])
    }
}
