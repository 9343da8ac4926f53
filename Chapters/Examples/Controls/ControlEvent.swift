import RAC

/// The events a headless control sends, like UIKit's `UIControl.Event`.
///
/// `Button.tap()` sends `.touchDown` then `.touchUpInside`; `TextField.type(_:)` sends
/// `.editingChanged` once per character. `signal(for:)` on a control sends for every event that
/// is in the set you pass.
public struct ControlEvent: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let touchDown = ControlEvent(rawValue: 1 << 0)
    public static let touchUpInside = ControlEvent(rawValue: 1 << 1)
    public static let valueChanged = ControlEvent(rawValue: 1 << 2)
    public static let editingDidBegin = ControlEvent(rawValue: 1 << 3)
    public static let editingChanged = ControlEvent(rawValue: 1 << 4)
    public static let editingDidEnd = ControlEvent(rawValue: 1 << 5)

    /// Every editing event (`rac_textSignal` listens to these).
    public static let allEditingEvents: ControlEvent = [.editingDidBegin, .editingChanged, .editingDidEnd]
    /// Every event.
    public static let allEvents: ControlEvent = [.touchDown, .touchUpInside, .valueChanged, .allEditingEvents]
}

/// The state a button title is set for, like UIKit's `UIControl.State` (the two states the
/// examples need).
public enum ControlState: Hashable, Sendable {
    case normal
    case disabled
}

/// The event stream behind a control's `signal(for:)`: a subject that the control sends its
/// events to, completed when the control is released (RAC's `takeUntil:rac_willDeallocSignal`).
final class ControlEventHub {
    private let subject = Subject<ControlEvent>()

    /// Sends `events` to every subscriber of `signal(for:)` whose mask intersects it.
    func send(_ events: ControlEvent) {
        subject.sendNext(events)
    }

    /// The control, sent for each matching event. `control` is called at delivery time and is
    /// held weakly by the caller's closure, so the signal never keeps the control alive.
    func signal<Control: AnyObject>(for mask: ControlEvent, control: @escaping () -> Control?) -> Signal<Control> {
        subject
            .filter { !$0.isDisjoint(with: mask) }
            .flattenMap { _ in control().map { Signal.return($0) } }
    }

    deinit {
        subject.sendCompleted()
    }
}
