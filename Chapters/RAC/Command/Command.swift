/// An action a user can trigger, with its state as signals (RAC's `RACCommand`).
///
/// `execute(_:)` calls the signal block and starts the work it returns; the command then tells
/// you, as signals, whether it is `executing`, whether it is `enabled` (its `enabled` input and,
/// unless `allowsConcurrentExecution`, "not executing"), each execution (`executionSignals`) and
/// each failure (`errors`).
///
/// Like RAC, the public signals change **asynchronously**, through `scheduler` (the main thread by
/// default, a `TestScheduler` in tests), while the state `execute(_:)` checks changes at once, so
/// a second `execute` in the same turn is refused. One execution on the main thread goes:
/// `execute` returns → `executing` YES → `enabled` NO → the execution signal arrives → the work
/// is subscribed and runs → `executing` NO → `enabled` YES, each step one scheduler turn.
///
/// What `execute(_:)` checks is one value behind one lock (`CommandState`): the enabled input's
/// latest value, `allowsConcurrentExecution` and the running executions. Each change is one
/// critical section, and no lock is held while your code runs (the signal block, a handler).
///
/// `Output: Sendable`: each execution's values reach the public signals through `scheduler`,
/// which may run on another thread.
public final class Command<Input, Output: Sendable>: @unchecked Sendable {
    // @unchecked: the mutable state is `core`'s, behind its lock; everything else is `let` and
    // thread-safe (signals, subjects). It stores your signal block, run on each thread that calls
    // `execute(_:)`: what the block captures is shared with other threads only if you execute from
    // several.
    /// A signal of the executions that start after you subscribe: each inner signal is that
    /// execution's values, and it **completes instead of failing** (failures go to `errors`).
    /// It never completes while the command exists.
    public let executionSignals: Signal<Signal<Output>>
    /// Whether any execution is running. Sends the current value at once, then changes.
    public let executing: Signal<Bool>
    /// Whether `execute(_:)` is allowed. Sends the current value at once, then changes.
    public let enabled: Signal<Bool>
    /// The error of every failed execution, as a value. Hot: it never fails or completes itself.
    public let errors: Signal<any Error>

    /// Whether `execute(_:)` may run while another execution is running (default `false`).
    public var allowsConcurrentExecution: Bool {
        get { core.read { $0.allowsConcurrentExecution } }
        set { core.update { $0.setAllowsConcurrentExecution(newValue) } }
    }

    private let signalBlock: (Input) -> Signal<Output>
    private let scheduler: Scheduler
    /// Every execution's replay subject, sent by `execute(_:)`: `executionSignals` and `errors`
    /// are made from it.
    private let addedExecutionSignalsSubject = Subject<Signal<Output>>()
    /// The state `execute(_:)` checks and changes, and the subjects `executing` and `enabled`
    /// are made from.
    private let core: CommandCore
    /// The subscription to the `enabled` input, from init until the command goes away.
    private let inputSubscription: Disposable?

    /// A command that is always enabled (unless executing), running on the main thread.
    public convenience init(signalBlock: @escaping (Input) -> Signal<Output>, isolation: (any Actor)? = #isolation) {
        self.init(enabled: nil, scheduler: .mainThread, signalBlock: signalBlock, isolation: isolation)
    }

    /// A command enabled while `enabled` last sent `true` (and it is not executing).
    public convenience init(enabled: Signal<Bool>?, signalBlock: @escaping (Input) -> Signal<Output>, isolation: (any Actor)? = #isolation) {
        self.init(enabled: enabled, scheduler: .mainThread, signalBlock: signalBlock, isolation: isolation)
    }

