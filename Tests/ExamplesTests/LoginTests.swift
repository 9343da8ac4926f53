import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

@Suite("Login (seed 000)")
struct LoginTests {
    let scheduler = TestScheduler()

    func makeApp(outcomes: [LoginService.Outcome] = [.accept]) -> (LoginScreen, LoginService) {
        let service = LoginService(scheduler: scheduler, outcomes: outcomes)
        return (LoginScreen(viewModel: LoginViewModel(service: service, scheduler: scheduler)), service)
    }

    @Test(arguments: [("", "", false), ("alice", "", false), ("", "pw", false), ("alice", "pw", true)])
    func enabledWhenBothFieldsAreFilled(username: String, password: String, enabled: Bool) {
        let (screen, _) = makeApp()
        screen.usernameField.type(username)
        screen.passwordField.type(password)
        scheduler.advance(by: 0)
        #expect(screen.loginButton.isEnabled == enabled)
        #expect(screen.viewModel.username == username)
        #expect(screen.viewModel.password == password)
    }

    @Test func aUsernameFilledInByCodeCounts() {
        let (screen, _) = makeApp()
        screen.usernameField.text = "alice"  // not seen by textSignal, seen by the observation
        screen.passwordField.type("pw")
        scheduler.advance(by: 0)
        #expect(screen.viewModel.username == "alice")
        #expect(screen.loginButton.isEnabled)
    }

    @Test func theSpinnerTurnsForExactlyFiveSeconds() {
        let (screen, service) = makeApp()
        let spinning = EventLog()
        record(screen.viewModel.$isSpinning, on: scheduler, into: spinning)
        screen.usernameField.type("alice")
        screen.passwordField.type("pw")
        scheduler.advance(toSecond: 1)
        #expect(screen.loginButton.tap())
        scheduler.advance(by: 0)
        #expect(screen.viewModel.isSpinning)
        #expect(!screen.loginButton.isEnabled)
        #expect(service.attempts == ["alice"])
        scheduler.advance(toSecond: 5.999)
        #expect(screen.viewModel.isSpinning)
        #expect(screen.statusLabel.text == "")
        scheduler.advance(toSecond: 6)
        #expect(!screen.viewModel.isSpinning)
        #expect(screen.statusLabel.text == "Welcome, alice")
        #expect(screen.errorLabel.text == "")
        #expect(screen.loginButton.isEnabled)
        #expect(spinning.entries == ["0.0 false", "1.0 true", "6.0 false"])
    }

    @Test func anErrorSetsTheErrorLabel() {
        let (screen, _) = makeApp(outcomes: [.reject(.wrongPassword), .accept])
        let errors = EventLog()
        screen.viewModel.loginCommand.errors.subscribeNext { errors.append("\(scheduler.seconds) \($0)") }
        screen.usernameField.type("alice")
        screen.passwordField.type("nope")
        scheduler.advance(by: 0)
        screen.loginButton.tap()
        scheduler.advance(toSecond: 5)
        #expect(errors.entries == ["5.0 wrong password"])
        #expect(screen.errorLabel.text == "Login failed: wrong password")
        #expect(screen.statusLabel.text == "")
        #expect(!screen.viewModel.isSpinning)
        #expect(screen.loginButton.isEnabled)

        // The second attempt succeeds and clears the error.
        screen.loginButton.tap()
        scheduler.advance(toSecond: 10)
        #expect(screen.statusLabel.text == "Welcome, alice")
        #expect(screen.errorLabel.text == "")
    }

    @Test func aSecondTapWhileExecutingIsRefused() {
        let (screen, service) = makeApp()
        screen.usernameField.type("alice")
        screen.passwordField.type("pw")
        scheduler.advance(by: 0)
        // Two taps in the same turn: the button still looks enabled (`enabled` has not been
        // delivered yet), but the command's own state refuses the second execution.
        #expect(screen.loginButton.tap())
        #expect(screen.loginButton.isEnabled)
        #expect(screen.loginButton.tap())
        // Bounded (`runOnThread`): an execution that was not refused would never send here.
        let refused = screen.viewModel.loginCommand.execute(screen.loginButton)
        #expect(runOnThread { refused.first() } == .some(nil))  // fails: notEnabled
        scheduler.advance(toSecond: 2)
        // Later taps hit a disabled button.
        #expect(!screen.loginButton.tap())
        scheduler.advance(toSecond: 10)
        #expect(service.attemptCount == 1)
    }

    @Test func theResultArrivesOnExecutionSignals() {
        let (screen, _) = makeApp()
        let results = EventLog()
        screen.viewModel.loginCommand.executionSignals.flatten().subscribeNext { results.append("\(scheduler.seconds) \($0)") }
        screen.usernameField.type("bob")
        screen.passwordField.type("pw")
        scheduler.advance(by: 0)
        screen.loginButton.tap()
        scheduler.advance(toSecond: 20)
        #expect(results.entries == ["5.0 bob"])
    }
}

@Suite("Login view model, without a screen")
struct LoginViewModelTests {
    /// MVVM's point: the view model is tested through its inputs and outputs, no control needed
    /// (the command's input is whatever button was tapped; here a stand-alone one).
    @Test func inputsInOutputsOut() {
        let scheduler = TestScheduler()
        let viewModel = LoginViewModel(service: LoginService(scheduler: scheduler, latency: 5), scheduler: scheduler)
        let status = EventLog()
        let spinning = EventLog()
        record(viewModel.$statusText, on: scheduler, into: status)
        record(viewModel.$isSpinning, on: scheduler, into: spinning)
        viewModel.username = "alice"
        viewModel.password = "pw"
        viewModel.loginCommand.execute(Button())
        scheduler.advance(toSecond: 10)
        #expect(status.entries == ["0.0 ", "5.0 Welcome, alice"])
        #expect(spinning.entries == ["0.0 false", "0.0 true", "5.0 false"])
    }

    /// The server may answer on any queue; the view model changes nothing until the answer has
    /// been delivered onto its own scheduler, one turn later (on the main thread in an app).
    @Test func theAnswerIsDeliveredOntoTheViewModelsScheduler() {
        let scheduler = TestScheduler()
        let service = LoginService(scheduler: scheduler, latency: 5)
        let viewModel = LoginViewModel(service: service, scheduler: scheduler)
        let answered = Locked(false)  // the trace is @Sendable: a server may answer on any thread
        service.trace = { message in if message.hasPrefix("server") { answered.value = true } }
        viewModel.username = "alice"
        viewModel.password = "pw"
        viewModel.loginCommand.execute(Button())
        scheduler.advance(toSecond: 4.999)
        scheduler.step()  // the server calls back at 5.0
        #expect(answered.value)
        #expect(viewModel.statusText == "")  // not yet: the answer waits for its turn
        scheduler.step()  // deliverOn's turn
        #expect(viewModel.statusText == "Welcome, alice")
        #expect(scheduler.seconds == 5)
    }
}
