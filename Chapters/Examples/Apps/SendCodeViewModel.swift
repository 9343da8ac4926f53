import Foundation
import RAC

/// Seed 001, recipe 一 (Docs/Sources.md): the "send verification code" button.
///
/// - The button is enabled only while the phone field holds a valid number
///   (`isValidPhone(_:)`: exactly 11 ASCII digits, the first being `1`).
/// - A tap sends the request. On success a 60-second countdown starts: every second the seed
///   **first decrements, then shows**, so the disabled title reads "Wait (59s)" one second after
///   the answer, down to "Wait (1s)"; at 0 it puts "Send code" back and the command finishes.
/// - Throughout the request and the countdown the button stays disabled **whatever is typed**:
///   the command's signal has not completed, so `enabled` (valid number AND not executing) is NO.
/// - If the request fails, the signal completes at once and the button is enabled again.
///
/// Built as the seed builds it: `Command(enabled: validPhone, …)` whose signal completes only
/// when the countdown ends, the countdown being `Signal.interval(1, …).take(60)`.
public final class SendCodeViewModel {
    /// How long the countdown lasts, in seconds (the seed's `leftTime = 60`).
    public static let countdownSeconds = 60
    /// The button's normal title (the seed's "发送验证码").
    public static let sendTitle = "Send code"

    /// The phone number field.
    public let phoneField = TextField(placeholder: "Phone number")
    /// The send-code button; its `command` is `sendCodeCommand`.
    public let sendCodeButton = Button(title: SendCodeViewModel.sendTitle)
    /// Seconds left in the countdown (the seed's `self.leftTime`); 0 when none is running.
    @Observed public private(set) var leftTime = 0

    private let service: SendCodeService
    private let scheduler: Scheduler

    /// Whether the field's text is a valid number: the seed's `[RegFun checkPhoneLegal:]`.
    public private(set) lazy var validPhone: Signal<Bool> = phoneField.textSignal.map(SendCodeViewModel.isValidPhone)

    /// The button's command: enabled by `validPhone`, sends `isSuccess` then completes — after
    /// the countdown on success, at once on failure.
    public private(set) lazy var sendCodeCommand = Command<Button, Bool>(enabled: validPhone, scheduler: scheduler) { [weak self] _ in
        self?.sendCodeSignal() ?? .empty()
    }

    /// `scheduler` runs the command's hops and the countdown: `.mainThread` in an app, a
    /// `TestScheduler` in tests and the workshop.
    public init(service: SendCodeService, scheduler: Scheduler) {
        self.service = service
        self.scheduler = scheduler
        sendCodeButton.command = sendCodeCommand
    }

    /// The rule this example uses for a valid phone number: exactly 11 characters, all ASCII
    /// digits, starting with `1` (mainland China mobile numbers such as 13800138000).
    public static func isValidPhone(_ text: String) -> Bool {
        text.count == 11 && text.first == "1" && text.allSatisfy { ("0"..."9").contains($0) }
    }

    /// The seed's `sendCodeSingal`: asks the server, then (on success) counts down, and only then
    /// sends `isSuccess` and completes.
    private func sendCodeSignal() -> Signal<Bool> {
        Signal.createSignal { [weak self] subscriber in
            guard let self else {
                subscriber.sendCompleted()
                return nil
            }
            let countdown = SerialDisposable()
            self.service.sendCode(to: self.phoneField.text) { [weak self] isSuccess in
                guard let self else { return }
                guard isSuccess else {
                    subscriber.sendNext(isSuccess)
                    subscriber.sendCompleted()
                    return
                }
                self.leftTime = Self.countdownSeconds
                // Every second: decrement, then show; at 0, restore the title and finish.
                countdown.disposable = Signal.interval(1, onScheduler: self.scheduler)
                    .take(self.leftTime)
                    .subscribeNext { [weak self] _ in
                        guard let self else { return }
                        self.leftTime -= 1
                        self.sendCodeButton.setTitle("Wait (\(self.leftTime)s)", for: .disabled)
                        if self.leftTime == 0 {
                            // Put the title back, or the next countdown would start on "Wait (0s)".
                            self.sendCodeButton.setTitle(Self.sendTitle, for: .disabled)
                            subscriber.sendNext(isSuccess)
                            subscriber.sendCompleted()
                        }
                    }
            }
            // The seed returns nil; returning the countdown's disposable costs nothing and stops
            // the timer if the execution is ever disposed.
            return countdown
        }
    }
}
