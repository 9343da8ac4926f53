/// The four smallest signals: one for each way a subscription can go.
///
/// They are plain `createSignal` calls, and they are worth naming because every later operator
/// needs them as building blocks ("nothing", "just this", "fail", "wait forever").
extension Signal {
    /// Sends `value`, then completes.
    public static func `return`(_ value: Value) -> Signal<Value> {
        // exercise 2.6: send the value, then complete => createSignal { _ in }
        createSignal { subscriber in
            subscriber.sendNext(value)
            subscriber.sendCompleted()
        }
        // end exercise
    }

    /// Completes at once, without a value.
    public static func empty() -> Signal<Value> {
        // exercise 2.6: complete at once => createSignal { _ in }
        createSignal { subscriber in
            subscriber.sendCompleted()
        }
        // end exercise
    }

    /// Sends `error` at once.
    public static func error(_ error: any Error) -> Signal<Value> {
        // exercise 2.6: fail at once with the error => createSignal { _ in }
        createSignal { subscriber in
            subscriber.sendError(error)
        }
        // end exercise
    }

    /// Never sends anything: the subscription lasts until it is disposed.
    public static func never() -> Signal<Value> {
        createSignal { _ in }
    }
}
