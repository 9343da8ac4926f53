/// What `buffer(withTime:onScheduler:)` has collected, shared by the source's handler and the
/// scheduled flush, behind a recursive lock (the flush sends downstream while holding it, as RAC
/// does, so a value sent back from inside that send is collected for the next batch).
final class TimedBuffer<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `values` is read and written only inside `lock`; it stores values (Sendable)
    // and no user code.
    private let lock = RecursiveLock()
    private var values: [Value] = []

    /// Runs `body` holding the lock (again, if this thread holds it already).
    func withLock<Result>(_ body: () -> Result) -> Result {
        lock.withLock(body)
    }

    /// Collects `value`; returns `true` if it is the first of a new batch.
    func append(_ value: Value) -> Bool {
        lock.withLock {
            values.append(value)
            return values.count == 1
        }
    }

    /// Everything collected, leaving nothing.
    func takeAll() -> [Value] {
        lock.withLock {
            defer { values = [] }
            return values
        }
    }
}
