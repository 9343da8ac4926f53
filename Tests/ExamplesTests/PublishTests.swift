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
    ) -> (PublishScreen, UploadService, PublishServer) {
        let uploadService = UploadService(scheduler: scheduler, latency: 2, outcomes: upload)
        let publishServer = PublishServer(scheduler: scheduler, latency: 1, outcomes: server)
        let viewModel = PublishViewModel(uploadService: uploadService, server: publishServer, scheduler: scheduler)
        return (PublishScreen(viewModel: viewModel), uploadService, publishServer)
    }

    /// Text and one image: valid.
    func fill(_ screen: PublishScreen) {
        screen.textView.type("Sunset")
        screen.viewModel.addImage("beach.jpg")
        scheduler.advance(by: 0)
    }

    @Test func aSubjectDrivesTheButtonFromPlainCode() {
        let (screen, _, _) = makeApp()
        // RAC's `enabled` is YES until the first value has gone through the scheduler.
        #expect(screen.publishButton.isEnabled)
        scheduler.advance(by: 0)
        #expect(!screen.publishButton.isEnabled)

        screen.textView.type("Sunset")  // editing → validityChanged(): still no image
        scheduler.advance(by: 0)
        #expect(!screen.publishButton.isEnabled)
        screen.viewModel.addImage("beach.jpg")
        scheduler.advance(by: 0)
        #expect(screen.publishButton.isEnabled)

        // Plain code changing the view model's text notifies nobody until it says so.
        screen.viewModel.text = ""
        scheduler.advance(by: 0)
        #expect(screen.publishButton.isEnabled)
        screen.viewModel.validityChanged()
        scheduler.advance(by: 0)
        #expect(!screen.publishButton.isEnabled)
    }

    @Test func publishingUploadsThenTellsTheServer() {
        let (screen, upload, server) = makeApp()
        fill(screen)
        let results = EventLog()
        screen.viewModel.publishCommand.executionSignals.flatten().subscribeNext { results.append("\(scheduler.seconds) \($0)") }
        screen.publishButton.tap()
        scheduler.advance(by: 0)
        #expect(screen.statusLabel.text == "Publishing…")
        #expect(upload.uploads == [["beach.jpg"]])
        #expect(server.callCount == 0)
        scheduler.advance(toSecond: 2)
        #expect(screen.viewModel.imagesUploaded)
        #expect(server.posts == [PublishServer.Post(text: "Sunset", imageURLs: ["https://img.example.com/beach.jpg"])])
        #expect(!screen.publishButton.isEnabled)
        scheduler.advance(toSecond: 3)
        #expect(results.entries == ["3.0 true"])
        #expect(screen.statusLabel.text == "Published")
        #expect(screen.publishButton.isEnabled)
    }

    @Test func aRetryAfterAServerFailureSkipsTheUpload() {
        let (screen, upload, server) = makeApp(server: [.failure, .success])
        fill(screen)
        let errors = EventLog()
        screen.viewModel.publishCommand.errors.subscribeNext { errors.error($0) }
        let first = EventLog()
        screen.viewModel.publishCommand.execute(screen.publishButton).subscribeNext({ first.next($0) }, error: { first.error($0) }, completed: { first.completed() })
        scheduler.advance(toSecond: 3)
        // The seed reports the failure as a value: the execution completes, `errors` stays quiet.
        #expect(first.entries == ["next(false)", "completed"])
        #expect(errors.entries.isEmpty)
        #expect(screen.statusLabel.text == "Failed, tap Publish to retry")
        #expect(screen.viewModel.imagesUploaded)
        #expect(screen.publishButton.isEnabled)

        screen.publishButton.tap()
        scheduler.advance(toSecond: 3)
        #expect(upload.uploadCount == 1)  // not uploaded again
        #expect(server.callCount == 2)
        scheduler.advance(toSecond: 4)
        #expect(screen.statusLabel.text == "Published")
        #expect(server.posts.map(\.imageURLs) == [["https://img.example.com/beach.jpg"], ["https://img.example.com/beach.jpg"]])
        #expect(upload.uploadCount == 1)
        #expect(server.callCount == 2)
    }

    @Test func aFailedUploadSendsNoAndDoesNotTellTheServer() {
        let (screen, upload, server) = makeApp(upload: [.failure, .success])
        fill(screen)
        screen.publishButton.tap()
        scheduler.advance(toSecond: 2)
        #expect(screen.statusLabel.text == "Failed, tap Publish to retry")
        #expect(!screen.viewModel.imagesUploaded)
        #expect(server.callCount == 0)
        #expect(screen.publishButton.isEnabled)

        screen.publishButton.tap()  // nothing made it: upload again
        scheduler.advance(toSecond: 5)
        #expect(upload.uploadCount == 2)
        #expect(server.callCount == 1)
        #expect(screen.statusLabel.text == "Published")
    }

    @Test func newImagesAreUploadedAgain() {
        let (screen, upload, server) = makeApp(server: [.failure, .success])
        fill(screen)
        screen.publishButton.tap()
        scheduler.advance(toSecond: 3)
        #expect(screen.viewModel.imagesUploaded)
        screen.viewModel.addImage("sunset.jpg")
        #expect(!screen.viewModel.imagesUploaded)
        scheduler.advance(by: 0)
        screen.publishButton.tap()
        scheduler.advance(toSecond: 6)
        #expect(upload.uploads == [["beach.jpg"], ["beach.jpg", "sunset.jpg"]])
        #expect(server.callCount == 2)
        #expect(screen.statusLabel.text == "Published")
    }
}

