import Foundation
import Testing
@testable import RAC
import TestSupport

/// `firstValue()` and `lastValue()`: awaiting one value of a signal (Docs/Contracts.md C10.5).
@Suite("firstValue() and lastValue(): awaiting a signal", .checksLiveObjects, .timeLimit(.minutes(1)))
struct FirstValueTests {
    @Test("firstValue returns the first value, lastValue the last")
    func values() async throws {
        let log = EventLog()
        #expect(try await log.source([1, 2, 3], ending: .completed).firstValue() == 1)
        #expect(try await log.source([1, 2, 3], ending: .completed).lastValue() == 3)
        #expect(log.entries == ["subscribed", "disposed", "subscribed", "disposed"])
        #expect(liveObjectCount() == 0)
    }

    @Test("firstValue disposes the subscription as the first value is sent, before the awaiting task resumes")
    func firstValueDisposesAtOnce() async throws {
        let log = EventLog()
        let subject = Subject<Int>()
        let source = log.probe("source", subject)
        let task = Task { try await source.firstValue() }
        #expect(await eventually { subject.subscriberCount == 1 })
        subject.sendNext(1)
        #expect(log.entries == ["source subscribed", "source disposed"])
        #expect(subject.subscriberCount == 0)
        subject.sendNext(2)
        #expect(try await boundedValue(of: task) == 1)
    }

    @Test("lastValue waits for completion: values sent later replace the earlier ones")
    func lastValueWaitsForCompletion() async throws {
        let subject = Subject<Int>()
        let task = Task { try await subject.lastValue() }
        #expect(await eventually { subject.subscriberCount == 1 })
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendCompleted()
        #expect(try await boundedValue(of: task) == 2)
        #expect(subject.subscriberCount == 0)
    }

    @Test("The signal's error is thrown: by firstValue if it comes first, by lastValue whenever it comes")
    func errors() async throws {
        let log = EventLog()
        await #expect(throws: TestError.boom) { try await log.source([], ending: .error(TestError.boom)).firstValue() }
        await #expect(throws: TestError.boom) { try await log.source([1, 2], ending: .error(TestError.boom)).lastValue() }
        #expect(try await log.source([1], ending: .error(TestError.boom)).firstValue() == 1)
        #expect(log.entries == ["subscribed", "disposed", "subscribed", "disposed", "subscribed", "disposed"])
    }

    @Test("A signal that completes with no value throws SignalError.noValue")
    func emptyThrowsNoValue() async {
        await #expect(throws: SignalError.noValue) { try await Signal<Int>.empty().firstValue() }
        await #expect(throws: SignalError.noValue) { try await Signal<Int>.empty().lastValue() }
        #expect(SignalError.noValue.description == "SignalError.noValue")
    }

    /// Which of the two is awaited.
    enum Await: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case firstValue, lastValue
        var testDescription: String { rawValue }
    }

    @Test("Cancelling the awaiting task disposes the subscription and throws CancellationError", arguments: Await.allCases)
    func cancellation(awaiting: Await) async {
        let log = EventLog()
        let silent = log.source(awaiting == .firstValue ? [] : [1])  // never ends
        let task = Task {
            switch awaiting {
            case .firstValue: return try await silent.firstValue()
            case .lastValue: return try await silent.lastValue()
            }
        }
        #expect(await eventually { log.entries.contains("subscribed") })
        #expect(!log.entries.contains("disposed"))
        task.cancel()
        let disposed = await eventually { log.entries.contains("disposed") }
        #expect(disposed, "cancellation did not dispose: \(log.entries)")
        guard disposed else { return }
        let result = await boundedResult(of: task)
        #expect(throws: CancellationError.self) { try result?.get() }
        #expect(log.entries == ["subscribed", "disposed"])
        #expect(await eventually { liveObjectCount() == 0 })
    }

    @Test("In a task cancelled already, both throw CancellationError without subscribing", arguments: Await.allCases)
    func alreadyCancelled(awaiting: Await) async {
        let log = EventLog()
        let source = log.source([1], ending: .completed)
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            switch awaiting {
            case .firstValue: return try await source.firstValue()
            case .lastValue: return try await source.lastValue()
            }
        }
        let result = await boundedResult(of: task)
        #expect(throws: CancellationError.self) { try result?.get() }
        #expect(log.entries.isEmpty, "the signal was subscribed: \(log.entries)")
    }
}
