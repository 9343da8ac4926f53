import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

/// The sign-in screen ported from ReactiveObjC (`SignInViewModel`, `@MainActor`): each test fails
/// on one plausible mistake of a port (named in its comment), with exact logs of what the screen
/// shows. Main-actor tests: the `TestScheduler` is stepped on the main actor, as the app's main
/// thread would run it.
@MainActor
@Suite("Sign-in (a ReactiveObjC port: @MainActor view model, command, answer moved to the main thread)")
struct SignInTests {
    let scheduler = TestScheduler()

    /// A screen on virtual time, its server, and a log of what the screen shows after each change
    /// (`"<seconds> button … · spinner … · label …"`), without repeats. The command's signals
    /// change one scheduler turn apart, so one instant may show a step between two states.
    private func makeScreen() -> (SignInScreen, SignInService, EventLog) {
        let service = SignInService(scheduler: scheduler)
        let screen = SignInScreen(viewModel: SignInViewModel(service: service, scheduler: scheduler))
        let shown = EventLog()
        let scheduler = self.scheduler
        let state = Signal.combineLatest(
            screen.signInButton.$isEnabled, screen.spinner.$isAnimating, screen.failureLabel.$text, screen.welcomeLabel.$text
        )
        .map { enabled, spinning, failure, welcome in
            "button \(enabled ? "enabled" : "disabled") · spinner \(spinning ? "on" : "off") · label \"\(failure + welcome)\""
        }
        .distinctUntilChanged()
        state.subscribeNext { shown.append(String(format: "%.1f ", scheduler.seconds) + $0) }
        return (screen, service, shown)
    }

    /// Mistake caught: validity computed from inputs that send no current value (a plain `Subject`
    /// fed by editing events, as a port of `rac_textSignal` might be): `combineLatest` stays silent
    /// until both fields are edited, and the button starts enabled.
    @Test func theButtonIsEnabledOnlyWhileBothFieldsAreValid() {
        let (screen, _, shown) = makeScreen()
        scheduler.advance(toSecond: 0)
        screen.usernameField.type("use")
        screen.passwordField.type("pass")
        scheduler.advance(toSecond: 1)
        screen.usernameField.type("r")
        scheduler.advance(toSecond: 2)
        screen.passwordField.deleteBackward()
        scheduler.advance(toSecond: 3)
        #expect(shown.entries == [
            #"0.0 button disabled · spinner off · label """#,
            #"1.0 button enabled · spinner off · label """#,
            #"2.0 button disabled · spinner off · label """#,
        ])
        #expect(screen.viewModel.isUsernameValid)
        #expect(!screen.viewModel.isPasswordValid)
    }

    /// Mistakes caught: `executing` not driving the spinner, or the failure not shown; a second
    /// tap during the request must be refused. (An answer not moved to the main thread is caught
    /// by RealConfigurationTests, where the server answers on another queue: here everything runs
    /// on the main actor.)
    @Test func aRefusalShowsTheFailureAfterTheServerAnswers() {
        let (screen, service, shown) = makeScreen()
        screen.usernameField.type("user")
        screen.passwordField.type("pass")
        scheduler.advance(toSecond: 1)
        #expect(screen.signInButton.tap())
        scheduler.advance(toSecond: 1.5)
        #expect(!screen.signInButton.tap(), "the button is disabled while the request runs")
        scheduler.advance(toSecond: 2.9)
        #expect(service.attempts == ["user"])
        scheduler.advance(toSecond: 4)
        #expect(shown.entries == [
            #"0.0 button disabled · spinner off · label """#,
            #"0.0 button enabled · spinner off · label """#,
            #"1.0 button enabled · spinner on · label """#,
            #"1.0 button disabled · spinner on · label """#,
            #"3.0 button disabled · spinner on · label "Invalid credentials""#,
            #"3.0 button disabled · spinner off · label "Invalid credentials""#,
            #"3.0 button enabled · spinner off · label "Invalid credentials""#,
        ])
    }

    /// Mistake caught: the result read from the wrong place (the failure label left up after a
    /// success, or "signed in" set for a refusal).
    @Test func theRightPasswordSignsIn() {
        let (screen, service, shown) = makeScreen()
        screen.usernameField.type("user")
        screen.passwordField.type("pass")
        scheduler.advance(toSecond: 1)
        screen.signInButton.tap()
        scheduler.advance(toSecond: 4)
        screen.passwordField.type("word")
        screen.signInButton.tap()
        scheduler.advance(toSecond: 7)
        #expect(service.attempts == ["user", "user"])
        #expect(screen.viewModel.isSignedIn)
        #expect(!screen.viewModel.isFailureShown)
        #expect(shown.entries.suffix(6) == [
            #"4.0 button enabled · spinner on · label "Invalid credentials""#,
            #"4.0 button disabled · spinner on · label "Invalid credentials""#,
            #"6.0 button disabled · spinner on · label """#,
            #"6.0 button disabled · spinner on · label "Welcome""#,
            #"6.0 button disabled · spinner off · label "Welcome""#,
            #"6.0 button enabled · spinner off · label "Welcome""#,
        ])
    }

    /// The work of the command reads nothing of the view model: it is given the credentials, and
    /// it sends the server's answer on the scheduler only.
    @Test func theWorkIsGivenItsInputAndAnswersOnTheScheduler() {
        let service = SignInService(scheduler: scheduler, latency: 1)
        let log = EventLog()
        let credentials = SignInViewModel.Credentials(username: "user", password: "password")
        SignInViewModel.signIn(credentials, service: service, scheduler: scheduler).subscribeNext({ accepted in
            log.append("\(self.scheduler.seconds) \(accepted)")
        }, completed: { log.append("completed") })
        #expect(log.entries == [])
        scheduler.advance(toSecond: 1)
        #expect(log.entries == ["1.0 true", "completed"])
    }

    /// The screen goes away with everything it started: no subscription keeps it or its view
    /// model alive.
    @Test func theScreenAndViewModelAreReleased() {
        weak var releasedScreen: SignInScreen?
        weak var releasedViewModel: SignInViewModel?
        do {
            let (screen, _, _) = makeScreen()
            releasedScreen = screen
            releasedViewModel = screen.viewModel
            screen.usernameField.type("user")
            screen.passwordField.type("password")
            scheduler.advance(toSecond: 1)
            screen.signInButton.tap()
            scheduler.advance(toSecond: 4)
        }
        #expect(releasedScreen == nil)
        #expect(releasedViewModel == nil)
    }
}
