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
    // @unchecked: every `var` is read and written only inside `lock`, which also makes the
    // accesses exclusive, so the runtime's exclusivity checks are off for them. It stores
    // disposables, and your optional clean-up block, run on whichever thread disposes it.
    private let lock = Lock()
    /// The child of a compound that has just one, kept out of `children`. Why: nearly every
    /// compound (a subscription, a subscriber's list of subscriptions) ever holds one child at a
    /// time, and an array allocates a buffer for its first element. It is filled only when no
    /// other child is live, so it is always older than everything in `children`.
    @exclusivity(unchecked) private var onlyChild: Disposable?
    /// Children in insertion order; a removed child leaves a `nil` hole until the next compaction.
    @exclusivity(unchecked) private var children: ContiguousArray<Disposable?> = []
    /// No live child sits before this index (removals of the oldest child just move it on).
    @exclusivity(unchecked) private var head = 0
    @exclusivity(unchecked) private var holes = 0
    /// Position of each child, built only when a removal is neither of the oldest nor of the
    /// newest child in a big compound. Subscriptions nearly always end oldest-first (or
    /// newest-first), so most compounds never need it, and those that do keep `remove(_:)` O(1).
    @exclusivity(unchecked) private var positions: [ObjectIdentifier: Int]?
    /// Below this many live children a linear search beats building the index.
    private static var indexThreshold: Int { 16 }
    private let block: (() -> Void)?

    /// A compound holding `disposables`.
    public init(disposables: [Disposable] = []) {
        block = nil
        super.init()
        if disposables.count == 1 {
            onlyChild = disposables[0]
        } else if !disposables.isEmpty {
            children.reserveCapacity(disposables.count)
            for disposable in disposables { children.append(disposable) }
        }
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
        require(disposable !== self, "CompoundDisposable.add(_:): a compound disposable cannot contain itself; add its children to it, or add it to another CompoundDisposable")
        let added: Bool = lock.withLock {
            guard !isDisposed else { return false }
            if onlyChild == nil && children.count == holes {
                onlyChild = disposable
                return true
            }
            positions?[ObjectIdentifier(disposable)] = children.count
            children.append(disposable)
            return true
        }
        if !added { disposable.dispose() }
    }

    /// Forgets `disposable` without disposing it. Removing something absent does nothing.
    ///
    /// The removed child is released after the lock: it may be the last reference to a subscriber
    /// whose captures' `deinit` adds to (or removes from) this same compound.
    public func remove(_ disposable: Disposable?) {
        guard let disposable else { return }
        let removed: Disposable? = lock.withLock {
            guard !isDisposed else { return nil }
            if let onlyChild, onlyChild === disposable {
                self.onlyChild = nil
                return onlyChild
            }
            guard let position = position(of: disposable) else { return nil }
            let removed = children[position]
            children[position] = nil
            positions?[ObjectIdentifier(disposable)] = nil
            holes += 1
            while head < children.count, children[head] == nil { head += 1 }
            while let last = children.last, last == nil {
                children.removeLast()
                holes -= 1
            }
            // `>=`: trimming the trailing holes can leave `head` past the end (the last live
            // child was the oldest); a stale `head` would hide children added later from the index.
            if head >= children.count {
                children.removeAll(keepingCapacity: true)
                head = 0
                holes = 0
            } else if holes > 32 && holes * 2 > children.count {
                compact()
            }
            return removed
        }
        _ = removed
    }

    /// Where `disposable` is: the oldest and newest live children are checked first.
    private func position(of disposable: Disposable) -> Int? {
        if head < children.count, children[head] === disposable { return head }
        if let last = children.last, last === disposable { return children.count - 1 }
        if positions == nil {
            if children.count - holes <= Self.indexThreshold {
                return children.lastIndex { $0 === disposable }
            }
            buildIndex()
        }
        return positions?[ObjectIdentifier(disposable)]
    }

    /// Disposes every child, oldest first, then runs the block given at init, if any; only the
    /// first call does anything. Children are disposed outside the lock.
    public override func dispose() {
        guard markDisposed() else { return }
        let (oldest, toDispose): (Disposable?, ContiguousArray<Disposable?>) = lock.withLock {
            defer { onlyChild = nil; children = []; positions = nil; holes = 0; head = 0 }
            return (onlyChild, children)
        }
        oldest?.dispose()
        for child in toDispose { child?.dispose() }
        block?()
    }

    /// How many live children this compound holds (for tests of clean-up).
    var count: Int { lock.withLock { (onlyChild == nil ? 0 : 1) + children.count - holes } }

    private func buildIndex() {
        var index: [ObjectIdentifier: Int] = [:]
        index.reserveCapacity(children.count - holes)
        for position in head..<children.count {
            if let child = children[position] { index[ObjectIdentifier(child)] = position }
        }
        positions = index
    }

    /// Squeezes out the holes (and rebuilds the index, if there is one).
    private func compact() {
        children.removeAll { $0 == nil }
        holes = 0
        head = 0
        if positions != nil { buildIndex() }
    }
}
