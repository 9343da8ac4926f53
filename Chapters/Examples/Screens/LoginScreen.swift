import RAC

/// The login screen: the view half of MVVM (seed 000's view controller).
///
/// Fields → view model: each field is bound through `merge(textSignal, textObservation)`, so both
/// the user typing and code filling in a remembered username count (seed 001, recipe 二).
/// View model → controls: the command onto the button, `isSpinning` onto the spinner, the texts
/// onto the labels.
public final class LoginScreen {
    public let usernameField = TextField(placeholder: "Username")
    public let passwordField = TextField(placeholder: "Password")
    /// The login button; its `command` is the view model's.
    public let loginButton = Button(title: "Log in")
    public let spinner = ActivityIndicator()
    /// "Welcome, NAME" after a successful login.
    public let statusLabel = Label()
    /// "Login failed: …" after a failed one.
    public let errorLabel = Label()
    public let viewModel: LoginViewModel

    private let bindings = CompoundDisposable()

    public init(viewModel: LoginViewModel) {
        self.viewModel = viewModel
        bindings.add(Signal.merge([usernameField.textSignal, usernameField.textObservation])
            .setKeyPath(\.username, on: viewModel))
        bindings.add(Signal.merge([passwordField.textSignal, passwordField.textObservation])
            .setKeyPath(\.password, on: viewModel))

        loginButton.command = viewModel.loginCommand
        bindings.add(viewModel.$isSpinning.setKeyPath(\.isAnimating, on: spinner))
        bindings.add(viewModel.$statusText.setKeyPath(\.text, on: statusLabel))
        bindings.add(viewModel.$errorText.setKeyPath(\.text, on: errorLabel))
    }

    deinit {
        bindings.dispose()
    }
}
