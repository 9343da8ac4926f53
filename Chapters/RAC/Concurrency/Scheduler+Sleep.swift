import Foundation

extension Scheduler {
    /// Suspends the current task for `seconds` on this scheduler's clock: it resumes when a block
    /// scheduled with `afterDelay(seconds)` runs here (on a `TestScheduler`, when virtual time
    /// reaches it), or throws `CancellationError` as soon as the task is cancelled, disposing that
    /// block so it never runs.
    ///
    /// ```swift
    /// try await scheduler.sleep(for: 5)   // a TestScheduler: `await scheduler.advance(by: 5)` wakes it
    /// ```
    ///
    /// It resumes exactly once whatever the order of events: cancelled before anything was
    /// scheduled (it throws and schedules nothing), cancelled while waiting, or cancelled at the
    /// very moment the block runs (whichever comes first decides, the other does nothing).
    ///
    /// `Scheduler.immediate` stops the process: its `afterDelay` blocks the calling thread (one of
    /// the few threads of Swift's cooperative pool) and cannot be cancelled; use
    /// `Task.sleep(nanoseconds:)` or another scheduler.
    public func sleep(for seconds: TimeInterval) async throws {
        require(!(self is ImmediateScheduler), "Scheduler.sleep(for:): Scheduler.immediate would block a thread of the cooperative pool and cannot be cancelled; use Task.sleep(nanoseconds:), Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
        try Task.checkCancellation()
        let sleep = PendingSleep()
        let virtualTime = self as? TestScheduler
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                guard sleep.begin(continuation) else { return }  // cancelled already: resumed
                let timer = afterDelay(seconds) {
                    guard let continuation = sleep.takeForWaking() else { return }  // cancelled first
                    virtualTime?.sleeperWillWake()
                    continuation.resume()
                }
                sleep.keep(timer)
            }
        } onCancel: {
            sleep.cancel()
        }
        // Only the timer resumes without throwing: tell the test scheduler this sleep is over.
        virtualTime?.sleeperDidReturn()
    }
}

/// One `sleep(for:)`'s state behind a lock: the continuation to resume once, and the scheduled
/// block to dispose if the task is cancelled first.
///
/// The rule that makes it correct: the continuation leaves the state in exactly one critical
/// section (waking or cancelling), and whoever takes it is the only one who resumes it.
final class PendingSleep: @unchecked Sendable {
    // @unchecked: `state` is read and written only inside `lock`; it stores a continuation and a
    // disposable, no user code.
    private enum State {
        /// Nothing scheduled yet.
        case starting
        /// Scheduled; `timer` is `nil` until `afterDelay` has returned it.
        case waiting(CheckedContinuation<Void, any Error>, timer: Disposable?)
        /// Cancelled before the continuation arrived: `begin` resumes it at once.
        case cancelledEarly
        /// Resumed (woken or cancelled); a timer that arrives now is disposed.
        case finished
    }

    private let lock = Lock()
    private var state = State.starting

    /// Stores `continuation`, or resumes it with `CancellationError` if the task was cancelled
    /// already; returns whether it was stored (and so a block should be scheduled).
    func begin(_ continuation: CheckedContinuation<Void, any Error>) -> Bool {
        let stored: Bool = lock.withLock {
            guard case .starting = state else {
                state = .finished
                return false
            }
            state = .waiting(continuation, timer: nil)
            return true
        }
        if !stored { continuation.resume(throwing: CancellationError()) }
        return stored
    }

    /// Keeps the scheduled block's disposable, or disposes it if the sleep is already over.
    func keep(_ timer: Disposable?) {
        let isOver: Bool = lock.withLock {
            guard case .waiting(let continuation, nil) = state else { return true }
            state = .waiting(continuation, timer: timer)
            return false
        }
        if isOver { timer?.dispose() }
    }

    /// The continuation, for the scheduled block to resume, if the sleep was not cancelled.
    func takeForWaking() -> CheckedContinuation<Void, any Error>? {
        lock.withLock {
            guard case .waiting(let continuation, _) = state else { return nil }
            state = .finished
            return continuation
        }
    }

    /// The task was cancelled: resumes with `CancellationError` and disposes the block, unless
    /// the block has already woken the sleep.
    func cancel() {
        let taken: (CheckedContinuation<Void, any Error>, Disposable?)? = lock.withLock {
            switch state {
            case .starting:
                state = .cancelledEarly
                return nil
            case .waiting(let continuation, let timer):
                state = .finished
                return (continuation, timer)
            case .cancelledEarly, .finished:
                return nil
            }
        }
        guard let (continuation, timer) = taken else { return }
        timer?.dispose()
        continuation.resume(throwing: CancellationError())
    }
}
