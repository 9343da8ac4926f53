import Foundation
import Testing
@testable import RAC
import TestSupport

/// A sequence that yields `1...count` and counts how many times it was iterated.
private struct CountingSequence: AsyncSequence, Sendable {
    let count: Int
    let iterations: Counter

    struct AsyncIterator: AsyncIteratorProtocol {
        let count: Int
        var current = 0
        mutating func next() async -> Int? {
            guard current < count else { return nil }
            current += 1
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        iterations.increment()
        return AsyncIterator(count: count)
    }
}

/// A sequence that ignores cancellation for a while: it yields 1, 2, 3, then waits (bounded) until
/// its task is cancelled, logs what it saw, yields 4, 5, 6 all the same, and logs "asked after 6"
/// when asked for more, which is after 6 went through the signal.
private struct StubbornSequence: AsyncSequence, Sendable {
    let log: EventLog

    struct AsyncIterator: AsyncIteratorProtocol {
        let log: EventLog
        var current = 0
        mutating func next() async -> Int? {
            if current == 3 {
                let deadline = Date().addingTimeInterval(3)
                while !Task.isCancelled, Date() < deadline {
                    try? await Task.sleep(nanoseconds: 1_000_000)
                }
                log.append(Task.isCancelled ? "saw cancellation" : "never cancelled")
            }
            if current == 6 {
                log.append("asked after 6")
                return nil
            }
            current += 1
            return current
        }
    }

    func makeAsyncIterator() -> AsyncIterator { AsyncIterator(log: log) }
}

/// `asyncSequence.signal`: an async sequence as one shared iteration (Docs/Contracts.md C10.4).
@Suite("asyncSequence.signal: an async sequence as a signal", .checksLiveObjects)
struct AsyncSequenceSignalTests {
    @Test("Each element is sent, then completion")
    func elementsThenCompletion() async {
        let log = EventLog()
        let stream = AsyncStream<Int> { continuation in
            for value in 1...3 { continuation.yield(value) }
            continuation.finish()
        }
        log.record(stream.signal)
        #expect(await eventually { log.entries.last == "completed" })
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("An error the sequence throws is sent as the signal's error, after the elements before it")
    func sequenceErrorIsSent() async {
        let log = EventLog()
        let stream = AsyncThrowingStream<Int, any Error> { continuation in
            continuation.yield(1)
            continuation.finish(throwing: TestError.boom)
        }
        log.record(stream.signal)
        #expect(await eventually { log.entries.count == 2 })
        #expect(log.entries == ["next(1)", "error(boom)"])
    }

    @Test("One iteration for every subscriber, even of a sequence that can be iterated again: a later subscriber gets the ending at once; Signal.defer gives each subscription an iteration of its own")
    func oneIterationPerSignal() async {
        let iterations = Counter()
        let sequence = CountingSequence(count: 3, iterations: iterations)
        let signal = sequence.signal
        #expect(iterations.value == 0, "nothing is iterated before a subscription")
        let log = EventLog()
        log.record(signal, "a")
        #expect(await eventually { log.entries.last == "a completed" })
        log.record(signal, "b")
        #expect(log.entries == ["a next(1)", "a next(2)", "a next(3)", "a completed", "b completed"])
        #expect(iterations.value == 1)

        let perSubscription = Signal.defer { sequence.signal }
        let coldLog = EventLog()
        coldLog.record(perSubscription, "c")
        coldLog.record(perSubscription, "d")
        #expect(await eventually { coldLog.entries.filter { $0.hasSuffix("completed") }.count == 2 })
        #expect(iterations.value == 3)
        #expect(coldLog.entries.filter { $0.hasPrefix("c ") } == ["c next(1)", "c next(2)", "c next(3)", "c completed"])
        #expect(coldLog.entries.filter { $0.hasPrefix("d ") } == ["d next(1)", "d next(2)", "d next(3)", "d completed"])
    }

    @Test("Disposing cancels the iterating task: a waiting sequence sees its termination as a cancellation")
    func disposeCancelsTheTask() async {
        let log = EventLog()
        let terminations = EventLog()
        let waiting = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.onTermination = { termination in
                terminations.append("\(termination)")
            }
        }
        let subscription = log.record(waiting.signal)
        #expect(await eventually { log.entries == ["next(1)"] })
        #expect(terminations.entries.isEmpty)
        subscription.dispose()
        #expect(await eventually { !terminations.entries.isEmpty })
        #expect(terminations.entries == ["cancelled"])
        #expect(log.entries == ["next(1)"])  // the loop's end is not sent: the subscription is over
    }

    @Test("After dispose, nothing is sent, even by a sequence that goes on yielding")
    func nothingAfterDispose() async {
        let log = EventLog()
        let sequenceLog = EventLog()
        let subscription = log.record(StubbornSequence(log: sequenceLog).signal)
        #expect(await eventually { log.entries.count == 3 })
        subscription.dispose()
        #expect(await eventually { sequenceLog.entries.contains("asked after 6") })
        #expect(sequenceLog.entries == ["saw cancellation", "asked after 6"])
        #expect(log.entries == ["next(1)", "next(2)", "next(3)"])
    }

