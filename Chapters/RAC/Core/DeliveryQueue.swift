import Synchronization

/// Runs deliveries one at a time, each **on the thread that sent it**, without holding any lock
/// while they run.
///
/// The rule (Docs/Contracts.md C2.8):
/// - a thread that finds the queue idle becomes its **owner**, runs its delivery at once and gives
///   the queue up;
/// - a delivery sent by the owner itself (a handler that sends again, on its own thread) runs at
///   once, nested, exactly as RAC's recursive lock lets it;
/// - a thread that finds the queue owned by another thread **waits its turn**, in order of arrival,
///   then runs its delivery on its own thread. The owner that gives the queue up hands it straight
///   to the first waiting thread, so no sender starves and none runs another thread's values.
///
/// One exception keeps waiting free of deadlock: if the owner is itself waiting, directly or
/// through a chain of waiting threads, for the thread that wants to send (two subjects feeding each
/// other from two threads), waiting would close a cycle. Then, and only then, the sender leaves its
/// delivery (the closure `later` makes) to the owner, which runs it before it gives the queue up
/// (C2.9). `Turns` (Turns.swift) keeps who waits for whom and checks the cycle under one lock.
///
/// `state` holds the owner's thread identity, or 0 when idle, with `contendedBit` set while a
/// thread waits or a delivery is left: taking and giving up an uncontended queue are one
/// compare-and-exchange each, and only threads that meet take `Turns`' lock.
///
/// Not generic, so that unspecialised generic code reaching it (a subscriber of a type your module
/// did not specialise) needs no type metadata on the way.
@usableFromInline
struct DeliveryQueue: ~Copyable, Sendable {
    @usableFromInline let state = Atomic<UInt>(0)
    /// The queue's `Turns.Line` (an unmanaged, retained reference) while threads meet on it, or 0.
    /// Read and written only under `Turns`' lock.
    let line = Atomic<UInt>(0)

    @usableFromInline static var contendedBit: UInt { 1 }

    @inlinable init() {}

    deinit {
        // A line is removed as soon as it is empty; one left here would only hold released work.
        let bits = line.load(ordering: .relaxed)
        if bits != 0 { Unmanaged<Turns.Line>.fromOpaque(UnsafeRawPointer(bitPattern: bits)!).release() }
    }

    /// Runs `now` on this thread, at once or after the threads ahead of it; in the cycle case
    /// (see above) leaves the closure `later` makes to the owner instead. `now` and `later()` do
    /// the same work; the escaping closure is only made (and allocated) in the cycle case.
    @inlinable @inline(__always)
    func send(_ now: () -> Void, orLeave later: () -> Delivery) {
        let me = currentThreadID()
        if state.compareExchange(expected: 0, desired: me, ordering: .acquiring).exchanged {
            now()
            giveUp(me)
        } else if state.load(ordering: .relaxed) & ~Self.contendedBit == me {
            now()  // sent from inside a delivery this thread is running: nested, as RAC does
        } else if Turns.shared.waitForTurn(on: self, me, orLeave: later) {
            now()
            giveUp(me)
        }
    }

    /// `send(_:orLeave:)` for work that is not on a hot path (terminal events, subscribers joining
    /// and leaving): the same rule, with the closure made every time.
    @inlinable
    func send(_ work: @escaping Delivery) {
        send(work, orLeave: { work })
    }

    /// Whether the calling thread is running one of this queue's deliveries right now.
    @inlinable
    var isRunningOnThisThread: Bool {
        state.load(ordering: .relaxed) & ~Self.contendedBit == currentThreadID()
    }

    /// Gives the queue up. `.releasing`: the next owner, which takes it `.acquiring`, sees every
    /// write this delivery made.
    @inlinable @inline(__always)
    func giveUp(_ me: UInt) {
        if state.compareExchange(expected: me, desired: 0, ordering: .releasing).exchanged { return }
        Turns.shared.handOver(self, me)
    }

    /// How many threads wait for their turn here right now (for tests).
    var waitingCount: Int { Turns.shared.waitingCount(on: self) }

    /// How many deliveries were left to the owner and wait (for tests of the cycle case).
    var leftCount: Int { Turns.shared.leftCount(on: self) }
}

/// A `DeliveryQueue` that several endpoints of one operator share (`bind`), so that everything
/// they send downstream goes one event at a time.
final class SharedDeliveryQueue: Sendable {
    let queue = DeliveryQueue()
}

/// A piece of work a `DeliveryQueue` runs: one event to one subscriber, a subscriber joining, ….
@usableFromInline
typealias Delivery = () -> Void
