/// A command's `CommandState` behind its lock, and the two subjects that announce its flags.
///
/// Its own object, not part of `Command`: an execution still running when the command goes away
/// must still count itself out and end `executing`, so what it calls outlives the command.
final class CommandCore: @unchecked Sendable {
    // @unchecked: `state` is read and written only inside `lock`; the subjects are thread-safe.
    private let lock = Lock()
    private var state = CommandState()
    /// Every change of `executing`, stamped.
    let executingChanges = Subject<FlagChange>()
    /// Every change of `enabled`, stamped; it replays the latest, for a subscriber that arrives
    /// while the command is being made.
    let enabledChanges = BehaviorSubject(defaultValue: FlagChange(flag: .enabled, version: 0, event: .next(true)))

    /// Reads the state.
    func read<Result>(_ body: (CommandState) -> Result) -> Result {
        lock.withLock { body(state) }
    }

    /// Changes the state in one critical section, then sends what it changed, outside the lock
    /// (the subjects' subscribers lead to your handlers).
    @discardableResult
    func update<Result>(_ body: (inout CommandState) -> Result) -> Result {
        let (result, changes) = lock.withLock {
            let result = body(&state)
            return (result, state.takeUnsent())
        }
        for change in changes {
            switch change.flag {
            case .executing: executingChanges.sendNext(change)
            case .enabled: enabledChanges.sendNext(change)
            }
        }
        return result
    }
}
