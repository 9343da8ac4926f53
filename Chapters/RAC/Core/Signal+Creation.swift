/// The built-in signals: `return`, `empty`, `error`, `never`, and sequences.
extension Signal {
    /// Sends `value`, then completes.
    public static func `return`(_ value: Value) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            subscriber.sendNext(value)
            subscriber.sendCompleted()
            return nil
        })
    }

    /// Completes at once.
    public static func empty() -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            subscriber.sendCompleted()
            return nil
        })
    }

    /// Sends `error` at once.
    public static func error(_ error: any Error) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            subscriber.sendError(error)
            return nil
        })
    }

    /// Never sends anything.
    public static func never() -> Signal<Value> {
        Signal(didSubscribe: { _ in nil })
    }

    /// Sends every element of `sequence` synchronously, then completes.
    /// (RAC's `array.rac_sequence.signal`, without its background scheduler.)
    public static func from<S: Sequence>(_ sequence: S) -> Signal<Value> where S.Element == Value {
        Signal(didSubscribe: { subscriber in
            // Stop as soon as the subscription is disposed (e.g. by `take`): the sequence may be
            // infinite, and no element is read that will not be sent.
            if subscriber.isSubscriptionDisposed { return nil }
            for element in sequence {
                subscriber.sendNext(element)
                if subscriber.isSubscriptionDisposed { return nil }
            }
            subscriber.sendCompleted()
            return nil
        })
    }
}
