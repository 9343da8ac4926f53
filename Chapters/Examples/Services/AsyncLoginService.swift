import Foundation
import RAC

/// The fake login server as an `async` function: `logIn` waits its latency with
/// `scheduler.sleep(for:)`, so a `TestScheduler` decides when it answers, and a cancelled task
/// stops waiting at once.
///
/// `Sendable` (its state behind a lock): a command's work runs it from a task, on any thread.
public final class AsyncLoginService: @unchecked Sendable {
    // @unchecked: `attemptLog` and `outcomes` are read and written only inside `lock`.
    /// How long a login takes, in seconds.
    public let latency: TimeInterval

    private let scheduler: Scheduler
    private let lock = NSLock()
    private var attemptLog: [String] = []
    private var outcomes: ScriptedOutcomes<LoginService.Outcome>

    public init(scheduler: Scheduler, latency: TimeInterval = 5, outcomes: [LoginService.Outcome] = [.accept]) {
        self.scheduler = scheduler
        self.latency = latency
        self.outcomes = ScriptedOutcomes(outcomes)
    }

    /// The usernames that tried to log in, in order.
    public var attempts: [String] {
        lock.lock()
        defer { lock.unlock() }
        return attemptLog
    }

    /// The user's name `latency` seconds later, or the scripted `LoginError`.
    public func logIn(username: String, password: String) async throws -> String {
        let outcome = recordAttempt(username)
        try await scheduler.sleep(for: latency)
        switch outcome {
        case .accept: return username
        case .reject(let error): throw error
        }
    }

    private func recordAttempt(_ username: String) -> LoginService.Outcome {
        lock.lock()
        defer { lock.unlock() }
        attemptLog.append(username)
        return outcomes.next()
    }
}
