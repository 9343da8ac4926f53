import Synchronization

/// A plain, non-recursive lock: the standard library's `Mutex`, for critical sections that never
/// call user code (a subject's list of subscribers, a compound disposable's children).
///
/// Taking it twice on one thread is a bug in `RAC`, and `Mutex` traps on it with a message instead
/// of deadlocking. The rule that keeps that from happening: no user code — a handler, a clean-up
/// block, or the `deinit` of something a handler captured — runs inside `withLock`. A critical
/// section that removes a reference hands it out of the closure, and the caller lets it go after
/// the lock is free.
@usableFromInline
struct Lock: ~Copyable, Sendable {
    @usableFromInline let mutex = Mutex<Void>(())

    @inlinable init() {}

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try mutex.withLock { _ in try body() }
    }
}

/// A recursive lock: a `Mutex` plus the identity of the thread that holds it.
///
/// RAC serialises a subscriber's blocks with a recursive lock (`@synchronized`), because a block
/// may synchronously cause another event to the same subscriber ("should complete take: even if the
/// signal is recursive" in RAC's specs); a plain mutex would trap there. Other threads wait on the
/// mutex, which sleeps in the kernel and donates priority where the platform supports it.
///
/// Why reading `owner` needs no ordering: the only thread that can read its own identity there is
/// the one that stored it, and a thread always sees its own latest store. Every other thread reads
/// some other value (or 0) and goes to the mutex.
@usableFromInline
struct RecursiveLock: ~Copyable, Sendable {
    @usableFromInline let mutex = Mutex<Void>(())
    /// The thread inside `withLock`, or 0.
    @usableFromInline let owner = Atomic<UInt>(0)

    @inlinable init() {}

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        let me = currentThreadID()
        if owner.load(ordering: .relaxed) == me {
            return try body()  // the thread that holds the lock, again
        }
        return try mutex.withLock { _ in
            owner.store(me, ordering: .relaxed)
            defer { owner.store(0, ordering: .relaxed) }
            return try body()
        }
    }
}
