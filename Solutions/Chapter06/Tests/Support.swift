import Foundation
import TestSupport
import Chapter06_Scheduler

func virtualLog(_ scheduler: TestScheduler) -> TimedLog {
    TimedLog { scheduler.now.timeIntervalSince(TestScheduler.startDate) }
}

extension TimedLog {
    @discardableResult
    func record<T>(_ signal: Signal<T>) -> Disposable {
        signal.subscribeNext({ self.next($0) }, error: { self.error($0) }, completed: { self.completed() })
    }
}

extension TestScheduler {
    /// Runs `block` at `seconds` after the start date.
    func atTime(_ seconds: TimeInterval, _ block: @escaping @Sendable () -> Void) {
        after(TestScheduler.startDate.addingTimeInterval(seconds), schedule: block)
    }
}