    // MARK: Single-pass sequences: AsyncStream and AsyncThrowingStream are shared sources

    @Test("Two subscribers to an AsyncStream's signal each see every element from their subscription on; disposing one leaves the other running; the last one leaving cancels the iteration")
    func streamIsShared() async {
        let log = EventLog()
        let terminations = EventLog()
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        continuation.onTermination = { termination in terminations.append("\(termination)") }
        let signal = stream.signal
        let a = log.record(signal, "a")
        let b = log.record(signal, "b")
        continuation.yield(1)
        continuation.yield(2)
        #expect(await eventually { log.entries.count == 4 })
        #expect(log.entries.filter { $0.hasPrefix("a ") } == ["a next(1)", "a next(2)"])
        #expect(log.entries.filter { $0.hasPrefix("b ") } == ["b next(1)", "b next(2)"])
        a.dispose()
        continuation.yield(3)
        #expect(await eventually { log.entries.count == 5 })
        let c = log.record(signal, "c")  // joins a running source: sees what comes next
        continuation.yield(4)
        #expect(await eventually { log.entries.count == 7 })
        #expect(log.entries.suffix(3) == ["b next(3)", "b next(4)", "c next(4)"])
        #expect(terminations.entries.isEmpty)
        b.dispose()
        #expect(terminations.entries.isEmpty, "one subscriber is left: the iteration goes on")
        c.dispose()
        #expect(await eventually { !terminations.entries.isEmpty })
        #expect(terminations.entries == ["cancelled"])
        let late = EventLog()
        late.record(signal)
        #expect(late.entries == ["completed"], "a subscriber after the iteration was cancelled gets completion at once")
        #expect(log.entries.count == 7)
    }

    @Test("An AsyncStream's end and an AsyncThrowingStream's error reach every subscriber, and later ones at once")
    func streamEndingIsShared() async {
        let (stream, continuation) = AsyncThrowingStream<Int, any Error>.makeStream()
        let signal = stream.signal
        let log = EventLog()
        log.record(signal, "a")
        log.record(signal, "b")
        continuation.yield(1)
        continuation.finish(throwing: TestError.boom)
        #expect(await eventually { log.entries.count == 4 })
        #expect(log.entries.filter { $0.hasPrefix("a ") } == ["a next(1)", "a error(boom)"])
        #expect(log.entries.filter { $0.hasPrefix("b ") } == ["b next(1)", "b error(boom)"])
        let late = EventLog()
        late.record(signal)
        #expect(late.entries == ["error(boom)"])

        let (finite, ends) = AsyncStream<Int>.makeStream()
        let finiteLog = EventLog()
        finiteLog.record(finite.signal)
        ends.yield(7)
        ends.finish()
        #expect(await eventually { finiteLog.entries.count == 2 })
        #expect(finiteLog.entries == ["next(7)", "completed"])
    }

    @Test("A map over a stream is shared the same way: two subscribers each get every element, none split between them")
    func mappedStreamIsShared() async {
        let logs = await twoSubscribersOfAStream { $0.map { $0 * 10 }.signal }
        #expect(logs.a == ["a next(10)", "a next(20)", "a next(30)", "a completed"])
        #expect(logs.b == ["b next(10)", "b next(20)", "b next(30)", "b completed"])
    }

    @Test("A stream that reaches .signal through generic code is shared the same way")
    func streamThroughGenericCodeIsShared() async {
        let logs = await twoSubscribersOfAStream { signalOf($0) }
        #expect(logs.a == ["a next(1)", "a next(2)", "a next(3)", "a completed"])
        #expect(logs.b == ["b next(1)", "b next(2)", "b next(3)", "b completed"])
    }

    /// Subscribes "a" and "b" to the signal `makeSignal` makes of a new stream, which then yields
    /// 1, 2 and 3 and finishes; returns each subscriber's log once both have completed.
    private func twoSubscribersOfAStream(_ makeSignal: (AsyncStream<Int>) -> Signal<Int>) async -> (a: [String], b: [String]) {
        let (stream, continuation) = AsyncStream<Int>.makeStream()
        let signal = makeSignal(stream)
        let log = EventLog()
        log.record(signal, "a")
        log.record(signal, "b")
        for value in 1...3 { continuation.yield(value) }
        continuation.finish()
        #expect(await eventually { log.entries.filter { $0.hasSuffix("completed") }.count == 2 })
        return (log.entries.filter { $0.hasPrefix("a ") }, log.entries.filter { $0.hasPrefix("b ") })
    }
}

/// `.signal` as generic code reaches it: the sequence's static type is only `Sequence`.
private func signalOf<Sequence: AsyncSequence & Sendable>(_ sequence: Sequence) -> Signal<Sequence.Element> where Sequence.Element: Sendable {
    sequence.signal
}
