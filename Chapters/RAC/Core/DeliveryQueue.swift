import Synchronization

/// Runs deliveries one at a time and in order, without holding any lock while they run.
///
/// The rule: whichever thread finds the queue idle becomes its **owner** and runs its work at once;
/// work sent by the owner itself (a handler that sends again, on its own thread) also runs at once,
/// nested, exactly as RAC's recursive lock lets it; work sent by any other thread while the queue
/// is owned is appended to a pending list, and the owner runs it after the current work returns,
/// before giving the queue up. So deliveries run one at a time, each thread's in the order it sent
/// them, and a thread never waits for another thread's user code: it either runs its delivery or
/// leaves it to the owner and returns. (A send from another thread can therefore return before
/// its delivery has run; Docs/Differences.md lists this.)
///
/// **The backlog is bounded** (Docs/Contracts.md C2.9): once `backlogBound` values wait, a sender
/// from another thread waits until the owner has taken them, then leaves its own, so a producer
/// thread cannot pile up work (and memory) behind a busy handler. A sender waits only for an owner
/// that is not itself waiting (see `BackPressure`): that rule keeps waiting free of deadlock, and
/// a sender it refuses leaves its value past the bound and returns, as before. Only values wait;
/// terminal events, subscriptions joining and leaving (`send(_:)`) never do.
///
/// `state` holds the owner's thread identity, or 0 when idle, with `pendingBit` set while work
/// waits. Taking and giving up an idle queue are one compare-and-exchange each; the lock around the
/// pending list (and the list itself) is only touched when two threads meet.
///
/// Not generic, so that unspecialised generic code reaching it (a subscriber of a type your module
/// did not specialise) needs no type metadata on the way.
@usableFromInline
struct DeliveryQueue: ~Copyable, Sendable {
    @usableFromInline let state = Atomic<UInt>(0)
    /// Made on the first meeting of two threads, then kept.
    @usableFromInline let pending = AtomicLazyReference<PendingDeliveries>()

    @usableFromInline static var pendingBit: UInt { 1 }

    /// How many values may wait for a queue's owner before a sender from another thread waits too.
    static var backlogBound: Int { 1_024 }

    @inlinable init() {}

    /// Runs `now` at once, or, if another thread is running this queue's deliveries, leaves the
    /// closure `later` makes to that thread (waiting first while `backlogBound` values wait). `now`
    /// and `later()` do the same work; the escaping closure is only made (and allocated) when the
    /// work has to wait.
    @inlinable @inline(__always)
    func send(_ now: () -> Void, orLeave later: () -> Delivery) {
        send(now, orLeave: later, mayWait: true)
    }

    /// `send(_:orLeave:)` for work that is not on a hot path: the closure is made every time, and
    /// the sender never waits (terminal events, subscribers joining and leaving).
    @inlinable
    func send(_ work: @escaping Delivery) {
        send(work, orLeave: { work }, mayWait: false)
    }

    @inlinable @inline(__always)
    func send(_ now: () -> Void, orLeave later: () -> Delivery, mayWait: Bool) {
        let me = currentThreadID()
        if state.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
            now()
            giveUp(me)
        } else if state.load(ordering: .relaxed) & ~Self.pendingBit == me {
            now()  // sent from inside a delivery this thread is running: nested, as RAC does
        } else {
            sendFromAnotherThread(later(), me, mayWait: mayWait)
        }
    }

    /// Whether the calling thread is running one of this queue's deliveries right now.
    @inlinable
    var isRunningOnThisThread: Bool {
        state.load(ordering: .relaxed) & ~Self.pendingBit == currentThreadID()
    }

    /// Gives the queue up, after running whatever other threads left meanwhile.
    @inlinable @inline(__always)
    func giveUp(_ me: UInt) {
        if state.compareExchange(expected: me, desired: 0, ordering: .releasing).exchanged { return }
        runPending(me)
    }

    /// The owner's loop: take everything pending (clearing the bit while the list's lock is held,
    /// so that work added after the take sets it again), run it, and try to give up again.
    @usableFromInline
    func runPending(_ me: UInt) {
        let list = pendingList()
        while true {
            let deliveries = list.takeAll { state.store(me, ordering: .relaxed) }
            for delivery in deliveries { delivery() }
            if state.compareExchange(expected: me, desired: 0, ordering: .releasing).exchanged { return }
        }
    }

    /// Appends `delivery` for the owner (if `mayWait`, first waiting while the backlog is full and
    /// `BackPressure` allows it), then makes sure someone runs it: if the owner gave the queue up
    /// before seeing it, this thread takes the queue and runs the list itself.
    @usableFromInline
    func sendFromAnotherThread(_ delivery: @escaping Delivery, _ me: UInt, mayWait: Bool) {
        assert(me & Self.pendingBit == 0, "DeliveryQueue: a thread identity with its lowest bit set; currentThreadID() must return an aligned address")
        if mayWait {
            pendingList().append(delivery, waitingBelow: Self.backlogBound, me: me) {
                state.load(ordering: .acquiring) & ~Self.pendingBit
            }
        } else {
            pendingList().append(delivery)
        }
        while true {
            let current = state.load(ordering: .acquiring)
            if current == 0 {
                if state.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
                    runPending(me)
                    return
                }
            } else if current & Self.pendingBit != 0 {
                return  // the owner has yet to look at the list, and will see this delivery
            } else if state.compareExchange(expected: current, desired: current | Self.pendingBit, ordering: .releasing).exchanged {
                return
            }
        }
    }

    @usableFromInline
    func pendingList() -> PendingDeliveries {
        if let list = pending.load() { return list }
        return pending.storeIfNil(PendingDeliveries())
    }

    /// How many deliveries wait for the owner right now (for tests of the bound).
    var pendingCount: Int { pending.load()?.count ?? 0 }
}

