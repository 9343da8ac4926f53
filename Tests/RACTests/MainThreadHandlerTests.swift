import Foundation
import Testing
import RAC
import TestSupport

/// State only main-actor code may touch: the handlers below reach it with no `await`, which
/// compiles only because their closures are `@MainActor`.
@MainActor private var shown: [String] = []

/// `subscribeNextOnMainThread(_:error:completed:)`: `@MainActor` handlers, run on the main queue
/// (Docs/Contracts.md C6.13). Events are sent from background schedulers and waited for with
/// bounded waits (Tests/TestSupport/MainQueue.swift).
@Suite("subscribeNextOnMainThread: main-actor handlers", .checksLiveObjects, .serialized)
struct MainThreadHandlerTests {
    @Test("Values, then completion, arrive on the main queue in order, in @MainActor blocks")
    func valuesAndCompletionOnTheMainActor() async {
        await MainActor.run { shown = [] }
        let subject = Subject<Int>()
        let offMain = Counter()
        let done = DispatchSemaphore(value: 0)
        let subscription = subject.subscribeNextOnMainThread({ @MainActor value in
            if !isOnMainQueue() { offMain.increment() }
            shown.append("next(\(value))")
        }, completed: { @MainActor in
            if !isOnMainQueue() { offMain.increment() }
            shown.append("completed")
            done.signal()
        })
        Scheduler.scheduler().schedule {
            for value in 1...50 { subject.sendNext(value) }
            subject.sendCompleted()
        }
        #expect(waitFor(done))
        let seen = await MainActor.run { shown }
        #expect(seen == (1...50).map { "next(\($0))" } + ["completed"])
        #expect(offMain.value == 0)
        subscription.dispose()
    }

    @Test("An error arrives on the main queue, in its @MainActor block; a missing block ignores the event")
    func errorOnTheMainActor() async {
        await MainActor.run { shown = [] }
        let done = DispatchSemaphore(value: 0)
        Signal<Int>.error(TestError.boom).subscribeOn(.scheduler()).subscribeNextOnMainThread({ @MainActor value in
            shown.append("next(\(value))")
        }, error: { @MainActor error in
            shown.append("error(\(error)) on main queue: \(isOnMainQueue())")
            done.signal()
        })
        #expect(waitFor(done))
        #expect(await MainActor.run { shown } == ["error(boom) on main queue: true"])

        let completed = DispatchSemaphore(value: 0)
        Signal.return(7).subscribeOn(.scheduler()).subscribeNextOnMainThread { @MainActor value in
            shown.append("only next(\(value))")
            completed.signal()
        }
        #expect(waitFor(completed))
        #expect(await MainActor.run { shown }.last == "only next(7)")
    }
}
