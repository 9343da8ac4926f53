import Foundation
import Testing
import RAC
import TestSupport

/// State only main-actor code may touch: the handlers below reach it with no `await`, which
/// compiles only because their closures are `@MainActor`.
@MainActor private var received: [String] = []

/// `subscribeOnMainActor(_:error:completed:)`: `@MainActor` handlers, run on the main queue
/// (Docs/Contracts.md C10.6). Events are sent from background schedulers and waited for with
/// bounded waits that suspend (`eventually`); `isOnMainQueue()` tells the main queue apart on
/// Linux too (Tests/TestSupport/MainQueue.swift).
@Suite("subscribeOnMainActor: main-actor handlers", .checksLiveObjects, .serialized)
struct MainActorHandlerTests {
    @Test("Values and completion sent from a background queue arrive on the main queue, in order, in @MainActor blocks")
    func valuesAndCompletionOnTheMainActor() async {
        await MainActor.run { received = [] }
        let subject = Subject<Int>()
        let offMain = Counter()
        let done = Counter()
        let subscription = subject.subscribeOnMainActor({ @MainActor value in
            if !isOnMainQueue() { offMain.increment() }
            received.append("next(\(value))")
        }, completed: { @MainActor in
            if !isOnMainQueue() { offMain.increment() }
            received.append("completed")
            done.increment()
        })
        Scheduler.scheduler().schedule {
            for value in 1...20 { subject.sendNext(value) }
            subject.sendCompleted()
        }
        #expect(await eventually { done.value == 1 })
        #expect(await MainActor.run { received } == (1...20).map { "next(\($0))" } + ["completed"])
        #expect(offMain.value == 0)
        subscription.dispose()
    }

    @Test("An error arrives on the main queue in its @MainActor block; with no error block it is ignored")
    func errorOnTheMainActor() async {
        await MainActor.run { received = [] }
        let done = Counter()
        Signal<Int>.error(TestError.boom).subscribeOn(.scheduler()).subscribeOnMainActor({ @MainActor value in
            received.append("next(\(value))")
        }, error: { @MainActor error in
            received.append("error(\(error)) on main queue: \(isOnMainQueue())")
            done.increment()
        })
        #expect(await eventually { done.value == 1 })
        #expect(await MainActor.run { received } == ["error(boom) on main queue: true"])

        let valueSeen = Counter()
        Signal.return(7).concat(.error(TestError.boom)).subscribeOn(.scheduler()).subscribeOnMainActor { @MainActor value in
            received.append("only next(\(value))")
            valueSeen.increment()
        }
        #expect(await eventually { valueSeen.value == 1 })
        #expect(await MainActor.run { received }.last == "only next(7)")
    }

    @Test("Disposing before the main queue runs the handler stops the delivery")
    func disposalStopsDelivery() async {
        await MainActor.run { received = [] }
        let subject = Subject<Int>()
        // Subscribed and disposed on the main actor, so the main queue cannot run in between.
        await MainActor.run {
            let subscription = subject.subscribeOnMainActor { @MainActor value in
                received.append("next(\(value))")
            }
            // Sent by another thread while the main actor is busy here: queued on the main queue.
            let sent = DispatchSemaphore(value: 0)
            Thread {
                subject.sendNext(1)
                sent.signal()
            }.start()
            #expect(waitFor(sent))
            subscription.dispose()
        }
        // A later turn of the main queue: the queued value was dropped.
        await MainActor.run { received.append("later turn") }
        #expect(await MainActor.run { received } == ["later turn"])
    }
}
