import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

@Suite("Publish (seed 001 六)")
struct PublishTests {
    let scheduler = TestScheduler()

    func makeApp(
        upload: [UploadService.Outcome] = [.success],
        server: [PublishServer.Outcome] = [.success]
    ) -> (PublishViewModel, UploadService, PublishServer) {
        let uploadService = UploadService(scheduler: scheduler, latency: 2, outcomes: upload)
        let publishServer = PublishServer(scheduler: scheduler, latency: 1, outcomes: server)
        let app = PublishViewModel(uploadService: uploadService, server: publishServer, scheduler: scheduler)
        return (app, uploadService, publishServer)
    }

    /// Text and one image: valid.
    func fill(_ app: PublishViewModel) {
        app.textView.type("Sunset")
        app.addImage("beach.jpg")
        scheduler.advance(by: 0)
    }

    @Test func aSubjectDrivesTheButtonFromPlainCode() {
        let (app, _, _) = makeApp()
        // RAC's `enabled` is YES until the first value has gone through the scheduler.
        #expect(app.publishButton.isEnabled)
        scheduler.advance(by: 0)
        #expect(!app.publishButton.isEnabled)

        app.textView.type("Sunset")  // editing → validityChanged(): still no image
        scheduler.advance(by: 0)
        #expect(!app.publishButton.isEnabled)
        app.addImage("beach.jpg")
        scheduler.advance(by: 0)
        #expect(app.publishButton.isEnabled)

        // Code changing the text does not notify anyone until plain code says so.
        app.textView.text = ""
        scheduler.advance(by: 0)
        #expect(app.publishButton.isEnabled)
        app.validityChanged()
        scheduler.advance(by: 0)
        #expect(!app.publishButton.isEnabled)
    }

    @Test func publishingUploadsThenTellsTheServer() {
        let (app, upload, server) = makeApp()
        fill(app)
        let results = EventLog()
        app.publishCommand.executionSignals.flatten().subscribeNext { results.append("\(scheduler.seconds) \($0)") }
        app.publishButton.tap()
        scheduler.advance(by: 0)
        #expect(app.statusLabel.text == "Publishing…")
        #expect(upload.uploads == [["beach.jpg"]])
        #expect(server.callCount == 0)
        scheduler.advance(toSecond: 2)
        #expect(app.imagesUploaded)
        #expect(server.posts == [PublishServer.Post(text: "Sunset", imageURLs: ["https://img.example.com/beach.jpg"])])
        #expect(!app.publishButton.isEnabled)
        scheduler.advance(toSecond: 3)
        #expect(results.entries == ["3.0 true"])
        #expect(app.statusLabel.text == "Published")
        #expect(app.publishButton.isEnabled)
    }

    @Test func aRetryAfterAServerFailureSkipsTheUpload() {
        let (app, upload, server) = makeApp(server: [.failure, .success])
        fill(app)
        let errors = EventLog()
        app.publishCommand.errors.subscribeNext { errors.error($0) }
        let first = EventLog()
        app.publishCommand.execute(app.publishButton).subscribeNext({ first.next($0) }, error: { first.error($0) }, completed: { first.completed() })
        scheduler.advance(toSecond: 3)
        // The seed reports the failure as a value: the execution completes, `errors` stays quiet.
        #expect(first.entries == ["next(false)", "completed"])
        #expect(errors.entries.isEmpty)
        #expect(app.statusLabel.text == "Failed, tap Publish to retry")
        #expect(app.imagesUploaded)
        #expect(app.publishButton.isEnabled)

        app.publishButton.tap()
        scheduler.advance(toSecond: 3)
        #expect(upload.uploadCount == 1)  // not uploaded again
        #expect(server.callCount == 2)
        scheduler.advance(toSecond: 4)
        #expect(app.statusLabel.text == "Published")
        #expect(server.posts.map(\.imageURLs) == [["https://img.example.com/beach.jpg"], ["https://img.example.com/beach.jpg"]])
        #expect(upload.uploadCount == 1)
        #expect(server.callCount == 2)
    }

    @Test func aFailedUploadSendsNoAndDoesNotTellTheServer() {
        let (app, upload, server) = makeApp(upload: [.failure, .success])
        fill(app)
        app.publishButton.tap()
        scheduler.advance(toSecond: 2)
        #expect(app.statusLabel.text == "Failed, tap Publish to retry")
        #expect(!app.imagesUploaded)
        #expect(server.callCount == 0)
        #expect(app.publishButton.isEnabled)

        app.publishButton.tap()  // nothing made it: upload again
        scheduler.advance(toSecond: 5)
        #expect(upload.uploadCount == 2)
        #expect(server.callCount == 1)
        #expect(app.statusLabel.text == "Published")
    }

    @Test func newImagesAreUploadedAgain() {
        let (app, upload, server) = makeApp(server: [.failure, .success])
        fill(app)
        app.publishButton.tap()
        scheduler.advance(toSecond: 3)
        #expect(app.imagesUploaded)
        app.addImage("sunset.jpg")
        #expect(!app.imagesUploaded)
        scheduler.advance(by: 0)
        app.publishButton.tap()
        scheduler.advance(toSecond: 6)
        #expect(upload.uploads == [["beach.jpg"], ["beach.jpg", "sunset.jpg"]])
        #expect(server.callCount == 2)
        #expect(app.statusLabel.text == "Published")
    }
}
