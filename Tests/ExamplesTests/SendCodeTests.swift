import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

@Suite("Send code (seed 001 一)")
struct SendCodeTests {
    let scheduler = TestScheduler()

    func makeApp(latency: TimeInterval = 1, outcomes: [SendCodeService.Outcome] = [.success]) -> (SendCodeScreen, SendCodeService) {
        let service = SendCodeService(scheduler: scheduler, latency: latency, outcomes: outcomes)
        return (SendCodeScreen(service: service, scheduler: scheduler), service)
    }

    @Test(arguments: [
        ("13800138000", true),
        ("19912345678", true),
        ("1380013800", false),  // 10 digits
        ("138001380001", false),  // 12 digits
        ("23800138000", false),  // does not start with 1
        ("1380013800a", false),
        ("1380013800١", false),  // a non-ASCII digit
        ("", false),
    ])
    func phoneRule(text: String, isValid: Bool) {
        #expect(SendCodeViewModel.isValidPhone(text) == isValid)
    }

    @Test func theButtonIsEnabledOnlyForAValidNumber() {
        let (screen, _) = makeApp()
        let button = screen.sendCodeButton
        #expect(!button.isEnabled)
        screen.phoneField.type("1380013800")
        scheduler.advance(by: 0)
        #expect(!button.isEnabled)
        screen.phoneField.type("0")
        #expect(!button.isEnabled)  // `enabled` changes arrive one scheduler turn later
        scheduler.advance(by: 0)
        #expect(button.isEnabled)
        screen.phoneField.type("0")  // 12 digits
        scheduler.advance(by: 0)
        #expect(!button.isEnabled)
    }

    @Test func successTimeline() {
        let (screen, service) = makeApp()
        let button = screen.sendCodeButton
        let enabled = EventLog()
        record(button.$isEnabled, on: scheduler, into: enabled)

        screen.phoneField.type("13800138000")
        scheduler.advance(toSecond: 1)
        #expect(button.tap())
        #expect(service.requestCount == 0)  // the work starts on a later scheduler turn
        scheduler.advance(by: 0)
        #expect(service.requests == ["13800138000"])
        #expect(button.currentTitle == "Send code")

        // The answer at 2.0; the seed decrements, then shows: 59 s at 3.0 … 1 s at 61.0.
        scheduler.advance(toSecond: 2)
        #expect(screen.viewModel.leftTime == 60)
        #expect(button.currentTitle == "Send code")
        scheduler.advance(toSecond: 2.999)
        #expect(button.currentTitle == "Send code")
        scheduler.advance(toSecond: 3)
        #expect(button.currentTitle == "Wait (59s)")
        scheduler.advance(toSecond: 32)
        #expect(button.currentTitle == "Wait (30s)")
        scheduler.advance(toSecond: 61)
        #expect(button.currentTitle == "Wait (1s)")
        #expect(!button.isEnabled)
        scheduler.advance(toSecond: 61.999)
        #expect(!button.isEnabled)
        scheduler.advance(toSecond: 62)
        #expect(screen.viewModel.leftTime == 0)
        #expect(button.isEnabled)
        #expect(button.currentTitle == "Send code")
        #expect(button.title(for: .disabled) == "Send code")  // put back, as the seed does
        scheduler.advance(toSecond: 200)
        #expect(service.requestCount == 1)
        #expect(scheduler.queuedCount == 0)  // take(60) stopped the timer

        #expect(enabled.entries == ["0.0 false", "0.0 true", "1.0 false", "62.0 true"])
    }

    @Test func everyShownTitleDuringTheCountdown() {
        let (screen, _) = makeApp()
        let button = screen.sendCodeButton
        screen.phoneField.type("13800138000")
        scheduler.advance(by: 0)
        button.tap()  // at 0.0: the answer at 1.0, ticks at 2.0 … 61.0
        var titles: [String] = []
        for second in 0...61 {
            scheduler.advance(toSecond: Double(second))
            titles.append(button.currentTitle)
        }
        #expect(titles == ["Send code", "Send code"] + (1...59).reversed().map { "Wait (\($0)s)" } + ["Send code"])
    }

