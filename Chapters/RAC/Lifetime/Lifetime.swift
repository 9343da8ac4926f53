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
private struct LifetimeState {
    private(set) var hasEnded = false
    private var waiting: [(observation: Disposable, action: () -> Void)] = []

    /// Adds `action` unless the lifetime has already ended (then returns `false`).
    mutating func add(_ observation: Disposable, _ action: @escaping () -> Void) -> Bool {
        if hasEnded { return false }
        waiting.append((observation, action))
        return true
    }

    /// Removes the action of `observation`, returning it so that it is released by the caller.
    mutating func remove(_ observation: Disposable) -> (() -> Void)? {
        guard let index = waiting.firstIndex(where: { $0.observation === observation }) else { return nil }
        return waiting.remove(at: index).action
    }

    /// Marks the lifetime ended and hands out the actions that were not cancelled.
    mutating func end() -> [() -> Void] {
        if hasEnded { return [] }
        hasEnded = true
        let actions = waiting.filter { !$0.observation.isDisposed }.map(\.action)
        waiting = []
        return actions
    }
}
