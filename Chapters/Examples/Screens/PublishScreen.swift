import RAC

/// The publish screen: a text view, a publish button and a status label, bound to the view model.
///
/// The text view's edits are plain code here, as in the seed: each one copies the text into the
/// view model and calls `validityChanged()`.
public final class PublishScreen {
    public let textView = TextField(placeholder: "Say something…")
    /// The publish button; its `command` is the view model's.
    public let publishButton = Button(title: "Publish")
    /// "Publishing…", "Published", or a failure message.
    public let statusLabel = Label()
    public let viewModel: PublishViewModel

    private let bindings = CompoundDisposable()

    public init(viewModel: PublishViewModel) {
        self.viewModel = viewModel
        publishButton.command = viewModel.publishCommand
        bindings.add(textView.signal(for: .editingChanged).subscribeNext { [weak viewModel] field in
            viewModel?.text = field.text
            viewModel?.validityChanged()
        })
        bindings.add(viewModel.$statusText.setKeyPath(\.text, on: statusLabel))
    }

    deinit {
        bindings.dispose()
    }
}
