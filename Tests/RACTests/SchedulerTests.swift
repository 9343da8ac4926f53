import Foundation
import Testing
import RAC
import TestSupport

/// `Scheduler`: Docs/Contracts.md §6 (immediate, main thread, background schedulers, the current
/// scheduler, `scheduleRecursiveBlock`) and Docs/Contracts.md C6.4 (the current scheduler); on the main
/// thread, see Tests/TestSupport/MainQueue.swift. Real threads and the main queue are only waited on with bounded waits (semaphores). The
/// immediate scheduler's blocking `after` spends 20 ms on purpose; the queue schedulers' timer tests
/// wait for timers of at most 10 ms.
@Suite("Scheduler", .checksLiveObjects)
struct SchedulerTests {
    // MARK: - Scheduler.immediate

    // RACSchedulerSpec: "+immediateScheduler should immediately execute scheduled blocks"
    @Test("Scheduler.immediate runs a block synchronously and returns nil")
    func immediateRunsSynchronously() {
        let log = EventLog()
        log.append("before")
        let disposable = Scheduler.immediate.schedule { log.append("block") }
        log.append("after")
        #expect(disposable == nil)
        #expect(log.entries == ["before", "block", "after"])
    }

    // RACSchedulerSpec: "+immediateScheduler should block for future scheduled blocks"
    @Test("Scheduler.immediate.after blocks the caller until the date, runs the block, and returns nil")
    func immediateAfterBlocksUntilTheDate() {
        let log = EventLog()
        let start = Date()
        let date = start.addingTimeInterval(0.02)
        let disposable = Scheduler.immediate.after(date) {
            log.append("block")
            #expect(Date() >= date)
        }
        log.append("returned")
        #expect(disposable == nil)
        #expect(log.entries == ["block", "returned"])
        #expect(Date().timeIntervalSince(start) >= 0.02)
    }

    @Test("Scheduler.immediate.afterDelay and after with a past date run the block at once and return nil")
    func immediateAfterInThePastRunsAtOnce() {
        let log = EventLog()
        #expect(Scheduler.immediate.afterDelay(0) { log.append("afterDelay(0)") } == nil)
        #expect(Scheduler.immediate.after(.distantPast) { log.append("after(distantPast)") } == nil)
        #expect(log.entries == ["afterDelay(0)", "after(distantPast)"])
    }

    // RACSchedulerSpec: "should know its current scheduler" ([background, immediate] gives [bg, bg]; here with a test scheduler)
    @Test("Scheduler.immediate does not change Scheduler.current: inside it the outer current scheduler is visible")
    func immediateKeepsCurrentScheduler() {
        let scheduler = TestScheduler()
        let log = EventLog()
        scheduler.schedule {
            Scheduler.immediate.schedule { log.append("schedule: \(Scheduler.current === scheduler)") }
            Scheduler.immediate.after(.distantPast) { log.append("after: \(Scheduler.current === scheduler)") }
            Scheduler.immediate.scheduleRecursiveBlock { _ in log.append("recursive: \(Scheduler.current === scheduler)") }
        }
        scheduler.step()
        #expect(log.entries == ["schedule: true", "after: true", "recursive: true"])
    }

    @Test("Off any scheduler and off the main thread, Scheduler.current is nil, also inside Scheduler.immediate")
    func currentIsNilOnAPlainThread() {
        let log = EventLog()
        let finished = runConcurrently(threads: 1) { _ in
            log.append("thread: \(Scheduler.current == nil)")
            Scheduler.immediate.schedule { log.append("immediate: \(Scheduler.current == nil)") }
        }
        #expect(finished)
        #expect(log.entries == ["thread: true", "immediate: true"])
    }

    // MARK: - scheduleRecursiveBlock

    // RACSchedulerSpec: "-scheduleRecursiveBlock: with a synchronous scheduler should behave like a normal block when it doesn't invoke itself"
    @Test("On Scheduler.immediate, a recursive block that does not reschedule runs once, synchronously, and nil is returned")
    func immediateRecursiveBlockRunsOnce() {
        let counter = Counter()
        let disposable = Scheduler.immediate.scheduleRecursiveBlock { _ in counter.increment() }
        #expect(counter.value == 1)
        #expect(disposable == nil)
    }

