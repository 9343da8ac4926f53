import Foundation
import RAC

extension ExampleScenario {
    /// The sign-in screen ported from ReactiveObjC (`SignInViewModel`): the button is enabled once
    /// both fields hold more than three characters, a wrong password is refused after the
    /// server's 2 s, and the right one signs in. The app is `@MainActor` code, so the run happens
    /// on the main queue.
    public static let signIn = ExampleScenario(
        name: "sign-in",
        description: "A ReactiveObjC sign-in ported to Swift 6: a @MainActor view model, a command, the answer moved to the main thread",
        duration: 10,
        runsOnMainActor: true
    ) { recorder in
        MainActor.assumeIsolated { SignInScript(recorder).summary }
    }
}

/// The sign-in run's screen, actions and summary: main-actor code, as the app is.
@MainActor
private final class SignInScript {
    let summary: @Sendable () -> String

    init(_ recorder: ScenarioRecorder) {
        let service = SignInService(scheduler: recorder.scheduler, trace: recorder.noteHandler)
        let screen = SignInScreen(viewModel: SignInViewModel(service: service, scheduler: recorder.scheduler))
        recorder.retain(screen)

        let facts = SignInFacts(service: service)
        screen.viewModel.$isSignedIn.filter { $0 }.take(1).subscribeNext { _ in
            facts.signedInAt = recorder.time
        }

        recorder.show {
            MainActor.assumeIsolated {
                [
                    "username: \"\(screen.usernameField.text)\"",
                    "password: \"\(screen.passwordField.text)\"",
                    "button: \(screen.signInButton.isEnabled ? "enabled" : "disabled")",
                    "spinner: \(screen.spinner)",
                    "label: \(screen.failureLabel.text.isEmpty ? screen.welcomeLabel.text.isEmpty ? "(none)" : screen.welcomeLabel.text : screen.failureLabel.text)",
                ]
            }
        }

        func act(at time: TimeInterval, _ action: @escaping @MainActor @Sendable () -> String) {
            recorder.at(time) { MainActor.assumeIsolated { action() } }
        }
        act(at: 1) {
            screen.usernameField.type("use")
            return #"type "use""#
        }
        act(at: 1.5) {
            screen.usernameField.type("r")
            return #"type "r""#
        }
        act(at: 2) {
            screen.passwordField.type("pass")
            return "type password pass"
        }
        act(at: 3) {
            screen.signInButton.tap() ? #"tap "Sign in""# : #"tap "Sign in": ignored"#
        }
        act(at: 3.5) {
            screen.signInButton.tap() ? #"tap "Sign in""# : #"tap "Sign in": ignored"#
        }
        act(at: 6) {
            screen.passwordField.type("word")
            return "type password word"
        }
        act(at: 7) {
            screen.signInButton.tap() ? #"tap "Sign in""# : #"tap "Sign in": ignored"#
        }

        summary = {
            MainActor.assumeIsolated {
                let attempts = facts.service.attempts
                let time = facts.signedInAt.map { String(format: "%.1fs", $0) } ?? "never"
                return "sign-in: \(attempts.count) requests (\(attempts.joined(separator: ", "))), signed in at \(time)"
            }
        }
    }
}

/// What the summary reports: the server's requests, and when the view model first said
/// "signed in" (virtual seconds).
@MainActor
private final class SignInFacts {
    let service: SignInService
    var signedInAt: TimeInterval?

    init(service: SignInService) {
        self.service = service
    }
}
