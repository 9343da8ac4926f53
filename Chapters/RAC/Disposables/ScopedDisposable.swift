/// A disposable that disposes what it wraps when it is itself released.
///
/// RAC's `RACScopedDisposable`: tie a subscription's lifetime to an owner by storing one in a
/// property; when the owner goes away, so does the subscription.
public final class ScopedDisposable: Disposable, @unchecked Sendable {
    // @unchecked: its only stored property is a `let` holding a thread-safe disposable.
    private let wrapped: Disposable

    /// Wraps `disposable`; it is disposed when this object is deinitialised (or disposed).
    public init(disposable: Disposable) {
        wrapped = disposable
        super.init()
    }

    /// A scoped disposable that runs `block` when it is disposed or deinitialised.
    public override convenience init(block: @escaping () -> Void) {
        self.init(disposable: Disposable(block: block))
    }

    public override func dispose() {
        guard markDisposed() else { return }
        wrapped.dispose()
    }

    public override func asScopedDisposable() -> ScopedDisposable { self }

    deinit {
        dispose()
    }
}
