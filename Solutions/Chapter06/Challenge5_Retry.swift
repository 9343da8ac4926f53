// Challenge 6.5: the reference solution.
extension Signal {
    /// Resubscribes whenever the source fails, forwarding every attempt's values; completes when
    /// an attempt completes.
    ///
    /// Each resubscription is scheduled on the current scheduler rather than done inside the error
    /// handler: `Signal.error(e).retry()` fails inside its subscribe block, so a direct
    /// resubscription would nest one call deeper each time and overflow the stack. `Value: Sendable`:
    /// a resubscription may run on the fallback scheduler's thread.
    public func retry() -> Signal<Value> where Value: Sendable {
        Signal.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            let fallback = FallbackScheduler()

            @Sendable func attempt() {
                let current = CompoundDisposable()
                everything.add(current)
                let source = Subscriber<Value>(
                    next: { subscriber.sendNext($0) },
                    error: { _ in
                        everything.remove(current)
                        let scheduled = CompoundDisposable()
                        everything.add(scheduled)
                        scheduled.add(fallback.current.schedule {
                            everything.remove(scheduled)
                            attempt()
                        })
                    },
                    completed: { subscriber.sendCompleted() }
                )
                source.link(to: current)
                self.subscribe(source)
            }

            attempt()
        }
    }
}
