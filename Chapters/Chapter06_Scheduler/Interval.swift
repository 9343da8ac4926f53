import Foundation

extension Signal where Value == Date {
    /// Sends the scheduler's `now` every `interval` seconds, first at `now + interval`. It never
    /// completes: stop it by disposing, or with `take(_:)`.
    ///
    /// Seed 002 (Docs/Sources.md) opens this up to find that it is nothing but the scheduler's
    /// repeating `after`, whose disposable is the subscription's clean-up: disposing the
    /// subscription stops the timer.
    public static func interval(_ interval: TimeInterval, onScheduler scheduler: Scheduler) -> Signal<Date> {
        precondition(interval > 0, "Signal.interval(_:onScheduler:): the interval must be positive, got \(interval); pass the seconds between values, greater than 0")
        precondition(!(scheduler is ImmediateScheduler), "Signal.interval(_:onScheduler:): Scheduler.immediate cannot run a timer; pass Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
        // exercise 6.2: send the scheduler's `now` every `interval`, the first one interval after subscribing, until the subscription is disposed => return .never()
        return createSignal { subscriber -> Disposable? in
            scheduler.after(scheduler.now.addingTimeInterval(interval), repeatingEvery: interval, withLeeway: 0) {
                subscriber.sendNext(scheduler.now)
            }
        }
        // end exercise
    }
}
