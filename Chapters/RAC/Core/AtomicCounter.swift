import Synchronization

/// A thread-safe integer counter (how many signals a `bind` still waits for, how many events a
/// `deliverOnMainThread` has queued, how many subscribers an `autoconnect` has).
final class AtomicBox: Sendable {
    private let storage: Atomic<Int>
    init(active: Int) { storage = Atomic(active) }
    func increment() { storage.add(1, ordering: .relaxed) }
    /// Decrements and returns the new value.
    func decrement() -> Int { storage.subtract(1, ordering: .acquiringAndReleasing).newValue }
    var value: Int { storage.load(ordering: .acquiring) }
}
