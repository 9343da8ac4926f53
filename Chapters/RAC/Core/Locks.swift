import Foundation
import Synchronization

/// A recursive lock stored inline in its owner (no extra allocation).
///
/// Why recursive: a subscriber's handler may synchronously cause another event to the same
/// subscriber (RAC's spec "should complete take: even if the signal is recursive"); a plain mutex
/// would deadlock there. Why inline: every subscriber owns one, and `Mutex` keeps the lock word
/// inside the owning object, which saves an allocation per subscription (scenario S3 in
/// `Benchmarks/`).
struct RecursiveLock: ~Copyable, Sendable {
    private let mutex = Mutex<Void>(())
    /// The thread that holds `mutex`, or 0. Only the holder stores its own id here, so reading our
    /// own id back proves that this thread already holds the lock.
    private let owner = Atomic<UInt>(0)

    init() {}

    func withLock<Result>(_ body: () -> Result) -> Result {
        let me = currentThreadID()
        if owner.load(ordering: .relaxed) == me {
            return body()  // re-entrant call from the thread that holds the lock
        }
        // `Mutex.withLock` wants a `sending` result; we hand the result out through a local
        // instead, which is safe because the body runs synchronously on this thread.
        nonisolated(unsafe) var result: Result?
        mutex.withLock { _ in
            owner.store(me, ordering: .relaxed)
            result = body()
            owner.store(0, ordering: .relaxed)
        }
        return result.unsafelyUnwrapped
    }
}

/// A plain lock for short critical sections that never call out to user code.
struct Lock: ~Copyable, Sendable {
    private let mutex = Mutex<Void>(())

    init() {}

    func withLock<Result>(_ body: () -> Result) -> Result {
        nonisolated(unsafe) var result: Result?
        mutex.withLock { _ in result = body() }
        return result.unsafelyUnwrapped
    }
}

/// A cheap identifier of the calling thread (its pthread handle).
@inline(__always)
func currentThreadID() -> UInt {
    UInt(bitPattern: Int(bitPattern: UInt(pthread_self())))
}
