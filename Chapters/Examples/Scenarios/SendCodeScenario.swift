import Foundation
import RAC

extension ExampleScenario {
    /// Seed 001 一 (Docs/Sources.md): type a number, send the code, watch the 60 s countdown; typing during it
    /// (even making the number invalid and valid again) never enables the button.
    public static let sendCode = ExampleScenario(
        name: "send-code",
        description: "Send-code button: enabled for a valid number, disabled through the request and a 60 s countdown",
        duration: 70
    ) { recorder in
        let scheduler = recorder.scheduler
        let service = SendCodeService(scheduler: scheduler, latency: 1)
        let app = SendCodeViewModel(service: service, scheduler: scheduler)
        recorder.retain(app)
        let field = app.phoneField
        let button = app.sendCodeButton

        let facts = SendCodeFacts()
        service.trace = { [weak recorder] message in
            recorder?.note(message)
            if message.hasPrefix("request"), let time = recorder?.time { facts.requestTimes.append(time) }
        }
        app.$leftTime.skip(1).subscribeNext { [weak recorder] left in
            // leftTime jumps to 60 when the countdown starts, then ticks down.
            guard left < SendCodeViewModel.countdownSeconds else { return }
            facts.ticks += 1
            recorder?.note(left > 0 ? "tick: \(left) s left" : "tick: countdown over")
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

        return {
            let requests = facts.requestTimes.map { "\(TimelineLine.seconds($0))s" }.joined(separator: ", ")
            let enabled = facts.enabledAgain.first.map { "\(TimelineLine.seconds($0))s" } ?? "never"
            return "send-code: request at \(requests), countdown \(facts.ticks) s, button enabled again at \(enabled)"
        }
    }
}

/// What the send-code run noticed, for its summary.
private final class SendCodeFacts {
    var requestTimes: [TimeInterval] = []
    var ticks = 0
    var enabledAgain: [TimeInterval] = []
}

/// Taps `button` and says so, noting a tap a disabled button ignored.
func describeTap(_ button: Button) -> String {
    let title = button.currentTitle
    return button.tap() ? "tap \"\(title)\"" : "tap \"\(title)\": ignored"
}
