import Foundation
import Testing
@testable import RAC
import TestSupport

/// The thread-safety contracts pushed hard, on real threads: Docs/Contracts.md C2.2 (serial delivery),
/// Docs/Contracts.md C3.6 (thread-safe disposal), §4 (subjects; C4.5), C7.2 (race-free
/// `connect`) and Docs/Contracts.md §8 (a refused `execute`).
///
/// Every test uses `Thread`s (`runConcurrently`, `runInLockstep`), never `DispatchQueue.global`: on
/// this toolchain ThreadSanitizer does not see races through the global queues. Every wait is
/// bounded and nothing sleeps for timing. Under a sanitizer (`RAC_SANITIZER`, set by
/// `.ci/sanitizers`) the rounds shrink five-fold (`stressScaled`); the figures are in
/// Docs/Reliability.md. The suite runs its tests one at a time, so each has the machine to itself.
@Suite("Stress", .checksLiveObjects, .serialized, .timeLimit(.minutes(3)))
struct StressTests {
    /// Checks that `values` (each `sender * stride + index`) holds, for every sender, exactly the
    /// indices `0..<perSender` in increasing order.
    private static func everyValueInOrderPerSender(_ values: [Int], senders: Int, perSender: Int, stride: Int) -> Bool {
        var perThread = Array(repeating: [Int](), count: senders)
        for value in values {
            let sender = value / stride
            guard sender >= 0, sender < senders else { return false }
            perThread[sender].append(value % stride)
        }
        return perThread.allSatisfy { $0 == Array(0..<perSender) }
    }

    /// Whether `values` is, for every sender, strictly increasing (no value twice, none out of order).
    private static func increasingPerSender(_ values: [Int], stride: Int) -> Bool {
        var last: [Int: Int] = [:]
        for value in values {
            let sender = value / stride
            if let previous = last[sender], previous >= value { return false }
            last[sender] = value
        }
        return true
    }

    /// Whether `values` is a gap-free ascending run: each value is the previous one plus one.
    private static func isGapFreeRun(_ values: [Int]) -> Bool {
        zip(values, values.dropFirst()).allSatisfy { $1 == $0 + 1 }
    }

    /// Lets other threads run inside a handler, so a missing lock shows up as an overlap instead of
    /// hiding behind a handler too short to be interrupted.
    private static func widenWindow() {
        for _ in 0..<2 { sched_yield() }
    }

    // MARK: Subject (Docs/Contracts.md C2.2, C4.1, C4.2)

    static let subjectSenders = 8
    static let subjectValuesPerSender = stressScaled(10_000)
    static let subjectChurners = 8
    static let subjectChurnRounds = stressScaled(1_000)

    @Test("A subject sent to from 8 threads while 8 others subscribe and dispose: steady subscribers get every value in order, none overlaps, every leaver is removed")
    func subjectSendersAndChurners() {
        let senders = Self.subjectSenders, perSender = Self.subjectValuesPerSender
        let churners = Self.subjectChurners, rounds = Self.subjectChurnRounds
        let stride = 1_000_000
        let subject = Subject<Int>()

        let steady = (0..<4).map { _ in (received: Locked<[Int]>([]), detector: OverlapDetector()) }
        let steadySubscriptions = steady.map { steady in
            subject.subscribeNext { value in
                steady.detector.enter()
                steady.received.withLock { $0.append(value) }
                steady.detector.exit()
            }
        }
        let churnViolations = Counter()
        let churnOverlaps = Counter()
        let sendersDone = Counter()

        let finished = runConcurrently(threads: senders + churners, timeout: 120) { thread in
            if thread < senders {
                for index in 0..<perSender { subject.sendNext(thread * stride + index) }
                sendersDone.increment()
                return
            }
            // Join and leave at least `rounds` times, and for as long as values are being sent.
            var round = 0
            while round < rounds || sendersDone.value < senders {
                defer { round += 1 }
                let received = Locked<[Int]>([])
                let detector = OverlapDetector()
                let record = { (value: Int) in
                    detector.enter()
                    received.withLock { $0.append(value) }
                    Self.widenWindow()
                    detector.exit()
                }
                // Half the joiners leave by disposing; the other half end themselves from inside a
                // handler (`take`), racing the senders' next value.
                let subscription = round.isMultiple(of: 2)
                    ? subject.subscribeNext(record)
                    : subject.take(3).subscribeNext(record)
                Self.widenWindow()
                subscription.dispose()
                if !Self.increasingPerSender(received.value, stride: stride) { churnViolations.increment() }
                if detector.overlaps > 0 { churnOverlaps.increment() }
            }
        }
        #expect(finished)
        #expect(churnViolations.value == 0)
        #expect(churnOverlaps.value == 0)
        for steady in steady {
            #expect(steady.detector.overlaps == 0)
            #expect(steady.received.value.count == senders * perSender)
            #expect(Self.everyValueInOrderPerSender(steady.received.value, senders: senders, perSender: perSender, stride: stride))
        }
        // Every joiner left the subject's list; only the steady subscribers remain, until they leave too.
        #expect(subject.subscriberCount == steady.count)
        for subscription in steadySubscriptions { subscription.dispose() }
        #expect(subject.subscriberCount == 0)
    }

