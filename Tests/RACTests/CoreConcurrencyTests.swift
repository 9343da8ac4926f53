import Foundation
import Testing
@testable import RAC
import TestSupport

/// The thread-safety contracts of the core, on real threads (`runConcurrently`: bounded waits, no sleep):
/// Docs/Contracts.md C2.2 (serial delivery), RACSubscriberSpec "finishing", C3.1 and C3.6 (idempotent,
/// thread-safe disposal), RACSerialDisposableSpec's race, and the subjects under concurrent use
/// (Docs/Contracts.md C4.5).
@Suite("Core concurrency", .checksLiveObjects)
struct CoreConcurrencyTests {
    /// Gives other threads a chance to run inside a handler, so that a missing lock would show up as an
    /// overlap rather than hide behind a handler too short to be interrupted.
    private static func widenWindow() {
        for _ in 0..<3 { sched_yield() }
    }

    /// Checks that `values` (each `sender * stride + index`) holds, for every sender, exactly the indices
    /// `0..<perSender` in increasing order.
    private static func inOrderPerSender(_ values: [Int], senders: Int, perSender: Int, stride: Int) -> Bool {
        var perThread = Array(repeating: [Int](), count: senders)
        for value in values {
            let sender = value / stride
            guard sender >= 0, sender < senders else { return false }
            perThread[sender].append(value % stride)
        }
        return perThread.allSatisfy { $0 == Array(0..<perSender) }
    }

    // MARK: Subscriber (Docs/Contracts.md C2.2)

    // RACSubscriberExamples: "should send nexts serially, even when delivered from multiple threads"
    @Test("Values sent to one subscriber from 20 threads all arrive, and no two handlers overlap")
    func twentyThreadsSendToOneSubscriber() {
        let threads = 20, perThread = 50, stride = 1_000
        let detector = OverlapDetector()
        let received = Locked<[Int]>([])
        let subscriber = Subscriber<Int>(next: { value in
            detector.enter()
            received.withLock { $0.append(value) }
            Self.widenWindow()
            detector.exit()
        })

        let finished = runConcurrently(threads: threads) { thread in
            for index in 0..<perThread { subscriber.sendNext(thread * stride + index) }
        }
        #expect(finished)
        #expect(detector.overlaps == 0)
        #expect(received.value.count == threads * perThread)
        // Each thread's sends are sequential, so its values arrive in its own order.
        #expect(Self.inOrderPerSender(received.value, senders: threads, perSender: perThread, stride: stride))
    }

    // The same example as RAC runs it against subjects (Docs/Contracts.md C4.3).
    @Test("Values sent to one subject from 20 threads all reach its subscriber, with no overlapping handlers", arguments: [false, true])
    func twentyThreadsSendToOneSubject(replay: Bool) {
        let threads = 20, perThread = 50, stride = 1_000
        let subject: Subject<Int> = replay ? ReplaySubject<Int>() : Subject<Int>()
        let detector = OverlapDetector()
        let received = Locked<[Int]>([])
        subject.subscribeNext { value in
            detector.enter()
            received.withLock { $0.append(value) }
            Self.widenWindow()
            detector.exit()
        }

        let finished = runConcurrently(threads: threads) { thread in
            for index in 0..<perThread { subject.sendNext(thread * stride + index) }
        }
        #expect(finished)
        #expect(detector.overlaps == 0)
        #expect(Self.inOrderPerSender(received.value, senders: threads, perSender: perThread, stride: stride))
    }

