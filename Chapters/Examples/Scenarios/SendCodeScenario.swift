import Foundation
import RAC

extension ExampleScenario {
    /// Seed 001 一 (Docs/Sources.md): type a number, send the code, watch the 60 s countdown; typing during it
    /// (even making the number invalid and valid again) never enables the button. Then a second
    /// countdown, cut short when the user leaves the screen: `takeUntil` on its lifetime.
    public static let sendCode = ExampleScenario(
        name: "send-code",
        description: "Send-code button: enabled for a valid number, disabled through the request and a 60 s countdown that stops with the screen",
        duration: 70
    ) { recorder in
        let scheduler = recorder.scheduler
        let service = SendCodeService(scheduler: scheduler, latency: 1)
        let screen = SendCodeScreen(service: service, scheduler: scheduler)
        recorder.retain(screen)
        let app = screen.viewModel
        let field = screen.phoneField
        let button = screen.sendCodeButton

        let facts = SendCodeFacts()
        service.trace = { [weak recorder] message in
            recorder?.note(message)
            if message.hasPrefix("request"), let time = recorder?.time { facts.requestTimes.append(time) }
        }
        app.$leftTime.skip(1).subscribeNext { [weak recorder] left in
            // leftTime jumps to 60 when a countdown starts, then ticks down, or drops to 0 when
            // the countdown is stopped early.
            if left == SendCodeViewModel.countdownSeconds {
                facts.ticks.append(0)
                return
            }
            if left > 0 {
                facts.ticks[facts.ticks.count - 1] += 1
                recorder?.note("tick: \(left) s left")
            } else if facts.lastLeft == 1 {
                facts.ticks[facts.ticks.count - 1] += 1
                recorder?.note("tick: countdown over")
            } else {
                recorder?.note("countdown stopped")
            }
            facts.lastLeft = left
        }
        button.$isEnabled.skip(1).subscribeNext { [weak recorder] isEnabled in
            if isEnabled, !facts.requestTimes.isEmpty, let time = recorder?.time { facts.enabledAgain.append(time) }
        }

        recorder.show {
            let phone = field.text
            let validity = SendCodeViewModel.isValidPhone(phone) ? "valid" : "invalid"
            return ["button: \(button)", "phone: \(phone.isEmpty ? "(empty)" : phone) (\(validity))"]
        }

        recorder.at(0) {
            field.type("1380013800")
            return "type \"1380013800\""
        }
        recorder.at(0.5) {
            field.type("0")
            return "type \"0\""
        }
        recorder.at(1) { describeTap(button) }
        recorder.at(10.5) {
            field.deleteBackward()
            return "delete 1 character"
        }
        recorder.at(12.5) {
            field.type("0")
            return "type \"0\""
        }
        recorder.at(20.5) { describeTap(button) }
        recorder.at(64) { describeTap(button) }
        recorder.at(67.5) { [weak recorder] in
            screen.close()
            if let time = recorder?.time { facts.closedAt = time }
            return "leave the screen"
        }

        return {
            let requests = facts.requestTimes.map { "\(TimelineLine.seconds($0))s" }.joined(separator: " and ")
            let enabled = facts.enabledAgain.first.map { "\(TimelineLine.seconds($0))s" } ?? "never"
            let first = facts.ticks.first.map { "countdown \($0) s" } ?? "no countdown"
            let second = facts.ticks.count > 1 && facts.closedAt != nil
                ? "; the second countdown stopped after \(facts.ticks[1]) s, when the screen closed at \(TimelineLine.seconds(facts.closedAt!))s"
                : ""
            return "send-code: requests at \(requests); \(first), button enabled again at \(enabled)\(second)"
        }
    }
}

/// What the send-code run noticed, for its summary.
private final class SendCodeFacts: @unchecked Sendable {
    // @unchecked: written by the service's trace, which runs on the scenario's one thread (see
    // `ScenarioRecorder`).
    var requestTimes: [TimeInterval] = []
    /// Ticks of each countdown, in order.
    var ticks: [Int] = []
    var lastLeft = 0
    var enabledAgain: [TimeInterval] = []
    var closedAt: TimeInterval?
}

/// Taps `button` and says so, noting a tap a disabled button ignored.
func describeTap(_ button: Button) -> String {
    let title = button.currentTitle
    return button.tap() ? "tap \"\(title)\"" : "tap \"\(title)\": ignored"
}
