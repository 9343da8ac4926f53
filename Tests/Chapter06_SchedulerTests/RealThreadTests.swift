import Foundation
import Testing
import TestSupport
#if PARITY
import RAC
#else
import Chapter06_Scheduler
#endif

/// The queue scheduler's GCD timer and the main-queue scheduler, on real threads.
///
/// Every wait is bounded (a semaphore or `waitUntil`, at most ten seconds), so a regression fails
/// the test instead of hanging the run; nothing sleeps. Each wait ends as soon as what it waits
/// for has happened; the wait for a timer's first ticks is bounded by `firstTicksLimit`, so a
/// timer that never starts (6.2's stand-in) costs two seconds a test, not ten. The chapter has no locks, so each test
/// touches a subscription from one thread at a time: it is subscribed, sent to and disposed on
/// one scheduler, and the test thread only reads what that scheduler wrote once it has signalled.
/// On Linux the main queue is drained by a thread that is not the main thread, so "on the main
/// queue" is asked with `isOnMainQueue()`, never `Thread.isMainThread`.
@Suite("Schedulers on real threads")
struct RealThreadTests {
    /// The longest wait for a 0.01 s timer's first ticks: two hundred intervals. A timer that
    /// has not ticked by then never will (it was not started); and a wait that runs out fails
    /// the test, so a shorter one can only fail sooner, never pass wrongly.
    static let firstTicksLimit: TimeInterval = 2

    @Test("Exercise 6.2: interval on a background scheduler ticks on that scheduler's queue, and take(3) cancels its GCD timer")
    func intervalOnABackgroundQueue() throws {
        let scheduler = Scheduler.scheduler(priority: .default, name: "org.example.timer")
        let log = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        scheduler.schedule {
            // Subscribed on the scheduler's own queue, like every tick after it.
            Signal<Date>.interval(0.01, onScheduler: scheduler).take(3).subscribeNext({ _ in
                log.withLock { $0.append(Scheduler.current === scheduler ? "tick on the timer's queue" : "tick elsewhere") }
            }, completed: {
                log.withLock { $0.append("completed") }
                done.signal()
            })
        }
        try #require(waitFor(done, timeout: Self.firstTicksLimit))  // without it the rest only waits out its limits
        // A stopped timer stays stopped: a block queued well after the next tick would have
        // come sees the same log.
        let later = DispatchSemaphore(value: 0)
        scheduler.afterDelay(0.05) { later.signal() }
        #expect(waitFor(later, timeout: 10))
        #expect(log.value == Array(repeating: "tick on the timer's queue", count: 3) + ["completed"])
    }

    @Test("Exercise 6.2: Disposing an interval on a background scheduler cancels its GCD timer and releases what the subscriber captured")
    func disposingTheGCDTimerReleasesCaptures() throws {
        let scheduler = Scheduler.scheduler(priority: .default, name: "org.example.timer")
        let ticks = Locked(0)
        let firstTick = DispatchSemaphore(value: 0)
        let subscription = Locked<Disposable?>(nil)
        weak var weakCapture: Tracked?
        do {
            let capture = Tracked("captured by the subscriber")
            weakCapture = capture
            scheduler.schedule {
                subscription.value = Signal<Date>.interval(0.01, onScheduler: scheduler).subscribeNext { _ in
                    _ = capture
                    if ticks.withLock({ count -> Int in count += 1; return count }) == 1 { firstTick.signal() }
                }
            }
        }
        // Without a first tick the rest would only wait out its limits: stop here.
        try #require(waitFor(firstTick, timeout: Self.firstTicksLimit))
        let disposed = DispatchSemaphore(value: 0)
        scheduler.schedule {
            subscription.value?.dispose()
            subscription.value = nil
            disposed.signal()
        }
        #expect(waitFor(disposed, timeout: 10))
        let ticksWhenDisposed = ticks.value
        // GCD lets go of a cancelled timer's handler on the queue, soon after the cancel.
        #expect(waitUntil(timeout: 10) { weakCapture == nil })
        let later = DispatchSemaphore(value: 0)
        scheduler.afterDelay(0.05) { later.signal() }
        #expect(waitFor(later, timeout: 10))
        #expect(ticks.value == ticksWhenDisposed)
    }