    // MARK: Handing a handler's state from thread to thread (Docs/Contracts.md C2.2)

    static let handOffValuesPerSender = stressScaled(20_000)

    @Test("Two threads send to one subject (or one subscriber) whose handler keeps state without a lock: every delivery sees the previous one's writes, and the values' contents",
          arguments: ["subject", "subscriber"])
    func handlerStateHandedAcrossThreads(_ kind: String) {
        let perSender = Self.handOffValuesPerSender
        let state = UnguardedHandlerState()
        let handler = { (payload: Payload) in
            state.count += 1
            if let previous = state.last[payload.sender], previous >= payload.index { state.outOfOrder += 1 }
            state.last[payload.sender] = payload.index
        }
        let send: @Sendable (Payload) -> Void
        let subscription: Disposable
        if kind == "subject" {
            let subject = Subject<Payload>()
            subscription = subject.subscribeNext(handler)
            send = { subject.sendNext($0) }
        } else {
            let producer = Locked<Subscriber<Payload>?>(nil)
            subscription = Signal<Payload>.createSignal { producer.value = $0 }.subscribeNext(handler)
            let subscriber = producer.value!
            send = { subscriber.sendNext($0) }
        }
        let finished = runConcurrently(threads: 2, timeout: 60) { thread in
            for index in 0..<perSender {
                let payload = Payload()
                payload.sender = thread
                payload.index = index
                send(payload)
            }
        }
        #expect(finished)
        subscription.dispose()
        #expect(state.count == 2 * perSender)
        #expect(state.outOfOrder == 0)
        #expect(state.last == [0: perSender - 1, 1: perSender - 1])
    }

    // MARK: MulticastConnection (Docs/Contracts.md C7.2–C7.4)

    static let connectThreads = 16
    static let connectRounds = stressScaled(1_000)

    @Test("connect() called from 16 threads at once subscribes the source exactly once and hands every caller the same disposable")
    func concurrentConnect() {
        let threads = Self.connectThreads, rounds = Self.connectRounds
        let subscriptions = (0..<rounds).map { _ in Counter() }
        let disposals = (0..<rounds).map { _ in Counter() }
        let connections = (0..<rounds).map { round in
            Signal<Int>.createSignal { subscriber in
                subscriptions[round].increment()
                subscriber.sendNext(round)
                return Disposable { disposals[round].increment() }
            }.publish()
        }
        let handedOut = (0..<rounds).map { _ in Locked<Set<ObjectIdentifier>>([]) }

        let connected = runInLockstep(threads: threads, rounds: rounds) { round, _ in
            let disposable = connections[round].connect()
            handedOut[round].withLock { _ = $0.insert(ObjectIdentifier(disposable)) }
        }
        #expect(connected)
        #expect(subscriptions.allSatisfy { $0.value == 1 })
        #expect(handedOut.allSatisfy { $0.value.count == 1 })
        #expect(disposals.allSatisfy { $0.value == 0 })

        // Half the threads dispose the connection while the other half call connect() again: the
        // source subscription ends exactly once and is never made again (Docs/Contracts.md C7.2).
        let disposed = runInLockstep(threads: threads, rounds: rounds) { round, thread in
            if thread.isMultiple(of: 2) {
                connections[round].connect().dispose()
            } else {
                let disposable = connections[round].connect()
                handedOut[round].withLock { _ = $0.insert(ObjectIdentifier(disposable)) }
            }
        }
        #expect(disposed)
        #expect(subscriptions.allSatisfy { $0.value == 1 })
        #expect(disposals.allSatisfy { $0.value == 1 })
        #expect(handedOut.allSatisfy { $0.value.count == 1 })
    }

