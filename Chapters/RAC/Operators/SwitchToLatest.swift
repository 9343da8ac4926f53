extension Signal {
    /// Forwards only the latest inner signal: each new one disposes the previous.
    ///
    /// Completes when the outer signal has completed **and** the latest inner signal has completed.
    /// Errors from the outer or the current inner signal are forwarded.
    public func switchToLatest<U>() -> Signal<U> where Value == Signal<U> {
        Signal<U>(didSubscribe: { subscriber in
            let state = SwitchState()
            let innerDisposable = SerialDisposable()

            let outerDisposable = self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { inner in
                    // As in RAC, the new inner signal is subscribed before the previous one is
                    // disposed; the previous one is silenced at once (it is no longer current).
                    let generation = state.beginInner()
                    let subscription = inner.subscribe(for: subscriber, Subscriber.endpoint(
                        next: { value in
                            if state.isCurrent(generation) { subscriber.sendNext(value) }
                        },
                        error: { error in
                            if state.isCurrent(generation) { subscriber.sendError(error) }
                        },
                        completed: {
                            if state.innerCompleted(generation) { subscriber.sendCompleted() }
                        }
                    ))
                    if state.isCurrent(generation) {
                        innerDisposable.swapIn(subscription)?.dispose()  // swapping never disposes
                    } else {
                        subscription.dispose()  // a newer inner signal arrived while subscribing
                    }
                },
                error: { subscriber.sendError($0) },
                completed: {
                    if state.outerCompleted() { subscriber.sendCompleted() }
                }
            ))
            return CompoundDisposable(disposables: [outerDisposable, innerDisposable])
        })
    }

    /// Forwards `trueSignal` while `boolSignal`'s latest value is `true`, else `falseSignal`.
    public static func `if`(_ boolSignal: Signal<Bool>, then trueSignal: Signal<Value>, else falseSignal: Signal<Value>) -> Signal<Value> {
        boolSignal.map { $0 ? trueSignal : falseSignal }.switchToLatest()
    }

    /// Forwards the case matching `signal`'s latest key, else `default`; with no match and no
    /// default, fails with `SignalError.noMatchingCase`.
    public static func `switch`<Key: Hashable>(_ signal: Signal<Key>, cases: [Key: Signal<Value>], default defaultSignal: Signal<Value>?) -> Signal<Value> {
        signal.map { key -> Signal<Value> in
            cases[key] ?? defaultSignal ?? Signal.error(SignalError.noMatchingCase)
        }.switchToLatest()
    }
}