    @Test("Scheduler.mainThread runs blocks on the main queue, first in, first out, with Scheduler.current set to it")
    func mainThreadSchedulerRunsOnTheMainQueue() {
        let log = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        for index in 1...3 {
            Scheduler.mainThread.schedule {
                let place = isOnMainQueue() ? "main queue" : "elsewhere"
                let current = Scheduler.current === Scheduler.mainThread ? "current is mainThread" : "current is something else"
                log.withLock { $0.append("\(index) on the \(place), \(current)") }
                if index == 3 { done.signal() }
            }
        }
        #expect(waitFor(done, timeout: 10))
        #expect(log.value == (1...3).map { "\($0) on the main queue, current is mainThread" })
    }

    @Test("Scheduling on Scheduler.mainThread from the main queue itself is still asynchronous")
    func mainThreadSchedulingIsAlwaysAsynchronous() {
        let log = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async {
            log.withLock { $0.append("outer block starts") }
            Scheduler.mainThread.schedule {
                log.withLock { $0.append("scheduled block") }
                done.signal()
            }
            log.withLock { $0.append("outer block ends") }
        }
        #expect(waitFor(done, timeout: 10))
        #expect(log.value == ["outer block starts", "outer block ends", "scheduled block"])
    }

    @Test("Exercise 6.2: A timer on Scheduler.mainThread ticks on the main queue until disposed there")
    func mainThreadTimer() throws {
        let log = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        Scheduler.mainThread.schedule {
            var count = 0
            var subscription: Disposable?
            subscription = Signal<Date>.interval(0.01, onScheduler: .mainThread).subscribeNext { _ in
                count += 1
                log.withLock { $0.append("tick \(count) on the \(isOnMainQueue() ? "main queue" : "wrong queue")") }
                if count == 3 {
                    subscription?.dispose()
                    done.signal()
                }
            }
        }
        try #require(waitFor(done, timeout: Self.firstTicksLimit))  // without it the rest only waits out its limits
        let later = DispatchSemaphore(value: 0)
        Scheduler.mainThread.afterDelay(0.05) { later.signal() }
        #expect(waitFor(later, timeout: 10))
        #expect(log.value == (1...3).map { "tick \($0) on the main queue" })
    }

    @Test("Exercise 6.6: subscribeOn(background).deliverOn(.mainThread): the work runs on the background queue, every event arrives on the main queue")
    func workThereResultsOnTheMainQueue() {
        let work = Scheduler.scheduler(priority: .default, name: "org.example.work")
        let log = Locked<[String]>([])
        let delivered = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        let request = Signal<String>.createSignal { subscriber in
            log.withLock { $0.append("work runs \(Scheduler.current === work ? "on the background queue" : "elsewhere")") }
            for value in ["a", "b"] {
                subscriber.sendNext(value)
                // One thread at a time (the chapter has no locks): wait until it has arrived.
                _ = waitFor(delivered, timeout: 10)
            }
            subscriber.sendCompleted()
            _ = waitFor(delivered, timeout: 10)
        }
        func place() -> String { isOnMainQueue() ? "main queue" : "wrong queue" }
        // One thread at a time here too: the work queue waits until this thread has finished
        // subscribing (subscribeOn's block is queued behind the wait).
        let subscribed = DispatchSemaphore(value: 0)
        work.schedule { _ = waitFor(subscribed, timeout: 10) }
        request.subscribeOn(work).deliverOn(.mainThread).subscribeNext({ value in
            log.withLock { $0.append("\(value) on the \(place())") }
            delivered.signal()
        }, completed: {
            log.withLock { $0.append("completed on the \(place())") }
            delivered.signal()
            done.signal()
        })
        subscribed.signal()
        #expect(waitFor(done, timeout: 10))
        #expect(log.value == [
            "work runs on the background queue", "a on the main queue", "b on the main queue", "completed on the main queue",
        ])
    }
}