    @Test("autoconnect() subscribed from 16 threads at once subscribes the source once and disposes it once, after the last subscriber leaves")
    func concurrentAutoconnect() {
        let threads = Self.connectThreads, rounds = Self.connectRounds
        let subscriptions = (0..<rounds).map { _ in Counter() }
        let disposals = (0..<rounds).map { _ in Counter() }
        let shared = (0..<rounds).map { round in
            Signal<Int>.createSignal { _ in
                subscriptions[round].increment()
                return Disposable { disposals[round].increment() }
            }.publish().autoconnect()
        }
        let barrier = ThreadBarrier(parties: threads)
        let lockstep = runInLockstep(threads: threads, rounds: rounds) { round, _ in
            let subscription = shared[round].subscribeNext { _ in }
            // Everyone subscribes before anyone leaves, so the count really goes 0 → 16 → 0.
            barrier.wait()
            subscription.dispose()
        }
        #expect(lockstep)
        #expect(subscriptions.allSatisfy { $0.value == 1 })
        #expect(disposals.allSatisfy { $0.value == 1 })
    }

    // MARK: Command (Docs/Contracts.md §8)

    static let commandThreads = 8
    static let commandRounds = stressScaled(500)

    @Test("A non-concurrent command executed from 8 threads at once runs exactly one execution; every other call fails with CommandError.notEnabled")
    func commandExecutedFromManyThreads() {
        let threads = Self.commandThreads, rounds = Self.commandRounds
        // One virtual-time scheduler per command, so that no queue grows with the number of rounds.
        let schedulers = (0..<rounds).map { _ in TestScheduler() }
        let blockCalls = (0..<rounds).map { _ in Counter() }
        let commands = (0..<rounds).map { round in
            Command<Int, Int>(scheduler: schedulers[round]) { input in
                blockCalls[round].increment()
                Self.widenWindow()  // a signal block takes time: other callers arrive meanwhile
                return Signal.return(input)
            }
        }
        for scheduler in schedulers { scheduler.stepAll() }
        // What each `execute` returned, as seen by subscribing to it at once.
        let outcomes = (0..<rounds).map { _ in Locked<[Int: EventLog]>([:]) }

        let finished = runInLockstep(threads: threads, rounds: rounds) { round, thread in
            let log = EventLog()
            commands[round].execute(thread).subscribeNext({ log.next($0) }, error: { log.error($0) }, completed: { log.completed() })
            outcomes[round].withLock { $0[thread] = log }
        }
        #expect(finished)

        let refusal = "error(\(CommandError.notEnabled))"
        var roundsWithOneExecution = 0
        for round in 0..<rounds {
            let logs = outcomes[round].value
            let refused = logs.values.filter { $0.entries == [refusal] }.count
            let started = logs.values.filter { $0.entries.isEmpty }.count
            // Whatever the count, every call either started an execution (calling the block once)
            // or was refused with notEnabled, and at least one started.
            #expect(refused + started == threads)
            #expect(started >= 1 && started == blockCalls[round].value)
            if started == 1 { roundsWithOneExecution += 1 }
        }
        let executionsPerRound = blockCalls.map(\.value)
        // `execute` checks "enabled" and records the new execution under one lock, so exactly one
        // of the concurrent calls starts; before that fix, 5–8 of 8 calls started in every round.
        #expect(roundsWithOneExecution == rounds, "rounds where exactly one of \(threads) concurrent execute calls ran; executions per round: \(executionsPerRound.prefix(40))")

        // The accepted executions run on the scheduler, deliver their value and complete; then every
        // command is enabled again.
        for scheduler in schedulers { scheduler.stepAll() }
        for round in 0..<rounds {
            for (thread, log) in outcomes[round].value where log.entries != [refusal] {
                #expect(log.entries == ["next(\(thread))", "completed"])
            }
            #expect(commands[round].enabled.boundedFirst() == true)
        }
    }

