import Foundation
import RAC

/// Seed 001, recipe 六 (Docs/Sources.md): bringing plain code into RAC with a `Subject`, and a publish flow that
/// does not upload twice.
///
/// - `validitySignal` (the seed's `textSingal`) is a `Subject<Bool>` that enables the publish
///   command. Plain code calls `validityChanged()`, which sends `isValid`: at start-up, after the
///   user edits the text, after picking an image.
/// - Publishing uploads the images to the cloud, then tells the app server their addresses. The
///   command's signal completes only when the server has answered: the upload signal hands its
///   subscriber to the server signal, which completes both.
/// - Once the images are in the cloud (`imagesUploaded`), a failure of the server does not
///   throw that away: tapping Publish again only tells the server. Changing the images resets it.
/// - The seed reports failure as a value (`isSuccess` NO), not an error, so `errors` stays quiet.
public final class PublishViewModel {
    /// The post's text.
    public let textView = TextField(placeholder: "Say something…")
    /// The publish button; its `command` is `publishCommand`.
    public let publishButton = Button(title: "Publish")
    /// "Publishing…", "Published", or a failure message.
    public let statusLabel = Label()

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
            return self.tellServerSignal(with: nil)
        } else {
            return self.submitSignal()
        }
    }

    public init(uploadService: UploadService, server: PublishServer, scheduler: Scheduler) {
        self.uploadService = uploadService
        self.server = server
        self.scheduler = scheduler

        publishButton.command = publishCommand

        // The user editing the text is plain code calling `validityChanged()`.
        bindings.add(textView.signal(for: .editingChanged).subscribeNext { [weak self] _ in
            self?.validityChanged()
        })
        bindings.add(publishCommand.executing.filter { $0 }.subscribeNext { [weak self] _ in
            self?.statusLabel.text = "Publishing…"
        })
        bindings.add(publishCommand.executionSignals.flatten().subscribeNext { [weak self] isSuccess in
            self?.statusLabel.text = isSuccess ? "Published" : "Failed, tap Publish to retry"
        })

        // "Call it once at start-up": until this value, RAC's `enabled` defaults to YES.
        validityChanged()
    }

    deinit {
        bindings.dispose()
    }

    /// Whether the post can be published: some text and at least one image.
    public var isValid: Bool {
        !textView.text.isEmpty && !images.isEmpty
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

    /// The seed's `submitSignal`: upload the images; if any made it, hand this signal's
    /// subscriber to the server signal and start it, so both complete when the server answers.
    private func submitSignal() -> Signal<Bool> {
        Signal.createSignal { [weak self] subscriber in
            guard let self else {
                subscriber.sendCompleted()
                return
            }
            self.uploadService.upload(images: self.images) { [weak self] imageURLs in
                guard let self else { return }
                if imageURLs.count > 0 {
                    // In the cloud now: unless the images change, a server failure will not
                    // need another upload.
                    self.imagesUploaded = true
                    self.imageURLs = imageURLs
                    let temp = self.tellServerSignal(with: subscriber)
                    temp.subscribeNext { _ in }  // subscribe to start the (cold) server signal
                } else {
                    // The upload finished, but not one image made it.
                    subscriber.sendNext(false)
                    subscriber.sendCompleted()
                }
            }
        }
    }

    /// The seed's `tellServerSignalWith:`: tell the server the images' addresses; when it answers,
    /// finish this signal and, if given, the upload signal's subscriber too.
    private func tellServerSignal(with outerSubscriber: Subscriber<Bool>?) -> Signal<Bool> {
        Signal.createSignal { [weak self] subscriber in
            guard let self else {
                subscriber.sendCompleted()
                return
            }
            self.server.add(text: self.textView.text, imageURLs: self.imageURLs) { isSuccess in
                subscriber.sendNext(isSuccess)  // finish the server signal
                subscriber.sendCompleted()
                outerSubscriber?.sendNext(isSuccess)  // finish the upload signal
                outerSubscriber?.sendCompleted()
            }
        }
    }
}
