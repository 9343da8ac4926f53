import Foundation

/// One line of a scenario's timeline: at a virtual time, what happened, and the state of every
/// control afterwards. The workshop prints `description`; golden tests compare it.
///
/// ```
/// t=  1.0s  tap "Send code"                     button: disabled "Send code" · phone: 13800138000 (valid)
/// t=  3.0s  → tick: 59 s left                   button: disabled "Wait (59s)" · phone: 13800138000 (valid)
/// send-code: request at 1.0s, countdown 60 s, button enabled again at 62.0s
/// ```
///
/// User actions are written plainly; app events (servers answering, timers firing, state the app
/// changed on its own) start with `→`. The last line of a run is the summary.
public struct TimelineLine: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Equatable, Sendable {
        /// Something the user (or the outside world, in a script) did.
        case action
        /// Something the app or its fake servers did.
        case event
        /// The scenario's one-line summary, last.
        case summary
    }

    /// The width of the "what happened" column.
    public static let whatWidth = 32

    public let kind: Kind
    /// Virtual seconds since the scenario started.
    public let time: TimeInterval
    /// What happened (for a summary: the summary).
    public let what: String
    /// The controls' state after it happened (empty for a summary).
    public internal(set) var state: String

    public init(kind: Kind, time: TimeInterval, what: String, state: String) {
        self.kind = kind
        self.time = time
        self.what = what
        self.state = state
    }

    /// The printed line: `t=  1.0s  <what, padded>  <state>`, or the summary alone.
    public var description: String {
        if kind == .summary { return what }
        let padding = max(0, Self.whatWidth - what.count)
        return "t=\(Self.format(time))s  \(what)\(String(repeating: " ", count: padding))  \(state)"
    }

    /// Seconds with one decimal, right-aligned in five characters: `  1.0`, ` 62.0`.
    static func format(_ seconds: TimeInterval) -> String {
        String(format: "%5.1f", seconds)
    }

    /// Seconds with one decimal, unpadded: `1.0`, `62.0` (for summaries).
    static func seconds(_ seconds: TimeInterval) -> String {
        String(format: "%.1f", seconds)
    }
}
