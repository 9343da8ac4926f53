import Foundation
import Testing
import RAC
import TestSupport

/// `delay(_:)` keeps the order of events (Docs/Contracts.md C6.10): one queue per subscription and
/// one timer at a time, set for the oldest waiting event, so no event can overtake another — on
/// virtual time, where the timer count is visible, and on real threads under load.
@Suite("delay keeps order", .checksLiveObjects)
struct DelayOrderTests {
    @Test("However many events wait, one timer is queued, for the oldest; each goes at its own time")
    func oneTimerAtATime() {
        let scheduler = TestScheduler()
        let log = TimedLog { scheduler.now.timeIntervalSince(TestScheduler.startDate) }
        let subject = Subject<Int>()
        subject.delay(2).subscribeNext({ log.next($0) }, completed: { log.completed() })
        scheduler.after(TestScheduler.startDate) { subject.sendNext(1) }
        scheduler.after(TestScheduler.startDate.addingTimeInterval(0.5)) { subject.sendNext(2) }
        scheduler.after(TestScheduler.startDate.addingTimeInterval(0.5)) { subject.sendNext(3) }
        scheduler.after(TestScheduler.startDate.addingTimeInterval(1)) { subject.sendCompleted() }
        scheduler.advance(by: 1)
        #expect(scheduler.queuedCount == 1)  // the one timer, for value 1 at t=2
        scheduler.advance(by: 1)
        #expect(log.entries == ["t=2 next(1)"])
        #expect(scheduler.queuedCount == 1)  // now for values 2 and 3 at t=2.5
        scheduler.stepAll()
        #expect(log.entries == ["t=2 next(1)", "t=2.5 next(2)", "t=2.5 next(3)", "t=3 completed"])
        #expect(scheduler.queuedCount == 0)
    }

    @Test("A thousand values sent at once arrive in order, then completion; an error still goes at once")
    func manyAtOnceInOrder() {
        let scheduler = TestScheduler()
        let values = Locked<[Int]>([])
        let log = EventLog()
        let subject = Subject<Int>()
        subject.delay(1).subscribeNext({ value in values.withLock { $0.append(value) } }, completed: { log.completed() })
        scheduler.schedule {
            for value in 1...1_000 { subject.sendNext(value) }
            subject.sendCompleted()
        }
        scheduler.stepAll()
        #expect(values.value == Array(1...1_000))
        #expect(log.entries == ["completed"])

        let failing = Subject<Int>()
        let failures = EventLog()
        failing.delay(1).subscribeNext({ failures.next($0) }, error: { failures.error($0) })
        scheduler.schedule {
            failing.sendNext(1)
            failing.sendError(TestError.boom)
        }
        scheduler.stepAll()
        #expect(failures.entries == ["error(boom)"])
    }

    @Test("On real background schedulers under load, every subscription receives its values in order (bounded wait)")
    func realThreadsUnderLoad() {
        let subscriptions = 4
        let count = stressScaled(2_000)
        let received = (0..<subscriptions).map { _ in Locked<[Int]>([]) }
        let done = DispatchSemaphore(value: 0)
        let subjects = (0..<subscriptions).map { _ in Subject<Int>() }
        var disposables: [Disposable] = []
        for index in 0..<subscriptions {
            // Sent from no scheduler, so each subscription waits on its own private background one.
            disposables.append(subjects[index].delay(0.000_2).subscribeNext({ value in
                received[index].withLock { $0.append(value) }
            }, completed: { done.signal() }))
        }
        // One sending thread per subscription, and as many threads again keeping the cores busy.
        let finished = runConcurrently(threads: subscriptions * 2, timeout: 30) { thread in
            if thread < subscriptions {
                for value in 0..<count { subjects[thread].sendNext(value) }
                subjects[thread].sendCompleted()
            } else {
                var spin = 0
                for step in 0..<count * 200 { spin &+= step }
                _ = spin
            }
        }
        #expect(finished)
        for _ in 0..<subscriptions { #expect(waitFor(done, timeout: 30)) }
        for index in 0..<subscriptions {
            #expect(received[index].value == Array(0..<count), "subscription \(index) out of order")
        }
        disposables.forEach { $0.dispose() }
    }
}
