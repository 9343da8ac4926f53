import Foundation

/// Runs every block synchronously, in the caller (RAC's `immediateScheduler`).
///
/// Nothing can be cancelled, so every method returns `nil`. `after(_:schedule:)` blocks the
/// calling thread until the date. It leaves `Scheduler.current` as it was.
final class ImmediateScheduler: Scheduler, @unchecked Sendable {
    // @unchecked: it has no state and stores no block; it runs each block on the calling thread.
    init() {
        super.init(name: "org.reactivecocoa.RAC.immediateScheduler")
    }

    @discardableResult
    override func schedule(_ block: @escaping @Sendable () -> Void) -> Disposable? {
        block()
        return nil
    }

    @discardableResult
    override func after(_ date: Date, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        Thread.sleep(until: date)
        block()
        return nil
    }

    @discardableResult
    override func after(_ date: Date, repeatingEvery interval: TimeInterval, withLeeway leeway: TimeInterval, schedule block: @escaping @Sendable () -> Void) -> Disposable? {
        programmerError("Scheduler.immediate cannot run repeating blocks (after(_:repeatingEvery:withLeeway:schedule:)); use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    /// Reschedules run in a loop in the caller, so recursion never deepens the stack.
    @discardableResult
    override func scheduleRecursiveBlock(_ block: @escaping @Sendable (@escaping @Sendable () -> Void) -> Void) -> Disposable? {
        // A counter the reschedule block can share: it is `@Sendable`, so it cannot capture a `var`.
        let remaining = AtomicBox(active: 1)
        while remaining.value > 0 {
            _ = remaining.decrement()
            block { remaining.increment() }
        }
        return nil
    }
}
