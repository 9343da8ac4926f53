import Foundation
import Testing
@testable import RAC
import TestSupport

/// `signal.values`: a signal read with `for try await` (Docs/Contracts.md C10.1–C10.3).
@Suite("signal.values: a signal as an async sequence", .checksLiveObjects, .timeLimit(.minutes(1)))
struct ValuesTests {
    // MARK: Subscription starts at iteration

    @Test("Reading .values subscribes nothing; each iteration is one subscription, so a cold signal runs once per loop")
    func coldIteratedTwice() async throws {
        let log = EventLog()
        let cold = log.source([1, 2], ending: .completed)
        let first = cold.values
        let second = cold.values
        #expect(log.entries.isEmpty)  // not subscribed yet

        var seen: [Int] = []
        for try await value in first { seen.append(value) }
        for try await value in second { seen.append(value) }
        #expect(seen == [1, 2, 1, 2])
        #expect(log.entries == ["subscribed", "disposed", "subscribed", "disposed"])
    }

    @Test("The same .values of a subject, iterated twice, makes two subscriptions; each gets what is sent after it began")
    func hotIteratedTwice() async throws {
        let subject = Subject<Int>()
        let values = subject.values
        #expect(subject.subscriberCount == 0)
        var early = values.makeAsyncIterator()
        #expect(subject.subscriberCount == 1)  // subscribed when iteration starts
        subject.sendNext(1)
        var late = values.makeAsyncIterator()
        #expect(subject.subscriberCount == 2)
        subject.sendNext(2)
        subject.sendCompleted()

        var earlySeen: [Int] = []
        while let value = try await early.next() { earlySeen.append(value) }
        var lateSeen: [Int] = []
        while let value = try await late.next() { lateSeen.append(value) }
        #expect(earlySeen == [1, 2])
        #expect(lateSeen == [2])
        #expect(subject.subscriberCount == 0)
    }

    // MARK: Disposal

    @Test("break disposes the subscription at once: the producer's clean-up has run and nothing is alive right after the loop")
    func breakDisposes() async throws {
        let log = EventLog()
        weak var weakResource: Tracked?
        do {
            let resource = Tracked()
            weakResource = resource
            let open = log.source([1, 2, 3], resource: resource)  // never ends by itself
            for try await value in open.values {
                log.next(value)
                #if DEBUG
                #expect(liveObjectCount() > 0)  // so that the check after the loop can fail
                #endif
                #expect(weakResource != nil)
                if value == 2 { break }
            }
        }
        #expect(log.entries == ["subscribed", "next(1)", "next(2)", "disposed"])
        #expect(weakResource == nil)
        #expect(liveObjectCount() == 0)
    }

    @Test("A subject's subscriber is removed at once by break")
    func breakLeavesTheSubject() async throws {
        let subject = Subject<Int>()
        var iterator = subject.values.makeAsyncIterator()
        subject.sendNext(1)
        #expect(try await iterator.next() == 1)
        #expect(subject.subscriberCount == 1)
        _ = consume iterator  // what break does: the iterator goes away
        #expect(subject.subscriberCount == 0)
        #expect(liveObjectCount() == 0)
    }

    @Test("Completion ends the loop; the subscription is disposed and nothing is alive right after it")
    func completionDisposes() async throws {
        let log = EventLog()
        let subject = Subject<Int>()
        let probed = log.probe("source", subject)
        var iterator = probed.values.makeAsyncIterator()
        subject.sendNext(1)
        subject.sendNext(2)
        subject.sendCompleted()
        while let value = try await iterator.next() { log.next(value) }
        log.append("loop ended")
        #expect(log.entries == ["source subscribed", "source disposed", "next(1)", "next(2)", "loop ended"])
        #expect(subject.subscriberCount == 0)
        #expect(liveObjectCount() == 0)
    }

