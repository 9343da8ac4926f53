import Foundation
import RAC

/// Why a fake login failed.
public enum LoginError: Error, Equatable, Sendable, CustomStringConvertible {
    case wrongPassword
    case serverUnavailable

    public var description: String {
        switch self {
        case .wrongPassword: return "wrong password"
        case .serverUnavailable: return "server unavailable"
        }
    }
}

/// The fake login server of the login screen. The seed's work is a `dispatch_after` of 5 s; here
/// the answer arrives `latency` seconds (default 5) later on the scheduler.
///
/// The scheduler is a `TestScheduler` in tests and the workshop, a background one
/// (`Scheduler.scheduler()`) in the real configuration: the completion then runs on a background
/// queue, and the view model is the one that moves it to the main thread.
public final class LoginService {
    /// What one attempt gets back.
    public enum Outcome: Sendable {
        /// Accepted: the completion gets the user's name (the username typed).
        case accept
        /// Refused with an error.
        case reject(LoginError)
    }

    /// How long a login takes, in seconds.
    public var latency: TimeInterval
    /// The usernames that tried to log in, in order.
    public private(set) var attempts: [String] = []
    /// Called with a short message when an attempt arrives and when it is answered (that one on
    /// the scheduler, perhaps another thread: hence `@Sendable`).
    public var trace: (@Sendable (String) -> Void)?

    private let scheduler: Scheduler
    private var outcomes: ScriptedOutcomes<Outcome>

    public init(scheduler: Scheduler, latency: TimeInterval = 5, outcomes: [Outcome] = [.accept]) {
        self.scheduler = scheduler
        self.latency = latency
        self.outcomes = ScriptedOutcomes(outcomes)
    }

    /// How many attempts arrived.
    public var attemptCount: Int { attempts.count }

    /// Tries to log in; `completion` gets the user's name or the error `latency` seconds later,
    /// on the scheduler (`@Sendable`: a background one in the real configuration).
    public func login(username: String, password: String, completion: @escaping @Sendable (Result<String, LoginError>) -> Void) {
        attempts.append(username)
        let outcome = outcomes.next()
        trace?("request login(\(username))")
        scheduler.afterDelay(latency) { [trace] in
            switch outcome {
            case .accept:
                trace?("server: welcome \(username)")
                completion(.success(username))
            case .reject(let error):
                trace?("server: \(error)")
                completion(.failure(error))
            }
        }
    }
}