/// The seed's way of chaining the upload and the server call, kept in the view model as
/// `seedSubmitSignal()` next to the chained `submitSignal()`.
@Suite("Publish: the seed's hand-over of subscribers, and the chained form")
struct PublishChainingTests {
    let scheduler = TestScheduler()

    func makeViewModel() -> (PublishViewModel, PublishServer) {
        let server = PublishServer(scheduler: scheduler, latency: 1)
        let viewModel = PublishViewModel(uploadService: UploadService(scheduler: scheduler, latency: 2), server: server, scheduler: scheduler)
        viewModel.text = "Sunset"
        viewModel.addImage("beach.jpg")
        return (viewModel, server)
    }

    @Test(arguments: [false, true])
    func bothFormsPublishTheSameWhenNobodyInterrupts(seedForm: Bool) {
        let (viewModel, server) = makeViewModel()
        let log = EventLog()
        let signal = seedForm ? viewModel.seedSubmitSignal() : viewModel.submitSignal()
        signal.subscribeNext({ log.append("\(scheduler.seconds) next(\($0))") }, completed: { log.append("\(scheduler.seconds) completed") })
        scheduler.advance(toSecond: 10)
        #expect(log.entries == ["3.0 next(true)", "3.0 completed"])
        #expect(server.posts == [PublishServer.Post(text: "Sunset", imageURLs: ["https://img.example.com/beach.jpg"])])
    }

    @Test func theSeedFormCannotBeStopped() {
        let (viewModel, server) = makeViewModel()
        let log = EventLog()
        let subscription = viewModel.seedSubmitSignal().subscribeNext { log.next($0) }
        scheduler.advance(toSecond: 1)  // uploading
        subscription.dispose()
        scheduler.advance(toSecond: 10)
        #expect(server.callCount == 1)  // the post went out for nobody
        #expect(log.entries.isEmpty)
    }

    @Test func disposingTheChainedFormStopsBeforeTheServerIsTold() {
        let (viewModel, server) = makeViewModel()
        let log = EventLog()
        let subscription = viewModel.submitSignal().subscribeNext { log.next($0) }
        scheduler.advance(toSecond: 1)  // uploading
        subscription.dispose()
        scheduler.advance(toSecond: 10)
        #expect(server.callCount == 0)
        #expect(log.entries.isEmpty)
    }
}
