import Foundation

extension Signal {
    /// Sends a value only once `interval` seconds have passed without another one: a new value
    /// discards the one waiting. On completion the waiting value is sent at once, then completion;
    /// an error goes at once and the waiting value is dropped.
    ///
    /// For a search field: send the text when the user pauses typing, not on every key. Like
    /// `delay`, it waits on the scheduler current when each value arrives (or a private one).
    public func throttle(_ interval: TimeInterval) -> Signal<Value> {
        precondition(interval >= 0, "Signal.throttle(_:): the interval must not be negative, got \(interval); pass the seconds to wait, 0 or more")
        // exercise 6.4: send a value only when nothing follows it for `interval`; completion sends the waiting value first; an error at once => return self
        return Signal.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            let fallback = FallbackScheduler()
            // The value that will be sent if nothing follows it in time, and its scheduled send.
            var waiting: Value?
            var flush: CompoundDisposable?

            func dropWaiting() {
                if let flush {
                    flush.dispose()
                    everything.remove(flush)
                }
                flush = nil
                waiting = nil
            }

            func sendWaiting() {
                let value = waiting
                dropWaiting()
                if let value { subscriber.sendNext(value) }
            }

            let source = Subscriber<Value>(
                next: { value in
                    dropWaiting()
                    waiting = value
                    let scheduled = CompoundDisposable()
                    everything.add(scheduled)
                    flush = scheduled
                    scheduled.add(fallback.current.afterDelay(interval) { sendWaiting() })
                },
                error: { error in
                    everything.dispose()
                    subscriber.sendError(error)
                },
                completed: {
                    sendWaiting()
                    subscriber.sendCompleted()
                }
            )
            source.link(to: everything)
            self.subscribe(source)
        }
        // end exercise
    }
}
