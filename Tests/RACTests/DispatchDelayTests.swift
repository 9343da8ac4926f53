import Dispatch
import Foundation
import Testing
@testable import RAC
import TestSupport

/// `DispatchDelay`, the one conversion from seconds and dates to Dispatch times
/// (Docs/Contracts.md C6.11): nothing traps, infinity and far dates mean "never", and the counts fit
/// a 32-bit `Int` (watchOS), checked here by passing `Int32.max` as the largest `Int`.
@Suite("Dispatch times: converting seconds and dates without trapping")
struct DispatchDelayTests {
    static let int32Max = Int64(Int32.max)

    @Test("Ordinary delays are exact to the nanosecond")
    func ordinaryDelays() {
        #expect(DispatchDelay(seconds: 1.5) == .nanoseconds(1_500_000_000))
        #expect(DispatchDelay(seconds: 0.000_001) == .nanoseconds(1_000))
        #expect(DispatchDelay(seconds: 3_600) == .nanoseconds(3_600_000_000_000))
    }

    @Test("Zero, negative times, -infinity and NaN mean now")
    func nothingToWaitFor() {
        for seconds in [0, -1, -1e300, -.infinity, .nan] as [TimeInterval] {
            #expect(DispatchDelay(seconds: seconds) == .nanoseconds(0), "seconds: \(seconds)")
        }
        #expect(DispatchDelay(until: .distantPast) == .nanoseconds(0))
    }

    @Test("Infinity, and anything past 2^63 nanoseconds (292 years), mean never; just below still counts")
    func neverDue() {
        #expect(DispatchDelay(seconds: .infinity) == .never)
        #expect(DispatchDelay(seconds: 1e10) == .never)  // 317 years
        #expect(DispatchDelay(seconds: .greatestFiniteMagnitude) == .never)
        #expect(DispatchDelay(until: .distantFuture) == .never)
        #expect(DispatchDelay(until: Date(timeIntervalSinceNow: .infinity)) == .never)
        #expect(DispatchDelay(seconds: 9e9) == .nanoseconds(9_000_000_000_000_000_000))  // 285 years
    }

    @Test("Deadlines split into whole seconds and nanoseconds, each within a 32-bit Int up to 68 years, clamped beyond")
    func deadlineParts() {
        #expect(DispatchDelay(seconds: 3.25).parts(wordMax: Self.int32Max)! == (3, 250_000_000))
        // 30 days: 2.6e15 ns, far over Int32.max, yet both parts fit.
        #expect(DispatchDelay(seconds: 2_592_000.5).parts(wordMax: Self.int32Max)! == (2_592_000, 500_000_000))
        // 100 years of seconds do not fit 32 bits: clamped to Int32.max seconds (68 years).
        #expect(DispatchDelay(seconds: 3_155_760_000).parts(wordMax: Self.int32Max)! == (Self.int32Max, 0))
        #expect(DispatchDelay(seconds: 3_155_760_000).parts()! == (3_155_760_000, 0))  // 64 bits: exact
        #expect(DispatchDelay.never.parts(wordMax: Self.int32Max) == nil)
    }

    @Test("Intervals take the finest unit whose count fits the Int: over Int32.max nanoseconds, microseconds, and so on")
    func intervalUnits() {
        #expect(DispatchDelay(seconds: 1).count(wordMax: Self.int32Max)! == (.nanoseconds, 1_000_000_000))
        #expect(DispatchDelay(seconds: 3).count(wordMax: Self.int32Max)! == (.microseconds, 3_000_000))
        #expect(DispatchDelay(seconds: 3_000).count(wordMax: Self.int32Max)! == (.milliseconds, 3_000_000))
        #expect(DispatchDelay(seconds: 2_592_000).count(wordMax: Self.int32Max)! == (.seconds, 2_592_000))
        #expect(DispatchDelay(seconds: 3_155_760_000).count(wordMax: Self.int32Max)! == (.seconds, Self.int32Max))
        #expect(DispatchDelay(seconds: 3).count()! == (.nanoseconds, 3_000_000_000))  // 64 bits: nanoseconds
        #expect(DispatchDelay.never.count(wordMax: Self.int32Max) == nil)
    }