    static let commandInputFlipsPerThread = stressScaled(2_000)

    @Test("On the immediate scheduler, an enabled handler executes the command while 2 threads flip its enabled input: nothing deadlocks, and at the end enabled and execute follow the input")
    func commandExecutedFromEnabledHandlerWhileInputFlips() {
        let flips = Self.commandInputFlipsPerThread
        let input = Subject<Bool>()
        let accepted = Counter(), delivered = Counter()
        let command = Command<Int, Int>(enabled: input, scheduler: .immediate) { value in
            accepted.increment()
            return .return(value)
        }
        // When `enabled` sends true inside a thread's send to the input, the handler executes the
        // command there, once per send: on `.immediate` the execution ends at once and enables the
        // command again, so a handler that executed on every true would never stop.
        let permit = "mayExecute"
        let subscription = command.enabled.subscribeNext { enabled in
            let thread = Thread.current.threadDictionary
            guard enabled, thread[permit] != nil else { return }
            thread[permit] = nil
            Self.widenWindow()  // inside the handler: the other thread sends meanwhile
            command.execute(1).subscribeNext { _ in delivered.increment() }
        }
        let send: @Sendable (Bool) -> Void = { value in
            Thread.current.threadDictionary[permit] = true
            input.sendNext(value)
            Thread.current.threadDictionary[permit] = nil
        }

        // Before the single state, `execute` read `enabled` with a blocking `first()` on a subject
        // whose lock the other thread held, while holding a lock that thread wanted: a deadlock.
        let finished = runConcurrently(threads: 2, timeout: 60) { thread in
            for index in 0..<flips { send((index + thread) % 2 == 0) }
        }
        #expect(finished, "a thread that flips the input did not finish within 60 s: a deadlock")
        guard finished else { return }  // the stuck threads still use the command

        send(false)
        #expect(command.enabled.boundedFirst() == false)
        #expect(command.executing.boundedFirst() == false)
        #expect(throws: CommandError.notEnabled) { try command.execute(2).boundedToArray() }
        let acceptedBefore = accepted.value
        send(true)  // the handler executes once more, on this thread
        #expect(accepted.value == acceptedBefore + 1)
        #expect(command.enabled.boundedFirst() == true)
        #expect(delivered.value == accepted.value, "every accepted execution delivers its value once")
        #expect(acceptedBefore > 0)
        subscription.dispose()
    }

    // Neither `Command` nor the subscribers along `enabled` and `executing` hold a lock while a
    // handler runs, and a sender waits its turn only where that closes no cycle of waiting threads
    // (Docs/Contracts.md C2.8, C2.9), so one thread inside `enabled`'s handlers reaching
    // `executing`'s while the other does the reverse cannot deadlock.
    @Test("On the immediate scheduler, handlers of enabled and of executing both execute the command, from 2 threads: nothing deadlocks")
    func commandExecutedFromEnabledAndExecutingHandlers() {
        let flips = Self.commandInputFlipsPerThread
        let input = Subject<Bool>()
        let accepted = Counter()
        let command = Command<Int, Int>(enabled: input, scheduler: .immediate) { value in
            accepted.increment()
            return .return(value)
        }
        let permit = "mayExecute"
        // Once per permit, on the thread that holds it: `enabled` true, or `executing` false, executes.
        let executeOnce = { @Sendable in
            let thread = Thread.current.threadDictionary
            guard thread[permit] != nil else { return }
            thread[permit] = nil
            Self.widenWindow()  // inside the handler: the other thread arrives meanwhile
            command.execute(1)
        }
        let enabledSubscription = command.enabled.subscribeNext { if $0 { executeOnce() } }
        let executingSubscription = command.executing.subscribeNext { if !$0 { executeOnce() } }
        let withPermit: @Sendable (() -> Void) -> Void = { body in
            Thread.current.threadDictionary[permit] = true
            body()
            Thread.current.threadDictionary[permit] = nil
        }
        let finished = runConcurrently(threads: 2, timeout: 60) { thread in
            for index in 0..<flips {
                if thread == 0 {
                    withPermit { input.sendNext(index % 2 == 0) }
                } else {
                    withPermit { command.execute(0) }
                }
            }
        }
        #expect(finished, "a thread did not finish within 60 s: a deadlock")
        guard finished else { return }
        #expect(accepted.value > 0)
        enabledSubscription.dispose()
        executingSubscription.dispose()
    }

