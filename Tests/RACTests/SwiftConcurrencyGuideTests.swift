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

/// Subscribes the way a `@MainActor` view model would: a plain `subscribeNext` after a hop to a
/// background scheduler, and a `subscribeOnMainActor`. Both blocks call `whereThisRuns()` with no
/// `await`, which compiles because a closure written in main-actor code is taken for main-actor
/// code; only the second is delivered where that is true.
@MainActor private func subscribeFromMainActorCode(to subject: Subject<Int>, log: EventLog) -> CompoundDisposable {
    let subscriptions = CompoundDisposable()
    subscriptions.add(subject.deliverOn(.scheduler()).subscribeNext { value in
        log.append("subscribeNext: \(value) \(whereThisRuns())")
    })
    subscriptions.add(subject.subscribeOnMainActor { value in
        log.append("subscribeOnMainActor: \(value) \(whereThisRuns())")
    })
    return subscriptions
}

/// The demonstrations of Docs/SwiftConcurrency.md that no other suite has: the event grammar read
/// by a loop, cooperative cancellation of `fromAsync`, and where main-actor code really runs.
@Suite("Docs/SwiftConcurrency.md: the guide's demonstrations", .checksLiveObjects, .serialized)
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

    @Test("Written in main-actor code, subscribeNext after deliverOn(.scheduler()) compiles as main-actor code but runs off the main queue; subscribeOnMainActor runs on it")
    func subscribeNextIsNotMainActorCode() async {
        let log = EventLog()
        let subject = Subject<Int>()
        let subscriptions = await subscribeFromMainActorCode(to: subject, log: log)
        subject.sendNext(1)
        #expect(await eventually { log.entries.count == 2 })
        #expect(log.entries.sorted() == [
            "subscribeNext: 1 off the main queue",
            "subscribeOnMainActor: 1 on the main queue",
        ])
        subscriptions.dispose()
    }
}
