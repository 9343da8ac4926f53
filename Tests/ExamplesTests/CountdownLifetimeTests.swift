import Foundation
import RAC
import Testing
import TestSupport
@testable import Examples

/// The send-code countdown lives no longer than its screen: `takeUntil` on the screen's lifetime
/// stops the timer when the screen goes away, even while something else keeps the view model.
@Suite("Send code: the countdown ends with the screen")
struct CountdownLifetimeTests {
    let scheduler = TestScheduler()

    /// A screen whose countdown is running (request at 0.0, answer at 1.0, ticks from 2.0).
    func countingDown() -> SendCodeScreen {
        let screen = SendCodeScreen(service: SendCodeService(scheduler: scheduler, latency: 1), scheduler: scheduler)
        screen.phoneField.type("13800138000")
        scheduler.advance(by: 0)
        screen.sendCodeButton.tap()
        return screen
    }

    @Test func closingTheScreenStopsTheCountdownAtOnce() {
        let screen = countingDown()
        let left = EventLog()
        record(screen.viewModel.$leftTime, on: scheduler, into: left)
        scheduler.advance(toSecond: 10.5)
        #expect(screen.sendCodeButton.currentTitle == "Wait (51s)")

        screen.close()
        #expect(screen.viewModel.leftTime == 0)
        #expect(screen.sendCodeButton.title(for: .disabled) == "Send code")
        scheduler.advance(by: 0)  // the command's hops: executing false, enabled true
        #expect(scheduler.queuedCount == 0)  // the timer is gone from the queue
        #expect(screen.sendCodeButton.isEnabled)

        scheduler.advance(toSecond: 100)
        #expect(left.entries == ["0.0 0", "1.0 60"] + (2...10).map { "\(Double($0)) \(61 - $0)" } + ["10.5 0"])
    }

    @Test func theCommandFinishesWhenTheScreenGoesAway() {
        let screen = countingDown()
        let execution = EventLog()
        record(screen.viewModel.sendCodeCommand.executing, on: scheduler, into: execution)
        scheduler.advance(toSecond: 5)
        screen.close()
        scheduler.advance(toSecond: 5)
        #expect(execution.entries == ["0.0 false", "0.0 true", "5.0 false"])
    }

    @Test func theStoppedCountdownReleasesWhatItsSubscribersCaptured() {
        let screen = SendCodeScreen(service: SendCodeService(scheduler: scheduler, latency: 1), scheduler: scheduler)
        screen.phoneField.type("13800138000")
        scheduler.advance(by: 0)
        weak var weakCapture: Tracked?
        do {
            let capture = Tracked("captured by the execution's subscriber")
            weakCapture = capture
            screen.viewModel.sendCodeCommand.execute(screen.sendCodeButton).subscribeNext { _ in _ = capture }
            scheduler.advance(toSecond: 5)
        }
        #expect(weakCapture != nil)  // the countdown is running: its subscriber is alive
        #expect(scheduler.queuedCount == 1)  // the timer
        screen.close()
        #expect(weakCapture == nil)
        scheduler.advance(by: 0)
        #expect(scheduler.queuedCount == 0)
    }

    @Test func aScreenClosedDuringTheRequestNeverCountsDown() {
        let screen = countingDown()
        scheduler.advance(toSecond: 0.5)
        screen.close()  // the answer is still on its way
        let titles = EventLog()
        screen.viewModel.$disabledTitle.skip(1).subscribeNext { titles.append("\(scheduler.seconds) \($0)") }
        scheduler.advance(toSecond: 100)
        #expect(titles.entries == ["1.0 Send code"])  // the answer came, the countdown stopped at once
        #expect(screen.viewModel.leftTime == 0)
        #expect(scheduler.queuedCount == 0)
    }

    @Test func theViewModelCountsDownUntilTheLifetimeItIsGiven() {
        let lifetime: Lifetime
        var token: Lifetime.Token?
        (lifetime, token) = Lifetime.make()
        let viewModel = SendCodeViewModel(service: SendCodeService(scheduler: scheduler), scheduler: scheduler, until: lifetime.ended)
        viewModel.phone = "13800138000"
        viewModel.sendCodeCommand.execute(Button())
        scheduler.advance(toSecond: 4)  // the answer at 1.0, ticks from 2.0
        #expect(viewModel.leftTime == 57)
        #expect(token != nil)
        token = nil  // the lifetime ends
        #expect(viewModel.leftTime == 0)
        scheduler.advance(toSecond: 100)
        #expect(viewModel.leftTime == 0)
        #expect(scheduler.queuedCount == 0)
    }
}