    // [I] Docs/Contracts.md C2.3 under contention: re-entrancy is per thread, other threads still wait.
    @Test("A re-entrant handler does not let other threads in while it runs")
    func reentrancyIsPerThread() {
        let detector = OverlapDetector()
        let received = Counter()
        let box = Locked<Subscriber<Int>?>(nil)
        let subscriber = Subscriber<Int>(next: { value in
            if value >= 0 { detector.enter() }
            received.increment()
            if value >= 0 {
                box.value?.sendNext(-1)  // re-entrant, same thread
                Self.widenWindow()
                detector.exit()
            }
        })
        box.value = subscriber

        let finished = runConcurrently(threads: 10) { thread in
            for index in 0..<50 { subscriber.sendNext(thread * 100 + index) }
        }
        #expect(finished)
        #expect(detector.overlaps == 0)
        #expect(received.value == 10 * 50 * 2)
        box.value = nil
    }

    // MARK: Disposables (Docs/Contracts.md §3)

    // [H][I] Docs/Contracts.md C3.1: the block runs at most once, even when dispose is called ... concurrently.
    @Test("Concurrent dispose() of one disposable from many threads runs its block exactly once")
    func concurrentDisposeRunsBlockOnce() {
        for _ in 0..<50 {
            let runs = Counter()
            let disposable = Disposable { runs.increment() }
            let finished = runConcurrently(threads: 20) { _ in disposable.dispose() }
            #expect(finished)
            #expect(runs.value == 1)
            #expect(disposable.isDisposed)
        }
    }

    // [H] Docs/Contracts.md C3.6: All operations are thread-safe.
    @Test("Concurrent dispose() of a compound disposes each child and runs its block exactly once")
    func concurrentCompoundDisposeDisposesChildrenOnce() {
        for _ in 0..<50 {
            let childRuns = (0..<10).map { _ in Counter() }
            let ownRuns = Counter()
            let compound = CompoundDisposable { ownRuns.increment() }
            for runs in childRuns { compound.add(Disposable { runs.increment() }) }

            let finished = runConcurrently(threads: 20) { _ in compound.dispose() }
            #expect(finished)
            #expect(childRuns.map(\.value) == Array(repeating: 1, count: 10))
            #expect(ownRuns.value == 1)
        }
    }

    @Test("Children added while a compound is being disposed are each disposed exactly once")
    func addingWhileDisposingDisposesEachOnce() {
        for _ in 0..<20 {
            let compound = CompoundDisposable()
            let allRuns = Locked<[Counter]>([])
            let finished = runConcurrently(threads: 9) { thread in
                if thread == 4 {
                    compound.dispose()
                    return
                }
                for _ in 0..<50 {
                    let runs = Counter()
                    allRuns.withLock { $0.append(runs) }
                    compound.add(Disposable { runs.increment() })
                }
            }
            #expect(finished)
            #expect(allRuns.value.count == 8 * 50)
            #expect(allRuns.value.allSatisfy { $0.value == 1 })
        }
    }

    @Test("Concurrent adds and removes leave exactly the kept children to be disposed")
    func concurrentAddAndRemove() {
        let compound = CompoundDisposable()
        let kept = Locked<[Counter]>([])
        let removed = Locked<[Counter]>([])
        let finished = runConcurrently(threads: 8) { _ in
            for index in 0..<200 {
                let runs = Counter()
                let disposable = Disposable { runs.increment() }
                compound.add(disposable)
                if index % 3 == 0 {
                    kept.withLock { $0.append(runs) }
                } else {
                    compound.remove(disposable)
                    removed.withLock { $0.append(runs) }
                }
            }
        }
        #expect(finished)
        #expect(compound.count == kept.value.count)

        compound.dispose()
        #expect(kept.value.allSatisfy { $0.value == 1 })
        #expect(removed.value.allSatisfy { $0.value == 0 })
    }

    // RACSerialDisposableSpec: "should not crash when racing between swapInDisposable and disposable"
    @Test("Racing swapIn(_:) against reading disposable does not crash")
    func serialSwapRacesRead() {
        let serial = SerialDisposable()
        let finished = runConcurrently(threads: 8) { thread in
            for _ in 0..<2_000 {
                if thread % 2 == 0 {
                    serial.swapIn(Disposable {})
                } else {
                    _ = serial.disposable
                }
            }
        }
        #expect(finished)
        #expect(serial.disposable != nil)
    }

