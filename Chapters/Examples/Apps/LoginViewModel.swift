import Foundation
import RAC

/// Seed 000, "RACCommand使用总结" (Docs/Sources.md): a login view model whose work takes 5 s, with `executing` driving a
/// spinner — plus seed 001 recipe 二 for the fields.
///
/// - `username` and `password` are `@Observed`; the login command is enabled while both are
///   non-empty (the seed's `validateLoginInputs`) and the command is not already running.
/// - The work is `LoginService.login`, answered after its latency (5 s by default).
/// - `executing` drives `isSpinning`; each result on `executionSignals` sets the status label to
///   "Welcome, NAME"; each error on `errors` sets the error label to "Login failed: …".
/// - The fields feed the view model through `merge(textSignal, textObservation)`, so both the
///   user typing and code filling in a remembered username count.
public final class LoginViewModel {
    /// The username (bound from `usernameField`).
    @Observed public var username = ""
    /// The password (bound from `passwordField`).
    @Observed public var password = ""
    /// Whether the spinner turns: the login command's `executing`.
    @Observed public private(set) var isSpinning = false

    public let usernameField = TextField(placeholder: "Username")
    public let passwordField = TextField(placeholder: "Password")
    /// The login button; its `command` is `loginCommand`.
    public let loginButton = Button(title: "Log in")
    /// "Welcome, NAME" after a successful login.
    public let statusLabel = Label()
    /// "Login failed: …" after a failed one; cleared by a success.
    public let errorLabel = Label()

    private let service: LoginService
    private let scheduler: Scheduler
    private let bindings = CompoundDisposable()

    /// The login command: sends the user's name, or fails with a `LoginError`.
    public private(set) lazy var loginCommand = Command<Button, String>(enabled: validateLoginInputs(), scheduler: scheduler) { [weak self] _ in
        guard let self else { return .empty() }
        return self.login(username: self.username, password: self.password)
    }

    public init(service: LoginService, scheduler: Scheduler) {
        self.service = service
        self.scheduler = scheduler

        // The view controller's part of the seed: fields → view model. Merging with the
        // observation also catches `field.text = …` from code (recipe 二).
        bindings.add(Signal.merge([usernameField.textSignal, usernameField.textObservation])
            .setKeyPath(\.username, on: self))
        bindings.add(Signal.merge([passwordField.textSignal, passwordField.textObservation])
            .setKeyPath(\.password, on: self))

        loginButton.command = loginCommand

        // Judge whether it is executing: the spinner.
        bindings.add(loginCommand.executing.setKeyPath(\.isSpinning, on: self))
        // The result.
        bindings.add(loginCommand.executionSignals.flatten().subscribeNext { [weak self] name in
            self?.statusLabel.text = "Welcome, \(name)"
            self?.errorLabel.text = ""
        })
        // The errors.
        bindings.add(loginCommand.errors.subscribeNext { [weak self] error in
            self?.errorLabel.text = "Login failed: \(error)"
        })
    }

    deinit {
        bindings.dispose()
    }

    /// The seed's `validateLoginInputs`: both fields non-empty.
    public func validateLoginInputs() -> Signal<Bool> {
        Signal.combineLatest($username, $password).reduceEach { username, password in
            !username.isEmpty && !password.isEmpty
        }
    }

    /// The seed's `loginWithUsername:password:`: the server's answer, `latency` seconds later.
    /// (The seed also adds `publish`/`autoconnect`; `Command.execute` already multicasts.)
    private func login(username: String, password: String) -> Signal<String> {
        let service = self.service
        return Signal.createSignal { subscriber in
            service.login(username: username, password: password) { result in
                switch result {
                case .success(let name):
                    subscriber.sendNext(name)
                    subscriber.sendCompleted()
                case .failure(let error):
                    subscriber.sendError(error)
                }
            }
        }
    }
}
