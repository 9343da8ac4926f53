import Observation

/// Watches one property of an `@Observable` object, one Observation tracking round at a time: the
/// engine under `Signal.observe(_:_:on:)` and `Channel.to(_:_:on:)`.
///
/// The rules that make it correct:
/// - **Read after the change, on the scheduler.** Observation calls `onChange` in the property's
///   `willSet`, before the new value is stored, on the thread that is setting it. So `onChange` only
///   schedules a read; the read runs on `scheduler`, gets the stored value, and arms the next round
///   in the same access. Sets that happen before the read runs share one round: one value, the
///   latest (Observation's coalescing).
/// - **One armed round at a time.** Each round has a number; a callback for a round that is no
///   longer the armed (or pending) one does nothing.
/// - **The object's end is seen through the round's release.** Observation never calls `onChange`
///   when the object goes away, but the object's registrar then releases the `onChange` closure; a
///   `RoundSentinel` it captured reports a release without a change, and the tracker ends (on the
///   scheduler).
/// - **A channel's own set is not a change.** While `set(_:through:)` stores a value, the round it
///   triggers is consumed without a read, and a fresh round is armed right after.
///
/// - **The property is touched on its actor.** Made in `@MainActor` code (or in an actor), every
///   read and write is checked to run on that actor (`isolation`), as `subscribeNext`'s blocks are.
/// - **Never on `.immediate`.** Its read would run inside `willSet` and get the old value; `init`
///   stops with a message instead.
///
/// `onChange` holds the tracker weakly: whoever uses the tracker keeps it alive.
final class PropertyTracker<Object: AnyObject & Observable, Value>: TrackingRounds, @unchecked Sendable {
    // @unchecked: `state` is touched only inside `lock`; `object` is a weak `let`-like reference
    // (set once, in `init`); `send` and `end` run on `scheduler` (or, for the first value, on the
    // subscribing thread), as the signal's contract says.
    private struct State {
        var lastRound = 0
        /// The round whose `onChange` is registered and has not fired.
        var armedRound: Int?
        /// The round whose read is scheduled and has not run.
        var pendingRead: Int?
        /// True while `set(_:through:)` stores a value.
        var isSettingOwnValue = false
        /// Set by `stop()` or the end: nothing is sent afterwards.
        var isStopped = false
    }

    private weak var object: Object?
    private let keyPath: KeyPath<Object, Value>
    private let scheduler: Scheduler
    private let send: (Value) -> Void
    private let end: () -> Void
    /// The caller's actor, checked before each access to the property (`nil`: nothing to check).
    private let isolation: (any Actor)?
    private let api: StaticString
    private let lock = Lock()
    private var state = State()

    init(
        object: Object,
        keyPath: KeyPath<Object, Value>,
        scheduler: Scheduler,
        send: @escaping (Value) -> Void,
        end: @escaping () -> Void,
        isolation: (any Actor)?,
        api: StaticString
    ) {
        require(
            scheduler !== Scheduler.immediate,
            "\(api): Scheduler.immediate cannot read the new value: Observation reports a change in the property's willSet, before the value is stored, so an immediate read gets the old one; observe on a scheduler that runs the read later (.mainThread, the default, or a TestScheduler in tests)"
        )
        self.isolation = isolation
        self.api = api
        self.object = object
        self.keyPath = keyPath
        self.scheduler = scheduler
        self.send = send
        self.end = end
    }

    /// Arms the first round and returns the current value (the caller sends it).
    func start(_ object: Object) -> Value {
        arm(object)
    }

    /// Stops sending; the registered round, if any, fires into nothing.
    func stop() {
        lock.withLock { state.isStopped = true }
    }