    // Docs/Contracts.md C3.8 under contention: every inner disposable ends up either handed back by exactly
    // one swap (never disposed by the serial disposable) or disposed exactly once — never both, never lost.
    @Test("Concurrent swaps and a dispose account for every inner disposable exactly once")
    func serialSwapAndDisposeAccountForEverything() {
        for _ in 0..<10 {
            let serial = SerialDisposable()
            let created = Locked<[(Disposable, Counter)]>([])
            let returned = Locked<[ObjectIdentifier: Int]>([:])
            let finished = runConcurrently(threads: 9) { thread in
                if thread == 4 {
                    serial.dispose()
                    return
                }
                for _ in 0..<100 {
                    let runs = Counter()
                    let disposable = Disposable { runs.increment() }
                    created.withLock { $0.append((disposable, runs)) }
                    if let previous = serial.swapIn(disposable) {
                        returned.withLock { $0[ObjectIdentifier(previous), default: 0] += 1 }
                    }
                }
            }
            #expect(finished)
            #expect(serial.isDisposed)
            #expect(serial.disposable == nil)
            let returnedCounts = returned.value
            let accounted = created.value.map { disposable, runs in
                returnedCounts[ObjectIdentifier(disposable), default: 0] + runs.value
            }
            #expect(accounted == Array(repeating: 1, count: 8 * 100))
        }
    }

    // Cold signals: each concurrent subscription runs its own subscribe block (Docs/Contracts.md C1.2) and gets all of it.
    @Test("Concurrent subscriptions to one cold signal each run the subscribe block and get every value")
    func concurrentSubscriptionsToColdSignal() {
        let subscriptions = Counter()
        let signal = Signal<Int>.createSignal { subscriber in
            subscriptions.increment()
            for value in 0..<100 { subscriber.sendNext(value) }
            subscriber.sendCompleted()
        }
        let results = Locked<[Int: [String]]>([:])
        let finished = runConcurrently(threads: 20) { thread in
            let log = EventLog()
            signal.subscribeNext({ log.next($0) }, completed: { log.completed() })
            results.withLock { $0[thread] = log.entries }
        }
        #expect(finished)
        #expect(subscriptions.value == 20)
        let expected = (0..<100).map { "next(\($0))" } + ["completed"]
        #expect(results.value.count == 20)
        #expect(results.value.values.allSatisfy { $0 == expected })
    }

    @Test("Disposing one subscription from many threads runs its clean-up exactly once")
    func concurrentSubscriptionDispose() {
        for _ in 0..<20 {
            let runs = Counter()
            let subscription = Signal<Int>.createSignal { _ in return Disposable { runs.increment() } }.subscribeNext { _ in }
            let finished = runConcurrently(threads: 20) { _ in subscription.dispose() }
            #expect(finished)
            #expect(runs.value == 1)
        }
    }

    // MARK: Subjects

    @Test("A subject with subscribers joining and leaving while others send stays consistent")
    func subjectChurn() {
        let senders = 8, perSender = 500, churners = 8, rounds = 100, stride = 100_000
        let subject = Subject<Int>()
        let stable = (0..<3).map { _ in Locked<[Int]>([]) }
        let stableSubscriptions = stable.map { received in
            subject.subscribeNext { value in received.withLock { $0.append(value) } }
        }
        let churnViolations = Counter()

        let finished = runConcurrently(threads: senders + churners, timeout: 30) { thread in
            if thread < senders {
                for index in 0..<perSender { subject.sendNext(thread * stride + index) }
                return
            }
            for _ in 0..<rounds {
                let received = Locked<[Int]>([])
                let subscription = subject.subscribeNext { value in received.withLock { $0.append(value) } }
                Self.widenWindow()
                subscription.dispose()
                // A subscriber that joins midway sees, per sender, strictly increasing values.
                var last = [Int: Int]()
                for value in received.value {
                    let sender = value / stride
                    if let previous = last[sender], previous >= value { churnViolations.increment() }
                    last[sender] = value
                }
            }
        }
        #expect(finished)
        #expect(churnViolations.value == 0)
        // A subscriber that stays for the whole run receives every value, in order per sender.
        for received in stable {
            #expect(received.value.count == senders * perSender)
            #expect(Self.inOrderPerSender(received.value, senders: senders, perSender: perSender, stride: stride))
        }
        // Every churning subscriber left; only the stable ones remain.
        #expect(subject.subscriberCount == stable.count)
        for subscription in stableSubscriptions { subscription.dispose() }
        #expect(subject.subscriberCount == 0)
    }

