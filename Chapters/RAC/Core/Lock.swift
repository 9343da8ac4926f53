import Synchronization

/// A plain, non-recursive lock: the standard library's `Mutex` (see `PlatformMutex`), for critical
/// sections that never call user code (a subject's list of subscribers, a compound disposable's
/// children).
///
/// Taking it twice on one thread is a bug in `RAC`, and `Mutex` traps on it with a message instead
/// of deadlocking. The rule that keeps that from happening: no user code — a handler, a clean-up
/// block, or the `deinit` of something a handler captured — runs inside `withLock`. A critical
/// section that removes a reference hands it out of the closure, and the caller lets it go after
/// the lock is free.
@usableFromInline
struct Lock: ~Copyable, Sendable {
    @usableFromInline let mutex = PlatformMutex()

    @inlinable init() {}

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try mutex.withLock(body)
    }
}
