/// One thing that can happen to a subscription, as a marble diagram shows it.
///
/// The notation gives each kind of event one character:
///
/// | event | character |
/// |---|---|
/// | `next(value)` | the value itself: one letter or digit (`a`, `7`), except `X` |
/// | `completed` | `|` |
/// | `error` | `X` |
/// | `subscribed` | `^` (a subscriber arrived) |
/// | `disposed` | `!` (the subscription was disposed) |
///
/// Errors carry no payload: a diagram shows *that* a signal failed, the test or the log says with
/// what. Subscription and disposal are events too, because when a subscription starts and ends is
/// as much a part of a signal's story as what it sends (RxSwift's RxTest records them the same way).
public enum MarbleEvent: Hashable, Sendable {
    /// A value; its diagram character is the value itself when that is one letter or digit.
    case next(String)
    /// The signal completed: `|`.
    case completed
    /// The signal sent an error: `X`.
    case error
    /// A subscriber subscribed: `^`.
    case subscribed
    /// The subscription was disposed: `!`.
    case disposed

    /// The character that shows this event in a diagram, or `nil` for a value that is not a
    /// single letter or digit (or that is `X`, which means error); `render` shows those as `*`.
    public var symbol: Character? {
        switch self {
        case .next(let value):
            guard value.count == 1, let character = value.first, Marble.isValueSymbol(character) else { return nil }
            return character
        case .completed: return Marble.completed
        case .error: return Marble.error
        case .subscribed: return Marble.subscribed
        case .disposed: return Marble.disposed
        }
    }

    /// The event for a notation character, or `nil` if `character` is no event (`-`, a bracket,
    /// punctuation).
    public init?(symbol character: Character) {
        switch character {
        case Marble.completed: self = .completed
        case Marble.error: self = .error
        case Marble.subscribed: self = .subscribed
        case Marble.disposed: self = .disposed
        default:
            guard Marble.isValueSymbol(character) else { return nil }
            self = .next(String(character))
        }
    }
}

extension MarbleEvent: CustomStringConvertible {
    /// `next(a)`, `completed`, `error`, `subscribed`, `disposed`: the spelling event logs use.
    public var description: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .completed: return "completed"
        case .error: return "error"
        case .subscribed: return "subscribed"
        case .disposed: return "disposed"
        }
    }
}

/// The notation's characters, named, for code that builds or reads diagrams by hand.
public enum Marble {
    /// A tick in which nothing happened.
    public static let nothing: Character = "-"
    /// `completed`.
    public static let completed: Character = "|"
    /// `error`.
    public static let error: Character = "X"
    /// A subscription started.
    public static let subscribed: Character = "^"
    /// A subscription was disposed.
    public static let disposed: Character = "!"
    /// Opens a group of events that share one tick, as in `(ab)`.
    public static let groupStart: Character = "("
    /// Closes a group.
    public static let groupEnd: Character = ")"
    /// How `render` shows a value that has no one-character spelling (see `MarbleTimeline.symbolized()`).
    public static let unspellableValue: Character = "*"

    /// Whether `character` can stand for a value: an ASCII letter or digit other than `X`.
    public static func isValueSymbol(_ character: Character) -> Bool {
        guard character.isASCII, character.isLetter || character.isNumber else { return false }
        return character != error
    }
}
