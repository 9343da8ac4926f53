import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter08_Command
#endif

/// Seed 001's recipe 一 (Docs/Sources.md) retold with a command: the send-code button is enabled only for a valid 11-digit
/// number, and disabled from the tap through the request and a 60-second countdown, whatever is
/// typed meanwhile. Chapters 6 and 7 told the countdown with a hand-kept flag
/// (`CountdownTests`, `RecipesTests`); here the command keeps it: its signal completes only when
/// the countdown reaches zero, and `enabled` is "valid number AND not executing".
@Suite("The seed's send-code command")
struct SendCodeCommandTests {
    /// The seed's screen: a phone field, the button with its command, and the countdown.
    final class SendCodeScreen: @unchecked Sendable {
        // @unchecked: a stand-in for UI code, used only on the test's thread, which steps the test
        // scheduler (its scheduled blocks are `@Sendable`, so they need this promise).
        @Observed var phone = ""
        /// Seconds left (the seed's `self.leftTime`).
        private(set) var leftTime = 0
        /// What the pretend server answers.
        var requestSucceeds = true
        private(set) var command: Command<Void, Bool>!
        private(set) var button: CommandButton<Bool>!
        private let scheduler: TestScheduler

        init(scheduler: TestScheduler, log: TimedLog) {
            self.scheduler = scheduler
            // The seed's `validPhone`: `rac_textSignal` mapped through `checkPhoneLegal:`.
            let validPhone = $phone.map { phone in phone.count == 11 && phone.allSatisfy(\.isNumber) }
            command = Command(enabled: validPhone, scheduler: scheduler) { [weak self] _ in
                self?.sendCodeSignal() ?? .empty()
            }
            button = CommandButton(log: log, title: "Send code", command: command)
        }

        /// The seed's `sendCodeSingal`: the request, answered 1 s later; on success a countdown of
        /// `interval(1).take(60)` that sends the result and completes only at zero; on failure the
        /// result at once.
        func sendCodeSignal() -> Signal<Bool> {
            let scheduler = self.scheduler
            return Signal.createSignal { [weak self] subscriber -> Disposable? in
                let everything = CompoundDisposable()
                everything.add(scheduler.afterDelay(1) { [weak self] in
                    guard let self else { return }
                    guard self.requestSucceeds else {
                        subscriber.sendNext(false)
                        subscriber.sendCompleted()
                        return
                    }
                    self.leftTime = 60
                    everything.add(Signal<Date>.interval(1, onScheduler: scheduler).take(self.leftTime).subscribeNext { [weak self] _ in
                        guard let self else { return }
                        self.leftTime -= 1
                        self.button.title = self.leftTime > 0 ? "Wait (\(self.leftTime)s)" : "Send code"
                        if self.leftTime == 0 {
                            subscriber.sendNext(true)
                            subscriber.sendCompleted()
                        }
                    })
                })
                return everything
            }
        }
    }

    @Test("Exercise 8.7: Seed 001: enabled only for a valid number; disabled through the request and the 60 s countdown whatever is typed; the title counts down")
    func buttonThroughTheCountdown() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let screen = SendCodeScreen(scheduler: scheduler, log: log)

        scheduler.atTime(1) { screen.phone = "1380013800" }
        scheduler.atTime(2) { screen.phone = "13800138000" }
        scheduler.atTime(3) { screen.button.tap() }
        // During the countdown: an invalid number, a valid one again, a tap. None of it matters.
        scheduler.atTime(10.5) { screen.phone = "1380013800" }
        scheduler.atTime(20.5) { screen.phone = "13800138000" }
        scheduler.atTime(30.5) { screen.button.tap() }
        scheduler.run()

        // The request is answered at t=4; the countdown ticks from t=5 (59 s left) to t=64 (0).
        let countdown: [String] = (5...63).map { "t=\($0) title: Wait (\(64 - $0)s)" }
        var expected = ["t=0 button enabled: false", "t=2 button enabled: true", "t=3 tap", "t=3 button enabled: false"]
        expected += countdown[..<26]
        expected.append("t=30.5 tap ignored: disabled")
        expected += countdown[26...]
        expected += ["t=64 title: Send code", "t=64 button enabled: true"]
        #expect(log.entries == expected)
        #expect(scheduler.queuedCount == 0)
    }

    @Test("Exercise 8.7: Seed 001: if the request fails, the button is enabled again as soon as the answer comes, with no countdown")
    func failedRequest() {
        let scheduler = TestScheduler()
        let log = virtualLog(scheduler)
        let screen = SendCodeScreen(scheduler: scheduler, log: log)
        screen.requestSucceeds = false
        screen.command.executionSignals.flatten().subscribeNext { log.append("sent: \($0)") }

        scheduler.atTime(1) { screen.phone = "13800138000" }
        scheduler.atTime(2) { screen.button.tap() }
        scheduler.run()

        #expect(log.entries == [
            "t=0 button enabled: false",
            "t=1 button enabled: true",
            "t=2 tap", "t=2 button enabled: false",
            "t=3 sent: false", "t=3 button enabled: true",
        ])
    }
}
