/// A disposable holding one inner disposable that can be replaced.
///
/// RAC's `RACSerialDisposable`. Unlike Rx's serial disposable, **replacing the inner disposable
/// does not dispose the old one**: `swapIn(_:)` hands it back to you. Disposing the serial
/// disposable disposes the current inner one; anything set afterwards is disposed at once.
public final class SerialDisposable: Disposable, @unchecked Sendable {
    // @unchecked: `inner` is read and written only inside `lock`; it stores one disposable and no
    // user code of its own.
    private let lock = Lock()
    private var inner: Disposable?

    /// A serial disposable holding `disposable` (or nothing).
    public init(disposable: Disposable? = nil) {
        inner = disposable
        super.init()
    }

    /// A serial disposable whose inner disposable runs `block`. Disposing that inner disposable
    /// directly does not mark the serial disposable as disposed.
    public override convenience init(block: @escaping () -> Void) {
        self.init(disposable: Disposable(block: block))
    }

    /// The current inner disposable. Setting it after disposal disposes the new value at once and
    /// leaves this property `nil`.
    public var disposable: Disposable? {
        get { lock.withLock { inner } }
        set { _ = swapIn(newValue) }
    }

    /// Replaces the inner disposable and returns the previous one, **without disposing it**.
    /// After disposal, `newDisposable` is disposed at once and `nil` is returned.
    @discardableResult
    public func swapIn(_ newDisposable: Disposable?) -> Disposable? {
        let (previous, accepted): (Disposable?, Bool) = lock.withLock {
            guard !isDisposed else { return (nil, false) }
            defer { inner = newDisposable }
            return (inner, true)
        }
        if !accepted { newDisposable?.dispose() }
        return previous
    }

    /// Disposes the current inner disposable (once) and forgets it; anything set afterwards is
    /// disposed at once.
    public override func dispose() {
        guard markDisposed() else { return }
        let current: Disposable? = lock.withLock {
            defer { inner = nil }
            return inner
        }
        current?.dispose()
    }
}
