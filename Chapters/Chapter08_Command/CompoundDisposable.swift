/// A disposable that disposes many others at once.
///
/// RAC's `RACCompoundDisposable`. Every subscription is one: the subscription, the producer's
/// clean-up and anything else started on its behalf all go into it, so one `dispose()` stops the
/// whole tree. The rules, each pinned by a test:
/// - disposing it disposes everything it holds, given at init or added later;
/// - adding to a compound that is already disposed disposes the added disposable at once
///   (a late arrival cannot escape clean-up);
/// - `remove(_:)` forgets a disposable without disposing it.
public final class CompoundDisposable: Disposable {
    private var disposables: [Disposable]

    /// A compound holding `disposables`.
    public init(disposables: [Disposable] = []) {
        self.disposables = disposables
        super.init()
    }

    /// A compound that also runs `block` when it is disposed.
    public override convenience init(block: @escaping () -> Void) {
        self.init(disposables: [Disposable(block: block)])
    }

    /// Adds `disposable`, or disposes it at once if this compound is already disposed.
    /// Adding `nil` or an already disposed disposable does nothing.
    public func add(_ disposable: Disposable?) {
        guard let disposable, !disposable.isDisposed else { return }
        if isDisposed {
            disposable.dispose()
        } else {
            disposables.append(disposable)
        }
    }

    /// Forgets `disposable` without disposing it. Removing something absent does nothing.
    public func remove(_ disposable: Disposable?) {
        disposables.removeAll { $0 === disposable }
    }

    /// Disposes everything held, in the order it was added, and lets go of it all.
    public override func dispose() {
        guard markDisposed() else { return }
        // Take the list first: a child's clean-up may call `add` or `remove` on this compound.
        let toDispose = disposables
        disposables = []
        for disposable in toDispose { disposable.dispose() }
    }
}

// @unchecked, with no lock (restated from `Disposable`): one thread at a time.
extension CompoundDisposable: @unchecked Sendable {}
