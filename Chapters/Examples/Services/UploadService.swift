import Foundation
import RAC

/// The fake image cloud of the publish screen (the seed's `UploadImageManager` to UpYun).
///
/// It answers with the addresses of the images it stored (`imageSrcArray`): all of them on
/// success, none on failure, `latency` seconds later on the scheduler.
///
/// The scheduler is a `TestScheduler` in tests and the workshop, a background one
/// (`Scheduler.scheduler()`) in the real configuration: the completion then runs on a background
/// queue, and the view model is the one that moves it to the main thread.
public final class UploadService {
    public enum Outcome: Sendable {
        case success
        case failure
    }

    /// How long an upload takes, in seconds.
    public var latency: TimeInterval
    /// The image lists uploaded so far, one entry per call.
    public private(set) var uploads: [[String]] = []
    /// Called with a short message when an upload starts and when it ends (that one on the
    /// scheduler, perhaps another thread: hence `@Sendable`).
    public var trace: (@Sendable (String) -> Void)?

    private let scheduler: Scheduler
    private var outcomes: ScriptedOutcomes<Outcome>

    public init(scheduler: Scheduler, latency: TimeInterval = 2, outcomes: [Outcome] = [.success]) {
        self.scheduler = scheduler
        self.latency = latency
        self.outcomes = ScriptedOutcomes(outcomes)
    }

    /// How many times `upload` was called.
    public var uploadCount: Int { uploads.count }

    /// Uploads `images`; `completion` gets the stored images' addresses (empty if none made it).
    public func upload(images: [String], completion: @escaping @Sendable (_ imageURLs: [String]) -> Void) {
        uploads.append(images)
        let outcome = outcomes.next()
        trace?("upload \(images.count) image\(images.count == 1 ? "" : "s")")
        scheduler.afterDelay(latency) { [trace] in
            let urls = outcome == .success ? images.map { "https://img.example.com/\($0)" } : []
            trace?(urls.isEmpty ? "cloud: upload failed" : "cloud: \(urls.count) uploaded")
            completion(urls)
        }
    }
}