    // RACSubjectSpec (unlimited): "should send values in the same order live as when replaying" (Docs/Contracts.md C4.5)
    @Test("A replay subject replays values in the same order as it sent them live, under concurrent sending")
    func replayOrderEqualsLiveOrder() {
        let subject = ReplaySubject<Int>()
        let live = Locked<[Int]>([])
        subject.subscribeNext { value in live.withLock { $0.append(value) } }

        let finished = runConcurrently(threads: 8) { thread in
            for index in 0..<1_000 { subject.sendNext(thread * 10_000 + index) }
        }
        subject.sendCompleted()
        #expect(finished)

        let replayed = Locked<[Int]>([])
        subject.subscribeNext { value in replayed.withLock { $0.append(value) } }
        let replayedAgain = Locked<[Int]>([])
        subject.subscribeNext { value in replayedAgain.withLock { $0.append(value) } }

        #expect(live.value.count == 8_000)
        #expect(replayed.value == live.value)
        #expect(replayedAgain.value == replayed.value)
    }

    // [S][H] Docs/Contracts.md C4.5: Replay and joining happen atomically with respect to sendNext:, so nothing
    // is lost or reordered.
    @Test("Subscribers joining a replay subject while it sends get every value exactly once, in order")
    func replayJoinersMissNothing() {
        let count = 2_000
        let subject = ReplaySubject<Int>()
        let joiners = Locked<[EventLog]>([])
        let finished = runConcurrently(threads: 9) { thread in
            if thread == 0 {
                for value in 0..<count { subject.sendNext(value) }
                subject.sendCompleted()
                return
            }
            for _ in 0..<5 {
                let log = EventLog()
                joiners.withLock { $0.append(log) }
                subject.subscribeNext({ log.next($0) }, completed: { log.completed() })
                Self.widenWindow()
            }
        }
        #expect(finished)
        let expected = (0..<count).map { "next(\($0))" } + ["completed"]
        #expect(joiners.value.count == 40)
        #expect(joiners.value.allSatisfy { $0.entries == expected })
    }

    // Implementation-faithful, Docs/Contracts.md C4.7: joining and receiving the current value happen under the
    // same lock as sending, so a joiner sees a gap-free, duplicate-free run ending at the last value.
    @Test("Subscribers joining a behavior subject while it sends get the current value and then every later value")
    func behaviorJoinersMissNothing() {
        let count = 2_000
        let subject = BehaviorSubject(defaultValue: -1)
        let joiners = Locked<[Locked<[Int]>]>([])
        let finished = runConcurrently(threads: 9) { thread in
            if thread == 0 {
                for value in 0..<count { subject.sendNext(value) }
                return
            }
            for _ in 0..<5 {
                let received = Locked<[Int]>([])
                joiners.withLock { $0.append(received) }
                subject.subscribeNext { value in received.withLock { $0.append(value) } }
                Self.widenWindow()
            }
        }
        #expect(finished)
        #expect(joiners.value.count == 40)
        for received in joiners.value {
            let values = received.value
            guard let first = values.first else {
                Issue.record("a joiner received nothing, not even the current value")
                continue
            }
            #expect(values == Array(first..<count))
        }
    }
}
