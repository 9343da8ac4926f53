extension Signal {
    /// Re-sends every event through `scheduler.schedule`: on a queue scheduler always
    /// asynchronously, even when already on that queue; on a `TestScheduler`, one step per event.
    /// The subscription and its side effects stay where they were; `subscribeOn(_:)` moves those.
    ///
    /// Why never "at once if we are already there"? Because then whether your block runs before
    /// or after the line following `sendNext` would depend on which thread sent it. Always
    /// scheduling makes the order the same every time (ReactiveCocoa issue #1402 is the price:
    /// one turn of the main queue, even on the main thread).
    ///
    /// `Value: Sendable`: every value goes to the scheduler, perhaps another thread, and the
    /// compiler checks that it may.
    public func deliverOn(_ scheduler: Scheduler) -> Signal<Value> where Value: Sendable {
        Signal.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)

            func deliver(_ send: @escaping @Sendable () -> Void) {
                // As in `delay`: held while it waits, forgotten once it has run.
                let waiting = CompoundDisposable()
                everything.add(waiting)
                waiting.add(scheduler.schedule {
                    everything.remove(waiting)
                    send()
                })
            }

            let source = Subscriber<Value>(
                next: { value in deliver { subscriber.sendNext(value) } },
                error: { error in deliver { subscriber.sendError(error) } },
                completed: { deliver { subscriber.sendCompleted() } }
            )
            source.link(to: everything)
            self.subscribe(source)
        }
    }

    /// Runs the subscription, that is the subscribe block and its side effects, on `scheduler`.
    /// Events are **not** moved: they arrive wherever the source sends them. Disposing before the
    /// scheduled subscription has run cancels it.
    ///
    /// The whole operator is one `schedule`: its disposable is the clean-up until the block runs,
    /// and then subscribing the passthrough links the real subscription to ours (chapter 2).
    ///
    /// `Value: Sendable`: the signal and your subscriber go to the scheduler's thread, and the values
    /// come from there.
    public func subscribeOn(_ scheduler: Scheduler) -> Signal<Value> where Value: Sendable {
        Signal.createSignal { subscriber -> Disposable? in
            scheduler.schedule {
                self.subscribe(subscriber)
            }
        }
    }
}
