import Foundation
import Testing
@testable import RAC
import TestSupport

/// Re-entrancy: what a critical section removes is released after its lock, so the `deinit` of an
/// object a handler captured may reach the very object that released it (send, subscribe, dispose
/// a sibling, add to the compound) without a hang, a trap or a lost event.
///
/// Each scenario runs on a thread of its own with a bounded wait (`runOnThread`): a deadlock fails
/// the test instead of hanging the run. `nil` means the scenario never returned.
@Suite("Re-entrancy: deinit and handlers that come back", .checksLiveObjects)
struct ReentrancyTests {
    /// Runs `action` when it is released: what a handler captures to come back from its `deinit`.
    final class OnDeinit: @unchecked Sendable {
        private let action: () -> Void
        init(_ action: @escaping () -> Void) { self.action = action }
        deinit { action() }
    }

    // MARK: - Subject subscriber list

    @Test("Disposing a subject subscription whose captures' deinit completes the same subject returns, and the others hear it")
    func subjectDisposeWhoseDeinitSends() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            let subject = Subject<Int>()
            subject.subscribeNext({ log.append("other next(\($0))") }, completed: { log.append("other completed") })
            var disposable: Disposable?
            do {
                let finisher = OnDeinit { log.append("deinit"); subject.sendCompleted() }
                disposable = subject.subscribeNext { _ in _ = finisher }
            }
            subject.sendNext(1)
            disposable?.dispose()
            log.append("disposed")
            return log.entries
        }
        #expect(log == ["other next(1)", "deinit", "other completed", "disposed"])
    }

    @Test("A deinit that subscribes to the subject whose list is releasing it joins the list")
    func subjectDisposeWhoseDeinitSubscribes() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            let subject = Subject<Int>()
            var disposable: Disposable?
            do {
                let rejoin = OnDeinit { subject.subscribeNext { log.append("late next(\($0))") } }
                disposable = subject.subscribeNext { _ in _ = rejoin }
            }
            disposable?.dispose()
            subject.sendNext(2)
            return log.entries
        }
        #expect(log == ["late next(2)"])
    }

    // MARK: - Subscriber blocks

    @Test("The blocks a terminal event releases may send to the same subscriber's source from their deinit")
    func terminalReleaseWhoseDeinitSends() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            let subject = Subject<Int>()
            subject.subscribeNext { log.append("watcher next(\($0))") }
            do {
                let echo = OnDeinit { log.append("deinit"); subject.sendNext(99) }
                subject.take(1).subscribeNext({ _ in _ = echo }, completed: { log.append("take completed") })
            }
            subject.sendNext(1)
            return log.entries
        }
        #expect(log == ["watcher next(1)", "take completed", "deinit", "watcher next(99)"])
    }

    // MARK: - CompoundDisposable

    @Test("A child removed from a compound may add to that compound from its deinit")
    func compoundRemoveWhoseDeinitAdds() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            let compound = CompoundDisposable()
            var child: Disposable?
            do {
                let adder = OnDeinit { compound.add(Disposable { log.append("added later, disposed") }) }
                child = Disposable { _ = adder }
            }
            compound.add(child)
            compound.remove(child)
            child = nil
            log.append("removed")
            compound.dispose()
            return log.entries
        }
        #expect(log == ["removed", "added later, disposed"])
    }

    @Test("A child removed from a compound may dispose a sibling from its deinit")
    func compoundRemoveWhoseDeinitDisposesASibling() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            let compound = CompoundDisposable()
            let sibling = Disposable { log.append("sibling disposed") }
            compound.add(sibling)
            var child: Disposable?
            do {
                let disposer = OnDeinit { sibling.dispose(); compound.remove(sibling) }
                child = Disposable { _ = disposer }
            }
            compound.add(child)
            compound.remove(child)
            child = nil
            return log.entries + ["children left: \(compound.count)"]
        }
        #expect(log == ["sibling disposed", "children left: 0"])
    }

    // MARK: - SerialDisposable

    @Test("The disposable a serial disposable hands back may set a new one from its deinit")
    func serialSwapWhoseDeinitSets() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            let serial = SerialDisposable()
            do {
                let setter = OnDeinit { serial.disposable = Disposable { log.append("third disposed") } }
                serial.disposable = Disposable { _ = setter }
            }
            serial.disposable = Disposable { log.append("second disposed") }
            serial.dispose()
            return log.entries
        }
        #expect(log == ["third disposed"])
    }

    // MARK: - ReplaySubject

    @Test("A value sent from inside a replay reaches the replaying subscriber: capacity 1, values 0…32, then 100")
    func replaySendFromInsideReplay() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            let subject = ReplaySubject<Int>(capacity: 1)
            for value in 0...32 { subject.sendNext(value) }
            var sent = false
            subject.subscribeNext { value in
                log.append("next(\(value))")
                if !sent { sent = true; subject.sendNext(100) }
            }
            subject.subscribeNext { log.append("late next(\($0))") }
            return log.entries
        }
        #expect(log == ["next(32)", "next(100)", "late next(100)"])
    }

    @Test("Values a replay subject pushes out are released after the send that pushed them out; their deinit may send to it")
    func replayCompactionWhoseDeinitSends() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            let subject = ReplaySubject<OnDeinit?>(capacity: 1)
            subject.subscribeNext { value in if value == nil { log.append("next(marker)") } }
            var sentMarker = false
            for _ in 0..<40 {
                subject.sendNext(OnDeinit {
                    if !sentMarker { sentMarker = true; subject.sendNext(nil) }
                })
            }
            return log.entries
        }
        #expect(log == ["next(marker)"])
    }

    @Test("ReplaySubject(capacity: 0) keeps no values but still replays the terminal event")
    func replayCapacityZero() {
        let log = EventLog()
        let subject = ReplaySubject<Int>(capacity: 0)
        subject.sendNext(1)
        subject.subscribeNext({ log.next($0) }, completed: { log.completed() })
        subject.sendNext(2)
        subject.sendCompleted()
        subject.subscribeNext({ log.append("late \($0)") }, completed: { log.append("late completed") })
        #expect(log.entries == ["next(2)", "completed", "late completed"])
    }

    // MARK: - BehaviorSubject

    @Test("A value sent from inside a behavior subject's first delivery reaches that subscriber and later ones")
    func behaviorSendFromInsideFirstValue() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            let subject = BehaviorSubject(defaultValue: 0)
            var sent = false
            subject.subscribeNext { value in
                log.append("next(\(value))")
                if !sent { sent = true; subject.sendNext(7) }
            }
            subject.subscribeNext { log.append("late next(\($0))") }
            return log.entries
        }
        #expect(log == ["next(0)", "next(7)", "late next(7)"])
    }

    @Test("The value a behavior subject replaces is released after its lock; its deinit may send to it")
    func behaviorReplacedValueWhoseDeinitSends() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            var sentMarker = false
            let subject = BehaviorSubject<OnDeinit?>(defaultValue: nil)
            subject.sendNext(OnDeinit { if !sentMarker { sentMarker = true; subject.sendNext(nil) } })
            subject.subscribeNext { value in log.append(value == nil ? "nil" : "value") }
            subject.sendNext(nil)  // releases `first`
            return log.entries
        }
        #expect(log == ["value", "nil", "nil"])
    }

    // MARK: - sample

    @Test("The latest value sample replaces is released after its lock; its deinit may send on the source")
    func sampleReplacedValueWhoseDeinitSends() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            let source = Subject<OnDeinit?>()
            let sampler = Subject<Void>()
            source.sample(sampler).subscribeNext { log.append($0 == nil ? "nil" : "value") }
            var sentMarker = false
            source.sendNext(OnDeinit { if !sentMarker { sentMarker = true; source.sendNext(nil) } })
            source.sendNext(OnDeinit {})  // replaces the first, whose deinit sends nil
            sampler.sendNext(())
            return log.entries
        }
        #expect(log == ["nil"])
    }

    // MARK: - Command

    @Test("Command.execute calls the signal block outside its lock: while one execution's block runs on another thread, execute answers at once")
    func commandSignalBlockOutsideTheLock() {
        let inBlock = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let scheduler = TestScheduler()
        let command = Command<Int, Int>(scheduler: scheduler) { input in
            if input == 1 {
                inBlock.signal()
                _ = release.wait(timeout: .now() + 5)
            }
            return .return(input)
        }
        let firstReturned = DispatchSemaphore(value: 0)
        let first = Thread {
            command.execute(1)
            firstReturned.signal()
        }
        first.start()
        #expect(inBlock.wait(timeout: .now() + 5) == .success)
        // The first execution is reserved, so this one is refused, and at once: not blocked on a lock.
        let refusal = runOnThread(timeout: 2) { () -> String in
            let log = EventLog()
            command.execute(2).subscribeError { log.append("\($0)") }
            return log.entries.joined()
        }
        release.signal()
        #expect(firstReturned.wait(timeout: .now() + 5) == .success)
        #expect(refusal == "\(CommandError.notEnabled)")
        scheduler.stepAll()  // runs the first execution's work, so nothing is left alive
    }

    // MARK: - Scheduler queues

    @Test("A block cancelled on a TestScheduler is released after its lock; its deinit may schedule on the same scheduler")
    func testSchedulerCancelWhoseDeinitSchedules() {
        let log = runOnThread { () -> [String] in
            let log = EventLog()
            let scheduler = TestScheduler()
            var disposable: Disposable?
            do {
                let rescheduler = OnDeinit { scheduler.schedule { log.append("rescheduled ran") } }
                disposable = scheduler.schedule { _ = rescheduler; log.append("cancelled ran") }
            }
            disposable?.dispose()
            scheduler.stepAll()
            return log.entries
        }
        #expect(log == ["rescheduled ran"])
    }

    @Test("A TestScheduler that goes away releases its queued blocks without running them (Docs/Differences.md)")
    func testSchedulerReleasesQueuedBlocksOnDeinit() {
        let log = EventLog()
        weak var captured: OnDeinit?
        do {
            let scheduler = TestScheduler()
            let object = OnDeinit { log.append("capture released") }
            captured = object
            scheduler.afterDelay(1) { _ = object; log.append("block ran") }
        }
        #expect(captured == nil)
        #expect(log.entries == ["capture released"])
    }

    // MARK: - switchToLatest

    @Test("switchToLatest subscribes the new inner signal before it disposes the previous one, as RAC does")
    func switchToLatestSubscribesBeforeDisposing() {
        let log = EventLog()
        func inner(_ name: String) -> Signal<String> {
            Signal<String>.createSignal { subscriber in
                log.append("subscribe \(name)")
                subscriber.sendNext(name)
                return Disposable { log.append("dispose \(name)") }
            }
        }
        let outer = Subject<Signal<String>>()
        outer.switchToLatest().subscribeNext { log.next($0) }
        outer.sendNext(inner("A"))
        outer.sendNext(inner("B"))
        #expect(log.entries == ["subscribe A", "next(A)", "subscribe B", "next(B)", "dispose A"])
    }
}
