import Foundation
import RAC
import TestSupport

// Helpers for the tests of schedulers on real queues (SchedulerTests, TargetQueueSchedulerTests).

/// What `runNumberedBlocks(_:on:)` saw.
struct NumberedRun {
    /// Whether the last block ran within the bound (10 s).
    let finished: Bool
    /// The numbers of the blocks, in the order they ran.
    let order: [Int]
    /// How many times a block started while another was still running.
    let overlaps: Int
}

/// Schedules `count` blocks numbered 0 to `count - 1` on `scheduler`, in that order, and waits for
/// the last one (at most 10 s). A serial, first-in-first-out scheduler gives `order == 0..<count`
/// and no overlaps.
func runNumberedBlocks(_ count: Int, on scheduler: Scheduler) -> NumberedRun {
    let order = Locked<[Int]>([])
    let overlap = OverlapDetector()
    let done = DispatchSemaphore(value: 0)
    for index in 0..<count {
        scheduler.schedule {
            overlap.enter()
            order.withLock { $0.append(index) }
            overlap.exit()
            if index == count - 1 { done.signal() }
        }
    }
    let finished = waitFor(done, timeout: 10)
    return NumberedRun(finished: finished, order: order.value, overlaps: overlap.overlaps)
}

/// A serial dispatch queue that can tell whether the caller is running on it.
struct MarkedQueue {
    let queue: DispatchQueue
    private let key = DispatchSpecificKey<Int>()

    init(label: String) {
        queue = DispatchQueue(label: label)
        queue.setSpecific(key: key, value: 1)
    }

    /// Whether the caller runs inside one of the queue's blocks.
    var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == 1 }
}
