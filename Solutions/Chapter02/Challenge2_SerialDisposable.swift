// Challenge 2.2's reference solution.
/// A disposable holding one replaceable inner disposable, RAC's `RACSerialDisposable`.
///
/// The rules: replacing the inner disposable does not dispose the old one (`swapIn` hands it back);
/// disposing disposes the current one; one set after disposal is disposed at once, as
/// `CompoundDisposable.add` does.
public final class SerialDisposable: Disposable {
    private var inner: Disposable?

    public init(disposable: Disposable? = nil) {
        super.init()
        self.disposable = disposable
    }

    /// A serial disposable whose first inner disposable runs `block`.
    public convenience override init(block: @escaping () -> Void) {
        self.init(disposable: Disposable(block: block))
    }

    /// The inner disposable; setting it does not dispose the one it replaces.
    public var disposable: Disposable? {
        get { inner }
        set { _ = swapIn(newValue) }
    }

    /// Makes `newDisposable` the inner one and returns the old one, not disposed.
    /// After disposal, `newDisposable` is disposed at once and `nil` is returned.
    @discardableResult
    public func swapIn(_ newDisposable: Disposable?) -> Disposable? {
        if isDisposed {
            newDisposable?.dispose()
            return nil
        }
        let old = inner
        inner = newDisposable
        return old
    }

    public override func dispose() {
        guard markDisposed() else { return }
        let current = inner
        inner = nil
        current?.dispose()
    }
}
