extension Signal {
    /// Sends this signal's latest value each time `sampler` sends a value. Nothing is sent before
    /// this signal has sent something; a value is repeated if the sampler fires again. The result
    /// ends when either signal ends.
    public func sample<T>(_ sampler: Signal<T>) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            let latest = LatestValue<Value>()
            let samplerDisposable = SerialDisposable()
            let sourceDisposable = self.subscribe(for: subscriber, Subscriber.endpoint(
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
            samplerDisposable.disposable = sampler.subscribe(for: subscriber, Subscriber.endpoint(
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
