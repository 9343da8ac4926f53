import Foundation

extension Signal where Value == Date {
    /// Sends the scheduler's `now` every `interval` seconds, first at `now + interval`. Never completes.
    public static func interval(_ interval: TimeInterval, onScheduler scheduler: Scheduler) -> Signal<Date> {
        self.interval(interval, onScheduler: scheduler, withLeeway: 0)
    }

    /// Like `interval(_:onScheduler:)`, letting the system fire up to `leeway` seconds late.
    public static func interval(_ interval: TimeInterval, onScheduler scheduler: Scheduler, withLeeway leeway: TimeInterval) -> Signal<Date> {
        require(interval > 0, "Signal.interval(_:onScheduler:): the interval must be positive, got \(interval); pass the seconds between values, greater than 0")
        require(!(scheduler is ImmediateScheduler), "Signal.interval(_:onScheduler:): Scheduler.immediate cannot run a timer; pass Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
        return Signal(didSubscribe: { subscriber in
            scheduler.after(scheduler.now.addingTimeInterval(interval), repeatingEvery: interval, withLeeway: leeway) {
                subscriber.sendNext(scheduler.now)
            }
        })
    }
}

extension Signal {
    /// Sends every element of `sequence` on `scheduler`, one scheduled block per element, then completes.
    ///
    /// `S: Sendable` and `Value: Sendable`: the sequence is walked, and its elements sent, on the
    /// scheduler's thread.
    public static func from<S: Sequence & Sendable>(_ sequence: S, scheduler: Scheduler) -> Signal<Value> where S.Element == Value, Value: Sendable {
        Signal(didSubscribe: { subscriber in
            let walk = SequenceWalk(sequence)
            return scheduler.scheduleRecursiveBlock { reschedule in
                if let element = walk.next() {
                    subscriber.sendNext(element)
                    reschedule()
                } else {
                    subscriber.sendCompleted()
                }
            }
        })
    }
}