    @Test("An error is thrown by for try await after the values sent before it, and the subscription is disposed")
    func errorIsThrown() async {
        let log = EventLog()
        let failing = log.source([1, 2], ending: .error(TestError.boom))
        await #expect(throws: TestError.boom) {
            for try await value in failing.values { log.next(value) }
            log.append("loop ended normally")
        }
        #expect(log.entries == ["subscribed", "disposed", "next(1)", "next(2)"])
        #expect(liveObjectCount() == 0)
    }

    /// How the iterating task is cancelled.
    enum CancelMoment: String, CaseIterable, CustomTestStringConvertible, Sendable {
        /// The task waits inside `next()` for a value that never comes.
        case whileWaiting
        /// The task is cancelled before it starts iterating.
        case beforeIterating
        var testDescription: String { rawValue }
    }

    @Test("Cancelling the task before the signal sent anything ends the loop (next() returns nil) and disposes at once", arguments: CancelMoment.allCases)
    func cancellationBeforeTheFirstValue(moment: CancelMoment) async {
        let log = EventLog()
        let silent = log.source([])  // subscribes, never sends
        let task = Task {
            if moment == .beforeIterating { withUnsafeCurrentTask { $0?.cancel() } }
            var seen: [Int] = []
            do {
                for try await value in silent.values { seen.append(value) }
                log.append("loop ended, saw \(seen)")
            } catch {
                log.append("loop threw \(error)")
            }
        }
        if moment == .whileWaiting {
            #expect(await eventually { log.entries.contains("subscribed") })
            task.cancel()
        }
        let ended = await eventually { log.entries.count == 3 }
        #expect(ended, "the loop did not end after cancellation: \(log.entries)")
        if ended { _ = await boundedResult(of: task) }
        #expect(log.entries == ["subscribed", "disposed", "loop ended, saw []"])
        #expect(await eventually { liveObjectCount() == 0 })
    }

    @Test("A task cancelled while the loop body handles value 1 reads no further value, and the subscription is disposed when the loop ends")
    func cancellationInsideTheBody() async {
        let log = EventLog()
        let fiveAtOnce = log.source([1, 2, 3, 4, 5])  // all buffered before the loop reads 1
        let task = Task {
            var seen: [Int] = []
            do {
                for try await value in fiveAtOnce.values {
                    seen.append(value)
                    if value == 1 { withUnsafeCurrentTask { $0?.cancel() } }
                }
                log.append("loop ended, saw \(seen)")
            } catch {
                log.append("loop threw \(error)")
            }
        }
        _ = await boundedResult(of: task)
        #expect(log.entries == ["subscribed", "disposed", "loop ended, saw [1]"])
        #expect(await eventually { liveObjectCount() == 0 })
    }

    @Test("A task cancelled in the body of a loop over a subject ends its loop at the next read and leaves the subject")
    func cancellationInsideTheBodyLeavesTheSubject() async {
        let subject = Subject<Int>()
        let seen = Locked<[Int]>([])
        let task = Task {
            for try await value in subject.values {
                seen.withLock { $0.append(value) }
                if value == 1 {
                    withUnsafeCurrentTask { $0?.cancel() }
                    // Sent while the body still runs: buffered, and never read.
                    subject.sendNext(2)
                }
            }
        }
        #expect(await eventually { subject.subscriberCount == 1 })
        subject.sendNext(1)
        _ = await boundedResult(of: task)
        #expect(seen.value == [1])
        #expect(subject.subscriberCount == 0)
    }

    // MARK: Buffering: a fast producer and a slow loop

    /// Ten values sent synchronously when the loop starts, before it reads any.
    static func tenAtOnce(ending: Event<Int>) -> Signal<Int> {
        Signal.from(1...10).concat(Signal.createSignal { subscriber in ending.send(to: subscriber) })
    }

    /// Every value the loop reads, and how the loop ended.
    static func read(_ values: SignalValues<Int>) async -> [String] {
        var seen: [String] = []
        do {
            for try await value in values { seen.append("\(value)") }
            seen.append("end")
        } catch {
            seen.append("threw \(error)")
        }
        return seen
    }

    @Test("values keeps every unread value; the ending comes after them")
    func unboundedKeepsAll() async {
        #expect(await Self.read(Self.tenAtOnce(ending: .completed).values) == (1...10).map { "\($0)" } + ["end"])
        #expect(await Self.read(Self.tenAtOnce(ending: .error(TestError.boom)).values) == (1...10).map { "\($0)" } + ["threw boom"])
    }

    @Test("values(bufferingNewest: 3) keeps the latest three unread values, then the ending")
    func newestKeepsTheLatest() async {
        #expect(await Self.read(Self.tenAtOnce(ending: .completed).values(bufferingNewest: 3)) == ["8", "9", "10", "end"])
        #expect(await Self.read(Self.tenAtOnce(ending: .error(TestError.boom)).values(bufferingNewest: 3)) == ["8", "9", "10", "threw boom"])
    }

    @Test("values(bufferingOldest: 3) keeps the first three unread values, then the ending")
    func oldestKeepsTheFirst() async {
        #expect(await Self.read(Self.tenAtOnce(ending: .completed).values(bufferingOldest: 3)) == ["1", "2", "3", "end"])
        #expect(await Self.read(Self.tenAtOnce(ending: .error(TestError.boom)).values(bufferingOldest: 3)) == ["1", "2", "3", "threw boom"])
    }

    @Test("A bounded buffer drops only while the loop is behind: values sent after it caught up are all read")
    func boundedBufferRefills() async throws {
        let subject = Subject<Int>()
        var iterator = subject.values(bufferingNewest: 2).makeAsyncIterator()
        for value in 1...5 { subject.sendNext(value) }
        #expect(try await iterator.next() == 4)
        #expect(try await iterator.next() == 5)
        subject.sendNext(6)
        subject.sendNext(7)
        subject.sendCompleted()
        #expect(try await iterator.next() == 6)
        #expect(try await iterator.next() == 7)
        #expect(try await iterator.next() == nil)
    }

    // MARK: Across threads

    @Test("Values sent from a background scheduler reach the loop in order, then completion")
    func valuesFromAnotherThread() async throws {
        let values = Signal.from(1...100, scheduler: .scheduler()).values
        var seen: [Int] = []
        for try await value in values { seen.append(value) }
        #expect(seen == Array(1...100))
    }
}
