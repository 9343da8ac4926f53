import Foundation

/// An ordered log whose entries carry the time of a clock: `"t=1.5 next(2)"`.
///
/// For tests on virtual time: pass the scheduler's clock as seconds since its start, e.g.
/// `TimedLog { scheduler.now.timeIntervalSince(TestScheduler.startDate) }`, and compare whole
/// arrays of entries, so values, order and times are all checked at once. It depends on no module.
public final class TimedLog: @unchecked Sendable {
    private let log = EventLog()
    private let clock: @Sendable () -> TimeInterval

    /// A log stamping each entry with `clock()` (seconds).
    public init(clock: @escaping @Sendable () -> TimeInterval) {
        self.clock = clock
    }

    /// Appends `"t=<time> <entry>"`.
    public func append(_ entry: String) {
        log.append("t=\(TimedLog.format(clock())) \(entry)")
    }

    /// Appends `"t=<time> next(value)"`.
    public func next<T>(_ value: T) { append("next(\(value))") }
    /// Appends `"t=<time> error(error)"`.
    public func error(_ error: any Error) { append("error(\(error))") }
    /// Appends `"t=<time> completed"`.
    public func completed() { append("completed") }

    /// Everything logged so far, in order.
    public var entries: [String] { log.entries }

    /// Empties the log.
    public func removeAll() { log.removeAll() }

    /// Seconds as a short string, rounded to microseconds: `0`, `1.5`, `20`, `2.25`.
    public static func format(_ seconds: TimeInterval) -> String {
        let micros = (seconds * 1_000_000).rounded()
        if micros.truncatingRemainder(dividingBy: 1_000_000) == 0 {
            return String(Int(micros / 1_000_000))
        }
        return String(micros / 1_000_000)
    }
}
