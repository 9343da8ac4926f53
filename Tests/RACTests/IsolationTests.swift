import Foundation
import Testing
@testable import RAC
import TestSupport

/// A view model, as an app writes one: main-actor state, set from a signal's handler.
@MainActor
final class IsolatedViewModel {
    var labels: [String] = []
    var onMainThread: [Bool] = []

    /// `subscribeNext` written in `@MainActor` code: the block is inferred `@MainActor` and
    /// touches main-actor state with no `await`.
    func show(_ signal: Signal<Int>) -> Disposable {
        signal.subscribeNext { value in
            self.labels.append("next(\(value))")
            self.onMainThread.append(isOnMainQueue())
        }
    }

    /// The same with every block of the subscribe family, and `doNext`.
    func showAll(_ signal: Signal<Int>) -> Disposable {
        signal
            .doNext { self.labels.append("doNext(\($0))") }
            .subscribeNext({ self.labels.append("next(\($0))") },
                           error: { self.labels.append("error(\($0))") },
                           completed: { self.labels.append("completed") })
    }

    /// A cold signal made in `@MainActor` code: its subscribe block is inferred `@MainActor` too.
    func loader() -> Signal<Int> {
        Signal.createSignal { subscriber in
            self.labels.append("loading")
            subscriber.sendNext(1)
            subscriber.sendCompleted()
        }
    }

    /// Only a completed block: the check of a block with no argument, alone.
    func showCompleted(_ signal: Signal<Int>) -> Disposable {
        signal.subscribeCompleted { self.labels.append("completed") }
    }

    /// Only an error block runs (the value block is empty): the error block alone is checked.
    func showError(_ signal: Signal<Int>) -> Disposable {
        signal.subscribeNext({ _ in }, error: { self.labels.append("error(\($0))") })
    }
}

/// An actor whose handler touches its own state (isolated to the actor, not the main actor).
actor IsolatedCounter {
    var count = 0

    func count(_ signal: Signal<Int>) {
        signal.subscribeNext { _ in self.count += 1 }
    }
}

/// Handlers written in `@MainActor` code are checked to run on the main actor (Docs/Contracts.md
/// C6.14): on the main thread they run as before, whatever delivered them there.
@Suite("Handlers written in actor-isolated code run on their actor, or the process stops", .checksLiveObjects, .serialized)
@MainActor
struct IsolationTests {
    @Test("On the main actor, a TestScheduler stepped on the main thread runs a @MainActor handler there")
    func testSchedulerOnTheMainThread() {
        let scheduler = TestScheduler()
        let model = IsolatedViewModel()
        let subject = Subject<Int>()
        let subscription = model.show(subject.deliverOn(scheduler))
        subject.sendNext(1)
        subject.sendNext(2)
        #expect(model.labels.isEmpty)
        scheduler.stepAll()
        #expect(model.labels == ["next(1)", "next(2)"])
        #expect(model.onMainThread == [true, true])
        subscription.dispose()
    }

    @Test("Scheduler.immediate and a synchronous signal run every block of the family on the main thread, in order")
    func immediateAndSynchronous() {
        let model = IsolatedViewModel()
        model.showAll(Signal.from([1, 2]).deliverOn(.immediate)).dispose()
        model.showAll(Signal<Int>.error(TestError.boom)).dispose()
        #expect(model.labels == ["doNext(1)", "next(1)", "doNext(2)", "next(2)", "completed", "error(boom)"])
    }

