import Foundation

extension Signal {
    /// Sends a value only after `interval` seconds pass without another value; a new value
    /// discards the one waiting. On completion the waiting value is sent at once.
    /// `Value: Sendable`: the waiting value is sent from the scheduler's thread.
    public func throttle(_ interval: TimeInterval) -> Signal<Value> where Value: Sendable {
        throttle(interval) { _ in true }
    }

    /// Throttles only the values passing `predicate`; the others are sent at once (and still
    /// discard a waiting value).
    public func throttle(_ interval: TimeInterval, valuesPassingTest predicate: @escaping (Value) -> Bool) -> Signal<Value> where Value: Sendable {
        require(interval >= 0, "Signal.throttle(_:): the interval must not be negative, got \(interval); pass the seconds to wait, 0 or more")
        return Signal(didSubscribe: { subscriber in
            let everything = CompoundDisposable()
            let fallback = FallbackScheduler()
            let pendingFlush = SerialDisposable()
            everything.add(pendingFlush)
            let lock = ThrottleLock<Value>()

            /// Drops (or, with `send`, sends) the waiting value. Call with `lock` held.
            @Sendable func flush(send: Bool) {
                pendingFlush.swapIn(nil)?.dispose()
                guard let value = lock.waiting else { return }
                lock.waiting = nil
                if send { subscriber.sendNext(value) }
            }

            everything.add(self.subscribe(for: subscriber, Subscriber(
                next: { value in
                    let scheduler = fallback.current
                    let shouldThrottle = predicate(value)
                    lock.withLock {
                        flush(send: false)
                        guard shouldThrottle else {
                            subscriber.sendNext(value)
                            return
                        }
                        lock.waiting = value
                        pendingFlush.disposable = scheduler.afterDelay(interval) {
                            lock.withLock { flush(send: true) }
                        }
                    }
                },
                error: { error in
                    everything.dispose()
                    subscriber.sendError(error)
                },
                completed: {
                    lock.withLock { flush(send: true) }
                    subscriber.sendCompleted()
                }
            )))
            return everything
        })
    }
}
