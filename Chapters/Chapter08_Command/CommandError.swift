/// The errors a `Command` produces itself (ReactiveCocoa's `RACCommandErrorDomain` codes).
///
/// As with `SignalError`, an `NSError` with a domain and a number becomes a Swift enum, which can be
/// matched with `==` or `catch`.
public enum CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `execute(_:)` was called while the command was disabled (`RACCommandErrorNotEnabled`).
    case notEnabled

    public var description: String {
        switch self {
        case .notEnabled: return "The command is disabled and cannot be executed"
        }
    }
}
