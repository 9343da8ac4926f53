/// One event of a signal, as a value: the grammar is `next* (error | completed)?`.
///
/// RAC's `RACEvent`; `materialize()` turns a signal's events into values of this type and
/// `dematerialize()` turns them back.
public enum Event<Value> {
    /// A value; any number of these may come before the end.
    case next(Value)
    /// The signal failed; nothing follows.
    case error(any Error)
    /// The signal finished successfully; nothing follows.
    case completed

    /// Whether this event ends a subscription (`error` or `completed`).
    public var isTerminal: Bool {
        if case .next = self { return false }
        return true
    }

    /// The value of a `next` event, otherwise `nil`.
    public var value: Value? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event, otherwise `nil`.
    public var error: (any Error)? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Sends this event to `subscriber`.
    public func send(to subscriber: some SubscriberProtocol<Value>) {
        switch self {
        case .next(let value): subscriber.sendNext(value)
        case .error(let error): subscriber.sendError(error)
        case .completed: subscriber.sendCompleted()
        }
    }
}

extension Event: CustomStringConvertible {
    /// `next(value)`, `error(error)` or `completed`.
    public var description: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event: Equatable where Value: Equatable {
    /// Two events are equal when they are the same case with equal values; errors compare by their
    /// description and type, since `any Error` has no equality of its own.
    public static func == (lhs: Event, rhs: Event) -> Bool {
        switch (lhs, rhs) {
        case let (.next(a), .next(b)): return a == b
        case (.completed, .completed): return true
        case let (.error(a), .error(b)): return type(of: a) == type(of: b) && String(describing: a) == String(describing: b)
        default: return false
        }
    }
}

// An event is as sendable as its value (`any Error` is `Sendable`: `Error` refines it).
extension Event: Sendable where Value: Sendable {}
