/// The lock shared by a throttle's source handler and its scheduled flush (recursive, because the
/// flush sends downstream while holding it, as RAC does), and the value waiting behind it.
final class ThrottleLock<Value: Sendable>: @unchecked Sendable {
    // @unchecked: `waiting` is read and written only inside `withLock`; it stores a value
    // (Sendable) and no user code.
    private let lock = RecursiveLock()
    /// The value to send if nothing follows it in time. Use only inside `withLock`.
    var waiting: Value?
    func withLock<R>(_ body: () -> R) -> R { lock.withLock(body) }
}
