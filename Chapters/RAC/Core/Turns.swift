import Synchronization

/// Who waits for which delivery queue, process-wide, behind one lock: the contended path of every
/// `DeliveryQueue`.
///
/// Why waiting cannot deadlock: a thread waits only for a queue's owner, and only after checking,
/// under this lock, that following "waits for" from that owner (the owner of the queue it waits
/// in, and so on) never leads back to itself. Every change to who waits for whom happens under
/// this lock, and the owner of a queue with waiting threads changes only here (the contended bit
/// stops the lock-free path from taking or giving it up). So the graph of waiting threads never
/// has a cycle, some thread of every chain is running, and it hands its queue on when its delivery
/// returns. A hand-over gives the queue to a thread that stops waiting at that moment.
///
/// A pthread mutex and one condition per waiting thread (the standard library's `Mutex` has no
/// condition), which ThreadSanitizer also intercepts. Nothing here runs user code under the lock.
@usableFromInline
final class Turns: @unchecked Sendable {
    // @unchecked: every `var` here, and in each `Line` and `Waiter`, is read and written only
    // inside `lock`. The deliveries a `Line` holds (left in the cycle case) are run by the owner
    // after it has let the lock go.
    @usableFromInline static let shared = Turns()

    private let lock = ConditionLock()
    /// Each waiting thread and the line it waits in.
    private var waiting: [UInt: Line] = [:]

    /// The threads that wait for one queue, and what was left to its owner.
    final class Line {
        /// The queue's owner while this line exists (it changes only by a hand-over, here).
        var owner: UInt
        var waiters: [Waiter] = []
        var firstWaiter = 0
        var left: [Delivery] = []

        init(owner: UInt) { self.owner = owner }

        var hasWaiters: Bool { firstWaiter < waiters.count }
        var isEmpty: Bool { !hasWaiters && left.isEmpty }
    }

    /// One thread asleep until the queue is handed to it.
    final class Waiter {
        let thread: UInt
        let wakeUp: ConditionLock.Condition
        var isHandedTheQueue = false

        init(thread: UInt, lock: ConditionLock) {
            self.thread = thread
            wakeUp = lock.makeCondition()
        }
    }

    /// The contended path of `DeliveryQueue.send`. Returns `true` once the queue is this thread's
    /// (taken idle, or handed over after the threads ahead), so the caller runs its delivery;
    /// `false` if waiting would close a cycle, after leaving `later()` to the owner.
    @usableFromInline
    func waitForTurn(on queue: borrowing DeliveryQueue, _ me: UInt, orLeave later: () -> Delivery) -> Bool {
        lock.withLock {
            while true {
                let current = queue.state.load(ordering: .acquiring)
                if current == 0 {
                    if queue.state.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged { return true }
                    continue
                }
                if current & DeliveryQueue.contendedBit == 0 {
                    // Makes the owner's lock-free give-up fail, so that it comes here.
                    let marked = current | DeliveryQueue.contendedBit
                    if !queue.state.compareExchange(expected: current, desired: marked, ordering: .acquiring).exchanged { continue }
                }
                let line = self.line(of: queue, owner: current & ~DeliveryQueue.contendedBit)
                if waitingWouldCloseACycle(from: line.owner, to: me) {
                    line.left.append(later())
                    return false
                }
                let waiter = Waiter(thread: me, lock: lock)
                line.waiters.append(waiter)
                waiting[me] = line
                while !waiter.isHandedTheQueue { waiter.wakeUp.wait() }
                return true
            }
        }
    }

    /// The contended path of `DeliveryQueue.giveUp`: runs what was left to this owner (outside the
    /// lock), then hands the queue to the first waiting thread, or leaves it idle.
    @usableFromInline
    func handOver(_ queue: borrowing DeliveryQueue, _ me: UInt) {
        while true {
            let left: [Delivery] = lock.withLock {
                let line = existingLine(of: queue)!
                if !line.left.isEmpty {
                    let left = line.left
                    line.left = []
                    return left
                }
                if line.hasWaiters {
                    let next = line.waiters[line.firstWaiter]
                    line.firstWaiter += 1
                    if line.firstWaiter == line.waiters.count {
                        line.waiters = []
                        line.firstWaiter = 0
                    } else if line.firstWaiter >= 64 && line.firstWaiter * 2 >= line.waiters.count {
                        line.waiters.removeFirst(line.firstWaiter)
                        line.firstWaiter = 0
                    }
                    waiting[next.thread] = nil
                    line.owner = next.thread
                    let bit = line.isEmpty ? 0 : DeliveryQueue.contendedBit
                    if line.isEmpty { removeLine(of: queue) }
                    queue.state.store(next.thread | bit, ordering: .releasing)
                    next.isHandedTheQueue = true
                    next.wakeUp.signal()
                } else {
                    removeLine(of: queue)
                    queue.state.store(0, ordering: .releasing)
                }
                return []
            }
            if left.isEmpty { return }
            for delivery in left { delivery() }
        }
    }

    /// Whether `thread` is waiting for its turn at some queue right now.
    func isWaiting(_ thread: UInt) -> Bool {
        lock.withLock { waiting[thread] != nil }
    }

    /// How many threads wait for their turn at `queue` right now.
    func waitingCount(on queue: borrowing DeliveryQueue) -> Int {
        lock.withLock { existingLine(of: queue).map { $0.waiters.count - $0.firstWaiter } ?? 0 }
    }

    /// How many deliveries wait in `queue`'s line, left to its owner.
    func leftCount(on queue: borrowing DeliveryQueue) -> Int {
        lock.withLock { existingLine(of: queue)?.left.count ?? 0 }
    }

    // MARK: - Under the lock

    /// Whether `me` waiting for `owner` would close a cycle: `owner` is `me`'s thread, or waits
    /// (through a chain of waiting threads) for `me`.
    private func waitingWouldCloseACycle(from owner: UInt, to me: UInt) -> Bool {
        var thread = owner
        while true {
            if thread == me { return true }
            guard let line = waiting[thread] else { return false }
            thread = line.owner
        }
    }

    private func existingLine(of queue: borrowing DeliveryQueue) -> Line? {
        let bits = queue.line.load(ordering: .relaxed)
        guard bits != 0 else { return nil }
        return Unmanaged<Line>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).takeUnretainedValue()
    }

    private func line(of queue: borrowing DeliveryQueue, owner: UInt) -> Line {
        if let line = existingLine(of: queue) { return line }
        let line = Line(owner: owner)
        queue.line.store(UInt(bitPattern: Unmanaged.passRetained(line).toOpaque()), ordering: .relaxed)
        return line
    }

    /// Forgets `queue`'s line; the caller still holds it, so it is released after the lock.
    private func removeLine(of queue: borrowing DeliveryQueue) {
        let bits = queue.line.exchange(0, ordering: .relaxed)
        if bits != 0 { Unmanaged<Line>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release() }
    }
}
