import Foundation
import Testing
import RAC
import TestSupport

/// A door that async work waits at without ever looking at cancellation: `Task.yield()` never
/// throws, so a cancelled task goes on waiting until the test opens it.
private final class Gate: @unchecked Sendable {
    private let lock = NSLock()
    private var opened = false

    func open() {
        lock.lock()
        opened = true
        lock.unlock()
    }

    var isOpen: Bool {
        lock.lock()
        defer { lock.unlock() }
        return opened
    }
}

/// Where the code that calls this runs. A main-actor function: code that calls it with no `await`
/// is code the compiler takes for main-actor code.
@MainActor private func whereThisRuns() -> String {
    isOnMainQueue() ? "on the main queue" : "off the main queue"
}

/// Subscribes the way a `@MainActor` view model would: a plain `subscribeNext` on `signal`, and a
/// `subscribeOnMainActor`. Both blocks call `whereThisRuns()` with no `await`, which compiles
/// because a closure written in main-actor code is taken for main-actor code.
@MainActor private func subscribeFromMainActorCode(to signal: Signal<Int>, log: EventLog) -> CompoundDisposable {
    let subscriptions = CompoundDisposable()
    subscriptions.add(signal.subscribeNext { value in
        log.append("subscribeNext: \(value) \(whereThisRuns())")
    })
    subscriptions.add(signal.subscribeOnMainActor { value in
        log.append("subscribeOnMainActor: \(value) \(whereThisRuns())")
    })
    return subscriptions
}

/// The demonstrations of Docs/SwiftConcurrency.md that no other suite has: the event grammar read
/// by a loop, cooperative cancellation of `fromAsync`, and where main-actor code really runs.
@Suite("Docs/SwiftConcurrency.md: the guide's demonstrations", .checksLiveObjects, .serialized, .timeLimit(.minutes(1)))
struct SwiftConcurrencyGuideTests {
    @Test("next is one iteration, completed ends the loop, and what is sent after the ending is not read")
    func completedEndsTheLoop() async throws {
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendNext(2)
            subscriber.sendCompleted()
            subscriber.sendNext(3)  // after the ending: nobody hears it
        }
        var log: [String] = []
        for try await value in signal.values {
            log.append("iteration \(value)")
        }
        log.append("after the loop")
        #expect(log == ["iteration 1", "iteration 2", "after the loop"])
    }

    @Test("error makes the loop throw, after the values sent before it; the statement after the loop is skipped")
    func errorMakesTheLoopThrow() async {
        let signal = Signal<Int>.createSignal { subscriber in
            subscriber.sendNext(1)
            subscriber.sendError(TestError.boom)
            subscriber.sendNext(2)  // after the ending: nobody hears it
        }
        var log: [String] = []
        do {
            for try await value in signal.values {
                log.append("iteration \(value)")
            }
            log.append("after the loop")
        } catch {
            log.append("caught \(error)")
        }
        #expect(log == ["iteration 1", "caught boom"])
    }

    @Test("Disposal cancels fromAsync's task, but work that never checks runs to its end; its result reaches nobody")
    func cancellationIsCooperative() async {
        let gate = Gate()
        let log = EventLog()
        let subscription = Signal<String>.fromAsync {
            log.append("work started")
            // Waits without looking at cancellation (bounded, so that a failing test ends).
            let deadline = Date().addingTimeInterval(5)
            while !gate.isOpen, Date() < deadline { await Task.yield() }
            log.append("work ran to its end, cancelled: \(Task.isCancelled)")
            return "result"
        }.subscribeNext({ log.append("next(\($0))") }, completed: { log.append("completed") })
        #expect(await eventually { log.entries == ["work started"] })
        subscription.dispose()
        gate.open()
        #expect(await eventually { log.entries.count >= 2 })
        // The result would be sent right after the work returns: give it a moment to show up.
        #expect(await !eventually(timeout: 0.2) { log.entries.count > 2 })
        #expect(log.entries == ["work started", "work ran to its end, cancelled: true"])
    }

    @Test("Written in main-actor code, subscribeNext after deliverOn(.mainThread) runs on the main queue, as subscribeOnMainActor does")
    func subscribeNextInMainActorCode() async {
        let log = EventLog()
        let subject = Subject<Int>()
        let subscriptions = await subscribeFromMainActorCode(to: subject.deliverOn(.mainThread), log: log)
        subject.sendNext(1)
        #expect(await eventually { log.entries.count == 2 })
        #expect(log.entries.sorted() == [
            "subscribeNext: 1 on the main queue",
            "subscribeOnMainActor: 1 on the main queue",
        ])
        subscriptions.dispose()
    }

    #if os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows)
    @Test("Written in main-actor code, subscribeNext after deliverOn(.scheduler()) stops the process instead of running off the main queue")
    func subscribeNextOffTheMainActorStops() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subject = Subject<Int>()
            let subscriptions = await subscribeFromMainActorCode(to: subject.deliverOn(.scheduler()), log: EventLog())
            subject.sendNext(1)
            try? await Task.sleep(nanoseconds: 3_000_000_000)  // the stop comes long before
            subscriptions.dispose()
        }
        let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(message.contains("subscribeNext: a block written in @MainActor code ran off the main actor"), "\(message.prefix(400))")
    }
    #endif
}
