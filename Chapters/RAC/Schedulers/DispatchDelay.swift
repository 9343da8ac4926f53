import Dispatch
import Foundation

/// A time from now as Dispatch can wait for it: a whole number of nanoseconds, or never.
///
/// `QueueScheduler` converts every interval and date through this type, and the conversion never
/// traps:
/// - `+infinity`, and anything too far away for a 64-bit count of nanoseconds (about 292 years:
///   `Date.distantFuture` is 2,000 years away), is `never`: nothing is scheduled;
/// - negative times, `-infinity` and `NaN` are "now": not later than now, like a date in the past;
/// - everything else is exact to the nanosecond, counted in 64 bits whatever the size of `Int`.
///
/// The last point matters on watchOS, whose `Int` is 32 bits: there `Int(seconds * 1e9)` traps for
/// any delay over 2.1 seconds. Dispatch's own intervals take an `Int`, so `interval(wordMax:)`
/// picks the finest unit whose count fits in one.
enum DispatchDelay: Equatable, Sendable {
    /// Never due: scheduling it schedules nothing.
    case never
    /// Due after this many nanoseconds (at most `Int64.max`).
    case nanoseconds(UInt64)

    /// `seconds` from now.
    init(seconds: TimeInterval) {
        if seconds.isNaN || seconds <= 0 {
            self = .nanoseconds(0)
            return
        }
        let nanoseconds = seconds * 1_000_000_000
        // `Double(Int64.max)` rounds up to 2^63, so `<` keeps the conversion below in range.
        guard nanoseconds < Double(Int64.max) else {
            self = .never
            return
        }
        self = .nanoseconds(UInt64(nanoseconds))
    }

    /// From now until `date`, on the wall clock.
    init(until date: Date, now: Date = Date()) {
        self.init(seconds: date.timeIntervalSince(now))
    }

    /// The wall-clock deadline this delay after `start`, or `nil` for `never`.
    func wallDeadline(after start: DispatchWallTime = .now()) -> DispatchWallTime? {
        guard let (seconds, nanoseconds) = parts() else { return nil }
        return start + .seconds(Int(seconds)) + .nanoseconds(Int(nanoseconds))
    }

    /// Whole seconds and the nanoseconds left over, each at most `wordMax` (the largest `Int`: pass
    /// `Int64(Int32.max)` to see what a 32-bit platform gets), so that each fits an `Int`; `nil`
    /// for `never`. Exact up to `wordMax` seconds (68 years with 32 bits), clamped beyond.
    func parts(wordMax: Int64 = Int64(Int.max)) -> (seconds: Int64, nanoseconds: Int64)? {
        guard case .nanoseconds(let total) = self else { return nil }
        let seconds = total / 1_000_000_000
        if seconds > UInt64(wordMax) { return (wordMax, 0) }
        return (Int64(seconds), Int64(total % 1_000_000_000))
    }

    /// The units of `DispatchTimeInterval`, from the finest.
    enum Unit: Equatable, Sendable {
        case nanoseconds, microseconds, milliseconds, seconds
    }

    /// This delay as a count of the finest unit whose count is at most `wordMax` (the largest
    /// `Int`: pass `Int64(Int32.max)` to see what a 32-bit platform gets); `nil` for `never`.
    /// A delay too long even in seconds is clamped to `wordMax` seconds.
    func count(wordMax: Int64 = Int64(Int.max)) -> (unit: Unit, count: Int64)? {
        guard case .nanoseconds(let total) = self else { return nil }
        let limit = UInt64(wordMax)
        if total <= limit { return (.nanoseconds, Int64(total)) }
        if total / 1_000 <= limit { return (.microseconds, Int64(total / 1_000)) }
        if total / 1_000_000 <= limit { return (.milliseconds, Int64(total / 1_000_000)) }
        return (.seconds, Int64(min(total / 1_000_000_000, limit)))
    }

    /// This delay as a `DispatchTimeInterval` (a repeating timer's period, a leeway): `.never` for
    /// `never`, otherwise `count()` in its unit.
    var interval: DispatchTimeInterval {
        guard let (unit, count) = count() else { return .never }
        let value = Int(count)  // fits: `count()` used `Int.max` as the limit
        switch unit {
        case .nanoseconds: return .nanoseconds(value)
        case .microseconds: return .microseconds(value)
        case .milliseconds: return .milliseconds(value)
        case .seconds: return .seconds(value)
        }
    }
}
