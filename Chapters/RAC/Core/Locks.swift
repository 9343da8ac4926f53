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
    /// The thread that holds the lock, or 0 when it is free. Taking the lock is one
    /// compare-and-swap of this word and releasing it a fence and one store, half the atomic
    /// operations of a `Mutex` plus an owner field (measured: scenarios S1, S2 and S5 in
    /// Docs/Performance.md).
    /// Only the holder stores its own id here, so reading our own id back proves that this thread
    /// already holds the lock: that is the re-entrant case.
    private let owner = Atomic<UInt>(0)

    init() {}

    @inline(__always)
    func withLock<Result>(_ body: () -> Result) -> Result {
        let me = currentThreadID()
        if owner.load(ordering: .relaxed) == me {
            return body()  // re-entrant call from the thread that holds the lock
        }
        if !owner.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
            waitAndAcquire(me)
        }
        defer {
            atomicMemoryFence(ordering: .releasing)  // keeps retains inside: see `Lock.withLock`
            owner.store(0, ordering: .releasing)
        }
        return body()
    }

    /// The contended case: spin briefly (the holder is usually about to finish one handler),
    /// then give the processor away between attempts so a waiting thread never starves the holder.
    @inline(never)
    private func waitAndAcquire(_ me: UInt) {
        var attempts = 0
        while !owner.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
            attempts += 1
            if attempts < 64 { continue }
            if attempts < 1_000 {
                sched_yield()
            } else {
                usleep(50)  // a long-running handler holds the lock: stop burning the core
            }
        }
    }
}

/// A plain lock for short critical sections that never call out to user code (a subject's list
/// of subscribers, a compound disposable's children).
///
/// A spin lock: one compare-and-swap to take it, a fence and one store to release it, and nothing
/// generic to instantiate at run time. (The first version wrapped `Mutex.withLock`, whose
/// `sending` result had to pass through an `Optional<Result>`; for a generic `Result` that cost a
/// metadata lookup on every call, 30% of scenario S5's instructions.) Contention is rare and brief here; a waiting
/// thread yields the processor between attempts.
struct Lock: ~Copyable, Sendable {
    private let locked = Atomic<Bool>(false)

    init() {}

    @inline(__always)
    func withLock<Result>(_ body: () -> Result) -> Result {
        if !locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            waitAndAcquire()
        }
        defer {
            // Why a fence, when a `.releasing` store alone orders memory: a reference read inside
            // `body` (say, a subject's array of subscribers) must also be *retained* before the
            // lock is free, or another thread can replace and free it first. The optimiser moves
            // that retain past a lone atomic store, as nothing there "can release" on this thread,
            // but not past a fence (Swift 6.3 at -O; found by AddressSanitizer on a release build
            // of the stress tests, see Docs/Reliability.md). On x86-64 the fence emits no
            // instruction; an exchange would also work, at several nanoseconds per unlock.
            atomicMemoryFence(ordering: .releasing)
            locked.store(false, ordering: .releasing)
        }
        return body()
    }

    @inline(never)
    private func waitAndAcquire() {
        var attempts = 0
        while !locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            attempts += 1
            if attempts >= 64 { sched_yield() }
        }
    }
}

/// A cheap identifier of the calling thread (its pthread handle).
@inline(__always)
func currentThreadID() -> UInt {
    UInt(bitPattern: Int(bitPattern: UInt(pthread_self())))
}