    /// Stores `value` in the property without reporting it as a change, then arms a fresh round
    /// (a read still pending from an earlier change is dropped: the value it would read is this one,
    /// which came from the other side and must not go back there).
    func set(_ value: Value, through keyPath: ReferenceWritableKeyPath<Object, Value>) {
        guard let object else { return }
        checkIsolation()
        lock.withLock { state.isSettingOwnValue = true }
        object[keyPath: keyPath] = value
        let needsRound = lock.withLock {
            state.isSettingOwnValue = false
            state.pendingRead = nil
            return !state.isStopped && state.armedRound == nil
        }
        if needsRound { _ = arm(object) }
    }

    /// Stops the process if the property's actor is not the caller's (see the type's rules).
    private func checkIsolation() {
        if let isolation {
            IsolationCheck.check(isolation, api: api, fix: Self.accessFix)
        }
    }

    private static var accessFix: String {
        "a model's property is read on the scheduler and written on the thread that sends to the channel: "
            + "observe on that actor's scheduler (.mainThread, the default, for a @MainActor model) and send on it, "
            + "or pass isolation: nil for a model that is not isolated to an actor"
    }

    /// Registers a new round and reads the value in the same access.
    private func arm(_ object: Object) -> Value {
        checkIsolation()
        let round = lock.withLock {
            state.lastRound += 1
            state.armedRound = state.lastRound
            return state.lastRound
        }
        // The `@Sendable` callbacks see the tracker as `any TrackingRounds`, which does not
        // capture the model's type.
        weak let rounds: (any TrackingRounds)? = self
        let sentinel = RoundSentinel { rounds?.roundReleasedUnchanged(round) }
        return withObservationTracking {
            object[keyPath: keyPath]
        } onChange: {
            sentinel.markChanged()
            rounds?.roundChanged(round)
        }
    }

    /// `onChange`, in the property's `willSet`, on the setting thread: schedules the read.
    func roundChanged(_ round: Int) {
        let shouldRead = lock.withLock {
            guard !state.isStopped, state.armedRound == round else { return false }
            state.armedRound = nil
            if state.isSettingOwnValue { return false }
            state.pendingRead = round
            return true
        }
        guard shouldRead else { return }
        weak let rounds: (any TrackingRounds)? = self
        scheduler.schedule { rounds?.read(round) }
    }

    /// On the scheduler: the value after the round's changes, and the next round.
    func read(_ round: Int) {
        let isCurrent = lock.withLock {
            guard !state.isStopped, state.pendingRead == round else { return false }
            state.pendingRead = nil
            return true
        }
        guard isCurrent else { return }
        guard let object else { return finish() }
        send(arm(object))
    }

    /// The registrar let go of a round that never fired: the object is gone.
    func roundReleasedUnchanged(_ round: Int) {
        let isCurrent = lock.withLock { !state.isStopped && state.armedRound == round }
        guard isCurrent else { return }
        weak let rounds: (any TrackingRounds)? = self
        scheduler.schedule { rounds?.finish() }
    }

    /// Ends once: stops, then runs `end`.
    func finish() {
        let wasRunning = lock.withLock {
            defer { state.isStopped = true }
            return !state.isStopped
        }
        if wasRunning { end() }
    }
}

/// What the scheduled blocks and Observation's callbacks call on a tracker.
protocol TrackingRounds: AnyObject, Sendable {
    /// `onChange` of `round`, in the property's `willSet`.
    func roundChanged(_ round: Int)
    /// The scheduled read of `round`.
    func read(_ round: Int)
    /// The registrar released `round` without a change.
    func roundReleasedUnchanged(_ round: Int)
    /// The object is gone: end once.
    func finish()
}

/// Captured by one round's `onChange` closure; its `deinit` says the closure was released, and
/// `changed` whether it had fired first.
private final class RoundSentinel: @unchecked Sendable {
    // @unchecked: `changed` is written by `onChange` before the registrar releases the closure,
    // and read in `deinit`, after that release.
    private var changed = false
    private let releasedUnchanged: @Sendable () -> Void

    init(releasedUnchanged: @escaping @Sendable () -> Void) {
        self.releasedUnchanged = releasedUnchanged
    }

    func markChanged() { changed = true }

    deinit {
        if !changed { releasedUnchanged() }
    }
}
