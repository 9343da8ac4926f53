import RAC

/// The send-code screen: the view half of MVVM, what the seed's view controller does.
///
/// It owns the controls and the view model, and binds them in one direction each: the field's
/// text into `viewModel.phone`, the view model's command and `disabledTitle` onto the button.
/// The view model never sees a control. The screen keeps the token of its `Lifetime`:
/// `close()` (the user leaves) or releasing the screen lets the token go, which ends the lifetime
/// and stops a running countdown.
public final class SendCodeScreen {
    public let phoneField = TextField(placeholder: "Phone number")
    /// The send-code button; its `command` is the view model's.
    public let sendCodeButton = Button(title: SendCodeViewModel.sendTitle)
    public let viewModel: SendCodeViewModel

    /// Keeps the screen's lifetime going; released when the screen closes or goes away.
    private var lifetimeToken: Lifetime.Token?
    private let bindings = CompoundDisposable()

    /// A screen showing `viewModel`, keeping `lifetime`'s token: the view model must count down
    /// until `lifetime.lifetime` ends.
    public init(viewModel: SendCodeViewModel, lifetime: (lifetime: Lifetime, token: Lifetime.Token)) {
        self.viewModel = viewModel
        self.lifetimeToken = lifetime.token
        // Field → view model: the user typing.
        bindings.add(phoneField.textSignal.setKeyPath(\.phone, on: viewModel))
        // View model → button: enabled state and taps through the command, the countdown title.
        sendCodeButton.command = viewModel.sendCodeCommand
        bindings.add(viewModel.$disabledTitle.subscribeNext { [weak sendCodeButton] title in
            sendCodeButton?.setTitle(title, for: .disabled)
        })
    }

    /// The screen with a new view model on `service` and `scheduler`, wired to its lifetime.
    public convenience init(service: SendCodeService, scheduler: Scheduler = .mainThread) {
        let lifetime = Lifetime.make()
        self.init(viewModel: SendCodeViewModel(service: service, scheduler: scheduler, until: lifetime.lifetime.ended), lifetime: lifetime)
    }

    /// The user leaves the screen: its lifetime ends, and with it any countdown.
    public func close() {
        lifetimeToken = nil
    }

    deinit {
        lifetimeToken = nil
        bindings.dispose()
    }
}
