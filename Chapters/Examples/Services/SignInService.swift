import Foundation
import RAC

/// The fake server of the sign-in screen: it accepts one account and answers `true` or `false`
/// `latency` seconds after a request, on its scheduler, as the ReactiveObjC app's dummy service
/// did with `dispatch_after`.
///
/// The scheduler is a `TestScheduler` in tests and the workshop, a background one
/// (`Scheduler.scheduler()`) in the real configuration: the completion then runs on a background
/// queue, as a network answer does, and the view model must move it to the main thread before
/// it touches its state.
public final class SignInService {
    /// The one account that signs in.
    public static let account = (username: "user", password: "password")

    /// How long an answer takes, in seconds.
    public let latency: TimeInterval
    /// The usernames that tried to sign in, in order.
    public private(set) var attempts: [String] = []
    /// Called with a short message when a request arrives and when it is answered (that one on
    /// the scheduler, perhaps another thread: hence `@Sendable`).
    public var trace: (@Sendable (String) -> Void)?

    private let scheduler: Scheduler

    public init(scheduler: Scheduler, latency: TimeInterval = 2, trace: (@Sendable (String) -> Void)? = nil) {
        self.scheduler = scheduler
        self.latency = latency
        self.trace = trace
    }

    /// Checks the credentials; `completion` gets whether they were right `latency` seconds later,
    /// on the scheduler (`@Sendable`: a background queue in the real configuration).
    public func signIn(username: String, password: String, completion: @escaping @Sendable (Bool) -> Void) {
        attempts.append(username)
        trace?("request signIn(\(username))")
        let accepted = username == Self.account.username && password == Self.account.password
        scheduler.afterDelay(latency) { [trace] in
            trace?(accepted ? "server: \(username) signed in" : "server: \(username) refused")
            completion(accepted)
        }
    }
}
