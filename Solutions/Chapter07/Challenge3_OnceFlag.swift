// Chapter 7, challenge 3: the reference solution, the flag `connect()` needs, race-free.
import Synchronization

/// A flag that exactly one caller can claim, whatever the threads: `claim()` swaps in `true`
/// and returns whether it found `false`. `connect()` claims before subscribing, so that a second
/// `connect()`, on another thread or from inside the source's subscribe block, finds it taken.
public final class OnceFlag: Sendable {
    private let claimed = Atomic<Bool>(false)

    public init() {}

    /// `true` for the first caller only.
    public func claim() -> Bool {
        !claimed.exchange(true, ordering: .acquiringAndReleasing)
    }
}