    static let concurrencySetterRounds = stressScaled(500)
    static let concurrencySetsPerThread = 20

    @Test("allowsConcurrentExecution set from 2 threads at once while an execution runs: afterwards the value, enabled and execute agree in every round")
    func commandConcurrencySetFromTwoThreads() {
        let rounds = Self.concurrencySetterRounds, sets = Self.concurrencySetsPerThread
        let schedulers = (0..<rounds).map { _ in TestScheduler() }
        let works = (0..<rounds).map { _ in Subject<Int>() }
        let commands = (0..<rounds).map { round in Command<Int, Int>(scheduler: schedulers[round]) { _ in works[round] } }
        // One execution runs in each command, so its `enabled` is `allowsConcurrentExecution`.
        for round in 0..<rounds {
            commands[round].execute(0)
            schedulers[round].stepAll()
        }

        // The two threads' last sets disagree (false, true): either may be stored last.
        let finished = runInLockstep(threads: 2, rounds: rounds) { round, thread in
            for index in 0..<sets { commands[round].allowsConcurrentExecution = (index + thread) % 2 == 0 }
        }
        #expect(finished)

        var disagreements: [String] = []
        for round in 0..<rounds {
            schedulers[round].stepAll()
            let command = commands[round]
            let allowed = command.allowsConcurrentExecution
            let enabled = command.enabled.boundedFirst()
            var refused = false
            command.execute(1).subscribeError { _ in refused = true }
            if enabled != allowed || refused == allowed {
                disagreements.append("round \(round): allowsConcurrentExecution \(allowed), enabled \(enabled.map { "\($0)" } ?? "nil"), execute refused \(refused)")
            }
            works[round].sendCompleted()
            schedulers[round].stepAll()
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    // MARK: CompoundDisposable (Docs/Contracts.md C3.3, C3.4, C3.6)

    static let compoundAdders = 6
    static let compoundDisposers = 2
    static let compoundChildrenPerAdder = 100
    static let compoundRounds = stressScaled(500)

    @Test("A compound disposable added to from 6 threads while 2 others dispose it disposes every child exactly once")
    func compoundAddedToAndDisposedConcurrently() {
        let adders = Self.compoundAdders, disposers = Self.compoundDisposers
        let perAdder = Self.compoundChildrenPerAdder, rounds = Self.compoundRounds
        let compounds = (0..<rounds).map { _ in Counter() }.map { runs in (compound: CompoundDisposable { runs.increment() }, runs: runs) }
        // Every child's dispose count, and every removed child's, per round.
        let kept = (0..<rounds).map { _ in Locked<[Counter]>([]) }
        let removed = (0..<rounds).map { _ in Locked<[Counter]>([]) }

        let finished = runInLockstep(threads: adders + disposers, rounds: rounds) { round, thread in
            let compound = compounds[round].compound
            if thread >= adders {
                // Dispose at a different moment each round: early, midway, or after every add.
                for _ in 0..<(round % 16) * 8 { sched_yield() }
                compound.dispose()
                return
            }
            var mine: [Counter] = [], mineRemoved: [Counter] = []
            for index in 0..<perAdder {
                let runs = Counter()
                if index.isMultiple(of: 10) {
                    // A nested compound: its leaf must be disposed once, through it.
                    compound.add(CompoundDisposable(disposables: [Disposable { runs.increment() }]))
                    mine.append(runs)
                } else if index.isMultiple(of: 7) {
                    // Added then removed: disposed at most once (once only if the dispose came between).
                    let child = Disposable { runs.increment() }
                    compound.add(child)
                    compound.remove(child)
                    mineRemoved.append(runs)
                } else {
                    compound.add(Disposable { runs.increment() })
                    mine.append(runs)
                }
            }
            kept[round].withLock { $0.append(contentsOf: mine) }
            removed[round].withLock { $0.append(contentsOf: mineRemoved) }
        }
        #expect(finished)
        var childrenChecked = 0
        for round in 0..<rounds {
            let children = kept[round].value
            childrenChecked += children.count
            #expect(children.allSatisfy { $0.value == 1 }, "round \(round): a kept child was not disposed exactly once")
            #expect(removed[round].value.allSatisfy { $0.value <= 1 }, "round \(round): a removed child was disposed twice")
            #expect(compounds[round].runs.value == 1)
            #expect(compounds[round].compound.isDisposed)
            #expect(compounds[round].compound.count == 0)
        }
        let keptPerAdder = (0..<perAdder).filter { $0.isMultiple(of: 10) || !$0.isMultiple(of: 7) }.count
        #expect(childrenChecked == rounds * adders * keptPerAdder)
    }

    // MARK: ReplaySubject (Docs/Contracts.md C4.5, C4.6)

    static let replayValues = stressScaled(10_000)
    static let replayJoinerThreads = 7
    static let replayJoinsPerThread = stressScaled(40)

    @Test("Subscribers joining a replay subject while it sends each see a gap-free, ordered run ending in completed", arguments: [ReplaySubject<Int>.unlimitedCapacity, 1, 16])
    func replaySubjectJoinersWhileSending(capacity: Int) {
        let count = Self.replayValues, joiners = Self.replayJoinerThreads, joins = Self.replayJoinsPerThread
        let subject = ReplaySubject<Int>(capacity: capacity)
        let progress = Locked(0)  // how many values the sender has sent, updated every 64
        // (values, completed, joined with take(10)) of every joiner.
        let runs = Locked<[(values: Locked<[Int]>, completed: Locked<Bool>, limited: Bool)]>([])

        let finished = runConcurrently(threads: 1 + joiners, timeout: 120) { thread in
            if thread == 0 {
                for value in 0..<count {
                    subject.sendNext(value)
                    if value % 64 == 63 { progress.value = value + 1 }
                }
                progress.value = count
                subject.sendCompleted()
                return
            }
            for join in 0..<joins {
                // Spread the joins over the whole send, the last ones after completion.
                let target = count * join / max(1, joins - 2)
                let deadline = Date(timeIntervalSinceNow: 60)
                while progress.value < min(target, count) && Date() < deadline { sched_yield() }

                let values = Locked<[Int]>([]), completed = Locked(false)
                let limited = (join + thread).isMultiple(of: 3)
                // A `take(10)` joiner ends its subscription itself, often in the middle of replay (Docs/Contracts.md C4.5).
                let signal: Signal<Int> = limited ? subject.take(10) : subject
                signal.subscribeNext(
                    { value in values.withLock { $0.append(value) } },
                    completed: { completed.value = true }
                )
                runs.withLock { $0.append((values, completed, limited)) }
            }
        }
        #expect(finished)
        let all = runs.value
        #expect(all.count == joiners * joins)
        for run in all {
            let values = run.values.value
            #expect(run.completed.value)
            #expect(Self.isGapFreeRun(values), "capacity \(capacity): a joiner saw a gap or a reordering")
            if run.limited {
                #expect(values.count <= 10)
                #expect(values.count == 10 || values.last == count - 1)
            } else {
                #expect(values.last == count - 1)
                if capacity == ReplaySubject<Int>.unlimitedCapacity { #expect(values.first == 0) }
            }
        }
    }
}

/// What one subscriber's handler keeps between runs, with no lock of its own: whatever thread runs
/// the next delivery must see what the previous one wrote (ThreadSanitizer checks it).
private final class UnguardedHandlerState: @unchecked Sendable {
    var count = 0
    var last: [Int: Int] = [:]
    var outOfOrder = 0
}

/// A value whose contents its sender writes just before sending it, with no lock.
private final class Payload: @unchecked Sendable {
    var sender = -1
    var index = -1
}
