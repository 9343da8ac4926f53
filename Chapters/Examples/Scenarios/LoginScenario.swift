import Foundation
import RAC

extension ExampleScenario {
    /// Seed 000 (Docs/Sources.md): a remembered username filled in by code, a wrong password, a 5 s login with the
    /// spinner turning, the error label, then a successful login.
    public static let login = ExampleScenario(
        name: "login",
        description: "Login command: enabled when both fields are filled, 5 s of spinner per attempt, error then welcome",
        duration: 20
    ) { recorder in
        let scheduler = recorder.scheduler
        let service = LoginService(scheduler: scheduler, latency: 5, outcomes: [.reject(.wrongPassword), .accept])
        service.trace = recorder.noteHandler
        let screen = LoginScreen(viewModel: LoginViewModel(service: service, scheduler: scheduler))
        recorder.retain(screen)
        let app = screen.viewModel
        let button = screen.loginButton

        let facts = LoginFacts()
        screen.spinner.$isAnimating.skip(1).subscribeNext { [weak recorder] isSpinning in
            guard let time = recorder?.time else { return }
            if isSpinning { facts.spins.append((time, nil)) } else if let last = facts.spins.indices.last { facts.spins[last].end = time }
        }
        screen.errorLabel.$text.skip(1).filter { !$0.isEmpty }.subscribeNext { _ in facts.errors += 1 }
        screen.statusLabel.$text.skip(1).filter { !$0.isEmpty }.subscribeNext { [weak recorder] _ in
            if let time = recorder?.time { facts.welcomeTimes.append(time) }
        }

        recorder.show {
            func field(_ text: String) -> String { text.isEmpty ? "(empty)" : text }
            return [
                "button: \(button)",
                "user: \(field(app.username))",
                "password: \(app.password.isEmpty ? "(empty)" : String(repeating: "•", count: app.password.count))",
                "spinner: \(screen.spinner)",
                "status: \(screen.statusLabel)",
                "error: \(screen.errorLabel)",
            ]
        }

        recorder.at(0) {
            screen.usernameField.text = "alice"
            return "code: username.text = \"alice\""
        }
        recorder.at(1) {
            screen.passwordField.type("sesame")
            return "type password \"sesame\""
        }
        recorder.at(2) { describeTap(button) }
        recorder.at(4) { describeTap(button) }
        recorder.at(8) {
            screen.passwordField.deleteBackward(6)
            return "delete 6 characters"
        }
        recorder.at(9) {
            screen.passwordField.type("open sesame")
            return "type password \"open sesame\""
        }
        recorder.at(10) { describeTap(button) }

        return {
            let spins = facts.spins.map { spin in
                "\(TimelineLine.seconds(spin.start))–\(spin.end.map(TimelineLine.seconds) ?? "…")s"
            }
            let lengths = Set(facts.spins.compactMap { spin in spin.end.map { $0 - spin.start } })
            let each = lengths.count == 1 ? " (\(Int(lengths.first!)) s each)" : ""
            let welcome = facts.welcomeTimes.first.map { "welcome at \(TimelineLine.seconds($0))s" } ?? "no welcome"
            return "login: \(service.attemptCount) attempts, spinner on \(spins.joined(separator: " and "))\(each), \(facts.errors) error\(facts.errors == 1 ? "" : "s"), \(welcome)"
        }
    }
}

/// What the login run noticed, for its summary.
private final class LoginFacts {
    var spins: [(start: TimeInterval, end: TimeInterval?)] = []
    var errors = 0
    var welcomeTimes: [TimeInterval] = []
}
