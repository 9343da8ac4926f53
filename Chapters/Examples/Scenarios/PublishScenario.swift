import Foundation
import RAC

extension ExampleScenario {
    /// Seed 001 六 (Docs/Sources.md): plain code enables the publish button through a subject; publishing uploads
    /// the image then tells the server; the server fails once, and the retry skips the upload.
    public static let publish = ExampleScenario(
        name: "publish",
        description: "Publish: a subject enables the button; upload, tell the server, and a retry that skips the upload",
        duration: 12
    ) { recorder in
        let scheduler = recorder.scheduler
        let upload = UploadService(scheduler: scheduler, latency: 2)
        let server = PublishServer(scheduler: scheduler, latency: 1, outcomes: [.failure, .success])
        upload.trace = recorder.noteHandler
        let facts = PublishFacts()
        server.trace = { [weak recorder] message in
            recorder?.note(message)
            if message == "server: post saved", let time = recorder?.time { facts.publishedAt = time }
        }
        let screen = PublishScreen(viewModel: PublishViewModel(uploadService: upload, server: server, scheduler: scheduler))
        recorder.retain(screen)
        let app = screen.viewModel
        let button = screen.publishButton

        recorder.show {
            [
                "button: \(button)",
                "text: \(screen.textView.text.isEmpty ? "(empty)" : "\"\(screen.textView.text)\"")",
                "images: \(app.images.count)",
                "uploaded: \(app.imagesUploaded ? "yes" : "no")",
                "status: \(screen.statusLabel)",
            ]
        }

        recorder.at(1) {
            screen.textView.type("Sunset")
            return "type \"Sunset\""
        }
        recorder.at(2) {
            app.addImage("beach.jpg")
            return "pick image \"beach.jpg\""
        }
        recorder.at(3) { describeTap(button) }
        recorder.at(8) { [weak recorder] in
            facts.retryAt = recorder?.time
            facts.uploadsBeforeRetry = upload.uploadCount
            return describeTap(button)
        }

        return {
            let retry = facts.retryAt.map { "the retry at \(TimelineLine.seconds($0))s" } ?? "no retry"
            let skipped = upload.uploadCount == facts.uploadsBeforeRetry ? "skipped" : "repeated"
            let published = facts.publishedAt.map { "published at \(TimelineLine.seconds($0))s" } ?? "not published"
            return "publish: \(upload.uploadCount) upload\(upload.uploadCount == 1 ? "" : "s"), \(server.callCount) server calls, \(retry) \(skipped) the upload, \(published)"
        }
    }
}

/// What the publish run noticed, for its summary.
private final class PublishFacts: @unchecked Sendable {
    // @unchecked: written by the server's trace, which runs on the scenario's one thread (see
    // `ScenarioRecorder`).
    var retryAt: TimeInterval?
    var uploadsBeforeRetry = 0
    var publishedAt: TimeInterval?
}
