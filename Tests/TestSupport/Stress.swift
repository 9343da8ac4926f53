import Foundation

/// Whether the tests run under a sanitizer build (`.ci/sanitizers` sets `RAC_SANITIZER=1`).
///
/// ThreadSanitizer makes code 5–15 times slower, so stress tests do fewer rounds there; see
/// `stressScaled(_:)`.
public let isUnderSanitizer: Bool = {
    guard let value = ProcessInfo.processInfo.environment["RAC_SANITIZER"] else { return false }
    return !value.isEmpty && value != "0"
}()

/// `count` on a normal build, `count / divisor` (at least 1) under a sanitizer.
public func stressScaled(_ count: Int, underSanitizerDividedBy divisor: Int = 5) -> Int {
    isUnderSanitizer ? max(1, count / divisor) : count
}

/// A reusable barrier for a fixed number of threads: `wait()` returns once all of them have called
/// it, then the barrier is ready for the next round.
///
/// Stress tests use it to start every thread on the same round at the same moment, which is what
/// makes a race likely, without creating new threads for every round. A wait that times out breaks
/// the barrier: that call and every later one return `false` at once, so no thread is left waiting
/// for a thread that has given up.
public final class ThreadBarrier: @unchecked Sendable {
    private let condition = NSCondition()
    private let parties: Int
    private var waiting = 0
    private var generation = 0
    private var broken = false

    /// A barrier for `parties` threads.
    public init(parties: Int) {
        precondition(parties > 0, "ThreadBarrier(parties:): at least one thread must take part")
        self.parties = parties
    }

    /// Waits (at most `timeout` seconds) until every thread has arrived; returns `false` if the
    /// wait timed out or the barrier was already broken.
    @discardableResult
    public func wait(timeout: TimeInterval = 10) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        if broken { return false }
        let arrivedIn = generation
        waiting += 1
        if waiting == parties {
            waiting = 0
            generation += 1
            condition.broadcast()
            return true
        }
        let deadline = Date(timeIntervalSinceNow: timeout)
        while generation == arrivedIn && !broken {
            if !condition.wait(until: deadline) {
                broken = true
                condition.broadcast()
                return false
            }
        }
        return generation != arrivedIn
    }
}

/// Runs `rounds` rounds on `threads` real threads: in each round every thread calls
/// `body(round, thread)`, and no thread starts a round before all have finished the previous one.
///
/// The threads are created once; a `ThreadBarrier` lines them up before each round. Returns `false`
/// if the run did not finish within `timeout` seconds (or a barrier wait timed out).
@discardableResult
public func runInLockstep(
    threads: Int,
    rounds: Int,
    timeout: TimeInterval = 60,
    _ body: @escaping @Sendable (_ round: Int, _ thread: Int) -> Void
) -> Bool {
    let barrier = ThreadBarrier(parties: threads)
    let allArrived = Locked(true)
    let finished = runConcurrently(threads: threads, timeout: timeout) { thread in
        for round in 0..<rounds {
            guard barrier.wait(timeout: timeout) else {
                allArrived.value = false
                return
            }
            body(round, thread)
        }
    }
    return finished && allArrived.value
}
