import Synchronization

/// Runs deliveries one at a time and in order, without holding any lock while they run.
///
/// The rule: whichever thread finds the queue idle becomes its **owner** and runs its item at once;
/// an item sent by the owner itself (a handler that sends again, on its own thread) also runs at
/// once, nested, exactly as RAC's recursive lock lets it; an item sent by any other thread while
/// the queue is owned is appended to a pending list, and the owner runs it after the current item
/// returns, before giving the queue up. So items run one at a time, each thread's items in the
/// order it sent them, and a thread never waits for another thread's user code: it either runs
/// its item or leaves it to the owner and returns. (A send from another thread can therefore
/// return before its item has run; Docs/Differences.md lists this.)
///
/// `state` holds the owner's thread identity, or 0 when idle, with `pendingBit` set while items
/// wait. Taking and giving up an idle queue are one compare-and-exchange each; the lock around the
/// pending list (and the list itself) is only touched when two threads meet.
///
/// Every caller of one queue passes the same `run` function: the owner runs the pending items
/// with its own.
@usableFromInline
struct DeliveryQueue<Item>: ~Copyable, @unchecked Sendable {
    // @unchecked: `pending` is only touched inside its lock; the items it holds are handed from
    // the sending thread to the owner, which is what the queue is for.
    @usableFromInline let state = Atomic<UInt>(0)
    /// Made on the first meeting of two threads, then kept.
    @usableFromInline let pending = AtomicLazyReference<PendingDeliveries<Item>>()

    @usableFromInline static var pendingBit: UInt { 1 }

    @inlinable init() {}

    /// Runs `item` now, or, if another thread is running this queue's items, leaves it to that thread.
    @inlinable
    func send(_ item: Item, run: (Item) -> Void) {
        let me = currentThreadID()
        if state.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
            run(item)
            giveUp(me, run: run)
        } else if state.load(ordering: .relaxed) & ~Self.pendingBit == me {
            run(item)  // sent from inside an item this thread is running: nested, as RAC does
        } else {
            sendFromAnotherThread(item, me, run: run)
        }
    }

    /// Whether the calling thread is running one of this queue's items right now.
    @inlinable
    var isRunningOnThisThread: Bool {
        state.load(ordering: .relaxed) & ~Self.pendingBit == currentThreadID()
    }

    /// Gives the queue up, after running whatever other threads left meanwhile.
    @inlinable
    func giveUp(_ me: UInt, run: (Item) -> Void) {
        if state.compareExchange(expected: me, desired: 0, ordering: .releasing).exchanged { return }
        runPending(me, run: run)
    }

    /// The owner's loop: take everything pending (clearing the bit while the list's lock is held,
    /// so an item added after the take sets it again), run it, and try to give up again.
    @usableFromInline
    func runPending(_ me: UInt, run: (Item) -> Void) {
        let list = pendingList()
        while true {
            let items = list.takeAll { state.store(me, ordering: .relaxed) }
            for item in items { run(item) }
            if state.compareExchange(expected: me, desired: 0, ordering: .releasing).exchanged { return }
        }
    }

    /// Appends `item` for the owner, then makes sure someone runs it: if the owner gave the queue
    /// up before seeing the item, this thread takes the queue and runs the list itself.
    @usableFromInline
    func sendFromAnotherThread(_ item: Item, _ me: UInt, run: (Item) -> Void) {
        pendingList().append(item)
        while true {
            let current = state.load(ordering: .acquiring)
            if current == 0 {
                if state.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
                    runPending(me, run: run)
                    return
                }
            } else if current & Self.pendingBit != 0 {
                return  // the owner has yet to look at the list, and will see this item
            } else if state.compareExchange(expected: current, desired: current | Self.pendingBit, ordering: .releasing).exchanged {
                return
            }
        }
    }

    @usableFromInline
    func pendingList() -> PendingDeliveries<Item> {
        if let list = pending.load() { return list }
        return pending.storeIfNil(PendingDeliveries())
    }
}

/// The items other threads left for a `DeliveryQueue`'s owner, behind a lock that is never held
/// while an item runs.
@usableFromInline
final class PendingDeliveries<Item>: @unchecked Sendable {
    // @unchecked: `items` is read and written only inside `lock`.
    private let lock = Lock()
    private var items: ContiguousArray<Item> = []

    @usableFromInline init() {}

    @usableFromInline
    func append(_ item: Item) {
        lock.withLock { items.append(item) }
    }

    /// Everything pending, oldest first; `whileLocked` runs before the lock is let go.
    @usableFromInline
    func takeAll(whileLocked: () -> Void) -> ContiguousArray<Item> {
        lock.withLock {
            let all = items
            items = []
            whileLocked()
            return all
        }
    }
}