    // RACSchedulerSpec: "-scheduleRecursiveBlock: with a synchronous scheduler should reschedule itself after the caller completes"
    @Test("On Scheduler.immediate, a reschedule runs after the current invocation returns, not inside it")
    func immediateRescheduleRunsAfterTheBlockReturns() {
        let log = EventLog()
        let count = Counter()  // the block is @Sendable: it shares a thread-safe counter, not a `var`
        Scheduler.immediate.scheduleRecursiveBlock { reschedule in
            let this = count.increment()
            log.append("start \(this)")
            if this < 3 { reschedule() }
            log.append("end \(this)")
        }
        #expect(log.entries == ["start 1", "end 1", "start 2", "end 2", "start 3", "end 3"])
    }

    // RACSchedulerSpec: "-scheduleRecursiveBlock: with a synchronous scheduler should unroll deep recursion"
    @Test("On Scheduler.immediate, a block rescheduling itself 100,000 times does not overflow the stack")
    func immediateDeepRecursion() {
        let count = Counter()
        Scheduler.immediate.scheduleRecursiveBlock { reschedule in
            if count.increment() < 100_000 { reschedule() }
        }
        #expect(count.value == 100_000)
    }

    @Test("Every reschedule requested during one invocation is honoured")
    func severalReschedulesAreCounted() {
        let log = EventLog()
        let count = Counter()
        Scheduler.immediate.scheduleRecursiveBlock { reschedule in
            let run = count.increment()
            log.append("run \(run)")
            if run == 1 {
                reschedule()
                reschedule()
            }
        }
        #expect(log.entries == ["run 1", "run 2", "run 3"])

        let scheduler = TestScheduler()
        let virtualCount = Counter()
        scheduler.scheduleRecursiveBlock { reschedule in
            if virtualCount.increment() == 1 {
                reschedule()
                reschedule()
            }
        }
        scheduler.step()
        #expect(scheduler.queuedCount == 2)
        scheduler.stepAll()
        #expect(virtualCount.value == 3)
    }

    @Test("On a TestScheduler, a block rescheduling itself 100,000 times does not overflow the stack, one step per level")
    func testSchedulerDeepRecursion() {
        let scheduler = TestScheduler()
        let count = Counter()
        let disposable = scheduler.scheduleRecursiveBlock { reschedule in
            if count.increment() < 100_000 { reschedule() }
        }
        #expect(disposable != nil)
        #expect(count.value == 0)
        scheduler.step(3)
        #expect(count.value == 3)
        #expect(scheduler.queuedCount == 1)
        scheduler.stepAll()
        #expect(count.value == 100_000)
        #expect(scheduler.queuedCount == 0)
    }

    @Test("Disposing the recursive block's disposable between runs stops the recursion and leaves nothing queued")
    func disposingStopsRecursion() {
        let scheduler = TestScheduler()
        let count = Counter()
        let disposable = scheduler.scheduleRecursiveBlock { reschedule in
            count.increment()
            reschedule()
        }
        scheduler.step(5)
        #expect(count.value == 5)
        disposable?.dispose()
        #expect(scheduler.queuedCount == 0)
        scheduler.stepAll()
        #expect(count.value == 5)
    }

    // RACSchedulerSpec: "-scheduleRecursiveBlock: with an asynchronous scheduler shouldn't reschedule itself when disposed"
    @Test("A recursive block that disposes its own disposable and then reschedules does not run again")
    func disposedFromInsideDoesNotReschedule() {
        let scheduler = TestScheduler()
        let count = Counter()
        let handle = Locked<Disposable?>(nil)
        handle.value = scheduler.scheduleRecursiveBlock { reschedule in
            count.increment()
            handle.value?.dispose()
            reschedule()
        }
        scheduler.stepAll()
        #expect(count.value == 1)
        #expect(scheduler.queuedCount == 0)
    }

