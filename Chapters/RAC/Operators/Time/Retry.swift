extension Signal {
    /// Resubscribes whenever the signal fails, for ever. See `retry(_:)`.
    public func retry() -> Signal<Value> where Value: Sendable {
        retry(0)
    }

    /// Resubscribes when the signal fails, up to `count` times (0 means no limit), then forwards
    /// the error. Values of every attempt are forwarded; completion ends it.
    ///
    /// The first subscription is immediate; each resubscription is scheduled on the current
    /// scheduler (or a private background one): on a `TestScheduler` each retry takes one step.
    /// `Value: Sendable`: a resubscription may run on that background scheduler's thread.
    public func retry(_ count: Int) -> Signal<Value> where Value: Sendable {
        require(count >= 0, "Signal.retry(_:): the count must be 0 (no limit) or more, got \(count); pass 0 to retry forever, or the number of retries")
        return Signal(didSubscribe: { subscriber in
            let retries = AtomicBox(active: 0)
            return self.subscribeForever(
                for: subscriber,
                next: { subscriber.sendNext($0) },
                error: { error, stop in
                    if count == 0 || retries.value < count {
                        retries.increment()
                        return  // resubscribe
                    }
                    stop()
                    subscriber.sendError(error)
                },
                completed: { stop in
                    stop()
                    subscriber.sendCompleted()
                }
            )
        })
    }

    /// Resubscribes every time the signal completes; errors are forwarded. Stop it by disposing
    /// (or with an operator such as `take`). `Value: Sendable`, as `retry(_:)`.
    public func `repeat`() -> Signal<Value> where Value: Sendable {
        Signal(didSubscribe: { subscriber in
            self.subscribeForever(
                for: subscriber,
                next: { subscriber.sendNext($0) },
                error: { error, stop in
                    stop()
                    subscriber.sendError(error)
                },
                completed: { _ in }
            )
        })
    }

    /// Subscribes now, and again after every terminal event unless the handler calls `stop`.
    /// Resubscriptions are scheduled, never nested, so endless retries never grow the stack.
    private func subscribeForever<U: Sendable>(
        for downstream: Subscriber<U>,
        next: @escaping @Sendable (Value) -> Void,
        error: @escaping @Sendable (any Error, _ stop: () -> Void) -> Void,
        completed: @escaping @Sendable (_ stop: () -> Void) -> Void
    ) -> Disposable where Value: Sendable {
        let everything = CompoundDisposable()
        let fallback = FallbackScheduler()
        let stop: @Sendable () -> Void = { everything.dispose() }

        @Sendable func attempt() {
            if everything.isDisposed { return }
            let current = SerialDisposable()
            everything.add(current)
            let resubscribe = {
                everything.remove(current)
                if everything.isDisposed { return }
                let scheduled = SerialDisposable()
                everything.add(scheduled)
                scheduled.disposable = fallback.current.schedule {
                    everything.remove(scheduled)
                    attempt()
                }
            }
            current.disposable = subscribe(for: downstream, Subscriber.endpoint(
                next: next,
                error: { failure in
                    error(failure, stop)
                    resubscribe()
                },
                completed: {
                    completed(stop)
                    resubscribe()
                }
            ))
        }

        attempt()
        return everything
    }
}
