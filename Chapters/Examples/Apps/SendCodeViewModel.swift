import Foundation
import RAC

/// Seed 001, recipe 一 (Docs/Sources.md): the view model of the "send verification code" screen.
///
/// - The command is enabled only while `phone` holds a valid number (`isValidPhone(_:)`: exactly
///   11 ASCII digits, the first being `1`).
/// - Executing it sends the request. On success a 60-second countdown starts: every second the
///   seed **first decrements, then shows**, so `disabledTitle` reads "Wait (59s)" one second after
///   the answer, down to "Wait (1s)"; at 0 it is "Send code" again and the command finishes.
/// - Throughout the request and the countdown the command stays disabled **whatever is typed**:
///   its signal has not completed, so `enabled` (valid number AND not executing) is NO.
/// - If the request fails, the signal completes at once and the command is enabled again.
/// - The countdown ends early when the screen goes away (`takeUntil` on its lifetime): no timer
///   ticks for a screen nobody sees.
///
/// MVVM: the view model knows no control. Its inputs are `phone` (the screen binds its field's
/// text here) and the screen's lifetime; its outputs are `validPhone`, `leftTime`,
/// `disabledTitle` and the command, which the screen binds to its controls.
public final class SendCodeViewModel {
    /// How long the countdown lasts, in seconds (the seed's `leftTime = 60`).
    public static let countdownSeconds = 60
    /// The button's normal title (the seed's "发送验证码").
    public static let sendTitle = "Send code"

    /// The phone number as typed: the screen binds its field's text here.
    @Observed public var phone = ""
    /// Seconds left in the countdown (the seed's `self.leftTime`); 0 when none is running.
    @Observed public private(set) var leftTime = 0
    /// What the button says while disabled: "Wait (59s)" … "Wait (1s)" during the countdown,
    /// `sendTitle` otherwise.
    @Observed public private(set) var disabledTitle = SendCodeViewModel.sendTitle

    private let service: SendCodeService
    private let scheduler: Scheduler
    private let screenGone: Signal<Void>

    /// Whether `phone` is a valid number: the seed's `[RegFun checkPhoneLegal:]`.
    public private(set) lazy var validPhone: Signal<Bool> = $phone.map(SendCodeViewModel.isValidPhone)

    /// The send-code command: enabled by `validPhone`, sends `isSuccess` then completes — after
    /// the countdown on success, at once on failure. (Its input is the button that was tapped, as
    /// `rac_command` passes it; the view model never looks at it.)
    public private(set) lazy var sendCodeCommand = Command<Button, Bool>(enabled: validPhone, scheduler: scheduler) { [weak self] _ in
        self?.sendCodeSignal() ?? .empty()
    }

    /// - Parameters:
    ///   - service: the SMS server; it may answer on any queue (a background one in an app).
    ///   - scheduler: where the view model's state changes, the command hops and the countdown
    ///     ticks: `.mainThread` in an app, a `TestScheduler` in tests and the workshop. The
    ///     server's answers are delivered onto it.
    ///   - screenGone: sends or completes when the screen goes away (the `ended` signal of the screen's `Lifetime`).
    public init(service: SendCodeService, scheduler: Scheduler = .mainThread, until screenGone: Signal<Void> = .never()) {
        self.service = service
        self.scheduler = scheduler
        self.screenGone = screenGone
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
            let work = CompoundDisposable()
            work.add(self.answer(toCodeRequestFor: self.phone).subscribeNext { [weak self] isSuccess in
                guard let self else { return }
                guard isSuccess else {
                    subscriber.sendNext(isSuccess)
                    subscriber.sendCompleted()
                    return
                }
                work.add(self.countdown(finishing: subscriber))
            })
            // The seed returns nil; returning the work's disposable costs nothing and stops the
            // timer if the execution is ever disposed.
            return work
        }
    }

    /// Every second: decrement, then show. It completes at 0, or as soon as the screen goes away;
    /// either way the title is put back and the command's signal finishes.
    private func countdown(finishing subscriber: Subscriber<Bool>) -> Disposable {
        leftTime = Self.countdownSeconds
        return Signal.interval(1, onScheduler: scheduler)
            .take(Self.countdownSeconds)
            .takeUntil(screenGone)
            .subscribeNext({ [weak self] _ in
                guard let self else { return }
                self.leftTime -= 1
                if self.leftTime > 0 { self.disabledTitle = "Wait (\(self.leftTime)s)" }
            }, completed: { [weak self] in
                // Put the title back, or the next countdown would start on "Wait (1s)".
                if let self {
                    if self.leftTime != 0 { self.leftTime = 0 }  // stopped early: the screen went away
                    self.disabledTitle = Self.sendTitle
                }
                subscriber.sendNext(true)
                subscriber.sendCompleted()
            })
    }

    /// The server's callback as a signal, delivered on `scheduler`: the answer may arrive on any
    /// queue, and the state it changes belongs to the main thread.
    private func answer(toCodeRequestFor phone: String) -> Signal<Bool> {
        let service = self.service
        return Signal<Bool>.createSignal { subscriber in
            service.sendCode(to: phone) { isSuccess in
                subscriber.sendNext(isSuccess)
                subscriber.sendCompleted()
            }
        }
        .deliverOn(scheduler)
    }
}
