import Foundation
import RAC

/// The fake app server of the publish screen (the seed's `AuthorizeURL … add` call): it is told
/// the post's text and image addresses, and answers `isSuccess` `latency` seconds later on the
/// scheduler.
///
/// The scheduler is a `TestScheduler` in tests and the workshop, a background one
/// (`Scheduler.scheduler()`) in the real configuration: the completion then runs on a background
/// queue, and the view model is the one that moves it to the main thread.
public final class PublishServer {
    public enum Outcome: Sendable {
        case success
        case failure
    }

    /// A post as the server received it.
    public struct Post: Equatable, Sendable {
        public let text: String
        public let imageURLs: [String]
    }

    /// How long the server takes to answer, in seconds.
    public var latency: TimeInterval
    /// Every post the server was told about, one per call.
    public private(set) var posts: [Post] = []
    /// Called with a short message when a post arrives and when it is answered (that one on the
    /// scheduler, perhaps another thread: hence `@Sendable`).
    public var trace: (@Sendable (String) -> Void)?

    private let scheduler: Scheduler
    private var outcomes: ScriptedOutcomes<Outcome>

    public init(scheduler: Scheduler, latency: TimeInterval = 1, outcomes: [Outcome] = [.success]) {
        self.scheduler = scheduler
        self.latency = latency
        self.outcomes = ScriptedOutcomes(outcomes)
    }

    /// How many times the server was told about a post.
    public var callCount: Int { posts.count }

    /// Tells the server about a post; `completion(isSuccess)` runs `latency` seconds later.
    public func add(text: String, imageURLs: [String], completion: @escaping @Sendable (_ isSuccess: Bool) -> Void) {
        posts.append(Post(text: text, imageURLs: imageURLs))
        let outcome = outcomes.next()
        trace?("tell server: add post, \(imageURLs.count) image\(imageURLs.count == 1 ? "" : "s")")
        scheduler.afterDelay(latency) { [trace] in
            let isSuccess = outcome == .success
            trace?(isSuccess ? "server: post saved" : "server: failed")
            completion(isSuccess)
        }
    }
}
