import Foundation
import RAC
import TestSupport
@testable import Examples

extension TestScheduler {
    /// Virtual seconds since the scheduler's start date.
    var seconds: TimeInterval { now.timeIntervalSince(TestScheduler.startDate) }

    /// Advances to virtual second `seconds` (running everything due up to it, inclusive).
    func advance(toSecond seconds: TimeInterval) {
        advance(to: TestScheduler.startDate.addingTimeInterval(seconds))
    }
}

/// Logs every value of `signal` as `"<virtual seconds> <value>"`, e.g. `"62.0 true"`.
@discardableResult
func record<T>(_ signal: Signal<T>, on scheduler: TestScheduler, into log: EventLog, _ describe: @escaping (T) -> String = { "\($0)" }) -> Disposable {
    signal.subscribeNext { log.append("\(scheduler.seconds) \(describe($0))") }
}
