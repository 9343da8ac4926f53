import Foundation
import RAC

/// A ReactiveObjC sign-in screen ported to Swift 6, as Docs/PortingFromReactiveObjC.md's worked
/// port walks through it: two fields that must each hold more than three characters, a button
/// enabled while both do, and a tap that asks a server, which answers on a background queue.
///
/// The port's rules, each one a place where the Objective-C original relied on something Swift 6
/// checks:
///
/// 1. The view model is `@MainActor`: its state is UI state. Every block written in it is main-actor
///    code, and RAC stops the process if one runs off the main actor.
/// 2. The button's work is a `Command` (the original chained `doNext` and `flattenMap` on the
///    button's taps): `enabled` is both fields valid and no sign-in running, and `executing`
///    drives the spinner.
/// 3. The work is `signIn(_:service:scheduler:)`, a `nonisolated` function of a `Sendable` input:
///    it touches no view model state, so it may run wherever the command runs it, and the compiler
///    checks that it does not read the view model.
/// 4. The server answers on its own queue; `deliverOn(scheduler)` moves the answer to the main
///    thread before any block of the view model sees it.
///
/// MVVM: no control in here. The screen binds its fields into `username` and `password`, and
/// shows the rest.
@MainActor
public final class SignInViewModel {
    /// What a tap sends to the command: the fields' texts, as a value.
    public struct Credentials: Equatable, Sendable {
        public let username: String
        public let password: String
    }

    /// The original's `isValidUsername:` and `isValidPassword:`: more than three characters.
    public nonisolated static func isValid(_ text: String) -> Bool {
        text.count > 3
    }

    /// The username: the screen binds its field here.
    @Observed public var username = ""
    /// The password: the screen binds its field here.
    @Observed public var password = ""
    /// Whether the username is valid (the original coloured an invalid field yellow).
    @Observed public private(set) var isUsernameValid = false
    /// Whether the password is valid.
    @Observed public private(set) var isPasswordValid = false
    /// Whether the spinner turns: the command's `executing`.
    @Observed public private(set) var isSigningIn = false
    /// Whether "Invalid credentials" shows: the last answer was a refusal.
    @Observed public private(set) var isFailureShown = false
    /// Whether the last answer signed the user in (the original moved to the next screen).
    @Observed public private(set) var isSignedIn = false

    private let service: SignInService
    private let scheduler: Scheduler
    private let lifetime: Lifetime
    private let lifetimeToken: Lifetime.Token

    /// The sign-in command: sends whether the server accepted the credentials.
    public private(set) lazy var signInCommand: Command<Credentials, Bool> = {
        let valid = Signal.combineLatest($username.map(Self.isValid), $password.map(Self.isValid))
            .reduceEach { $0 && $1 }
        return Command(enabled: valid, scheduler: scheduler) { [service, scheduler] credentials in
            Self.signIn(credentials, service: service, scheduler: scheduler)
        }
    }()

    /// `scheduler` is where the state changes: `.mainThread` in an app, a `TestScheduler` driven
    /// from the main thread in tests and the workshop.
    public init(service: SignInService, scheduler: Scheduler = .mainThread) {
        self.service = service
        self.scheduler = scheduler
        (lifetime, lifetimeToken) = Lifetime.make()

        $username.map(Self.isValid).take(during: lifetime).subscribeNext { [weak self] valid in
            self?.isUsernameValid = valid
        }
        $password.map(Self.isValid).take(during: lifetime).subscribeNext { [weak self] valid in
            self?.isPasswordValid = valid
        }
        signInCommand.executing.take(during: lifetime).subscribeNext { [weak self] executing in
            self?.isSigningIn = executing
        }
        signInCommand.executionSignals.flatten().take(during: lifetime).subscribeNext { [weak self] accepted in
            self?.isFailureShown = !accepted
            self?.isSignedIn = accepted
        }
    }

    /// The button's tap: executes the command with the fields' texts (ignored while it is
    /// disabled, as the disabled button would be).
    public func signIn() {
        _ = signInCommand.execute(Credentials(username: username, password: password))
    }

    /// The original's `signInSignal`: the server's answer as a signal, moved onto `scheduler`
    /// before anyone downstream (the command, then the view model's blocks) sees it.
    ///
    /// `nonisolated`, and given everything it needs: it reads no view model state, so it may run
    /// on whatever thread executes the command, and its block sends from the server's queue.
    nonisolated static func signIn(_ credentials: Credentials, service: SignInService, scheduler: Scheduler) -> Signal<Bool> {
        Signal<Bool>.createSignal { subscriber in
            service.signIn(username: credentials.username, password: credentials.password) { accepted in
                subscriber.sendNext(accepted)  // on the server's queue
                subscriber.sendCompleted()
            }
        }
        .deliverOn(scheduler)  // to the main thread: everything after this runs there
    }
}
