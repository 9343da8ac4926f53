import Foundation
import Testing
@testable import RAC
import TestSupport

// Exit tests (`#expect(processExitsWith:)`) exist only where Swift Testing can spawn a process:
// not on iOS, tvOS, watchOS or visionOS, which this package also declares.
#if os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows)

/// A scheduler that overrides nothing, to reach `Scheduler`'s "must be overridden" stops.
final class BareScheduler: Scheduler, @unchecked Sendable {
    init() { super.init(name: "bare") }
}

/// An object with a property to bind a signal into.
final class BindingTarget {
    var value = 0
}

/// Every programmer-error stop in `RAC` (`grep -rn "require(\|programmerError(\|programmerWarning(" Chapters/RAC`):
/// each stops the process, and its message names the API that was misused and what to do instead.
/// Debug and release builds alike: `RAC` stops through `require(_:_:)`, which keeps its message
/// under `-O` (the standard `precondition` drops it); CI runs this suite in both. The one
/// exception is `programmerWarning(_:)`, which RAC only asserts: it stops debug builds and, in
/// release builds, writes the same message to standard error and lets the process go on.
///
/// Exit tests (`#expect(processExitsWith:)`, Swift 6.2+) run their body in a child process, so
/// a stop fails nothing but that child; the parent checks how the child ended and what it wrote to
/// standard error.
@Suite("Programmer errors stop the process with a message naming the API and the fix", .checksLiveObjects)
struct ExitTests {
    /// Checks that the stopped child's standard error names `api` and contains `fix`.
    static func expectMessage(_ result: ExitTest.Result?, names api: String, fix: String, sourceLocation: SourceLocation = #_sourceLocation) {
        guard let result else { return }  // the exit expectation itself already failed
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(message.contains(api), "the message does not name \(api): \(message.prefix(300))", sourceLocation: sourceLocation)
        #expect(message.contains(fix), "the message does not say \"\(fix)\": \(message.prefix(300))", sourceLocation: sourceLocation)
    }

    // MARK: Locks

