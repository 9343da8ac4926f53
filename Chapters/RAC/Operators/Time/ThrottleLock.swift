/// The lock shared by a throttle's source handler and its scheduled flush (recursive, because the
/// flush sends downstream while holding it, as RAC does).
final class ThrottleLock: @unchecked Sendable {
    // @unchecked: its only state is the lock itself.
    private let lock = RecursiveLock()
    func withLock<R>(_ body: () -> R) -> R { lock.withLock(body) }
}
