import Foundation

/// Runs `body` on a new thread and waits at most `timeout` seconds for it to return.
///
/// Returns the body's result, or `nil` if it did not finish in time (the thread is then left
/// behind, blocked). Blocking operators (`first`, `toArray`, `waitUntilCompleted`) are tested
/// through this, so that a regression fails the test instead of hanging the whole run.
public func runOnThread<T: Sendable>(timeout: TimeInterval = 5, _ body: @escaping @Sendable () -> T) -> T? {
    let box = ResultBox<T>()
    let done = DispatchSemaphore(value: 0)
    let thread = Thread {
        box.set(body())
        done.signal()
    }
    thread.stackSize = 1 << 20
    thread.start()
    guard done.wait(timeout: .now() + timeout) == .success else { return nil }
    return box.get()
}

/// Polls `condition` until it holds or `timeout` seconds have passed; returns whether it held.
@discardableResult
public func waitUntil(timeout: TimeInterval = 5, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        Thread.sleep(forTimeInterval: 0.001)
    }
    return true
}

/// A value handed from one thread to another, behind a lock.
private final class ResultBox<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: T?

    func set(_ newValue: T) {
        lock.lock()
        value = newValue
        lock.unlock()
    }

    func get() -> T? {
        lock.lock()
        defer { lock.unlock() }
        return value
    }
}

/// The `async` form of `waitUntil`: polls `condition` until it holds or `timeout` seconds have
/// passed, suspending (not blocking) between polls; returns whether it held.
///
/// Tests of tasks use this rather than a semaphore: a test that blocks its thread can take the
/// last thread of Swift's cooperative pool (one per core), and the task it waits for never runs.
/// The limit is generous (30 s) for the same reason: while the whole suite runs in parallel, other
/// tests' blocking waits can hold every pool thread for seconds before a task gets one. A hang still
/// fails, 30 s later; a passing test waits only as long as its task takes.
@discardableResult
public func eventually(timeout: TimeInterval = 30, _ condition: @Sendable () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}

/// `task`'s result, waiting at most `timeout` seconds before cancelling it, and at most `grace`
/// seconds more after that; `timedOut` says whether it had to be cancelled, and `result` is `nil`
/// if even cancelling it did not end it (the task is then left behind).
///
/// Awaiting a task (`await task.value`) has no limit of its own, and cancelling the test does not
/// cancel a task the test made: a task waiting for a value that never comes would stop the run.
/// Cancelling it ends any wait that honours cancellation (RAC's `firstValue()`, `values`, a
/// scheduler's `sleep`); `grace` bounds the others.
public func result<Success: Sendable, Failure: Error>(
    of task: Task<Success, Failure>,
    cancellingAfter timeout: TimeInterval = 30,
    grace: TimeInterval = 5
) async -> (result: Result<Success, Failure>?, timedOut: Bool) {
    let outcome = FirstOutcome<Result<Success, Failure>?>()
    let cancelled = Locked(false)
    let result = await withCheckedContinuation { continuation in
        outcome.start(continuation)
        let watchdog = Task {
            try await Task.sleep(nanoseconds: UInt64(timeout * 1_000_000_000))
            cancelled.value = true
            task.cancel()
            try await Task.sleep(nanoseconds: UInt64(grace * 1_000_000_000))
            outcome.resume(returning: nil)
        }
        Task {
            outcome.resume(returning: await task.result)
            watchdog.cancel()
        }
    }
    return (result, cancelled.value)
}

/// Resumes a continuation with the first of several outcomes; the later ones are dropped.
private final class FirstOutcome<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<Value, Never>?

    func start(_ continuation: CheckedContinuation<Value, Never>) {
        lock.lock()
        self.continuation = continuation
        lock.unlock()
    }

    func resume(returning value: Value) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        continuation?.resume(returning: value)
    }
}
