/// The errors a `Command` produces itself (RAC's `RACCommandErrorDomain` codes).
public enum CommandError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `execute(_:)` was called while the command was disabled (`RACCommandErrorNotEnabled`).
    case notEnabled

    /// A sentence saying what went wrong.
    public var description: String {
        switch self {
        case .notEnabled: return "The command is disabled and cannot be executed"
        }
    }
}
