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

    @inlinable init() {}

    /// Runs `now` at once, or, if another thread is running this queue's deliveries, leaves the
    /// closure `later` makes to that thread. `now` and `later()` do the same work; the escaping
    /// closure is only made (and allocated) when the work has to wait.
    @inlinable @inline(__always)
    func send(_ now: () -> Void, orLeave later: () -> Delivery) {
        let me = currentThreadID()
        if state.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
            now()
            giveUp(me)
        } else if state.load(ordering: .relaxed) & ~Self.pendingBit == me {
            now()  // sent from inside a delivery this thread is running: nested, as RAC does
        } else {
            sendFromAnotherThread(later(), me)
        }
    }

    /// `send(_:orLeave:)` for work that is not on a hot path: the closure is made every time.
    @inlinable
    func send(_ work: @escaping Delivery) {
        send(work, orLeave: { work })
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

    /// Appends `delivery` for the owner, then makes sure someone runs it: if the owner gave the
    /// queue up before seeing it, this thread takes the queue and runs the list itself.
    @usableFromInline
    func sendFromAnotherThread(_ delivery: @escaping Delivery, _ me: UInt) {
        assert(me & Self.pendingBit == 0, "DeliveryQueue: a thread identity with its lowest bit set; currentThreadID() must return an aligned address")
        pendingList().append(delivery)
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
}

/// A piece of work a `DeliveryQueue` runs: one event to one subscriber, a subscriber joining, ….
@usableFromInline
typealias Delivery = () -> Void

/// The deliveries other threads left for a `DeliveryQueue`'s owner, behind a lock that is never
/// held while a delivery runs.
@usableFromInline
final class PendingDeliveries: @unchecked Sendable {
    // @unchecked: `deliveries` is read and written only inside `lock`. Each closure it holds (an
    // event for your handlers, with whatever that event carries) is handed from the sending thread
    // to the owner, which runs it once; that hand-over is what the queue is for.
    private let lock = Lock()
    private var deliveries: ContiguousArray<Delivery> = []

    @usableFromInline init() {}

    @usableFromInline
    func append(_ delivery: @escaping Delivery) {
        lock.withLock { deliveries.append(delivery) }
    }

    /// Everything pending, oldest first; `whileLocked` runs before the lock is let go.
    @usableFromInline
    func takeAll(whileLocked: () -> Void) -> ContiguousArray<Delivery> {
        lock.withLock {
            let all = deliveries
            deliveries = []
            whileLocked()
            return all
        }
    }
}
