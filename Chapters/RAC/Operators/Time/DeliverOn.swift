import Foundation

extension Signal {
    /// Re-sends every event through `scheduler.schedule`: always asynchronously on a queue
    /// scheduler (even when already on it), one step per event on a `TestScheduler`. Subscription
    /// and its side effects stay where they were; use `subscribeOn(_:)` to move those.
    ///
    /// `Value: Sendable`: each value is handed to the scheduler, which may run on another thread.
    public func deliverOn(_ scheduler: Scheduler) -> Signal<Value> where Value: Sendable {
        Signal(didSubscribe: { subscriber in
            let everything = CompoundDisposable()
            func deliver(_ block: @escaping @Sendable () -> Void) {
                let pending = SerialDisposable()
                everything.add(pending)
                pending.disposable = scheduler.schedule {
                    everything.remove(pending)
                    block()
                }
            }
            everything.add(self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in deliver { subscriber.sendNext(value) } },
                error: { error in deliver { subscriber.sendError(error) } },
                completed: { deliver { subscriber.sendCompleted() } }
            )))
            return everything
        })
    }

    /// Delivers on the main thread: at once if already on it with nothing queued, otherwise
    /// through the main queue, keeping the order of events. `Value: Sendable`, as `deliverOn(_:)`.
    public func deliverOnMainThread() -> Signal<Value> where Value: Sendable {
        Signal(didSubscribe: { subscriber in
            let queued = AtomicBox(active: 0)
            func onMainThread(_ block: @escaping @Sendable () -> Void) {
                queued.increment()
                if Thread.isMainThread && queued.value == 1 {
                    block()
                    _ = queued.decrement()
                } else {
                    DispatchQueue.main.async {
                        block()
                        _ = queued.decrement()
                    }
                }
            }
            return self.subscribe(for: subscriber, Subscriber.endpoint(
                next: { value in onMainThread { subscriber.sendNext(value) } },
                error: { error in onMainThread { subscriber.sendError(error) } },
                completed: { onMainThread { subscriber.sendCompleted() } }
            ))
        })
    }

    /// Runs the subscription (the subscribe block and its side effects) on `scheduler`. Events are
    /// **not** moved: they arrive wherever the source sends them. Disposing before the scheduled
    /// subscription runs cancels it.
    ///
    /// `Value: Sendable`: the signal and your subscriber go to the scheduler's thread, and the
    /// values come from there.
    public func subscribeOn(_ scheduler: Scheduler) -> Signal<Value> where Value: Sendable {
        Signal(didSubscribe: { subscriber in
            let everything = CompoundDisposable()
            everything.add(scheduler.schedule {
                everything.add(self.subscribe(subscriber))
            })
            return everything
        })
    }
}
