/// Something that can be cleaned up: a subscription, a timer, an observer.
///
/// RAC's `RACDisposable`. Why a type of its own rather than a bare closure? Because clean-up has
/// rules a closure cannot keep by itself: it runs at most once, anyone can ask whether it has run,
/// and (next file) many of them can be grouped and disposed together.
///
/// A disposable does **not** dispose itself when it is released: dropping the object a
/// `subscribe…` call returned leaves the subscription running. (RAC's `ScopedDisposable` is the
/// kind that does.)
public class Disposable {
    /// Whether `dispose()` has been called.
    public private(set) var isDisposed = false
    /// The clean-up; released once it has run, so what it captured can go.
    private var block: (() -> Void)?

    /// A disposable with nothing to clean up; it only remembers that it was disposed.
    public init() {}

    /// A disposable that runs `block` the first time it is disposed.
    public init(block: @escaping () -> Void) {
        self.block = block
    }

    /// Runs the clean-up block (once) and releases it.
    public func dispose() {
        guard markDisposed() else { return }
        let block = self.block
        self.block = nil
        block?()
    }

    /// Marks this disposable as disposed; returns `true` only the first time, so that clean-up
    /// runs once however often `dispose()` is called. (Subclasses use it in their own `dispose()`.)
    final func markDisposed() -> Bool {
        if isDisposed { return false }
        isDisposed = true
        return true
    }
}

// @unchecked, with no lock: a scheduled block may dispose on the scheduler's thread (it runs your
// clean-up block there). One thread at a time, as everything in the chapters; RAC's is atomic.
extension Disposable: @unchecked Sendable {}
