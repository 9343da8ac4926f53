import Foundation
import Testing
import RAC
import TestSupport

/// What one run of the async operation saw, shared with the test.
private final class OperationProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var notes: [String] = []

    func note(_ entry: String) {
        lock.lock()
        notes.append(entry)
        lock.unlock()
    }

    func has(_ entry: String) -> Bool { entries.contains(entry) }

    var entries: [String] {
        lock.lock()
        defer { lock.unlock() }
        return notes
    }
}

/// `Signal.fromAsync(_:)`: one task per subscription, its result then completed (or its error), and
/// the task cancelled when the subscription is disposed (Docs/Contracts.md C10). Real tasks, so
/// every wait is bounded.
@Suite("Signal.fromAsync: async work as a cold signal", .checksLiveObjects)
struct FromAsyncTests {
    @Test("Sends the operation's result, then completed")
    func sendsTheResultThenCompletes() async {
        let log = EventLog()
        Signal<Int>.fromAsync { 6 * 7 }.subscribeNext(
            { log.next($0) },
            error: { log.error($0) },
            completed: { log.completed() }
        )
        #expect(await eventually { log.entries.count == 2 })
        #expect(log.entries == ["next(42)", "completed"])
    }

    @Test("A thrown error is sent as the signal's error, with no value before it")
    func sendsTheThrownError() async {
        let log = EventLog()
        Signal<Int>.fromAsync { throw TestError.boom }.subscribeNext(
            { log.next($0) },
            error: { log.error($0) },
            completed: { log.completed() }
        )
        #expect(await eventually { !log.entries.isEmpty })
        #expect(log.entries == ["error(boom)"])
    }

    @Test("Cold: nothing runs before a subscription, and each subscription runs the operation again")
    func runsOncePerSubscription() async {
        let runs = Counter()
        let signal = Signal<Int>.fromAsync { runs.increment() }
        #expect(runs.value == 0)
        let log = EventLog()
        for round in 1...2 {
            signal.subscribeNext({ log.next($0) }, completed: { log.completed() })
            #expect(await eventually { log.entries.count == 2 * round })
        }
        #expect(runs.value == 2)
        #expect(log.entries == ["next(1)", "completed", "next(2)", "completed"])
    }

    @Test("Disposing the subscription cancels the task: the operation sees it, and nothing is sent after")
    func disposeCancelsTheTask() async {
        let probe = OperationProbe()
        let log = EventLog()
        let subscription = Signal<Int>.fromAsync {
            probe.note("started")
            defer { probe.note("ended") }
            do {
                // Suspends until cancelled (a minute is far longer than the bounded waits below).
                try await Task.sleep(nanoseconds: 60_000_000_000)
                probe.note("slept to the end")
            } catch is CancellationError {
                probe.note("cancelled")
            }
            return 1
        }.subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        #expect(await eventually { probe.has("started") })
        subscription.dispose()
        #expect(await eventually { probe.has("ended") })
        #expect(probe.entries == ["started", "cancelled", "ended"])
        #expect(log.entries == [])
    }

    @Test("The subscriber is let go once the task ends")
    func releasesTheSubscriberWhenDone() async {
        let weakProbe = TestSupport.WeakReference<OperationProbe>()
        do {
            let probe = OperationProbe()
            weakProbe.object = probe
            Signal<Int>.fromAsync { 1 }.subscribeNext({ _ in probe.note("next") }, completed: { probe.note("completed") })
            #expect(await eventually { probe.has("completed") })
        }
        // The handlers (and what they capture) go with the subscriber; the task may still be unwinding.
        #expect(await eventually { weakProbe.object == nil })
    }
}
