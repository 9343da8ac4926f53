import Foundation

extension Signal {
    /// Sends each value and the completion `interval` seconds later. Errors are **not** delayed:
    /// an error goes at once and cancels whatever is still waiting.
    ///
    /// Where does the waiting happen? `delay` takes no scheduler: it uses the one current when each
    /// event is sent (or a private background one), as ReactiveCocoa does. So a signal sent from a
    /// test scheduler's block is delayed on that test scheduler, in virtual time.
    ///
    /// `Value: Sendable`: the values wait on the scheduler, perhaps on another thread.
    public func delay(_ interval: TimeInterval) -> Signal<Value> where Value: Sendable {
        precondition(interval >= 0, "Signal.delay(_:): the interval must not be negative, got \(interval); pass the seconds to delay by, 0 or more")
        return Signal.createSignal { subscriber in
            // Everything this subscription starts: the source and each event still waiting.
            let everything = CompoundDisposable()
            subscriber.didSubscribe(withDisposable: everything)
            let fallback = FallbackScheduler()

            func later(_ send: @escaping @Sendable () -> Void) {
                // Held in `everything` while it waits, so that disposing cancels it; forgotten
                // once it has run, so that a long-lived delay does not pile up spent disposables.
                let waiting = CompoundDisposable()
                everything.add(waiting)
                waiting.add(fallback.current.afterDelay(interval) {
                    everything.remove(waiting)
                    send()
                })
            }

            let source = Subscriber<Value>(
                next: { value in later { subscriber.sendNext(value) } },
                error: { error in
                    everything.dispose()
                    subscriber.sendError(error)
                },
                completed: { later { subscriber.sendCompleted() } }
            )
            source.link(to: everything)
            self.subscribe(source)
        }
    }
}

/// `Scheduler.current`, or else one private background scheduler, made the first time it is
/// needed. One per subscription, so that events sent from no scheduler at all still wait on one
/// serial queue and keep their order.
final class FallbackScheduler: @unchecked Sendable {
    // @unchecked, with no lock: an operator's scheduled block may ask it again (a resubscription);
    // one thread at a time, as everything in the chapters (`RAC`'s has a lock).
    private var background: Scheduler?

    var current: Scheduler {
        if let current = Scheduler.current { return current }
        if let background { return background }
        let made = Scheduler.scheduler()
        background = made
        return made
    }
}
