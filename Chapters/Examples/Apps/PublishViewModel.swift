import Foundation
import RAC

/// Seed 001, recipe 六 (Docs/Sources.md): bringing plain code into RAC with a `Subject`, and a publish flow that
/// does not upload twice.
///
/// - `validitySignal` (the seed's `textSingal`) is a `Subject<Bool>` that enables the publish
///   command. Plain code calls `validityChanged()`, which sends `isValid`: at start-up, after the
///   user edits the text (the screen calls it), after picking an image.
/// - Publishing uploads the images to the cloud, then tells the app server their addresses; the
///   command's signal completes only when the server has answered. Both services may answer on a
///   background queue: their answers are delivered onto `scheduler` before anything changes.
/// - Once the images are in the cloud (`imagesUploaded`), a failure of the server does not
///   throw that away: publishing again only tells the server. Changing the images resets it.
/// - The seed reports failure as a value (`isSuccess` NO), not an error, so `errors` stays quiet.
///
/// MVVM: inputs are `text`, `addImage(_:)` and `validityChanged()`; outputs are `statusText`,
/// the image state and the command. The screen owns the text view, the button and the label.
public final class PublishViewModel {
    /// The post's text: the screen copies its text view's text here as the user edits it.
    @Observed public var text = ""
    /// "Publishing…", "Published", or a failure message.
    @Observed public private(set) var statusText = ""

    /// The images picked so far.
    public private(set) var images: [String] = []
    /// The images' addresses in the cloud, once uploaded.
    public private(set) var imageURLs: [String] = []
    /// Whether the images are already in the cloud (the seed's `imageHasUploadToUpYun`).
    public private(set) var imagesUploaded = false

    /// Plain code's way into RAC: the enabled input of `publishCommand`.
    public let validitySignal = Subject<Bool>()

    private let uploadService: UploadService
    private let server: PublishServer
    private let scheduler: Scheduler
    private let bindings = CompoundDisposable()

    /// The publish command: upload then tell the server, or (images already uploaded) only tell
    /// the server. Sends `isSuccess`, then completes.
    public private(set) lazy var publishCommand = Command<Button, Bool>(enabled: validitySignal, scheduler: scheduler) { [weak self] _ in
        guard let self else { return .empty() }
        if self.imagesUploaded {
            // The images made it last time; only the server failed. Don't upload again.
            return self.tellServerSignal()
        } else {
            return self.submitSignal()
        }
    }

    /// `scheduler` is where the state changes: `.mainThread` in an app, a `TestScheduler` in
    /// tests and the workshop.
    public init(uploadService: UploadService, server: PublishServer, scheduler: Scheduler = .mainThread) {
        self.uploadService = uploadService
        self.server = server
        self.scheduler = scheduler

        bindings.add(publishCommand.executing.filter { $0 }.subscribeNext { [weak self] _ in
            self?.statusText = "Publishing…"
        })
        bindings.add(publishCommand.executionSignals.flatten().subscribeNext { [weak self] isSuccess in
            self?.statusText = isSuccess ? "Published" : "Failed, tap Publish to retry"
        })

        // "Call it once at start-up": until this value, RAC's `enabled` defaults to YES.
        validityChanged()
    }

    deinit {
        bindings.dispose()
    }

    /// Whether the post can be published: some text and at least one image.
    public var isValid: Bool {
        !text.isEmpty && !images.isEmpty
    }

    /// Sends `isValid` into `validitySignal`. Call it wherever the validity may have changed.
    public func validityChanged() {
        validitySignal.sendNext(isValid)
    }

    /// The user picks an image: new images must be uploaded again.
    public func addImage(_ name: String) {
        images.append(name)
        imagesUploaded = false
        validityChanged()
    }

    // MARK: - Publishing, the better way

    /// Upload, then tell the server: one chain. `flattenMap` subscribes to the server's signal
    /// when the upload answers, forwards its value and completion, and keeps its subscription
    /// inside this one, so disposing this signal reaches whichever step is running.
    func submitSignal() -> Signal<Bool> {
        uploadSignal(images: images).flattenMap { [weak self] imageURLs -> Signal<Bool> in
            guard let self else { return .empty() }
            guard imageURLs.count > 0 else {
                return .return(false)  // the upload finished, but not one image made it
            }
            // In the cloud now: unless the images change, a server failure will not need
            // another upload.
            self.imagesUploaded = true
            self.imageURLs = imageURLs
            return self.tellServerSignal()
        }
    }

    /// The upload as a signal: the addresses of the images that made it (empty if none did),
    /// then completed, delivered on `scheduler`.
    private func uploadSignal(images: [String]) -> Signal<[String]> {
        let uploadService = self.uploadService
        return Signal<[String]>.createSignal { subscriber in
            uploadService.upload(images: images) { imageURLs in
                subscriber.sendNext(imageURLs)
                subscriber.sendCompleted()
            }
        }
        .deliverOn(scheduler)
    }

    /// Telling the server as a signal: `isSuccess`, then completed, delivered on `scheduler`.
    private func tellServerSignal() -> Signal<Bool> {
        Signal<Bool>.createSignal { [weak self] subscriber in
            guard let self else {
                subscriber.sendCompleted()
                return
            }
            self.server.add(text: self.text, imageURLs: self.imageURLs) { isSuccess in
                subscriber.sendNext(isSuccess)
                subscriber.sendCompleted()
            }
        }
        .deliverOn(scheduler)
    }

    // MARK: - Publishing as the seed writes it (an anti-pattern, kept to be read)

    /// The seed's `submitSignal`, kept for comparison with `submitSignal()`; nothing calls it but
    /// a test. What is wrong with it:
    ///
    /// 1. It hands its own subscriber to another signal (`seedTellServerSignal(with:)`), so two
    ///    signals send to one subscriber, and each must remember to finish it.
    /// 2. It starts that signal with an empty `subscribeNext`, drops the disposable, and returns
    ///    none of its own: disposing this signal stops nothing, and the post is sent even when
    ///    nobody is listening any more.
    /// 3. An error of the server signal would go nowhere: the empty subscriber swallows it.
    ///
    /// `flattenMap` does all three jobs: one subscriber, a subscription kept inside ours, errors
    /// forwarded.
    func seedSubmitSignal() -> Signal<Bool> {
        Signal.createSignal { [weak self] subscriber in
            guard let self else {
                subscriber.sendCompleted()
                return
            }
            _ = self.uploadSignal(images: self.images).subscribeNext { [weak self] imageURLs in
                guard let self else { return }
                if imageURLs.count > 0 {
                    self.imagesUploaded = true
                    self.imageURLs = imageURLs
                    // Anti-pattern: our subscriber handed over, and a subscription thrown away.
                    let temp = self.seedTellServerSignal(with: subscriber)
                    temp.subscribeNext { _ in }  // subscribe to start the (cold) server signal
                } else {
                    subscriber.sendNext(false)
                    subscriber.sendCompleted()
                }
            }
        }
    }

    /// The seed's `tellServerSignalWith:`: tells the server, then finishes this signal **and** the
    /// subscriber it was handed. Part of the anti-pattern above.
    private func seedTellServerSignal(with outerSubscriber: Subscriber<Bool>?) -> Signal<Bool> {
        tellServerSignal().doNext { isSuccess in
            outerSubscriber?.sendNext(isSuccess)  // finish the upload signal too
            outerSubscriber?.sendCompleted()
        }
    }
}