    @Test("A never delay has no deadline, and as an interval it is DispatchTimeInterval.never")
    func neverAsDispatchValues() {
        #expect(DispatchDelay.never.wallDeadline() == nil)
        #expect(DispatchDelay.never.interval == .never)
        #expect(DispatchDelay(seconds: 2).interval == .nanoseconds(2_000_000_000))
        let start = DispatchWallTime.now()
        let deadline = DispatchDelay(seconds: 2).wallDeadline(after: start)
        #expect(deadline == start + .seconds(2))
    }
}

/// Far and infinite times on the real schedulers: they schedule nothing, never fire, and their
/// disposables still work. "Never fires" is checked with a bounded wait of 50 ms.
@Suite("Far and infinite times on the queue schedulers", .checksLiveObjects)
struct FarTimeTests {
    @Test("after(.distantFuture) and afterDelay(.infinity) do not trap, never run, and can be disposed")
    func distantFutureNeverRuns() {
        let scheduler = Scheduler.scheduler()
        let ran = DispatchSemaphore(value: 0)
        let far = scheduler.after(.distantFuture) { ran.signal() }
        let infinite = scheduler.afterDelay(.infinity) { ran.signal() }
        #expect(far != nil && infinite != nil)
        #expect(far?.isDisposed == false)
        #expect(!waitFor(ran, timeout: 0.05))
        far?.dispose()
        infinite?.dispose()
        #expect(far?.isDisposed == true && infinite?.isDisposed == true)
    }

    @Test("A repeating block starting at .distantFuture never runs; one with an infinite period runs once")
    func repeatingFarAndInfinite() {
        let scheduler = Scheduler.scheduler()
        let ran = DispatchSemaphore(value: 0)
        let never = scheduler.after(.distantFuture, repeatingEvery: 1, withLeeway: 0) { ran.signal() }
        #expect(!waitFor(ran, timeout: 0.05))
        never?.dispose()

        let runs = Counter()
        let once = scheduler.after(Date(), repeatingEvery: .infinity, withLeeway: .infinity) {
            runs.increment()
            ran.signal()
        }
        #expect(waitFor(ran))
        #expect(!waitFor(ran, timeout: 0.05))
        #expect(runs.value == 1)
        once?.dispose()
    }

    @Test("timeout(.infinity) on a real scheduler never fails the signal, which completes normally")
    func infiniteTimeout() {
        let subject = Subject<Int>()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.timeout(.infinity, onScheduler: .scheduler()).subscribeNext({ log.next($0) }, error: {
            log.error($0)
            done.signal()
        }, completed: {
            log.completed()
            done.signal()
        })
        subject.sendNext(1)
        #expect(!waitFor(done, timeout: 0.05))
        subject.sendCompleted()
        #expect(waitFor(done))
        #expect(log.entries == ["next(1)", "completed"])
        subscription.dispose()
    }

    @Test("A disposed timeout(.infinity) subscription leaves the source unsubscribed")
    func infiniteTimeoutDisposed() {
        let log = EventLog()
        let source = Signal<Int>.createSignal { _ in
            log.append("subscribed")
            return Disposable { log.append("disposed") }
        }
        let subscription = source.timeout(.infinity, onScheduler: .mainThread).subscribeNext { log.next($0) }
        subscription.dispose()
        #expect(log.entries == ["subscribed", "disposed"])
    }

    @Test("A short delay still fires after the conversion (bounded wait)")
    func shortDelayFires() {
        let ran = DispatchSemaphore(value: 0)
        Scheduler.scheduler().afterDelay(0.001) { ran.signal() }
        #expect(waitFor(ran))
    }
}
