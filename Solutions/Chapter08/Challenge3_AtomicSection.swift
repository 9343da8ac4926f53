// Chapter 8, challenge 3: the reference solution, the lock that would make `execute` atomic.
import Foundation

/// Runs bodies one at a time across threads, under a recursive lock: `execute` would put its
/// check, the block, the `multicast` and the `sendNext` inside, and `connect()` outside, because
/// connecting runs the work, and work that calls back into the command (or waits for another
/// thread that does) must not find the lock taken.
public final class AtomicSection: @unchecked Sendable {
    private let lock = NSRecursiveLock()

    public init() {}

    /// Runs `body` holding the lock; a `run` from inside `body`, on the same thread, gets in.
    public func run<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
