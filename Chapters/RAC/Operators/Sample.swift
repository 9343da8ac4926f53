extension Signal {
    /// Sends this signal's latest value each time `sampler` sends a value. Nothing is sent before
    /// this signal has sent something; a value is repeated if the sampler fires again. The result
    /// ends when either signal ends.
    public func sample<T>(_ sampler: Signal<T>) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            let latest = LatestValue<Value>()
            let samplerDisposable = SerialDisposable()
            let sourceDisposable = self.subscribe(for: subscriber, Subscriber(
                next: { latest.set($0) },
                error: { error in
                    samplerDisposable.dispose()
                    subscriber.sendError(error)
                },
                completed: {
                    samplerDisposable.dispose()
                    subscriber.sendCompleted()
                }
            ))
            samplerDisposable.disposable = sampler.subscribe(for: subscriber, Subscriber(
                next: { _ in
                    if let value = latest.get() { subscriber.sendNext(value) }
                },
                error: { error in
                    sourceDisposable.dispose()
                    subscriber.sendError(error)
                },
                completed: {
                    sourceDisposable.dispose()
                    subscriber.sendCompleted()
                }
            ))
            return CompoundDisposable(disposables: [sourceDisposable, samplerDisposable])
        })
    }
}

/// A value shared between two subscriptions (the source and the sampler), behind a lock.
final class LatestValue<Value>: @unchecked Sendable {
    // @unchecked: `value` is read and written only inside `lock`.
    private let lock = Lock()
    private var value: Value?

    /// Stores `newValue`; the value it replaces is released after the lock, because its `deinit`
    /// may call back into this signal.
    func set(_ newValue: Value) {
        let replaced: Value? = lock.withLock {
            defer { value = newValue }
            return value
        }
        _ = replaced
    }
    func get() -> Value? { lock.withLock { value } }
}
