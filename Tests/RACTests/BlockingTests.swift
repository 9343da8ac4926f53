import Foundation
import RAC
import TestSupport
import Testing

/// `first`, `firstOrDefault`, `toArray`, `waitUntilCompleted`: Docs/Contracts.md §5.
///
/// Every blocking call runs through `runOnThread`, which waits at most a few seconds, so a
/// regression fails the test instead of hanging the run.
@Suite("first, firstOrDefault, toArray, waitUntilCompleted", .checksLiveObjects)
struct BlockingTests {
    /// "values [1, 2]" or "error boom": the outcome of a throwing blocking call, as one comparable string.
    private func outcome<T: Sendable>(_ body: @escaping @Sendable () throws -> T) -> String {
        guard let result = runOnThread({ Result { try body() } }) else { return "timed out" }
        switch result {
        case .success(let value): return "value \(value)"
        case .failure(let error): return "error \(error)"
        }
    }

    /// A signal that sends `events` from a background thread, after a short pause, and logs each one first.
    private func fromAnotherThread(_ events: [Event<Int>], log: EventLog) -> Signal<Int> {
        Signal.createSignal { subscriber in
            let thread = Thread {
                Thread.sleep(forTimeInterval: 0.02)
                for event in events {
                    log.append("background sends \(event)")
                    event.send(to: subscriber)
                }
            }
            thread.start()
        }
    }

    // MARK: first

    // RACSignalSpec querying: "should return first 'next' value with -firstOrDefault:success:error:"
    @Test("first returns the first value")
    func firstValue() {
        let signal = Signal<Int>.from([1, 2, 3])
        #expect(outcome { signal.first() } == "value Optional(1)")
    }

    @Test("first returns nil for a signal that completes without a value, or fails")
    func firstOfNothing() {
        #expect(outcome { Signal<Int>.empty().first() } == "value nil")
        #expect(outcome { Signal<Int>.error(TestError.boom).first() } == "value nil")
    }

    // RACSignalSpec querying: "should terminate the subscription after returning from -firstOrDefault:success:error:"
    @Test("first ends the subscription once it has the first value, even if the signal never completes")
    func firstTerminatesTheSubscription() {
        let log = EventLog()
        let signal: Signal<Int> = log.cold("source") { subscriber in subscriber.sendNext(1) }
        #expect(outcome { signal.first() } == "value Optional(1)")
        #expect(log.entries == ["source subscribed", "source disposed"])
    }

    @Test("first waits for a value sent from another thread")
    func firstFromAnotherThread() {
        let log = EventLog()
        let signal = fromAnotherThread([.next(7), .next(8), .completed], log: log)
        #expect(outcome { signal.first() } == "value Optional(7)")
        #expect(log.entries.first == "background sends next(7)")
    }

    // MARK: firstOrDefault

    // RACSignalSpec querying: "should return first 'next' value with -firstOrDefault:success:error:"
    @Test("firstOrDefault returns the first value when there is one")
    func firstOrDefaultValue() {
        let signal = Signal<Int>.from([1, 2, 3])
        #expect(outcome { signal.firstOrDefault(5) } == "value 1")
    }

    // RACSignalSpec querying: "should return first default value with -firstOrDefault:success:error:"
    @Test("firstOrDefault returns the default when the signal completes without a value")
    func firstOrDefaultOfEmpty() {
        #expect(outcome { Signal<Int>.empty().firstOrDefault(5) } == "value 5")
    }

    // RACSignalSpec querying: "should return error with -firstOrDefault:success:error:"
    @Test("firstOrDefault returns the default when the signal fails")
    func firstOrDefaultOfError() {
        #expect(outcome { Signal<Int>.error(TestError.boom).firstOrDefault(5) } == "value 5")
    }

    // RACSignalSpec querying: "shouldn't crash when returning an error from a background scheduler"
    @Test("firstOrDefault returns the default when the error comes from another thread")
    func firstOrDefaultOfAnErrorFromAnotherThread() {
        let log = EventLog()
        let signal = fromAnotherThread([.error(TestError.boom)], log: log)
        #expect(outcome { signal.firstOrDefault(5) } == "value 5")
        #expect(log.entries == ["background sends error(boom)"])
    }

    // MARK: toArray

    @Test("toArray returns every value once the signal completes")
    func toArrayValues() {
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendNext(3)
        subject.sendCompleted()
        #expect(outcome { try subject.toArray() } == "value [1, 2, 3]")
    }

    // RACSignalSpec -toArray: "should return an array which contains NSNulls for nil values" (Swift keeps the nils)
    @Test("toArray keeps nil values")
    func toArrayNils() {
        let signal = Signal<Int?>.from([nil, 1, nil])
        #expect(outcome { try signal.toArray() } == "value [nil, Optional(1), nil]")
    }

    @Test("toArray of an empty signal is empty")
    func toArrayEmpty() {
        #expect(outcome { try Signal<Int>.empty().toArray() } == "value []")
    }

    // RACSignalSpec -toArray: "should return nil upon error"
    @Test("toArray throws the signal's error")
    func toArrayError() {
        #expect(outcome { try Signal<Int>.error(TestError.boom).toArray() } == "error boom")
    }

    // RACSignalSpec -toArray: "should return nil upon error even if some nexts were sent"
    @Test("toArray throws the error even if values came first")
    func toArrayErrorAfterValues() {
        let subject = ReplaySubject<Int>()
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendError(TestError.boom)
        #expect(outcome { try subject.toArray() } == "error boom")
    }

    @Test("toArray waits for values and completion sent from another thread")
    func toArrayFromAnotherThread() {
        let log = EventLog()
        let signal = fromAnotherThread([.next(1), .next(2), .completed], log: log)
        #expect(outcome { try signal.toArray() } == "value [1, 2]")
        #expect(log.entries == ["background sends next(1)", "background sends next(2)", "background sends completed"])
    }

    // MARK: waitUntilCompleted

    // RACSignalSpec querying: "should return YES from -waitUntilCompleted: when successful"
    @Test("waitUntilCompleted returns when the signal completes")
    func waitUntilCompletedSucceeds() {
        #expect(outcome { try Signal.return(1).waitUntilCompleted() } == "value ()")
    }

    // RACSignalSpec querying: "should return NO from -waitUntilCompleted: upon error"
    @Test("waitUntilCompleted throws the signal's error")
    func waitUntilCompletedFails() {
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendError(TestError.boom)
        }
        #expect(outcome { try signal.waitUntilCompleted() } == "error boom")
    }

    @Test("waitUntilCompleted blocks until a completion sent from another thread")
    func waitUntilCompletedFromAnotherThread() {
        let log = EventLog()
        let signal = fromAnotherThread([.next(1), .completed], log: log)
        let result = outcome {
            try signal.waitUntilCompleted()
            log.append("returned")
        }
        #expect(result == "value ()")
        #expect(log.entries == ["background sends next(1)", "background sends completed", "returned"])
    }

    @Test("waitUntilCompleted ends the subscription it made")
    func waitUntilCompletedDisposes() {
        let log = EventLog()
        let subject = ReplaySubject<Int>()
        subject.sendCompleted()
        #expect(outcome { try log.probe("source", subject).waitUntilCompleted() } == "value ()")
        #expect(log.entries == ["source subscribed", "source disposed"])
    }
}