    // RACSchedulerSpec: "-scheduleRecursiveBlock: with an asynchronous scheduler should reschedule when invoked asynchronously"
    @Test("A reschedule called after the block has returned schedules the next run at once")
    func asynchronousRescheduleSchedulesAtOnce() {
        let scheduler = TestScheduler()
        let count = Counter()
        let saved = Locked<(@Sendable () -> Void)?>(nil)
        scheduler.scheduleRecursiveBlock { reschedule in
            count.increment()
            saved.value = reschedule
        }
        scheduler.step()
        #expect(count.value == 1)
        #expect(scheduler.queuedCount == 0)

        saved.value?()
        #expect(scheduler.queuedCount == 1)
        #expect(count.value == 1)
        scheduler.step()
        #expect(count.value == 2)
    }

    // MARK: - Background schedulers

    @Test("Scheduler.scheduler() returns a new, independent serial scheduler each call")
    func backgroundSchedulersAreNewEachCall() {
        let first = Scheduler.scheduler()
        let second = Scheduler.scheduler()
        #expect(first !== second)

        // If both were one serial queue, the second block could not run while the first waits for it.
        let secondRan = DispatchSemaphore(value: 0)
        let firstDone = DispatchSemaphore(value: 0)
        let sawSecond = Locked(false)
        first.schedule {
            second.schedule { secondRan.signal() }
            sawSecond.value = waitFor(secondRan)
            firstDone.signal()
        }
        #expect(waitFor(firstDone, timeout: 10))
        #expect(sawSecond.value)
    }

    @Test("Scheduler.scheduler(priority:name:) uses the given name")
    func backgroundSchedulerName() {
        #expect(Scheduler.scheduler(priority: .low, name: "org.example.test").name == "org.example.test")
    }

    @Test("A background scheduler runs its blocks one at a time, first in, first out", arguments: [
        Scheduler.Priority.high, .default, .low, .background,
    ])
    func backgroundSchedulerIsSerialAndFIFO(priority: Scheduler.Priority) {
        let run = runNumberedBlocks(500, on: Scheduler.scheduler(priority: priority, name: nil))
        #expect(run.finished)
        #expect(run.order == Array(0..<500))
        #expect(run.overlaps == 0)
    }

    // RACSchedulerSpec: "+scheduler should cancel scheduled blocks when disposed"
    @Test("A background block disposed before it starts never runs")
    func backgroundCancelsBeforeStart() {
        let scheduler = Scheduler.scheduler()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        // Start off on the scheduler, so the blocks enqueued here cannot run until it returns.
        scheduler.schedule {
            let first = scheduler.schedule { log.append("first") }
            #expect(first != nil)
            scheduler.schedule {
                log.append("second")
                done.signal()
            }
            first?.dispose()
        }
        #expect(waitFor(done))
        #expect(log.entries == ["second"])
    }

    // RACSchedulerSpec: "+scheduler should schedule future blocks"
    @Test("A background after(date) block runs, no earlier than the date, with Scheduler.current set to the scheduler")
    func backgroundAfterRunsAtTheDate() {
        let scheduler = Scheduler.scheduler()
        let done = DispatchSemaphore(value: 0)
        let date = Date().addingTimeInterval(0.01)
        let ranAt = Locked<Date?>(nil)
        let current = Locked(false)
        let disposable = scheduler.after(date) {
            ranAt.value = Date()
            current.value = Scheduler.current === scheduler
            done.signal()
        }
        #expect(disposable != nil)
        #expect(waitFor(done))
        #expect((ranAt.value ?? .distantPast).timeIntervalSince(date) >= -0.001)
        #expect(current.value)
    }

    // RACSchedulerSpec: "+scheduler should cancel future blocks when disposed"
    @Test("A background after(date) block disposed before its date never runs")
    func backgroundCancelsFutureBlocks() {
        let scheduler = Scheduler.scheduler()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        // The queue is held until the dispose below, so the test does not depend on how fast this
        // thread gets there: even on a machine slow enough for the date to pass first, the block
        // cannot run before it is disposed.
        let disposed = DispatchSemaphore(value: 0)
        scheduler.schedule { _ = waitFor(disposed, timeout: 10) }
        let date = Date().addingTimeInterval(0.01)
        let first = scheduler.after(date) { log.append("first") }
        #expect(first != nil)
        first?.dispose()
        disposed.signal()
        scheduler.after(date) {
            log.append("second")
            done.signal()
        }
        #expect(waitFor(done))
        // Make sure anything else due by now has run: the queue is serial.
        let drained = DispatchSemaphore(value: 0)
        scheduler.afterDelay(0.01) { drained.signal() }
        #expect(waitFor(drained))
        #expect(log.entries == ["second"])
    }

