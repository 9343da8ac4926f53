/// How long something lives, as a value you can pass around: a screen, a view model, a task.
///
/// `Lifetime.make()` returns a lifetime and its token. Whoever owns the token keeps the
/// lifetime going; the lifetime ends when the token is released (typically when the object that
/// stores it deinitialises). The lifetime itself keeps nothing alive: hold it anywhere. It is the
/// Swift form of RAC's `rac_willDeallocSignal` (`takeUntil: self.rac_willDeallocSignal`).
public final class Lifetime: @unchecked Sendable {
    // @unchecked: the mutable state is `state`, read and written only inside `lock`.
    private let lock = Lock()
    private var state = LifetimeState()

    private init() {}

    /// A new lifetime, and the token that keeps it going: store the token in the object whose
    /// life it measures (`private let token: Lifetime.Token`).
    public static func make() -> (lifetime: Lifetime, token: Token) {
        let lifetime = Lifetime()
        return (lifetime, Token(ending: lifetime))
    }

    /// Whether the lifetime has ended (its token has been released).
    public var hasEnded: Bool {
        lock.withLock { state.hasEnded }
    }

    /// How many actions wait for the end, and how many slots the storage has touched so far (for
    /// tests: disposing N subscriptions touches O(N) slots).
    var storageCounts: (waiting: Int, work: Int) {
        lock.withLock { (state.count, state.work) }
    }

    /// Runs `action` once, when the lifetime ends: at once, on the calling thread, if it has
    /// already ended; otherwise on the thread that releases the token. Disposing the result
    /// before then cancels it.
    ///
    /// Written in `@MainActor` code (or in an actor), `action` is checked to run on that actor, as
    /// `subscribeNext`'s blocks are (`isolation`, which you never write): a token released on
    /// another thread stops the process with a message instead of running it there.
    @discardableResult
    public func observeEnded(_ action: @escaping () -> Void, isolation: (any Actor)? = #isolation) -> Disposable {
        let action = IsolationCheck.guarded(action, on: isolation, api: "Lifetime.observeEnded", fix: Self.releaseFix)
        let observation = Disposable()
        let added = lock.withLock { state.add(observation, action) }
        if !added { action() }
        return Disposable { [weak self] in
            observation.dispose()
            guard let self else { return }
            let removed = self.lock.withLock { self.state.remove(observation) }
            _ = removed  // released here, outside the lock
        }
    }

    /// A signal that completes when the lifetime ends (at once if it has already ended) and
    /// never sends a value.
    public var ended: Signal<Void> {
        Signal<Void>.createSignal { subscriber in
            self.observeEnded({ subscriber.sendCompleted() }, isolation: nil)
        }
    }

    /// What the check of an `observeEnded` action says to do.
    private static let releaseFix = "release the token on that actor (the main thread for a @MainActor "
        + "object), or make the action touch no actor's state and pass isolation: nil"

    /// Ends the lifetime: runs every waiting action, in the order they were added, outside the lock.
    fileprivate func end() {
        let actions = lock.withLock { state.end() }
        for action in actions { action() }
    }

    /// The object that keeps a lifetime going; releasing it ends the lifetime.
    public final class Token: Sendable {
        private let lifetime: Lifetime

        fileprivate init(ending lifetime: Lifetime) {
            self.lifetime = lifetime
        }

        deinit {
            lifetime.end()
        }
    }
}

/// What a lifetime records: whether it has ended, and the actions waiting for that.
///
/// Adding and removing are O(1) (amortised), so a lifetime with N subscriptions disposes them in
/// O(N): `waiting` keeps the actions in the order they were added, a removed one leaving a `nil`
/// hole, and `positions` finds an action's slot by its observation. Holes are squeezed out once
/// they are more than half the slots.
private struct LifetimeState {
    private(set) var hasEnded = false
    private var waiting: [Waiting?] = []
    private var positions: [ObjectIdentifier: Int] = [:]
    private var holes = 0
    /// Slots this storage has visited or moved, for tests of its cost.
    private(set) var work = 0

    private struct Waiting {
        let observation: Disposable
        let action: () -> Void
    }

    /// How many actions are waiting (for tests of clean-up).
    var count: Int { positions.count }

    /// Adds `action` unless the lifetime has already ended (then returns `false`).
    mutating func add(_ observation: Disposable, _ action: @escaping () -> Void) -> Bool {
        if hasEnded { return false }
        positions[ObjectIdentifier(observation)] = waiting.count
        waiting.append(Waiting(observation: observation, action: action))
        work += 1
        return true
    }

    /// Removes the action of `observation`, returning it so that it is released by the caller.
    mutating func remove(_ observation: Disposable) -> (() -> Void)? {
        guard let position = positions.removeValue(forKey: ObjectIdentifier(observation)) else { return nil }
        let removed = waiting[position]
        waiting[position] = nil
        holes += 1
        work += 1
        if positions.isEmpty {
            waiting.removeAll(keepingCapacity: true)
            holes = 0
        } else if holes > 32 && holes * 2 > waiting.count {
            compact()
        }
        return removed?.action
    }

    /// Marks the lifetime ended and hands out every waiting action, oldest first, each skipped
    /// if its observation is disposed by the time it runs. Nothing is released here: the caller
    /// holds the actions until after the lock.
    mutating func end() -> [() -> Void] {
        if hasEnded { return [] }
        hasEnded = true
        work += waiting.count
        let actions = waiting.compactMap { entry in
            entry.map { entry in { if !entry.observation.isDisposed { entry.action() } } }
        }
        waiting = []
        positions = [:]
        holes = 0
        return actions
    }

    /// Squeezes the holes out of `waiting` and records each action's new slot.
    private mutating func compact() {
        work += waiting.count
        waiting.removeAll { $0 == nil }
        holes = 0
        for (position, entry) in waiting.enumerated() {
            if let entry { positions[ObjectIdentifier(entry.observation)] = position }
        }
    }
}
