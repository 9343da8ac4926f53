/// A disposable that disposes many others at once.
///
/// RAC's `RACCompoundDisposable`. Every subscription owns one: operators add what they start to it,
/// so disposing the subscription disposes the whole tree. The rules (all pinned by RAC's specs):
/// - disposing it disposes everything added, before or after init;
/// - adding to an already disposed compound disposes the added disposable at once;
/// - `remove(_:)` forgets a disposable without disposing it.
///
/// Children are disposed outside the lock, so a child's clean-up may touch this compound again.
public final class CompoundDisposable: Disposable, @unchecked Sendable {
    private let lock = Lock()
    /// Children in insertion order; a removed child leaves a `nil` hole until the next compaction.
    private var children: ContiguousArray<Disposable?> = []
    private var holes = 0
    /// Position of each child, built only once the compound grows past `indexThreshold`, so that
    /// `remove(_:)` stays O(1) for big compounds (e.g. `merge` of thousands of signals) while small
    /// ones (nearly all) skip the dictionary. Measured by `rac-bench --scaling`.
    private var positions: [ObjectIdentifier: Int]?
    private static var indexThreshold: Int { 16 }
    private let block: (() -> Void)?

    /// A compound holding `disposables`.
    public init(disposables: [Disposable] = []) {
        block = nil
        super.init()
        children.reserveCapacity(disposables.count)
        for disposable in disposables { children.append(disposable) }
    }

    /// A compound that also runs `block` when it is disposed.
    public override init(block: @escaping () -> Void) {
        self.block = block
        super.init()
    }

    /// Adds `disposable`, or disposes it at once if this compound is already disposed.
    /// Adding `nil` or an already disposed disposable does nothing.
    public func add(_ disposable: Disposable?) {
        guard let disposable, !disposable.isDisposed else { return }
        precondition(disposable !== self, "CompoundDisposable.add(_:): a compound disposable cannot contain itself")
        let added: Bool = lock.withLock {
            guard !isDisposed else { return false }
            if positions != nil {
                positions![ObjectIdentifier(disposable)] = children.count
            } else if children.count - holes >= Self.indexThreshold {
                buildIndex()
                positions![ObjectIdentifier(disposable)] = children.count
            }
            children.append(disposable)
            return true
        }
        if !added { disposable.dispose() }
    }

    /// Forgets `disposable` without disposing it. Removing something absent does nothing.
    public func remove(_ disposable: Disposable?) {
        guard let disposable else { return }
        lock.withLock {
            guard !isDisposed else { return }
            if positions != nil {
                guard let position = positions!.removeValue(forKey: ObjectIdentifier(disposable)) else { return }
                children[position] = nil
                holes += 1
                if holes > 32 && holes * 2 > children.count { compact() }
            } else if let position = children.lastIndex(where: { $0 === disposable }) {
                children.remove(at: position)
            }
        }
    }

    public override func dispose() {
        guard markDisposed() else { return }
        let toDispose: ContiguousArray<Disposable?> = lock.withLock {
            defer { children = []; positions = nil; holes = 0 }
            return children
        }
        for child in toDispose { child?.dispose() }
        block?()
    }

    /// How many live children this compound holds (for tests of clean-up).
    var count: Int { lock.withLock { children.count - holes } }

    private func buildIndex() {
        compact()
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(children.count * 2)
        for (position, child) in children.enumerated() { index[ObjectIdentifier(child!)] = position }
        positions = index
    }

    private func compact() {
        guard holes > 0 else { return }
        children.removeAll { $0 == nil }
        holes = 0
        if positions != nil {
            var index: [ObjectIdentifier: Int] = [:]
            index.reserveCapacity(children.count * 2)
            for (position, child) in children.enumerated() { index[ObjectIdentifier(child!)] = position }
            positions = index
        }
    }
}
