import Testing
import TestSupport
import Chapter06_Scheduler

@Suite("Challenge 6.5: retry on a scheduler")
struct RetryChallengeTests {
    @Test("Challenge 6.5: a failing source is resubscribed, one scheduler turn later, until it completes")
    func retriesUntilSuccess() {
        let scheduler = TestScheduler()
        let log = EventLog()
        var attempts = 0
        let flaky = Signal<Int>.createSignal { subscriber in
            attempts += 1
            subscriber.sendNext(attempts)
            if attempts < 3 { subscriber.sendError(TestError.boom) } else { subscriber.sendCompleted() }
        }
        scheduler.schedule {
            flaky.retry().subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
        }
        scheduler.step()
        #expect(log.entries == ["next(1)"])
        scheduler.step()
        #expect(log.entries == ["next(1)", "next(2)"])
        scheduler.stepAll()
        #expect(log.entries == ["next(1)", "next(2)", "next(3)", "completed"])
    }

    @Test("Challenge 6.5: Signal.error(e).retry() does not recurse: each attempt is one step, and disposing stops it")
    func alwaysFailingSourceTakesSteps() {
        let scheduler = TestScheduler()
        let subscription = Locked<Disposable?>(nil)  // set from a `@Sendable` block
        scheduler.schedule {
            subscription.value = Signal<Int>.error(TestError.boom).retry().subscribeNext { _ in }
        }
        scheduler.step(1_000)
        #expect(scheduler.queuedCount == 1)
        subscription.value?.dispose()
        scheduler.stepAll()
        #expect(scheduler.queuedCount == 0)
    }
}
