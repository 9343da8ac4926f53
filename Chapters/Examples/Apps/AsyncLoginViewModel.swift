import Foundation
import RAC

/// What a login attempt sends to the server: copied from the fields at the tap, so the task
/// that logs in never reads the view model.
public struct Credentials: Sendable, Equatable {
    public var username: String
    public var password: String

    public init(username: String, password: String) {
        self.username = username
        self.password = password
    }
}

/// `LoginViewModel` with an `async` service: the same inputs and outputs, its command made with
/// `Command(work:)`, whose work awaits `AsyncLoginService.logIn`.
///
/// - The command is enabled while both fields are non-empty and no login runs (`isLoginEnabled`).
/// - `executing` drives `isSpinning`; a result sets `statusText` to "Welcome, NAME"; an error
///   sets `errorText` to "Login failed: …". All of them change on `scheduler`.
/// - `logIn()` is the button's tap: it executes with the fields' current values.
public final class AsyncLoginViewModel {
    /// The username: a screen binds its field here.
    @Observed public var username = ""
    /// The password: a screen binds its field here.
    @Observed public var password = ""
    /// Whether the login button may be tapped: the command's `enabled`.
    @Observed public private(set) var isLoginEnabled = false
    /// Whether the spinner turns: the command's `executing`.
    @Observed public private(set) var isSpinning = false
    /// "Welcome, NAME" after a successful login.
    @Observed public private(set) var statusText = ""
    /// "Login failed: …" after a failed one; cleared by a success.
    @Observed public private(set) var errorText = ""

    /// The login command: its work is the async service's `logIn`, run in a task.
    public let loginCommand: Command<Credentials, String>
    private let bindings = CompoundDisposable()

    /// `scheduler` is where the state changes: `.mainThread` in an app, a `TestScheduler` in tests.
    public init(service: AsyncLoginService, scheduler: Scheduler = .mainThread) {
        // The fields' signals exist before `self` is complete, so the enabled input is built
        // from a placeholder and fed once `self` exists.
        let fieldsFilled = BehaviorSubject(defaultValue: false)
        loginCommand = Command(enabled: fieldsFilled, scheduler: scheduler) { credentials in
            try await service.logIn(username: credentials.username, password: credentials.password)
        }
        bindings.add(Signal.combineLatest($username, $password)
            .reduceEach { username, password in !username.isEmpty && !password.isEmpty }
            .subscribeNext { fieldsFilled.sendNext($0) })
        bindings.add(loginCommand.enabled.setKeyPath(\.isLoginEnabled, on: self))
        bindings.add(loginCommand.executing.setKeyPath(\.isSpinning, on: self))
        bindings.add(loginCommand.executionSignals.flatten().subscribeNext { [weak self] name in
            self?.statusText = "Welcome, \(name)"
            self?.errorText = ""
        })
        bindings.add(loginCommand.errors.subscribeNext { [weak self] error in
            self?.errorText = "Login failed: \(error)"
        })
    }

    deinit {
        bindings.dispose()
    }

    /// The login button's tap: executes with the fields as they are now. Returns `false` if the
    /// command refused (disabled, or a login is already running).
    @discardableResult
    public func logIn() -> Bool {
        // A refusal is a signal that fails at once, in this call; an accepted execution's events
        // come later, on other threads, and are not looked at here (the bindings show them).
        var refused = false
        loginCommand.execute(Credentials(username: username, password: password))
            .subscribeNext({ _ in }, error: { error in if (error as? CommandError) == .notEnabled { refused = true } }, completed: {})
        return !refused
    }
}
