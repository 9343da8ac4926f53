import Synchronization

extension Signal {
    /// The one primitive the stream operators are built on (RAC's `-bind:`).
    ///
    /// `block` is called once per subscription and returns a *binding block*. Each source value goes
    /// to the binding block, which returns a signal to subscribe to (its values are forwarded, several
    /// may be live at once) or `nil`, and may set `stop`. Returning `nil` or setting `stop` ends the
    /// source subscription (a signal returned with `stop` is still subscribed). The result completes
    /// once the source (or the stop) and every inner signal have completed; any error ends it all.
    public func bind<U>(_ block: @escaping () -> (Value, inout Bool) -> Signal<U>?) -> Signal<U> {
        Signal<U>(didSubscribe: { subscriber in
            let bindingBlock = block()
            let everything = CompoundDisposable()
            // The source counts as one active signal until it completes or stops.
            let activeBox = AtomicBox(active: 1)
            // Every event sent downstream, from the source's endpoint or any inner one, goes
            // through this one queue: so the inner endpoints need no queue of their own, and the
            // downstream endpoint none either (`sendsOneAtATime`).
            let gate = SharedDeliveryQueue()

            func finished(_ disposable: Disposable?) {
                if activeBox.decrement() == 0 {
                    subscriber.sendCompleted()
                    everything.dispose()
                } else {
                    everything.remove(disposable)
                }
            }

            // Stops everything at once, on the failing thread; the error then waits its turn in `gate`.
            func failed(_ error: any Error) {
                everything.dispose()
                gate.queue.send { subscriber.sendError(error) }
            }

            func subscribeInner(_ signal: Signal<U>) {
                activeBox.increment()
                let innerDisposable = SerialDisposable()
                everything.add(innerDisposable)
                innerDisposable.disposable = signal.subscribe(for: subscriber, Subscriber.endpoint(
                    next: { value in
                        gate.queue.send({ subscriber.sendNext(value) }, orLeave: { { subscriber.sendNext(value) } })
                    },
                    error: failed,
                    completed: { gate.queue.send { finished(innerDisposable) } }
                ).serializedByItsBlocks())
            }

            let sourceDisposable = SerialDisposable()
            everything.add(sourceDisposable)
            var sourceStopped = false
            sourceDisposable.disposable = self.subscribeCancellable(
                for: subscriber,
                next: { value, cancelSource in
                    // After a synchronous error nothing more may be bound.
                    if everything.isDisposed || sourceStopped { return }
                    var stop = false
                    let inner = bindingBlock(value, &stop)
                    // Decide before subscribing the inner signal: it may send synchronously into a
                    // handler that feeds the source again, and the source must stop exactly once.
                    let stopping = inner == nil || stop
                    if stopping { sourceStopped = true }
                    if let inner { subscribeInner(inner) }
                    if stopping {
                        cancelSource()
                        sourceDisposable.dispose()
                        gate.queue.send { finished(sourceDisposable) }
                    }
                },
                error: failed,
                completed: { gate.queue.send { finished(sourceDisposable) } }
            )
            return everything
        }, sendsOneAtATime: true)  // every send is inside `gate`
    }
}