/// A `DeliveryQueue` that several endpoints of one operator share (`bind`), so that everything
/// they send downstream goes one event at a time.
final class SharedDeliveryQueue: Sendable {
    let queue = DeliveryQueue()
}

/// A piece of work a `DeliveryQueue` runs: one event to one subscriber, a subscriber joining, ….
@usableFromInline
typealias Delivery = () -> Void

/// The deliveries other threads left for a `DeliveryQueue`'s owner, behind a lock that is never
/// held while a delivery runs. Senders over the bound wait on the same lock's condition.
@usableFromInline
final class PendingDeliveries: @unchecked Sendable {
    // @unchecked: `deliveries` and `waiters` are read and written only inside `lock`. Each closure
    // it holds (an event for your handlers, with whatever that event carries) is handed from the
    // sending thread to the owner, which runs it once; that hand-over is what the queue is for.
    private let lock = ConditionLock()
    private var deliveries: ContiguousArray<Delivery> = []
    /// Senders asleep in `append(_:waitingBelow:me:owner:)`.
    private var waiters = 0

    @usableFromInline init() {}

    /// Appends without waiting, however long the list is.
    @usableFromInline
    func append(_ delivery: @escaping Delivery) {
        lock.withLock { deliveries.append(delivery) }
    }

    /// Appends once fewer than `bound` deliveries wait, sleeping until the owner takes them, if
    /// `BackPressure` lets this thread (`me`) wait for the queue's owner (`owner()`, 0 if none);
    /// if not, appends at once, past the bound.
    func append(_ delivery: @escaping Delivery, waitingBelow bound: Int, me: UInt, owner: () -> UInt) {
        lock.withLock {
            while deliveries.count >= bound, BackPressure.startWaiting(me, forOwner: owner) {
                waiters += 1
                lock.wait()
                waiters -= 1
                BackPressure.stopWaiting(me)
            }
            deliveries.append(delivery)
        }
    }

    /// Everything pending, oldest first; `whileLocked` runs before the lock is let go. Wakes the
    /// senders waiting for room.
    @usableFromInline
    func takeAll(whileLocked: () -> Void) -> ContiguousArray<Delivery> {
        lock.withLock {
            let all = deliveries
            deliveries = []
            whileLocked()
            if waiters > 0 { lock.wakeAll() }
            return all
        }
    }

    /// How many deliveries wait.
    var count: Int { lock.withLock { deliveries.count } }
}

/// Who may wait for whom when a backlog is full: the rule that keeps back-pressure free of deadlock.
///
/// A sender over the bound waits for the thread that owns the queue (the one that will take the
/// backlog). It may do so only if **that owner is not itself waiting**, checked and recorded
/// under one lock; otherwise it leaves its value past the bound and returns. Why no cycle of
/// waiting threads can form: a thread waits for the queue's current owner, and the owner changes
/// only to a thread that is running (a waiting thread takes no queue). So every "A waits for B" is
/// created while B waits for no one. In a cycle, the newest such relation A → B would have been
/// created while B already waited for the next thread of the cycle: impossible. So some thread of
/// every chain of waiters is running, and it gives its backlog up when its handler returns.
///
/// It costs nothing on the fast path: only a sender that finds a full backlog takes this lock.
enum BackPressure {
    /// The threads waiting for a backlog to drain, behind their own lock (a pthread mutex, as
    /// `ConditionLock` is, so that ThreadSanitizer sees it).
    private static let waiting = WaitingThreads()

    /// Whether `me` may wait for the queue's owner, read by `owner()` under the lock (0: none yet,
    /// a running sender is about to take it); if so, records that `me` is waiting.
    static func startWaiting(_ me: UInt, forOwner owner: () -> UInt) -> Bool {
        waiting.lock.withLock {
            let owner = owner()
            if owner != 0 && waiting.threads.contains(owner) { return false }
            waiting.threads.insert(me)
            return true
        }
    }

    static func stopWaiting(_ me: UInt) {
        waiting.lock.withLock { _ = waiting.threads.remove(me) }
    }

    private final class WaitingThreads: @unchecked Sendable {
        // @unchecked: `threads` is read and written only inside `lock`; it holds no user code.
        let lock = ConditionLock()
        var threads: Set<UInt> = []
    }
}