    #if !RAC_THREAD_SANITIZER  // ThreadSanitizer builds use a pthread mutex, which would hang here
    @Test("RAC's plain lock taken twice by one thread stops the process with a message instead of hanging")
    func plainLockTakenTwice() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let lock = Lock()
            lock.withLock { lock.withLock {} }
        }
        guard let result else { return }
        let message = String(decoding: result.standardErrorContent, as: UTF8.self)
        #if canImport(Darwin)
        let expected = "recursively lock"  // os_unfair_lock's message
        #else
        let expected = "Recursive call to lock"  // the standard library's futex-based Mutex
        #endif
        #expect(message.contains(expected), "the message does not say what went wrong: \(message.prefix(300))")
    }
    #endif

    // MARK: Operators

    @Test("take(_:) with a negative count stops, naming Signal.take(_:) and the fix")
    func takeNegative() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().take(-1)
        }
        Self.expectMessage(result, names: "Signal.take(_:)", fix: "pass 0 or more (take(0) completes at once)")
    }

    @Test("skip(_:) with a negative count stops, naming Signal.skip(_:) and the fix")
    func skipNegative() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().skip(-1)
        }
        Self.expectMessage(result, names: "Signal.skip(_:)", fix: "pass 0 or more (skip(0) forwards every value)")
    }

    @Test("takeLast(_:) with a negative count stops, naming Signal.takeLast(_:) and the fix")
    func takeLastNegative() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().takeLast(-1)
        }
        Self.expectMessage(result, names: "Signal.takeLast(_:)", fix: "pass 0 or more (takeLast(0)")
    }

    @Test("flatten(_:) with a negative maxConcurrent stops, naming Signal.flatten(_:) and the fix")
    func flattenNegative() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Signal<Int>>.never().flatten(-1)
        }
        Self.expectMessage(result, names: "Signal.flatten(_:)", fix: "pass 0 for no limit")
    }

    @Test("retry(_:) with a negative count stops, naming Signal.retry(_:) and the fix")
    func retryNegative() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().retry(-1)
        }
        Self.expectMessage(result, names: "Signal.retry(_:)", fix: "pass 0 to retry forever")
    }

    @Test("setKeyPath(_:on:) fed a failing signal stops in debug builds (RAC asserts) and logs in release builds, naming the API and catchTo(_:)")
    func setKeyPathFailing() async {
        #if DEBUG
        let outcome = ExitTest.Condition.failure
        #else
        let outcome = ExitTest.Condition.success
        #endif
        let result = await #expect(processExitsWith: outcome, observing: [\.standardErrorContent]) {
            let target = BindingTarget()
            Signal<Int>.return(1).concat(.error(TestError.boom)).setKeyPath(\.value, on: target)
            // Reached in release builds only: the binding kept the last value and went on.
            if target.value != 1 { exit(3) }
        }
        Self.expectMessage(result, names: "Signal.setKeyPath(_:on:)", fix: "use catchTo(_:) before binding")
    }

    // MARK: Time operators

    @Test("delay(_:) with a negative interval stops, naming Signal.delay(_:) and the fix")
    func delayNegative() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().delay(-1)
        }
        Self.expectMessage(result, names: "Signal.delay(_:)", fix: "pass the seconds to delay by, 0 or more")
    }

    @Test("throttle(_:) with a negative interval stops, naming Signal.throttle(_:) and the fix")
    func throttleNegative() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().throttle(-1)
        }
        Self.expectMessage(result, names: "Signal.throttle(_:)", fix: "pass the seconds to wait, 0 or more")
    }

    @Test("timeout(_:onScheduler:) on Scheduler.immediate stops, naming the API and the schedulers to use")
    func timeoutOnImmediate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().timeout(1, onScheduler: .immediate)
        }
        Self.expectMessage(result, names: "Signal.timeout(_:onScheduler:)", fix: "pass Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    @Test("timeout(_:onScheduler:) with a negative interval stops, naming the API and the fix")
    func timeoutNegative() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().timeout(-1, onScheduler: TestScheduler())
        }
        Self.expectMessage(result, names: "Signal.timeout(_:onScheduler:)", fix: "pass the seconds to wait for completion")
    }

    @Test("buffer(withTime:onScheduler:) on Scheduler.immediate stops, naming the API and the schedulers to use")
    func bufferOnImmediate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().buffer(withTime: 1, onScheduler: .immediate)
        }
        Self.expectMessage(result, names: "Signal.buffer(withTime:onScheduler:)", fix: "pass Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    @Test("buffer(withTime:onScheduler:) with a negative interval stops, naming the API and the fix")
    func bufferNegative() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().buffer(withTime: -1, onScheduler: TestScheduler())
        }
        Self.expectMessage(result, names: "Signal.buffer(withTime:onScheduler:)", fix: "pass the seconds each buffer collects")
    }

    @Test("interval(_:onScheduler:) with a zero interval stops, naming the API and the fix")
    func intervalZero() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Date>.interval(0, onScheduler: TestScheduler())
        }
        Self.expectMessage(result, names: "Signal.interval(_:onScheduler:)", fix: "pass the seconds between values, greater than 0")
    }

    @Test("interval(_:onScheduler:) on Scheduler.immediate stops, naming the API and the schedulers to use")
    func intervalOnImmediate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Date>.interval(1, onScheduler: .immediate)
        }
        Self.expectMessage(result, names: "Signal.interval(_:onScheduler:)", fix: "pass Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    // MARK: Schedulers

    @Test("Scheduler.immediate asked for a repeating block stops, naming the API and the schedulers to use")
    func immediateRepeating() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Scheduler.immediate.after(Date(), repeatingEvery: 1, withLeeway: 0) {}
        }
        Self.expectMessage(result, names: "after(_:repeatingEvery:withLeeway:schedule:)", fix: "use Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    @Test("Scheduler.sleep(for:) on Scheduler.immediate stops, naming the API and what to use")
    func sleepOnImmediate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            try await Scheduler.immediate.sleep(for: 1)
        }
        Self.expectMessage(result, names: "Scheduler.sleep(for:)", fix: "use Task.sleep(nanoseconds:), Scheduler.mainThread, Scheduler.scheduler() or a TestScheduler")
    }

    @Test("A queue scheduler asked to repeat every 0 seconds stops, naming the API and the fix")
    func queueSchedulerRepeatingZero() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            Scheduler.scheduler().after(Date(), repeatingEvery: 0, withLeeway: 0) {}
        }
        Self.expectMessage(result, names: "Scheduler.after(_:repeatingEvery:withLeeway:schedule:)", fix: "use after(_:schedule:) to run the block once")
    }

    @Test("TestScheduler asked to repeat every 0 seconds stops, naming the API and the fix")
    func testSchedulerRepeatingZero() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            TestScheduler().after(Date(), repeatingEvery: 0, withLeeway: 0) {}
        }
        Self.expectMessage(result, names: "TestScheduler.after(_:repeatingEvery:withLeeway:schedule:)", fix: "use after(_:schedule:) to run the block once")
    }

    @Test("TestScheduler.advance(by:) with a negative interval stops, naming the API and the fix")
    func testSchedulerAdvanceBackwards() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            TestScheduler().advance(by: -1)
        }
        Self.expectMessage(result, names: "TestScheduler.advance(by:)", fix: "pass a non-negative interval")
    }

    @Test("A Scheduler subclass that does not override schedule(_:) stops, naming the method and the subclass")
    func bareScheduleNotOverridden() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            BareScheduler().schedule {}
        }
        Self.expectMessage(result, names: "Scheduler.schedule(_:) must be overridden by BareScheduler", fix: "a Scheduler subclass overrides schedule(_:)")
    }

    @Test("A Scheduler subclass that does not override after(_:schedule:) stops, naming the method and the subclass")
    func bareAfterNotOverridden() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            BareScheduler().after(Date()) {}
        }
        Self.expectMessage(result, names: "Scheduler.after(_:schedule:) must be overridden by BareScheduler", fix: "a Scheduler subclass overrides schedule(_:)")
    }

    @Test("A Scheduler subclass that does not override the repeating after stops, naming the method and the subclass")
    func bareRepeatingNotOverridden() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            BareScheduler().after(Date(), repeatingEvery: 1, withLeeway: 0) {}
        }
        Self.expectMessage(result, names: "Scheduler.after(_:repeatingEvery:withLeeway:schedule:) must be overridden by BareScheduler", fix: "a Scheduler subclass overrides schedule(_:)")
    }

    // MARK: Disposables and subjects

    @Test("Adding a compound disposable to itself stops, naming CompoundDisposable.add(_:)")
    func compoundAddsItself() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let compound = CompoundDisposable()
            compound.add(compound)
        }
        Self.expectMessage(result, names: "CompoundDisposable.add(_:)", fix: "add it to another CompoundDisposable")
    }

    // A capacity of 0 is valid, as in RAC (no values kept, the terminal event still replayed).
    @Test("ReplaySubject(capacity: -1) stops, naming the initialiser and the fix")
    func replaySubjectNegativeCapacity() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = ReplaySubject<Int>(capacity: -1)
        }
        Self.expectMessage(result, names: "ReplaySubject(capacity:)", fix: "omit it to keep every value")
    }
}
#endif
