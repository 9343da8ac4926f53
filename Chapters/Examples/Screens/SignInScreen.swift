import RAC

/// The sign-in screen: two fields, a button, a spinner and two labels, over a `SignInViewModel`.
/// `@MainActor`, as UI code is in a Swift 6 app.
///
/// Fields → view model: `textSignal` (RAC's `rac_textSignal`) sends the current text first, then
/// each edit, so the button's `enabled` has both fields' values from the start.
/// View model → controls: the command's `enabled` onto the button, the rest onto the spinner and
/// labels. A tap calls `signIn()`, which executes the command.
/// Every subscription ends with the screen's lifetime.
@MainActor
public final class SignInScreen {
    public let usernameField = TextField(placeholder: "Username")
    public let passwordField = TextField(placeholder: "Password")
    public let signInButton = Button(title: "Sign in")
    public let spinner = ActivityIndicator()
    /// "Invalid credentials" after a refusal.
    public let failureLabel = Label()
    /// "Welcome" once signed in.
    public let welcomeLabel = Label()
    public let viewModel: SignInViewModel

    private let lifetimeToken: Lifetime.Token

    public init(viewModel: SignInViewModel) {
        self.viewModel = viewModel
        let lifetime: Lifetime
        (lifetime, lifetimeToken) = Lifetime.make()

        usernameField.textSignal.take(during: lifetime).subscribeNext { [weak viewModel] text in
            viewModel?.username = text
        }
        passwordField.textSignal.take(during: lifetime).subscribeNext { [weak viewModel] text in
            viewModel?.password = text
        }
        signInButton.signal(for: .touchUpInside).take(during: lifetime).subscribeNext { [weak viewModel] _ in
            viewModel?.signIn()
        }
        viewModel.signInCommand.enabled.take(during: lifetime).setKeyPath(\.isEnabled, on: signInButton)
        viewModel.$isSigningIn.take(during: lifetime).setKeyPath(\.isAnimating, on: spinner)
        viewModel.$isFailureShown.map { $0 ? "Invalid credentials" : "" }
            .take(during: lifetime).setKeyPath(\.text, on: failureLabel)
        viewModel.$isSignedIn.map { $0 ? "Welcome" : "" }
            .take(during: lifetime).setKeyPath(\.text, on: welcomeLabel)
    }
}
