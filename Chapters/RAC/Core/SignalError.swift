/// The errors `RAC` itself produces (RAC's `RACSignalErrorDomain` codes).
public enum SignalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `timeout(_:onScheduler:)` ran out of time (`RACSignalErrorTimedOut`).
    case timedOut
    /// `Signal.switch(_:cases:default:)` got a key with no case and no default (`RACSignalErrorNoMatchingCase`).
    case noMatchingCase
    /// `firstValue()` or `lastValue()` awaited a signal that completed without sending a value.
    case noValue

    /// The case's name, e.g. `SignalError.timedOut`.
    public var description: String {
        switch self {
        case .timedOut: return "SignalError.timedOut"
        case .noMatchingCase: return "SignalError.noMatchingCase"
        case .noValue: return "SignalError.noValue"
        }
    }
}
