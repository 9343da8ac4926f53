// Chapter 5, challenge 3: the reference solution.
extension Signal {
    /// Sends the receiver's latest value whenever `sampler` sends: nothing until the receiver has
    /// sent, the same value again if the sampler fires twice. Completes when both have completed.
    public func sample<T>(_ sampler: Signal<T>) -> Signal<Value> {
        Signal.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            var latest: Value?
            var completedCount = 0

            func failed(_ error: any Error) {
                everything.dispose()
                subscriber.sendError(error)
            }
            func completed() {
                completedCount += 1
                if completedCount == 2 { subscriber.sendCompleted() }
            }

            let source = Subscriber<Value>(next: { latest = $0 }, error: failed, completed: completed)
            source.link(to: everything)
            self.subscribe(source)
            if everything.isDisposed { return }
            let trigger = Subscriber<T>(
                next: { _ in if let latest { subscriber.sendNext(latest) } },
                error: failed,
                completed: completed
            )
            trigger.link(to: everything)
            sampler.subscribe(trigger)
        }
    }
}
