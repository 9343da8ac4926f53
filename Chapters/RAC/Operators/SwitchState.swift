/// Which inner signal of `switchToLatest` is current, and whether outer and inner are done.
final class SwitchState: @unchecked Sendable {
    // @unchecked: every `var` is read and written only inside `lock`; it stores counters and flags,
    // no values and no user code.
    private let lock = Lock()
    private var generation = 0
    private var innerActive = false
    private var outerDone = false

    func beginInner() -> Int {
        lock.withLock {
            generation += 1
            innerActive = true
            return generation
        }
    }

    func isCurrent(_ candidate: Int) -> Bool {
        lock.withLock { generation == candidate }
    }

    /// Returns `true` if the whole switch is now complete.
    func innerCompleted(_ candidate: Int) -> Bool {
        lock.withLock {
            guard generation == candidate else { return false }
            innerActive = false
            return outerDone
        }
    }

    /// Returns `true` if the whole switch is now complete.
    func outerCompleted() -> Bool {
        lock.withLock {
            outerDone = true
            return !innerActive
        }
    }
}
