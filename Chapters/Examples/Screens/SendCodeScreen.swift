import RAC

/// The send-code screen: the view half of MVVM, what the seed's view controller does.
///
/// It owns the controls and the view model, and binds them in one direction each: the field's
/// text into `viewModel.phone`, the view model's command and `disabledTitle` onto the button.
/// The view model never sees a control. `close()` (the user leaves) or releasing the screen ends
/// its lifetime, which stops a running countdown.
public final class SendCodeScreen {
    public let phoneField = TextField(placeholder: "Phone number")
    /// The send-code button; its `command` is the view model's.
    public let sendCodeButton = Button(title: SendCodeViewModel.sendTitle)
    public let viewModel: SendCodeViewModel

    private let lifetime: ScreenLifetime
    private let bindings = CompoundDisposable()

    /// A screen showing `viewModel`; `lifetime` must be the one the view model counts down until.
    public init(viewModel: SendCodeViewModel, lifetime: ScreenLifetime) {
        self.viewModel = viewModel
        self.lifetime = lifetime
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
        let lifetime = ScreenLifetime()
        self.init(viewModel: SendCodeViewModel(service: service, scheduler: scheduler, until: lifetime.ended), lifetime: lifetime)
    }

    /// The user leaves the screen: its lifetime ends, and with it any countdown.
    public func close() {
        lifetime.end()
    }

    deinit {
        lifetime.end()
        bindings.dispose()
    }
}
