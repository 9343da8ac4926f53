import Synchronization

/// Something that can be cleaned up: a subscription, a timer, an observer.
///
/// RAC's `RACDisposable`. `dispose()` runs the block at most once, however many threads call it
/// (an atomic swap decides the winner). A disposable does **not** dispose itself when it is
/// released; wrap it with `asScopedDisposable()` for that.
public class Disposable: @unchecked Sendable {
    // @unchecked: `block` is written at init and then only by the one `dispose()` call that wins
    // the atomic swap of `disposedFlag`; no other code reads it. The block is your clean-up, run on
    // whichever thread disposes: not `@Sendable`, so what it captures is yours to share safely.
    @usableFromInline let disposedFlag = Atomic<Bool>(false)
    /// Written only at init and by the single `dispose()` call that wins the swap.
    private var block: (() -> Void)?

    /// A disposable with nothing to clean up; it only remembers that it was disposed.
    public init() {}

    /// A disposable that runs `block` once, the first time it is disposed.
    public init(block: @escaping () -> Void) {
        self.block = block
    }

    /// Whether `dispose()` has been called.
    @inlinable
    public var isDisposed: Bool {
        disposedFlag.load(ordering: .acquiring)
    }

    /// Runs the clean-up block (once) and releases it.
    public func dispose() {
        guard markDisposed() else { return }
        let block = self.block
        self.block = nil
        block?()
    }

    /// Flips the disposed flag; returns `true` only for the one caller that flipped it.
    final func markDisposed() -> Bool {
        !disposedFlag.exchange(true, ordering: .acquiringAndReleasing)
    }

    /// Wraps this disposable in a `ScopedDisposable`, which disposes it on deinit.
    public func asScopedDisposable() -> ScopedDisposable {
        ScopedDisposable(disposable: self)
    }
}
