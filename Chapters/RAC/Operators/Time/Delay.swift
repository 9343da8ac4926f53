import Foundation

extension Signal {
    /// Sends each value and the completion `interval` seconds later, on the scheduler current at the
    /// time of the event (or a private background one). Errors are **not** delayed: they go at once.
    public func delay(_ interval: TimeInterval) -> Signal<Value> {
        require(interval >= 0, "Signal.delay(_:): the interval must not be negative, got \(interval); pass the seconds to delay by, 0 or more")
        return Signal(didSubscribe: { subscriber in
            let everything = CompoundDisposable()
            let fallback = FallbackScheduler()
            func later(_ block: @escaping () -> Void) {
                let pending = SerialDisposable()
                everything.add(pending)
                pending.disposable = fallback.current.afterDelay(interval) {
                    everything.remove(pending)
                    block()
                }
            }
            everything.add(self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in later { subscriber.sendNext(value) } },
                error: { error in
                    everything.dispose()
                    subscriber.sendError(error)
                },
                completed: { later { subscriber.sendCompleted() } }
            )))
            return everything
        })
    }
}
