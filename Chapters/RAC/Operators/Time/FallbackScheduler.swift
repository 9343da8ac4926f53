/// `Scheduler.current`, or else one private background scheduler, made only if needed. One per
/// subscription, so that blocks scheduled off any scheduler still run one at a time, in order.
final class FallbackScheduler: @unchecked Sendable {
    // @unchecked: `background` is read and written only inside `lock`; it stores a scheduler, no
    // user code.
    private let lock = Lock()
    private var background: Scheduler?

    var current: Scheduler {
        if let current = Scheduler.current { return current }
        return lock.withLock {
            if let background { return background }
            let made = Scheduler.scheduler()
            background = made
            return made
        }
    }
}
