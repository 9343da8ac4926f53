/// Counts the reschedules a recursive block asks for while it runs; later ones run at once.
final class RescheduleRequests: @unchecked Sendable {
    // @unchecked: every `var` is read and written only inside `lock`; it stores a count and a
    // flag, no user code.
    private let lock = Lock()
    private var count = 0
    private var synchronousPartDone = false

    /// Returns `true` if the caller should reschedule now (the block has already returned).
    func record() -> Bool {
        lock.withLock {
            if synchronousPartDone { return true }
            count += 1
            return false
        }
    }

    /// Ends the synchronous part; returns how many reschedules it asked for.
    func finishSynchronousPart() -> Int {
        lock.withLock {
            synchronousPartDone = true
            return count
        }
    }
}