    // RACSchedulerSpec: "+scheduler should schedule recurring blocks"
    @Test("A background repeating block fires repeatedly, with Scheduler.current set, and stops when disposed")
    func backgroundRepeatingBlock() {
        let scheduler = Scheduler.scheduler()
        let count = Counter()
        let current = Locked<[Bool]>([])
        let handle = Locked<Disposable?>(nil)
        let third = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        // Hold the scheduler until `handle` is set, so the block can dispose it from inside.
        scheduler.schedule { _ = waitFor(started) }
        handle.value = scheduler.after(Date(), repeatingEvery: 0.001, withLeeway: 0) {
            current.withLock { $0.append(Scheduler.current === scheduler) }
            if count.increment() == 3 {
                handle.value?.dispose()
                third.signal()
            }
        }
        started.signal()
        #expect(waitFor(third))
        // Ten more periods pass on the same serial queue: nothing fires after the disposal.
        let later = DispatchSemaphore(value: 0)
        scheduler.afterDelay(0.01) { later.signal() }
        #expect(waitFor(later))
        #expect(count.value == 3)
        #expect(current.value == [true, true, true])
    }

    // RACSchedulerSpec: "should know its current scheduler" ([background, immediate] and [background, subscription] give [bg, bg])
    @Test("Inside a background block, Scheduler.current is that scheduler, also inside Scheduler.immediate and a subscription")
    func currentSchedulerOnBackground() {
        let scheduler = Scheduler.scheduler()
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        scheduler.schedule {
            log.append("block: \(Scheduler.current === scheduler)")
            Scheduler.immediate.schedule { log.append("immediate: \(Scheduler.current === scheduler)") }
            Signal<Int>.createSignal { subscriber in
                log.append("subscription: \(Scheduler.current === scheduler)")
                subscriber.sendCompleted()
            }.subscribeCompleted { log.append("completed") }
            done.signal()
        }
        #expect(waitFor(done))
        #expect(log.entries == ["block: true", "immediate: true", "subscription: true", "completed"])
    }

    // Docs/Differences.md: subscription is synchronous on every thread (RAC 2 would hop to a background scheduler here).
    @Test("Subscribing off any scheduler runs the subscribe block synchronously, and Scheduler.current stays nil")
    func subscriptionIsSynchronousOffAnyScheduler() {
        let log = EventLog()
        let finished = runConcurrently(threads: 1) { _ in
            Signal<Int>.createSignal { subscriber in
                log.append("didSubscribe: current is nil \(Scheduler.current == nil)")
                subscriber.sendNext(1)
            }.subscribeNext { log.next($0) }
            log.append("subscribe returned")
        }
        #expect(finished)
        #expect(log.entries == ["didSubscribe: current is nil true", "next(1)", "subscribe returned"])
    }

    // RACSchedulerSpec: "should know its current scheduler" (the main-thread and background jumpers)
    @Test("Jumping between a background scheduler and the main thread reports the actual scheduler at each step")
    func currentSchedulerJumps() {
        let background = Scheduler.scheduler()
        let main = Scheduler.mainThread

        /// Schedules a block on each scheduler in turn, each from inside the previous one, and
        /// records at each step whether `Scheduler.current` is the scheduler running the block.
        func jump(_ schedulers: [Scheduler]) -> [Bool] {
            let seen = Locked<[Bool]>([])
            let done = DispatchSemaphore(value: 0)
            @Sendable func hop(_ remaining: ArraySlice<Scheduler>) {
                guard let next = remaining.first else {
                    done.signal()
                    return
                }
                next.schedule {
                    seen.withLock { $0.append(Scheduler.current === next) }
                    hop(remaining.dropFirst())
                }
            }
            hop(schedulers[...])
            #expect(waitFor(done))
            return seen.value
        }

        #expect(jump([background, main, background]) == [true, true, true])
        #expect(jump([main, background, main]) == [true, true, true])
    }