    /// A command whose public signals deliver on `scheduler` (where RAC uses the main thread).
    /// `enabled: nil` means always enabled.
    ///
    /// `execute(_:)` runs the signal block on its caller's thread. Written in `@MainActor` code (or
    /// in an actor), the block is checked there, as `subscribeNext`'s blocks are (`isolation`, which
    /// you never write): an `execute` from another thread stops the process with a message instead
    /// of running the block off its actor.
    public init(
        enabled enabledInput: Signal<Bool>? = nil,
        scheduler: Scheduler = .mainThread,
        signalBlock: @escaping (Input) -> Signal<Output>,
        isolation: (any Actor)? = #isolation
    ) {
        self.signalBlock = IsolationCheck.guarded(signalBlock, on: isolation, api: "Command's signal block (execute(_:))", fix: Self.executeFix)
        self.scheduler = scheduler
        let added = addedExecutionSignalsSubject
        let core = CommandCore()
        self.core = core

        // Each execution as an inner signal whose failure becomes completion.
        executionSignals = added
            .map { $0.catchTo(.empty()) }
            .deliverOn(scheduler)

        // Failures as values, hot: connected now, so executions started before a subscriber
        // subscribed still report to it.
        let errorsConnection = added
            .flattenMap { execution in
                // Only the failure, as a value (RAC: `ignoreValues`, then `catch:` into `return:`).
                execution.materialize().flattenMap { event in event.error.map { Signal<any Error>.return($0) } }
            }
            .deliverOn(scheduler)
            .publish()
        errors = errorsConnection.signal
        errorsConnection.connect()

        // The input's values go into the state, which `execute` reads at once.
        inputSubscription = enabledInput?.subscribeNext(
            { value in core.update { $0.inputSent(.next(value)) } },
            error: { error in core.update { $0.inputSent(.error(error)) } },
            completed: {}
        )

        // `false` at once; it and every later change through the scheduler, without repeats.
        executing = core.executingChanges.inStateOrder()
            .startWith(false)
            .deliverOn(scheduler)
            .startWith(false)
            .distinctUntilChanged()
            .replayLast()

        // The current value at once, later changes through the scheduler.
        let (version, isEnabled) = core.read { ($0.version, $0.isEnabled) }
        enabled = Signal.return(isEnabled)
            .concat(core.enabledChanges.inStateOrder(after: version).deliverOn(scheduler))
            .distinctUntilChanged()
            .replayLast()
    }

    /// Starts an execution with `input`, if enabled.
    ///
    /// Returns the execution's signal: every value and the terminal event **including the error**,
    /// replayed to late subscribers. The work starts whether or not you subscribe, one scheduler
    /// turn later. If the command is disabled, returns a signal that fails with
    /// `CommandError.notEnabled`, and nothing else happens.
    @discardableResult
    public func execute(_ input: Input) -> Signal<Output> {
        let thread = currentThreadID()
        // Checks and reserves in one critical section: of two threads, only one gets in.
        guard core.update({ $0.reserve(on: thread) }) else {
            return .error(CommandError.notEnabled)
        }
        // Outside the lock: the signal block is your code, and may call `execute` itself.
        let connection = signalBlock(input)
            .subscribeOn(scheduler)
            .multicast(ReplaySubject())
        // The reservation becomes a running execution, so the next call is refused; `executing`
        // and `enabled` hear of it, then `executionSignals` and `errors`.
        core.update { $0.start(on: thread) }
        addedExecutionSignalsSubject.sendNext(connection.signal)
        // Counts the execution out when it ends, either way (after `errors` has seen the end).
        let core = self.core
        connection.signal.subscribeNext({ _ in },
                                        error: { _ in core.update { $0.end() } },
                                        completed: { core.update { $0.end() } })
        // Connecting starts the work (one scheduler turn later).
        connection.connect()
        return connection.signal
    }

    /// What the check of the signal block says to do.
    private static var executeFix: String {
        "call execute(_:) on that actor (for a @MainActor view model, from the main thread or after "
            + "deliverOn(.mainThread)), or make the block touch no actor's state and pass isolation: nil"
    }

    deinit {
        inputSubscription?.dispose()
        core.update { $0.release() }
        addedExecutionSignalsSubject.sendCompleted()
    }
}