    @Test func theButtonStaysDisabledThroughRequestAndCountdownWhateverIsTyped() {
        let (screen, service) = makeApp(latency: 3)
        let button = screen.sendCodeButton
        let field = screen.phoneField
        field.type("13800138000")
        scheduler.advance(by: 0)
        button.tap()
        scheduler.advance(by: 0)
        var states: [Bool] = []
        // During the request (0–3 s) and the countdown (3–63 s): make the number invalid, valid,
        // invalid… and try to tap.
        for step in 1...125 {
            scheduler.advance(toSecond: Double(step) * 0.5)
            if scheduler.seconds >= 63 { break }
            if step.isMultiple(of: 2) { field.type("0") } else { field.deleteBackward() }
            scheduler.advance(by: 0)
            states.append(button.isEnabled)
            button.tap()
            scheduler.advance(by: 0)
        }
        #expect(states.count == 125)
        #expect(!states.contains(true))
        #expect(service.requestCount == 1)
        // The last step (125, odd) deleted a digit: at the end of the countdown the number is
        // invalid, so the button stays disabled until it is valid again.
        scheduler.advance(toSecond: 63)
        #expect(button.currentTitle == "Send code")
        #expect(!button.isEnabled)
        field.type("0")
        scheduler.advance(by: 0)
        #expect(button.isEnabled)
    }

    @Test func atZeroTheButtonStaysDisabledIfTheNumberIsInvalid() {
        let (screen, _) = makeApp()
        let button = screen.sendCodeButton
        screen.phoneField.type("13800138000")
        scheduler.advance(by: 0)
        button.tap()
        scheduler.advance(toSecond: 30)
        screen.phoneField.deleteBackward()
        scheduler.advance(toSecond: 62)
        #expect(!button.isEnabled)
        #expect(button.currentTitle == "Send code")
        screen.phoneField.type("9")
        scheduler.advance(by: 0)
        #expect(button.isEnabled)
    }

    @Test func onFailureTheButtonIsEnabledAtOnce() {
        let (screen, service) = makeApp(latency: 1, outcomes: [.failure, .success])
        let button = screen.sendCodeButton
        let enabled = EventLog()
        screen.phoneField.type("13800138000")
        scheduler.advance(by: 0)
        record(button.$isEnabled, on: scheduler, into: enabled)
        let results = EventLog()
        screen.viewModel.sendCodeCommand.executionSignals.flatten().subscribeNext { results.next($0) }

        button.tap()
        scheduler.advance(toSecond: 1)
        #expect(button.isEnabled)  // same instant as the answer
        #expect(screen.viewModel.leftTime == 0)
        #expect(button.currentTitle == "Send code")
        #expect(results.entries == ["next(false)"])

        // Try again: this time it works and counts down from the same title.
        button.tap()
        scheduler.advance(toSecond: 2)
        #expect(service.requestCount == 2)
        scheduler.advance(toSecond: 3)
        #expect(button.currentTitle == "Wait (59s)")
        #expect(enabled.entries == ["0.0 true", "0.0 false", "1.0 true", "1.0 false"])
    }

    @Test func theCommandSignalCompletesOnlyWhenTheCountdownEnds() {
        let (screen, _) = makeApp()
        screen.phoneField.type("13800138000")
        scheduler.advance(by: 0)
        let log = EventLog()
        screen.viewModel.sendCodeCommand.execute(screen.sendCodeButton).subscribeNext({ value in
            log.append("\(scheduler.seconds) next(\(value))")
        }, completed: {
            log.append("\(scheduler.seconds) completed")
        })
        let executing = EventLog()
        record(screen.viewModel.sendCodeCommand.executing, on: scheduler, into: executing)
        scheduler.advance(toSecond: 100)
        #expect(log.entries == ["61.0 next(true)", "61.0 completed"])
        #expect(executing.entries == ["0.0 false", "0.0 true", "61.0 false"])
    }

    @Test func aSecondCountdownStartsFromAFreshTitle() {
        let (screen, service) = makeApp()
        let button = screen.sendCodeButton
        screen.phoneField.type("13800138000")
        scheduler.advance(by: 0)
        button.tap()
        scheduler.advance(toSecond: 62)
        #expect(button.isEnabled)
        button.tap()
        scheduler.advance(toSecond: 62)
        #expect(button.currentTitle == "Send code")  // not "Wait (0s)"
        #expect(service.requestCount == 2)
        scheduler.advance(toSecond: 64)
        #expect(button.currentTitle == "Wait (59s)")
    }
}
