import Foundation

/// Runs every block at once, in the caller (RAC's `immediateScheduler`).
///
/// Why have a scheduler that does not schedule? So that code written against "a scheduler" can be
/// told to stay synchronous: `deliverOn(.immediate)` changes nothing. Nothing can be cancelled, so
/// every method returns `nil`. `after(_:schedule:)` blocks the calling thread until the date. It
/// leaves `Scheduler.current` as it was: running a block here is just calling it.
final class ImmediateScheduler: Scheduler, @unchecked Sendable {
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
        preconditionFailure("Scheduler.immediate cannot run repeating blocks (it would never return); use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }
}
