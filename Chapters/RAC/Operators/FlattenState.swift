/// The bookkeeping of `flatten(_:)`: how many inner signals run, which wait, whether the outer is done.
final class FlattenState<U> {
    // Not `Sendable` (it holds signals of any value type); its handlers may run on several threads,
    // so every `var` is read and written only inside `lock`.
    private let lock = Lock()
    private var active = 0
    private var queue: [Signal<U>] = []
    private var outerDone = false
    private var completionSent = false

    /// Returns `true` if `inner` may start now; otherwise queues it.
    func startOrQueue(_ inner: Signal<U>, limit: Int) -> Bool {
        lock.withLock {
            if active < limit {
                active += 1
                return true
            }
            queue.append(inner)
            return false
        }
    }

    /// An inner signal completed: returns the next queued one to start, if any.
    func innerCompleted() -> Signal<U>? {
        lock.withLock {
            if queue.isEmpty {
                active -= 1
                return nil
            }
            return queue.removeFirst()
        }
    }

    func outerCompleted() {
        lock.withLock { outerDone = true }
    }

    /// `true` exactly once: when the outer and every inner signal have completed.
    func isDone() -> Bool {
        lock.withLock {
            guard outerDone, active == 0, queue.isEmpty, !completionSent else { return false }
            completionSent = true
            return true
        }
    }
}
