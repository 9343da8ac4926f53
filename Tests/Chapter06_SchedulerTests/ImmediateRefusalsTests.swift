import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter06_Scheduler
#endif

// Exit tests (`#expect(processExitsWith:)`) exist only where Swift Testing can spawn a process:
// not on iOS, tvOS, watchOS or visionOS, which this package also declares.
#if os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows)

/// What `Scheduler.immediate` will not do. It runs every block in the caller, before the
/// scheduling call returns, so it cannot defer anything, cannot cancel anything, and cannot run a
/// block again and again (that call would never return). Each refusal is a programmer error that
/// stops the process with a message, checked here in a child process (an exit test).
@Suite("What Scheduler.immediate refuses")
struct ImmediateRefusalsTests {
    /// Whether the stopped child wrote `text` to standard error. Checked in debug builds only: the
    /// chapter stops with `precondition`, whose message an optimised build drops (CI also runs the
    /// suite as a release build, under AddressSanitizer). `RAC` keeps its messages in every build.
    static func said(_ text: String, _ result: ExitTest.Result?) -> Bool {
        guard let result else { return true }  // the exit expectation has already failed
        #if DEBUG
        return String(decoding: result.standardErrorContent, as: UTF8.self).contains(text)
        #else
        return true
        #endif
    }

    @Test("Scheduler.immediate refuses a repeating block: the process stops with a message")
    func refusesRepeatingBlocks() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Scheduler.immediate.after(Date(), repeatingEvery: 1, withLeeway: 0) {}
        }
        #expect(Self.said("Scheduler.immediate cannot run repeating blocks", result))
    }

    @Test("interval refuses Scheduler.immediate as soon as the signal is made, before anyone subscribes")
    func intervalRefusesImmediate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Date>.interval(1, onScheduler: .immediate)
        }
        #expect(Self.said("Scheduler.immediate cannot run a timer", result))
    }

    @Test("timeout refuses Scheduler.immediate: its timer would sleep through the whole timeout before the source ran")
    func timeoutRefusesImmediate() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().timeout(1, onScheduler: .immediate)
        }
        #expect(Self.said("Scheduler.immediate cannot run a timer", result))
    }

    @Test("Scheduler.immediate cannot defer a block for later: after(date) holds the caller until the date, runs the block, and returns nil")
    func afterHoldsTheCaller() {
        let log = EventLog()
        let date = Date().addingTimeInterval(0.05)
        let disposable = Scheduler.immediate.after(date) { log.append("block") }
        log.append("after returned")
        #expect(Date() >= date)
        #expect(disposable == nil)
        #expect(log.entries == ["block", "after returned"])
    }

    @Test("Scheduler.immediate cannot cancel: schedule returns nil because the block has already run")
    func nothingToCancel() {
        let ran = Locked(false)  // the block is `@Sendable`, even here: it cannot set a captured `var`
        let disposable = Scheduler.immediate.schedule { ran.value = true }
        #expect(ran.value)
        #expect(disposable == nil)
    }
}
#endif
