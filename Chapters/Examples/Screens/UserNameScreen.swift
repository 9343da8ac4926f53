import RAC

/// The user-name screen of seed 001 二: a field bound both ways to `UserNameViewModel.userName`,
/// and a label that says whether the name is valid.
///
/// One channel binding replaces the seed's merge of typing and observing: the field's terminal
/// takes the model's current name first, then each side's changes reach the other, and none comes
/// back to where it started. The model's changes are read on `scheduler` (the next turn).
public final class UserNameScreen {
    public let field = TextField(placeholder: "user name")
    public let validityLabel = Label()
    public let viewModel: UserNameViewModel

    private let bindings = CompoundDisposable()

    public init(viewModel: UserNameViewModel, scheduler: Scheduler = .mainThread) {
        self.viewModel = viewModel
        bindings.add(field.textChannel().bind(to: Channel.to(viewModel, \.userName, on: scheduler)))
        bindings.add(
            Signal.observe(viewModel, \.isValid, on: scheduler)
                .map { $0 ? "valid" : "enter a user name" }
                .setKeyPath(\.text, on: validityLabel)
        )
    }

    deinit {
        bindings.dispose()
    }
}
