/// Everything a `Command` decides with, as one value: the enabled input's latest value, whether
/// concurrent executions are allowed, how many executions run, and which threads are inside an
/// accepted `execute(_:)`'s signal block.
///
/// `CommandCore` keeps it behind one lock, and each method here is one critical section of that
/// lock: `reserve(on:)` checks and reserves at once, so of two threads only one can pass. A method
/// that moves `executing` or `enabled` stamps the change into `unsent`, which is sent after the
/// unlock.
struct CommandState {
    /// The enabled input's latest value: `true` until it sends one, `false` once it fails.
    private(set) var inputEnabled = true
    private(set) var allowsConcurrentExecution = false
    /// Executions started and not yet ended (completed or failed).
    private(set) var running = 0
    /// The thread of each accepted `execute(_:)` whose signal block runs now, once per call.
    private var startingOn: [UInt] = []
    /// Set when the command goes away: `executing` then ends with the last running execution.
    private var isReleased = false
    /// Counts the stamped changes; `FlagChange.version` is this count.
    private(set) var version = 0
    /// The flag changes stamped since the last `takeUnsent()`, in the order they happened.
    private var unsent: [FlagChange] = []

    /// Whether an execution runs: what `executing` shows.
    var isExecuting: Bool { running > 0 }
    /// The input's latest value AND (concurrency allowed OR not executing): what `enabled` shows.
    var isEnabled: Bool { inputEnabled && (allowsConcurrentExecution || running == 0) }

    /// Accepts an `execute(_:)` on `thread` if the command is enabled and, unless concurrency is
    /// allowed, no other thread is inside a signal block. The caller's own thread does not count,
    /// to keep RAC's behaviour for an `execute` from inside the signal block: RAC checks, runs the
    /// block, then records the execution, so the nested call finds the command still enabled.
    mutating func reserve(on thread: UInt) -> Bool {
        guard isEnabled, allowsConcurrentExecution || startingOn.allSatisfy({ $0 == thread }) else { return false }
        startingOn.append(thread)
        return true
    }

    /// The reservation of `thread` becomes a running execution.
    mutating func start(on thread: UInt) {
        if let index = startingOn.firstIndex(of: thread) { startingOn.remove(at: index) }
        running += 1
        stampRunningChanged()
    }

    /// An execution ended, either way.
    mutating func end() {
        running -= 1
        stampRunningChanged()
        if isReleased && running == 0 { stamp(.executing, .completed) }
    }

    /// As RAC's `executing` and `enabled` do, each start and end sends `executing`, and `enabled`
    /// too unless concurrency is allowed (then it stays `true`); a repeat is dropped later.
    private mutating func stampRunningChanged() {
        stamp(.executing, .next(isExecuting))
        if !allowsConcurrentExecution && !isReleased { stamp(.enabled, .next(isEnabled)) }
    }

    /// The enabled input sent `event`: a value is its latest, a failure disables the command and
    /// fails `enabled` (completion changes nothing).
    mutating func inputSent(_ event: Event<Bool>) {
        guard !isReleased else { return }
        switch event {
        case .next(let value):
            inputEnabled = value
            stamp(.enabled, .next(isEnabled))
        case .error:
            inputEnabled = false
            stamp(.enabled, event)
        case .completed:
            break
        }
    }

    mutating func setAllowsConcurrentExecution(_ allowed: Bool) {
        allowsConcurrentExecution = allowed
        stamp(.enabled, .next(isEnabled))
    }

    /// The command went away: `enabled` ends now, `executing` once nothing runs.
    mutating func release() {
        isReleased = true
        stamp(.enabled, .completed)
        if running == 0 { stamp(.executing, .completed) }
    }

    /// The changes to send, emptied.
    mutating func takeUnsent() -> [FlagChange] {
        defer { unsent.removeAll() }
        return unsent
    }

    private mutating func stamp(_ flag: FlagChange.Flag, _ event: Event<Bool>) {
        version += 1
        unsent.append(FlagChange(flag: flag, version: version, event: event))
    }
}