    @Test("deliverOn(.mainThread) of values sent on a background queue: the handler runs on the main thread")
    func mainThreadDelivery() async {
        let model = IsolatedViewModel()
        let subject = Subject<Int>()
        let subscription = model.show(subject.deliverOn(.mainThread))
        DispatchQueue.global().async {
            for value in 1...3 { subject.sendNext(value) }
        }
        // Sleeping lets the main queue run the deliveries (bounded: 10 s).
        for _ in 0..<1000 where model.labels.count < 3 {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        #expect(model.labels == ["next(1)", "next(2)", "next(3)"])
        #expect(model.onMainThread == [true, true, true])
        subscription.dispose()
    }

    @Test("A nonisolated block (isolation: nil) is not checked: it runs on the thread that sends")
    func optingOut() async {
        let threads = Locked<[Bool]>([])
        let subscription = Signal.return(1).deliverOn(.scheduler()).subscribeNext({ @Sendable _ in
            threads.withLock { $0.append(isOnMainQueue()) }
        }, isolation: nil)
        #expect(await eventually { threads.value.count == 1 })
        #expect(threads.value == [false])
        subscription.dispose()
    }
}

// Exit tests exist only where Swift Testing can spawn a process (see ExitTests.swift).
#if os(macOS) || os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Windows)

/// The other side of `IsolationTests`: a block written in `@MainActor` code (or in an actor) that
/// a signal runs on another thread stops the process with a message naming the API and the fix,
/// instead of racing with the main actor in silence (Docs/Contracts.md C6.14). Each child waits
/// (bounded) for the delivery, then exits successfully, which fails the test: the check was missing.
@Suite("A block run off its actor stops the process, naming the API and the fix", .checksLiveObjects)
struct IsolationExitTests {
    static let fix = "deliverOn(.mainThread)"

    @Test("subscribeNext in a @MainActor view model, after deliverOn(.scheduler())")
    func subscribeNextOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subscription = await MainActor.run {
                IsolatedViewModel().show(Signal.return(1).deliverOn(.scheduler()))
            }
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            subscription.dispose()
        }
        ExitTests.expectMessage(result, names: "subscribeNext", fix: Self.fix)
        ExitTests.expectMessage(result, names: "@MainActor code ran off the main actor", fix: "subscribeOnMainActor")
    }

    @Test("doNext and the completed block in a @MainActor view model, after subscribeOn(.scheduler())")
    func doNextOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subscription = await MainActor.run {
                IsolatedViewModel().showAll(Signal.return(1).subscribeOn(.scheduler()))
            }
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            subscription.dispose()
        }
        ExitTests.expectMessage(result, names: "doNext", fix: Self.fix)
    }

    @Test("createSignal's block, made in a @MainActor view model, subscribed through subscribeOn(.scheduler())")
    func createSignalOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subscription = await MainActor.run {
                IsolatedViewModel().loader().subscribeOn(.scheduler()).subscribeNext({ _ in }, isolation: nil)
            }
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            subscription.dispose()
        }
        ExitTests.expectMessage(result, names: "Signal.createSignal", fix: Self.fix)
    }

    @Test("The error block of subscribeNext(_:error:) in a @MainActor view model, after deliverOn(.scheduler())")
    func errorBlockOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subscription = await MainActor.run {
                IsolatedViewModel().showError(Signal<Int>.error(TestError.boom).deliverOn(.scheduler()))
            }
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            subscription.dispose()
        }
        ExitTests.expectMessage(result, names: "subscribeNext(_:error:)", fix: Self.fix)
    }

    @Test("subscribeCompleted's block alone in a @MainActor view model, after deliverOn(.scheduler())")
    func completedBlockOffTheMainActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subscription = await MainActor.run {
                IsolatedViewModel().showCompleted(Signal<Int>.empty().deliverOn(.scheduler()))
            }
            try? await Task.sleep(nanoseconds: 3_000_000_000)
            subscription.dispose()
        }
        ExitTests.expectMessage(result, names: "subscribeCompleted", fix: Self.fix)
    }

    @Test("subscribeNext in an actor, sent from a background queue, stops the process too")
    func subscribeNextOffItsActor() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            let subject = Subject<Int>()
            await IsolatedCounter().count(subject)
            let sent = DispatchSemaphore(value: 0)
            Thread.detachNewThread {
                subject.sendNext(1)
                sent.signal()
            }
            _ = sent.wait(timeout: .now() + 3)
        }
        // An actor other than the main one is checked by the runtime (`preconditionIsolated`),
        // whose message names the actor but not RAC's API: Swift 6.3 drops the message RAC passes.
        #if DEBUG
        ExitTests.expectMessage(result, names: "IsolatedCounter", fix: "Incorrect actor executor assumption")
        #endif
    }
}
#endif
