// Everything in `RAC` that is spelled differently on Apple platforms and on Linux, or under
// ThreadSanitizer, lives in this file, using documented APIs only.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Synchronization
#if !canImport(Darwin)
import Foundation
#endif

/// An identifier of the calling thread, unique among the threads alive at the moment.
///
/// `pthread_self()` is a pointer on Apple platforms and with Musl, and an integer with Glibc; each
/// fits a `UInt`, and no live thread shares the value with another, which is all `DeliveryQueue`
/// needs. The value 0 is never a thread, so it can stand for "no thread", and the value is never
/// odd (it is the address of the thread's aligned control block, or derived from it), so
/// `DeliveryQueue` keeps a flag in its lowest bit.
@inlinable
func currentThreadID() -> UInt {
    #if canImport(Darwin) || canImport(Musl)
    UInt(bitPattern: pthread_self())
    #else
    UInt(pthread_self())
    #endif
}

/// Whether the caller runs on the process's main thread, whatever dispatch queue it is in: the
/// thread test the runtime's `MainActor.assumeIsolated` makes first.
///
/// `pthread_main_np` on Apple platforms; elsewhere Foundation's `Thread.isMainThread`, which
/// compares with the thread Foundation was loaded on (the main one).
func isMainThread() -> Bool {
    #if canImport(Darwin)
    pthread_main_np() != 0
    #else
    Thread.isMainThread
    #endif
}

/// One thread-local slot holding an unretained object: each thread reads back only what it stored
/// itself (`Scheduler.current` keeps the running scheduler in one).
///
/// Unretained, so whoever stores an object must keep it alive while it is stored and clear the
/// slot before letting it go. A pthread key, because it is the same call everywhere; the key is
/// created once and never deleted.
final class ThreadLocalReference<Object: AnyObject>: Sendable {
    // Sendable: the key is a `let` integer; each thread's slot is that thread's own.
    private let key: pthread_key_t

    init() {
        var key = pthread_key_t()
        let status = pthread_key_create(&key, nil)
        precondition(status == 0, "pthread_key_create failed (\(status)): the system is out of thread-local keys")
        self.key = key
    }

    /// What this thread stored last, or `nil`.
    var value: Object? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Object>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Stores `object` (unretained) for this thread only.
    func set(_ object: Object?) {
        pthread_setspecific(key, object.map { UnsafeRawPointer(Unmanaged.passUnretained($0).toOpaque()) })
    }
}

#if RAC_THREAD_SANITIZER
/// The mutex under `Lock`, in ThreadSanitizer builds only (`.ci/sanitizers`
/// defines `RAC_THREAD_SANITIZER`): a pthread mutex, which the sanitizer intercepts.
///
/// Why not `Mutex` there too: on Linux, a contended `Mutex` waits and hands over in the runtime's
/// futex code, which is not instrumented, so the sanitizer never sees the hand-over and reports
/// every access the lock guards as a race (128 false reports in `RACTests`). Everything else about
/// the locks, and all the code that uses them, is the same in both builds.
@usableFromInline
struct PlatformMutex: ~Copyable, @unchecked Sendable {
    // @unchecked: the pthread mutex is the synchronisation; its storage never moves.
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    @inlinable init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }
}
#else
/// The mutex under `Lock`: the standard library's `Mutex`, which sleeps in the
/// kernel when contended (a priority-inheriting futex on Linux, `os_unfair_lock` on Apple
/// platforms) and traps with a message when one thread takes it twice.
@usableFromInline
struct PlatformMutex: ~Copyable, Sendable {
    @usableFromInline let mutex = Mutex<Void>(())

    @inlinable init() {}

    @inlinable
    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        try mutex.withLock { _ in try body() }
    }
}
#endif

/// A mutex with condition variables, for the one place `RAC` lets a thread wait for another: a
/// sender waiting for its turn at a delivery queue (see `Turns`). A pthread mutex and conditions in
/// every build (the standard library's `Mutex` has no condition), which ThreadSanitizer also
/// intercepts.
@usableFromInline
final class ConditionLock: @unchecked Sendable {
    // @unchecked: the pthread mutex is the synchronisation; its storage never moves.
    fileprivate let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }

    /// A condition of its own on this lock, to wake one chosen thread.
    func makeCondition() -> Condition {
        Condition(lock: self)
    }

    /// A condition variable used with its `ConditionLock`'s mutex, to wake one chosen thread.
    final class Condition: @unchecked Sendable {
        // @unchecked: used only inside its lock's `withLock`; its storage never moves.
        private let lock: ConditionLock
        private let condition: UnsafeMutablePointer<pthread_cond_t>

        fileprivate init(lock: ConditionLock) {
            self.lock = lock
            condition = .allocate(capacity: 1)
            pthread_cond_init(condition, nil)
        }

        deinit {
            pthread_cond_destroy(condition)
            condition.deallocate()
        }

        /// Lets the lock go and sleeps until `signal()`, then takes it again. Call it only inside
        /// the lock's `withLock`, in a loop that checks again what it waits for.
        func wait() {
            pthread_cond_wait(condition, lock.mutex)
        }

        /// Wakes the thread in `wait()`.
        func signal() {
            pthread_cond_signal(condition)
        }
    }
}
