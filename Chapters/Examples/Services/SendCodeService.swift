import Foundation
import RAC

/// The fake SMS server of the send-code screen (the seed's `AuthorizeURL … sendSmsCode` call).
///
/// Its callback API is the seed's: a completion block with `isSuccess`. The answer arrives
/// `latency` seconds later **on the scheduler** (a `TestScheduler` in tests and the workshop), so
/// the whole exchange runs on virtual time. Given a background scheduler (`Scheduler.scheduler()`),
/// it answers on a background queue, as a network client does; the view model delivers the answer
/// onto the main thread. A real app would put its network client behind the same method.
public final class SendCodeService {
    /// What one request gets back.
    public enum Outcome: Sendable {
        case success
        case failure
    }

    /// How long the server takes to answer, in seconds.
    public var latency: TimeInterval
    /// The phone numbers requested so far, in order.
    public private(set) var requests: [String] = []
    /// Called with a short message when a request arrives and when it is answered (the
    /// workshop's timeline uses it). The answer comes on the scheduler, perhaps another thread:
    /// hence `@Sendable`.
    public var trace: (@Sendable (String) -> Void)?

    private let scheduler: Scheduler
    private var outcomes: ScriptedOutcomes<Outcome>

    /// A server answering after `latency` seconds on `scheduler`, with `outcomes` in order (the
    /// last one repeats).
    public init(scheduler: Scheduler, latency: TimeInterval = 1, outcomes: [Outcome] = [.success]) {
        self.scheduler = scheduler
        self.latency = latency
        self.outcomes = ScriptedOutcomes(outcomes)
    }

    /// How many requests arrived.
    public var requestCount: Int { requests.count }

    /// Asks for a code to be sent to `phone`; `completion(isSuccess)` runs `latency` seconds later.
    public func sendCode(to phone: String, completion: @escaping @Sendable (_ isSuccess: Bool) -> Void) {
        requests.append(phone)
        let outcome = outcomes.next()
        trace?("request sendCode(\(phone))")
        scheduler.afterDelay(latency) { [trace] in
            let isSuccess = outcome == .success
            trace?(isSuccess ? "server: code sent" : "server: sending failed")
            completion(isSuccess)
        }
    }
}
