import Foundation
import Synchronization

/// Two real threads for S6: both start together, and the caller waits for them with a limit.
enum TwoThreads {
    /// How long a run may take before it counts as hung: far above any sane run (S6 at full size
    /// takes well under a second), so only a deadlock or a lost wake-up reaches it.
    static let limitSeconds = 120

    /// Runs `body(0)` and `body(1)` on two new threads, released together once both exist, and
    /// returns once both have returned; throws if either did not start or finish within `limitSeconds`.
    static func run(_ name: String, _ body: @escaping @Sendable (_ thread: Int) -> Void) throws {
        let ready = DispatchSemaphore(value: 0)
        let go = DispatchSemaphore(value: 0)
        let done = DispatchGroup()
        let skipped = Counter()
        for index in 0..<2 {
            done.enter()
            Thread {
                ready.signal()
                // A thread never released skips its work and says so, rather than waiting for ever.
                if go.wait(timeout: .now() + .seconds(limitSeconds)) == .success { body(index) } else { skipped.value.add(1, ordering: .relaxed) }
                done.leave()
            }.start()
        }
        for _ in 0..<2 where ready.wait(timeout: .now() + .seconds(limitSeconds)) == .timedOut {
            throw BenchmarkError.hung("\(name): a sending thread did not start within \(limitSeconds) s")
        }
        go.signal()
        go.signal()
        if done.wait(timeout: .now() + .seconds(limitSeconds)) == .timedOut || skipped.value.load(ordering: .relaxed) > 0 {
            throw BenchmarkError.hung("\(name): the sending threads did not finish within \(limitSeconds) s")
        }
    }

    private final class Counter: Sendable {
        let value = Atomic<Int>(0)
    }
}
