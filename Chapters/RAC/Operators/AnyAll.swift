extension Signal {
    /// Sends `true` and completes at the first value (stopping the source), or `false` and
    /// completes if the source ends without one (RAC's `-any`).
    public func any() -> Signal<Bool> {
        any { _ in true }
    }

    /// Sends `true` and completes at the first value that passes `predicate` (stopping the
    /// source); sends `false` and completes if the source ends first.
    ///
    /// As RAC's `any:`, an error from the source also gives `false`: the error is not forwarded.
    public func any(_ predicate: @escaping (Value) -> Bool) -> Signal<Bool> {
        Signal<Bool>(didSubscribe: { subscriber in
            self.subscribeCancellable(
                for: subscriber,
                next: { value, cancel in
                    guard predicate(value) else { return }
                    cancel()
                    subscriber.sendNext(true)
                    subscriber.sendCompleted()
                },
                error: { _ in
                    subscriber.sendNext(false)
                    subscriber.sendCompleted()
                },
                completed: {
                    subscriber.sendNext(false)
                    subscriber.sendCompleted()
                }
            )
        })
    }

    /// Sends `false` and completes at the first value that fails `predicate` (stopping the
    /// source); sends `true` and completes if the source completes first (an empty source too).
    ///
    /// As RAC's `all:`, an error from the source gives `false`: the error is not forwarded.
    public func all(_ predicate: @escaping (Value) -> Bool) -> Signal<Bool> {
        Signal<Bool>(didSubscribe: { subscriber in
            self.subscribeCancellable(
                for: subscriber,
                next: { value, cancel in
                    guard !predicate(value) else { return }
                    cancel()
                    subscriber.sendNext(false)
                    subscriber.sendCompleted()
                },
                error: { _ in
                    subscriber.sendNext(false)
                    subscriber.sendCompleted()
                },
                completed: {
                    subscriber.sendNext(true)
                    subscriber.sendCompleted()
                }
            )
        })
    }
}
