/// The errors the library itself produces (ReactiveCocoa's `RACSignalErrorDomain` codes).
///
/// ReactiveCocoa reports them as `NSError`s with a domain and a number; a Swift enum says the same
/// thing and can be matched with `==` or `catch`.
public enum SignalError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `timeout(_:onScheduler:)` ran out of time (`RACSignalErrorTimedOut`).
    case timedOut

    public var description: String {
        switch self {
        case .timedOut: return "SignalError.timedOut"
        }
    }
}
