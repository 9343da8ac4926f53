import Foundation
import Testing
@testable import RAC
import TestSupport

// Exit tests exist only where Swift Testing can spawn a process (see ExitTests.swift).
#if os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows)

/// The Swift-concurrency bridges run in a child process, whose standard error shows what the
/// concurrency runtime says about continuations: a checked continuation that is dropped without
/// being resumed prints "… leaked its continuation …", one resumed twice prints
/// "SWIFT TASK CONTINUATION MISUSE". Neither may appear (Docs/Contracts.md C10.7). Also the
/// programmer errors of `values(bufferingNewest:)` and `values(bufferingOldest:)`.
@Suite("Concurrency bridges: no continuation misuse, and their programmer errors", .checksLiveObjects)
struct ConcurrencyExitTests {
    /// Each way a bridge can end, run once; exits with a code naming the first that misbehaved.
    /// A watchdog ends a child that hangs, so the parent never waits for ever.
    static func runBridgeScenarios() async throws {
        DispatchQueue.global().asyncAfter(deadline: .now() + 10) { exit(90) }
        let subject = Subject<Int>()

        // break
        for try await value in Signal.from(1...5).values where value == 2 { break }
        // completion and error
        var seen: [Int] = []
        for try await value in Signal.from(1...3).values { seen.append(value) }
        if seen != [1, 2, 3] { exit(11) }
        do {
            for try await _ in Signal<Int>.error(TestError.boom).values {}
            exit(12)
        } catch {}
        // cancelled before the first value, while waiting in next()
        let waiting = Task {
            for try await _ in subject.values {}
        }
        while subject.subscriberCount == 0 { try? await Task.sleep(nanoseconds: 1_000_000) }
        waiting.cancel()
        _ = await waiting.result
        if subject.subscriberCount != 0 { exit(13) }
        // firstValue and lastValue: empty, a value, cancelled
        do { _ = try await Signal<Int>.empty().firstValue(); exit(14) } catch {}
        do { _ = try await Signal<Int>.empty().lastValue(); exit(15) } catch {}
        if (try? await Signal.return(4).firstValue()) != 4 { exit(16) }
        let awaiting = Task { try await subject.firstValue() }
        while subject.subscriberCount == 0 { try? await Task.sleep(nanoseconds: 1_000_000) }
        awaiting.cancel()
        if case .success = await awaiting.result { exit(17) }
        // an async sequence's signal, completed and disposed mid-way
        let finished = DispatchSemaphore(value: 0)
        AsyncStream<Int> { $0.yield(1); $0.finish() }.signal.subscribeCompleted { finished.signal() }
        if finished.wait(timeout: .now() + 5) != .success { exit(18) }
        AsyncStream<Int> { $0.yield(1) }.signal.subscribeNext { _ in }.dispose()

        // Give the runtime a moment to deinitialise what the scenarios left, which is when a
        // leaked continuation is reported.
        try? await Task.sleep(nanoseconds: 100_000_000)
    }

    @Test("break, cancellation, completion, errors, firstValue/lastValue and asyncSequence.signal leave no continuation leaked or misused")
    func noContinuationMisuse() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            try await ConcurrencyExitTests.runBridgeScenarios()
        }
        guard let result else { return }
        let standardError = String(decoding: result.standardErrorContent, as: UTF8.self)
        #expect(!standardError.contains("leaked"), "a continuation leaked: \(standardError.prefix(500))")
        #expect(!standardError.contains("MISUSE"), "a continuation was misused: \(standardError.prefix(500))")
    }

    @Test("values(bufferingNewest: 0) stops, naming the API and the fix")
    func bufferingNewestZero() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().values(bufferingNewest: 0)
        }
        ExitTests.expectMessage(result, names: "Signal.values(bufferingNewest:)", fix: "pass how many unread values to keep, or use values to keep them all")
    }

    @Test("values(bufferingOldest: -1) stops, naming the API and the fix")
    func bufferingOldestNegative() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = Signal<Int>.never().values(bufferingOldest: -1)
        }
        ExitTests.expectMessage(result, names: "Signal.values(bufferingOldest:)", fix: "pass how many unread values to keep, or use values to keep them all")
    }
}
#endif
