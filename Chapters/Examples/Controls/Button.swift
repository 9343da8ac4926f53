import RAC

/// A headless `UIButton`: a title per state, `isEnabled`, taps, control-event signals, and a
/// `command` binding like RAC's `rac_command`.
///
/// ```swift
/// let button = Button(title: "Send code")
/// button.signal(for: .touchUpInside).subscribeNext { _ in print("tapped") }
/// button.command = sendCommand   // isEnabled now follows sendCommand.enabled; taps execute it
/// button.tap()
/// ```
public final class Button {
    /// Whether the button reacts to taps. `$isEnabled` is a signal of it (current value first).
    @Observed public var isEnabled: Bool

    private var titles: [ControlState: String] = [:]
    private let events = ControlEventHub()
    /// The `enabled` binding of the current command (RAC's `UIButtonEnabledDisposableKey`).
    private var commandBinding: Disposable?

    /// A button titled `title` for the normal state (and, by fallback, the disabled state).
    public init(title: String = "", isEnabled: Bool = true) {
        self.isEnabled = isEnabled
        titles[.normal] = title
    }

    deinit {
        commandBinding?.dispose()
    }

    // MARK: - Titles

    /// Sets the title shown in `state`; `nil` removes it (the disabled state then falls back to
    /// the normal title, as in UIKit).
    public func setTitle(_ title: String?, for state: ControlState) {
        titles[state] = title
    }

    /// The title shown in `state`, with UIKit's fallback from `.disabled` to `.normal`.
    public func title(for state: ControlState) -> String {
        titles[state] ?? titles[.normal] ?? ""
    }

    /// The title on screen now: the disabled title while disabled, else the normal one.
    public var currentTitle: String {
        title(for: isEnabled ? .normal : .disabled)
    }

    // MARK: - Events

    /// A signal that sends this button for every event in `events` (`rac_signalForControlEvents:`).
    /// It holds the button weakly and completes when the button is released.
    public func signal(for events: ControlEvent) -> Signal<Button> {
        self.events.signal(for: events) { [weak self] in self }
    }

    /// Simulates the user tapping the button: `.touchDown`, then `.touchUpInside`.
    /// A disabled button ignores the tap (returns `false`), as UIKit does.
    @discardableResult
    public func tap() -> Bool {
        guard isEnabled else { return false }
        sendActions(for: .touchDown)
        sendActions(for: .touchUpInside)
        return true
    }

    /// Sends `events` to the subscribers of `signal(for:)`, then, for `.touchUpInside`, executes
    /// the `command` with the button as input (RAC's `rac_commandPerformAction:`). Unlike `tap()`,
    /// it does not check `isEnabled` (UIKit's `sendActions(for:)` does not either).
    public func sendActions(for events: ControlEvent) {
        self.events.send(events)
        if events.contains(.touchUpInside), let command {
            // A refused execution (the command's own state says "disabled" before `enabled`
            // has told the button) is ignored, as `rac_command` does.
            command.execute(from: self)
        }
    }

    // MARK: - Command

    /// The command a tap executes, with the button as input: RAC's `rac_command`.
    ///
    /// Setting it binds `isEnabled` to the command's `enabled` (disposing the previous binding),
    /// and the button keeps the command alive, as `rac_command` does. Any
    /// `Command<Button, Output>` can be assigned; read it back as `any ButtonCommand`.
    public var command: (any ButtonCommand)? {
        didSet {
            commandBinding?.dispose()
            commandBinding = nil
            guard let command else { return }
            commandBinding = command.enabled.setKeyPath(\.isEnabled, on: self)
        }
    }
}

extension Button: CustomStringConvertible {
    /// `enabled "Send code"` or `disabled "Wait (59s)"`: the state a user sees.
    public var description: String {
        "\(isEnabled ? "enabled" : "disabled") \"\(currentTitle)\""
    }
}

/// What a button needs from a command: any `Command<Button, Output>`, whatever its `Output`.
///
/// Swift properties cannot be generic, so `Button.command` holds the command behind this
/// protocol; `Command` conforms when its input is `Button`.
public protocol ButtonCommand: AnyObject {
    /// Whether a tap may execute the command (drives `Button.isEnabled`).
    var enabled: Signal<Bool> { get }
    /// Whether the command is running.
    var executing: Signal<Bool> { get }
    /// The errors of failed executions.
    var errors: Signal<any Error> { get }
    /// Executes the command with `button` as input, ignoring the result.
    func execute(from button: Button)
}

extension Command: ButtonCommand where Input == Button {
    public func execute(from button: Button) {
        execute(button)
    }
}
