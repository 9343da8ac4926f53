import Foundation

extension Scheduler {
    /// A new serial scheduler whose blocks run on `targetQueue`: your app's own dispatch queue
    /// (RAC's `RACTargetQueueScheduler`, `initWithName:targetQueue:`).
    ///
    /// The scheduler has a serial queue of its own that targets `targetQueue`, so its blocks run
    /// one at a time, first in, first out, even when `targetQueue` is concurrent; they run on
    /// `targetQueue`'s threads, after what that queue was already given. Scheduling is always
    /// asynchronous, and the disposables cancel blocks that have not started, as on
    /// `Scheduler.scheduler()`.
    public static func scheduler(targetQueue: DispatchQueue, name: String? = nil) -> Scheduler {
        let label = name ?? "org.reactivecocoa.RAC.targetQueueScheduler"
        let queue = DispatchQueue(label: label, target: targetQueue)
        return QueueScheduler(queue: queue, name: label, isMain: false)
    }
}
