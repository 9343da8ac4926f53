// Challenge 6.6 (scheduling on a test scheduler from several threads): the reference solution.
import Foundation

/// Forwards scheduling to a `TestScheduler` under a lock, so that several threads may schedule at
/// once. Chapter 6's test scheduler has no lock: two threads inserting into its queue together can
/// lose entries or crash, so the challenge's test goes through this wrapper.
///
/// Only scheduling and counting take the lock. Running blocks (`stepAll()` on the base) must not
/// hold it: a block that schedules again would wait for itself, and another thread's `schedule`
/// would wait for the whole run.
public final class SerializedScheduler: Scheduler, @unchecked Sendable {
    // @unchecked: every call into `base` is made under `lock`, except running its blocks.
    public let base: TestScheduler
    private let lock = NSLock()

    public init(_ base: TestScheduler) {
        self.base = base
        super.init(name: "serialized \(base.name)")
    }

    public override var now: Date { locked { base.now } }

    public var queuedCount: Int { locked { base.queuedCount } }

    @discardableResult
    public override func schedule(_ block: @escaping @Sendable () -> Void) -> Disposable? {
        locked { base.schedule(block) }
    }

    @discardableResult
    public override func after(_ date: Date, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        locked { base.after(date, schedule: block) }
    }

    @discardableResult
    public override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        locked { base.after(date, repeatingEvery: interval, withLeeway: leeway, schedule: block) }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
