extension Signal {
    /// The one primitive the stream operators are built on (RAC's `-bind:`).
    ///
    /// `block` is called once per subscription and returns a *binding block*, so state kept in it
    /// (a counter, the previous value) starts afresh for every subscriber. Each source value goes to
    /// the binding block, which returns a signal whose values are forwarded (several may run at once),
    /// or `nil`; it may also set `stop`. Returning `nil` or setting `stop` ends the source subscription
    /// at once (a signal returned together with `stop` is still subscribed). The result completes once
    /// the source, or the stop, and every inner signal have completed; any error ends it all.
    ///
    /// Why is this enough? Because "for each value, decide what to send instead, and whether to go
    /// on" is what `map`, `filter`, `take`, `skip`, `scan` and the others all are. Each of them is a
    /// binding block of a few lines; the subscriptions, the clean-up and the completion rule live
    /// here, once.
    public func bind<U>(_ block: @escaping () -> (Value, inout Bool) -> Signal<U>?) -> Signal<U> {
        Signal<U>.createSignal { subscriber in
            // exercise 4.1: subscribe to the source; subscribe to each signal the binding block returns; complete when all have completed; stop the source when asked
            let bindingBlock = block()
            // Everything this subscription starts: the source and each inner signal. It joins the
            // subscription now, before anything is subscribed, so that disposing the subscription
            // reaches a source that is still sending (the passthrough links it, as in chapter 2).
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            // The source's own part, so that a stop ends the source and leaves inner signals running.
            let sourceSubscription = CompoundDisposable()
            everything.add(sourceSubscription)
            // How many signals are still running: the source, until it completes or is stopped,
            // and each inner signal, until it completes.
            var active = 1

            func finished() {
                active -= 1
                if active == 0 { subscriber.sendCompleted() }
            }

            func failed(_ error: any Error) {
                everything.dispose()
                subscriber.sendError(error)
            }

            func subscribeInner(_ signal: Signal<U>) {
                active += 1
                let inner = Subscriber<U>(next: { subscriber.sendNext($0) }, error: failed, completed: finished)
                inner.link(to: everything)
                signal.subscribe(inner)
            }

            func stopSource() {
                // Once only: a value sent re-entrantly by a handler downstream may have stopped it.
                guard !sourceSubscription.isDisposed else { return }
                sourceSubscription.dispose()
                finished()
            }

            let source = Subscriber<Value>(
                next: { value in
                    var stop = false
                    let signal = bindingBlock(value, &stop)
                    if let signal { subscribeInner(signal) }
                    if signal == nil || stop { stopSource() }
                },
                error: failed,
                completed: finished
            )
            source.link(to: sourceSubscription)
            self.subscribe(source)
            // end exercise
        }
    }
}
