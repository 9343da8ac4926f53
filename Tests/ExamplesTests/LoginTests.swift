import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

@Suite("Login (seed 000)")
struct LoginTests {
    let scheduler = TestScheduler()

    func makeApp(outcomes: [LoginService.Outcome] = [.accept]) -> (LoginViewModel, LoginService) {
        let service = LoginService(scheduler: scheduler, outcomes: outcomes)
        return (LoginViewModel(service: service, scheduler: scheduler), service)
    }

    @Test(arguments: [("", "", false), ("alice", "", false), ("", "pw", false), ("alice", "pw", true)])
    func enabledWhenBothFieldsAreFilled(username: String, password: String, enabled: Bool) {
        let (app, _) = makeApp()
        app.usernameField.type(username)
        app.passwordField.type(password)
        scheduler.advance(by: 0)
        #expect(app.loginButton.isEnabled == enabled)
        #expect(app.username == username)
        #expect(app.password == password)
    }

    @Test func aUsernameFilledInByCodeCounts() {
        let (app, _) = makeApp()
        app.usernameField.text = "alice"  // not seen by textSignal, seen by the observation
        app.passwordField.type("pw")
        scheduler.advance(by: 0)
        #expect(app.username == "alice")
        #expect(app.loginButton.isEnabled)
    }

    @Test func theSpinnerTurnsForExactlyFiveSeconds() {
        let (app, service) = makeApp()
        let spinning = EventLog()
        record(app.$isSpinning, on: scheduler, into: spinning)
        app.usernameField.type("alice")
        app.passwordField.type("pw")
        scheduler.advance(toSecond: 1)
        #expect(app.loginButton.tap())
        scheduler.advance(by: 0)
        #expect(app.isSpinning)
        #expect(!app.loginButton.isEnabled)
        #expect(service.attempts == ["alice"])
        scheduler.advance(toSecond: 5.999)
        #expect(app.isSpinning)
        #expect(app.statusLabel.text == "")
        scheduler.advance(toSecond: 6)
        #expect(!app.isSpinning)
        #expect(app.statusLabel.text == "Welcome, alice")
        #expect(app.errorLabel.text == "")
        #expect(app.loginButton.isEnabled)
        #expect(spinning.entries == ["0.0 false", "1.0 true", "6.0 false"])
    }

    @Test func anErrorSetsTheErrorLabel() {
        let (app, _) = makeApp(outcomes: [.reject(.wrongPassword), .accept])
        let errors = EventLog()
        app.loginCommand.errors.subscribeNext { errors.append("\(scheduler.seconds) \($0)") }
        app.usernameField.type("alice")
        app.passwordField.type("nope")
        scheduler.advance(by: 0)
        app.loginButton.tap()
        scheduler.advance(toSecond: 5)
        #expect(errors.entries == ["5.0 wrong password"])
        #expect(app.errorLabel.text == "Login failed: wrong password")
        #expect(app.statusLabel.text == "")
        #expect(!app.isSpinning)
        #expect(app.loginButton.isEnabled)

        // The second attempt succeeds and clears the error.
        app.loginButton.tap()
        scheduler.advance(toSecond: 10)
        #expect(app.statusLabel.text == "Welcome, alice")
        #expect(app.errorLabel.text == "")
    }

    @Test func aSecondTapWhileExecutingIsRefused() {
        let (app, service) = makeApp()
        app.usernameField.type("alice")
        app.passwordField.type("pw")
        scheduler.advance(by: 0)
        // Two taps in the same turn: the button still looks enabled (`enabled` has not been
        // delivered yet), but the command's own state refuses the second execution.
        #expect(app.loginButton.tap())
        #expect(app.loginButton.isEnabled)
        #expect(app.loginButton.tap())
        #expect(app.loginCommand.execute(app.loginButton).first() == nil)  // fails: notEnabled
        scheduler.advance(toSecond: 2)
        // Later taps hit a disabled button.
        #expect(!app.loginButton.tap())
        scheduler.advance(toSecond: 10)
        #expect(service.attemptCount == 1)
    }

    @Test func theResultArrivesOnExecutionSignals() {
        let (app, _) = makeApp()
        let results = EventLog()
        app.loginCommand.executionSignals.flatten().subscribeNext { results.append("\(scheduler.seconds) \($0)") }
        app.usernameField.type("bob")
        app.passwordField.type("pw")
        scheduler.advance(by: 0)
        app.loginButton.tap()
        scheduler.advance(toSecond: 20)
        #expect(results.entries == ["5.0 bob"])
    }
}
