import RAC

/// A headless `UITextField`, with UIKit's quirk that RAC users trip over (seed 001, recipe 二; Docs/Sources.md):
///
/// - `type(_:)` simulates the user. It sends `.editingChanged` per character, so it shows up on
///   `textSignal` (RAC's `rac_textSignal`), but **not** on `textObservation` (KVO is not fired by
///   typing).
/// - Assigning `text` in code is the opposite: it shows up on `textObservation` (RAC's
///   `RACObserve(field, text)`) and **not** on `textSignal`.
///
/// To follow both, merge them, as the seed does:
/// `Signal.merge([field.textSignal, field.textObservation])`.
public final class TextField {
    /// Whether the field accepts typing.
    @Observed public var isEnabled: Bool
    /// The grey hint shown while empty.
    public var placeholder: String

    private var storage: String
    private let events = ControlEventHub()
    /// Programmatic sets of `text` (what KVO would report).
    private let codeSets = Subject<String>()

    public init(text: String = "", placeholder: String = "", isEnabled: Bool = true) {
        storage = text
        self.placeholder = placeholder
        self.isEnabled = isEnabled
    }

    deinit {
        codeSets.sendCompleted()
    }

    /// The text. Setting it from code does **not** send on `textSignal` (only on
    /// `textObservation`), exactly like `UITextField.text` and `rac_textSignal`.
    public var text: String {
        get { storage }
        set {
            storage = newValue
            codeSets.sendNext(newValue)
        }
    }

    /// RAC's `rac_textSignal`: the current text on subscription, then the text after every
    /// editing event (the user typing). Programmatic `text =` is not an editing event. Completes
    /// when the field is released; holds the field weakly.
    public var textSignal: Signal<String> {
        Signal<TextField?>.defer { [weak self] in .return(self) }
            .concat(signal(for: .allEditingEvents).map { Optional($0) })
            .flattenMap { field in field.map { Signal.return($0.text) } }
    }

    /// RAC's `RACObserve(field, text)`: the current text on subscription, then every
    /// programmatic set of `text`. Typing does not send here. Completes when the field is
    /// released; holds the field weakly.
    public var textObservation: Signal<String> {
        Signal<String>.defer { [weak self] in
            guard let self else { return .empty() }
            return Signal.return(self.text).concat(self.codeSets)
        }
    }

    /// A signal that sends this field for every event in `events` (`rac_signalForControlEvents:`).
    public func signal(for events: ControlEvent) -> Signal<TextField> {
        self.events.signal(for: events) { [weak self] in self }
    }

    /// Simulates the user typing `characters` at the end of the text: one `.editingChanged` per
    /// character. A disabled field ignores typing.
    public func type(_ characters: String) {
        guard isEnabled else { return }
        for character in characters {
            storage.append(character)
            events.send(.editingChanged)
        }
    }

    /// Simulates the user pressing backspace `count` times (one `.editingChanged` each).
    public func deleteBackward(_ count: Int = 1) {
        guard isEnabled else { return }
        for _ in 0..<count where !storage.isEmpty {
            storage.removeLast()
            events.send(.editingChanged)
        }
    }
}
