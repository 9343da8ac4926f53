import Synchronization

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
    @usableFromInline let mutex = PlatformMutex()
    /// The thread inside `withLock`, or 0.
    @usableFromInline let owner = Atomic<UInt>(0)

    @inlinable init() {}

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        let me = currentThreadID()
        if owner.load(ordering: .relaxed) == me {
            return try body()  // the thread that holds the lock, again
        }
        return try mutex.withLock {
            owner.store(me, ordering: .relaxed)
            defer { owner.store(0, ordering: .relaxed) }
            return try body()
        }
    }
}
