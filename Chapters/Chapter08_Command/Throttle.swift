import Foundation

extension Signal {
    /// Sends a value only once `interval` seconds have passed without another one: a new value
    /// discards the one waiting. On completion the waiting value is sent at once, then completion;
    /// an error goes at once and the waiting value is dropped.
    ///
    /// For a search field: send the text when the user pauses typing, not on every key. Like
    /// `delay`, it waits on the scheduler current when each value arrives (or a private one).
    ///
    /// `Value: Sendable`: the waiting value is sent from the scheduler, perhaps another thread.
    public func throttle(_ interval: TimeInterval) -> Signal<Value> where Value: Sendable {
        precondition(interval >= 0, "Signal.throttle(_:): the interval must not be negative, got \(interval); pass the seconds to wait, 0 or more")
        return Signal.createSignal { subscriber in
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            let fallback = FallbackScheduler()
            // The value that will be sent if nothing follows it in time, and its scheduled send.
            let state = ThrottleState<Value>()

            @Sendable func dropWaiting() {
                if let flush = state.flush {
                    flush.dispose()
                    everything.remove(flush)
                }
                state.flush = nil
                state.waiting = nil
            }

            @Sendable func sendWaiting() {
                let value = state.waiting
                dropWaiting()
                if let value { subscriber.sendNext(value) }
            }

            let source = Subscriber<Value>(
                next: { value in
                    dropWaiting()
                    state.waiting = value
                    let scheduled = CompoundDisposable()
                    everything.add(scheduled)
                    state.flush = scheduled
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
    }
}

/// What one throttled subscription waits to send, and its scheduled send. An object, not two
/// `var`s: the scheduled send is a `@Sendable` block, which cannot capture a `var`.
final class ThrottleState<Value: Sendable>: @unchecked Sendable {
    // @unchecked, with no lock: the source's handler and the scheduled send take turns only if the
    // subscription is used from one thread at a time, as the chapters promise (RAC's has a lock).
    var waiting: Value?
    var flush: CompoundDisposable?
}