    // MARK: - Scheduler.mainThread

    @Test("Scheduler.mainThread is one shared scheduler")
    func mainThreadIsShared() {
        #expect(Scheduler.mainThread === Scheduler.mainThread)
    }

    @Test("Scheduler.mainThread runs blocks on the main queue, with Scheduler.current set to it, asynchronously")
    func mainThreadDeliversOnMainQueue() {
        let done = DispatchSemaphore(value: 0)
        let onMainQueue = Locked<Bool?>(nil)
        let current = Locked(false)
        let log = EventLog()
        let disposable = Scheduler.mainThread.schedule {
            onMainQueue.value = isOnMainQueue()
            current.value = Scheduler.current === Scheduler.mainThread
            log.append("block")
            done.signal()
        }
        #expect(disposable != nil)
        #expect(waitFor(done))
        #expect(onMainQueue.value == true)
        #expect(current.value)
        #expect(log.entries == ["block"])
    }

    @Test("Scheduler.mainThread is asynchronous even from the main queue, and first in, first out")
    func mainThreadIsAsynchronousAndFIFO() {
        let log = EventLog()
        let done = DispatchSemaphore(value: 0)
        Scheduler.mainThread.schedule {
            log.append("outer start")
            for index in 1...3 { Scheduler.mainThread.schedule { log.append("inner \(index)") } }
            Scheduler.mainThread.schedule { done.signal() }
            log.append("outer end")
        }
        #expect(waitFor(done))
        #expect(log.entries == ["outer start", "outer end", "inner 1", "inner 2", "inner 3"])
    }

    // RACSchedulerSpec: "+mainThreadScheduler should cancel scheduled blocks when disposed"
    @Test("A main-queue block disposed before it starts never runs")
    func mainThreadCancelsBeforeStart() {
        let log = EventLog()
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        // Hold the main queue so the blocks below cannot start before the disposal.
        DispatchQueue.main.async { _ = waitFor(gate) }
        let first = Scheduler.mainThread.schedule { log.append("first") }
        Scheduler.mainThread.schedule {
            log.append("second")
            done.signal()
        }
        first?.dispose()
        gate.signal()
        #expect(waitFor(done))
        #expect(log.entries == ["second"])
    }

    // RACSchedulerSpec: "+mainThreadScheduler should schedule future blocks" and "should cancel future blocks when disposed"
    @Test("Main-queue after(date) blocks run on the main queue, and one disposed before it starts never runs")
    func mainThreadAfter() {
        let log = EventLog()
        let gate = DispatchSemaphore(value: 0)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { _ = waitFor(gate) }
        let first = Scheduler.mainThread.after(Date()) { log.append("first") }
        #expect(first != nil)
        Scheduler.mainThread.after(Date()) {
            log.append("second on main queue: \(isOnMainQueue())")
            done.signal()
        }
        first?.dispose()
        gate.signal()
        #expect(waitFor(done))
        let drained = DispatchSemaphore(value: 0)
        Scheduler.mainThread.schedule { drained.signal() }
        #expect(waitFor(drained))
        #expect(log.entries == ["second on main queue: true"])
    }

    // RACSchedulerSpec: "+mainThreadScheduler should schedule recurring blocks"
    @Test("A main-queue repeating block fires repeatedly on the main queue and stops when disposed")
    func mainThreadRepeating() {
        let count = Counter()
        let handle = Locked<Disposable?>(nil)
        let onMain = Locked<[Bool]>([])
        let third = DispatchSemaphore(value: 0)
        let gate = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { _ = waitFor(gate) }
        handle.value = Scheduler.mainThread.after(Date(), repeatingEvery: 0.001, withLeeway: 0) {
            onMain.withLock { $0.append(isOnMainQueue()) }
            if count.increment() == 3 {
                handle.value?.dispose()
                third.signal()
            }
        }
        gate.signal()
        #expect(waitFor(third))
        let later = DispatchSemaphore(value: 0)
        Scheduler.mainThread.afterDelay(0.01) { later.signal() }
        #expect(waitFor(later))
        #expect(count.value == 3)
        #expect(onMain.value == [true, true, true])
    }
}
