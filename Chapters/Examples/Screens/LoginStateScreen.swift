import RAC

/// The screen that follows the login state: its title label and profile section are bound to
/// the view model's outputs.
public final class LoginStateScreen {
    public let titleLabel = Label()
    /// The profile section, hidden while logged out.
    public let profileSection = View(isHidden: true)
    public let viewModel: LoginStateViewModel

    private let bindings = CompoundDisposable()

    public init(viewModel: LoginStateViewModel) {
        self.viewModel = viewModel
        bindings.add(viewModel.$title.setKeyPath(\.text, on: titleLabel))
        bindings.add(viewModel.$isProfileShown.map { !$0 }.setKeyPath(\.isHidden, on: profileSection))
    }

    deinit {
        bindings.dispose()
    }
}
