import Foundation
import RAC

/// Seed 000, "RACCommand使用总结" (Docs/Sources.md): a login view model whose work takes 5 s, with `executing` driving a
/// spinner — plus seed 001 recipe 二 for the fields.
///
/// - `username` and `password` are inputs; the login command is enabled while both are non-empty
///   (the seed's `validateLoginInputs`) and the command is not already running.
/// - The work is `LoginService.login`, answered after its latency (5 s by default), on whatever
///   queue the service uses; the answer is delivered onto `scheduler` before anything changes.
/// - `executing` drives `isSpinning`; each result on `executionSignals` sets `statusText` to
///   "Welcome, NAME"; each error on `errors` sets `errorText` to "Login failed: …".
///
/// MVVM: no control in here. The screen binds its fields into `username` and `password`, and
/// `isSpinning`, `statusText`, `errorText` and the command onto its spinner, labels and button.
public final class LoginViewModel {
    /// The username: the screen binds its field here.
    @Observed public var username = ""
    /// The password: the screen binds its field here.
    @Observed public var password = ""
    /// Whether the spinner turns: the login command's `executing`.
    @Observed public private(set) var isSpinning = false
    /// "Welcome, NAME" after a successful login.
    @Observed public private(set) var statusText = ""
    /// "Login failed: …" after a failed one; cleared by a success.
    @Observed public private(set) var errorText = ""

    private let service: LoginService
    private let scheduler: Scheduler
    private let bindings = CompoundDisposable()

    /// The login command: sends the user's name, or fails with a `LoginError`.
    public private(set) lazy var loginCommand = Command<Button, String>(enabled: validateLoginInputs(), scheduler: scheduler) { [weak self] _ in
        guard let self else { return .empty() }
        return self.login(username: self.username, password: self.password)
    }

    /// `scheduler` is where the state changes: `.mainThread` in an app, a `TestScheduler` in
    /// tests and the workshop.
    public init(service: LoginService, scheduler: Scheduler = .mainThread) {
        self.service = service
        self.scheduler = scheduler

        // Judge whether it is executing: the spinner.
        bindings.add(loginCommand.executing.setKeyPath(\.isSpinning, on: self))
        // The result.
        bindings.add(loginCommand.executionSignals.flatten().subscribeNext { [weak self] name in
            self?.statusText = "Welcome, \(name)"
            self?.errorText = ""
        })
        // The errors.
        bindings.add(loginCommand.errors.subscribeNext { [weak self] error in
            self?.errorText = "Login failed: \(error)"
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

    /// The seed's `loginWithUsername:password:`: the server's answer, `latency` seconds later,
    /// delivered on `scheduler` (the service may call back on a background queue).
    /// (The seed also adds `publish`/`autoconnect`; `Command.execute` already multicasts.)
    private func login(username: String, password: String) -> Signal<String> {
        let service = self.service
        return Signal<String>.createSignal { subscriber in
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
        .deliverOn(scheduler)
    }
}
