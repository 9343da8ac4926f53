import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

// Helpers for this chapter's tests on virtual time. Times in logs are seconds since
// `TestScheduler.startDate`: `"t=1.5 next(2)"`. They use only public API, so they compile against
// the chapter and against `RAC` alike.

/// A log stamped with the test scheduler's virtual time.
func virtualLog(_ scheduler: TestScheduler) -> TimedLog {
    TimedLog { scheduler.now.timeIntervalSince(TestScheduler.startDate) }
}

/// A date as seconds since `TestScheduler.startDate`, formatted like the log's times.
func offset(_ date: Date) -> String {
    TimedLog.format(date.timeIntervalSince(TestScheduler.startDate))
}

extension TimedLog {
    /// Subscribes to `signal` and records its events as `next(…)`, `error(…)` and `completed`,
    /// each stamped with the time it arrived; returns the subscription.
    @discardableResult
    func record<T>(_ signal: Signal<T>) -> Disposable {
        signal.subscribeNext({ self.next($0) }, error: { self.error($0) }, completed: { self.completed() })
    }
}

extension TestScheduler {
    /// Runs `block` at `seconds` of virtual time (since `startDate`).
    ///
    /// Events meant to happen "at time t" are sent from such a block, so that `Scheduler.current`
    /// is the test scheduler while they are sent, as `delay` and `throttle` need.
    func atTime(_ seconds: TimeInterval, _ block: @escaping @Sendable () -> Void) {
        after(TestScheduler.startDate.addingTimeInterval(seconds), schedule: block)
    }
}
