/// An action the user can trigger, with its state as signals (ReactiveCocoa's `RACCommand`).
///
/// Why? A button that starts a request needs more than a tap handler: it must be disabled while the
/// request runs (or the user sends it twice), disabled while the form is invalid, show a spinner,
/// and report the answer and the failure somewhere. A command is that bundle, built from the
/// earlier chapters' pieces. `execute(_:)` calls your signal block and starts the work it returns;
/// the command then says, as signals, whether it is `executing`, whether it is `enabled`, each
/// execution (`executionSignals`) and each failure (`errors`).
///
/// Two clocks run in it. The state `execute(_:)` checks changes **at once**, so a second tap in
/// the same turn is refused. The public signals change **one scheduler turn later** (`deliverOn`),
/// so a subscriber that updates the screen runs on `scheduler`, the main thread in an app.
///
/// Chapter 8's command has no lock: `execute(_:)` checks, then records, on one thread at a time.
///
/// `Output: Sendable`: each execution's values reach the public signals through `scheduler`, which
/// may run on another thread (`deliverOn` and `subscribeOn` require it).
public final class Command<Input, Output: Sendable> {
    /// A signal of the executions that start after you subscribe: each inner signal is one
    /// execution's values, and it **completes instead of failing** (failures go to `errors`).
    /// It never completes while the command exists.
    public let executionSignals: Signal<Signal<Output>>
    /// Whether any execution is running. Sends the current value at once, then each change.
    public let executing: Signal<Bool>
    /// Whether `execute(_:)` is allowed. Sends the current value at once, then each change.
    public let enabled: Signal<Bool>
    /// The error of every failed execution, as a value. Hot: it never fails or completes by itself.
    public let errors: Signal<any Error>

    /// Whether `execute(_:)` may start an execution while another is running (default `false`).
    public var allowsConcurrentExecution: Bool {
        get { allowsConcurrentExecutionSubject.value }
        set { allowsConcurrentExecutionSubject.sendNext(newValue) }
    }

    private let signalBlock: (Input) -> Signal<Output>
    private let scheduler: Scheduler
    /// Every execution, as the replay subject `execute(_:)` returns, sent at once by `execute(_:)`.
    /// Everything else the command shows is computed from this one subject.
    private let addedExecutionSignalsSubject = Subject<Signal<Output>>()
    private let allowsConcurrentExecutionSubject = BehaviorSubject(defaultValue: false)
    /// Completes when the command goes away: it ends the subscription to the `enabled` input.
    private let willDeinitSubject = Subject<Void>()
    /// `enabled` without the scheduler hop: what `execute(_:)` checks.
    private let immediateEnabled: Signal<Bool>

    /// A command that is enabled whenever it is not executing, on the main thread.
    public convenience init(signalBlock: @escaping (Input) -> Signal<Output>) {
        self.init(enabled: nil, scheduler: .mainThread, signalBlock: signalBlock)
    }

    /// A command that is enabled while `enabled` last sent `true` and it is not executing.
    public convenience init(enabled: Signal<Bool>?, signalBlock: @escaping (Input) -> Signal<Output>) {
        self.init(enabled: enabled, scheduler: .mainThread, signalBlock: signalBlock)
    }

    /// A command whose public signals deliver on `scheduler`, where ReactiveCocoa always uses the
    /// main thread (a `TestScheduler` in tests). `enabled: nil` means always enabled.
    public init(enabled enabledInput: Signal<Bool>? = nil, scheduler: Scheduler = .mainThread, signalBlock: @escaping (Input) -> Signal<Output>) {
        self.signalBlock = signalBlock
        self.scheduler = scheduler
        let added = addedExecutionSignalsSubject

        // exercise 8.4: executionSignals: each execution, its failure turned into completion, delivered on the scheduler => executionSignals = added.filter { _ in false }
        // Each execution, as an inner signal whose failure becomes completion.
        executionSignals = added
            .map { execution in execution.catchTo(.empty()) }
            .deliverOn(scheduler)
        // end exercise

        // exercise 8.5: errors: each execution's error as a value, delivered on the scheduler, published and connected now => errors = Signal<any Error>.never()
        // Each failure, as a value. `then { .empty() }` drops the values (and changes the type);
        // `catch` turns the error into a value. Published and connected now, so it is hot.
        let errorsConnection = added
            .flattenMap { execution in
                execution.then { Signal<any Error>.empty() }.catch { error in .return(error) }
            }
            .deliverOn(scheduler)
            .publish()
        errors = errorsConnection.signal
        errorsConnection.connect()
        // end exercise

        // exercise 8.6: immediateExecuting: true while at least one execution runs: +1 when one starts, -1 when it ends, either way => let immediateExecuting = Signal<Bool>.return(false)
        // +1 when an execution starts, -1 when it ends, either way: executing while above zero.
        let immediateExecuting: Signal<Bool> = added
            .flattenMap { execution in
                execution.catchTo(.empty())
                    .then { Signal<Int>.return(-1) }
                    .startWith(1)
            }
            .scan(withStart: 0) { running, change in running + change }
            .map { running in running > 0 }
            .startWith(false)
        // end exercise

        // exercise 8.6: executing, the public signal: false at once, every change one turn later, each once, the latest kept for late subscribers => executing = immediateExecuting
        // `false` at once (`startWith` comes after the hop), every later change one turn later.
        executing = immediateExecuting
            .deliverOn(scheduler)
            .startWith(false)
            .distinctUntilChanged()
            .replayLast()
        // end exercise

        // exercise 8.7: immediateEnabled, what execute checks: the input's latest value (true until it sends one) AND (concurrency allowed OR not executing), let go of when the command goes away, the latest kept => immediateEnabled = Signal<Bool>.return(true)
        // Enabled = the input's latest value (true until it sends one) AND (concurrency allowed
        // OR not executing). `takeUntil` lets go of the input when the command goes away.
        let moreExecutionsAllowed = Signal.combineLatest(allowsConcurrentExecutionSubject, immediateExecuting.not()).or()
        immediateEnabled = Signal.combineLatest(enabledInput?.startWith(true) ?? .return(true), moreExecutionsAllowed)
            .and()
            .takeUntil(willDeinitSubject)
            .replayLast()
        // end exercise

        // exercise 8.7: enabled, the public signal: the current value at once, every later change one turn later, each once, the latest kept => enabled = immediateEnabled
        // The current value at once, every later change one turn later.
        enabled = immediateEnabled.take(1)
            .concat(immediateEnabled.skip(1).deliverOn(scheduler))
            .distinctUntilChanged()
            .replayLast()
        // end exercise
    }

    /// Starts an execution with `input`, if the command is enabled right now.
    ///
    /// Returns the execution: every value and the terminal event, **error included**, replayed to
    /// whoever subscribes, however late. The work is subscribed one scheduler turn later, whether or
    /// not anyone subscribes to the result. If the command is disabled, returns a signal that fails
    /// with `CommandError.notEnabled`, and nothing else happens.
    @discardableResult
    public func execute(_ input: Input) -> Signal<Output> {
        guard isEnabledNow else { return .error(CommandError.notEnabled) }
        // exercise 8.4: execute: run the block on the scheduler into a replay subject, announce the execution, then connect => return .empty()
        let connection = signalBlock(input)
            .subscribeOn(scheduler)
            .multicast(ReplaySubject())
        // Updates the immediate state at once: the next `execute` in this turn is refused.
        addedExecutionSignalsSubject.sendNext(connection.signal)
        connection.connect()
        return connection.signal
        // end exercise
    }

    /// Whether the command is enabled now, not one turn later: `immediateEnabled` is a
    /// `replayLast`, which hands its latest value to a new subscriber inside `subscribe`.
    private var isEnabledNow: Bool {
        var isEnabled = false
        immediateEnabled.take(1).subscribeNext { isEnabled = $0 }
        return isEnabled
    }

    /// Completes the command's subjects, and with them its four public signals (each one turn
    /// later, through the scheduler), and lets go of the `enabled` input.
    deinit {
        willDeinitSubject.sendCompleted()
        addedExecutionSignalsSubject.sendCompleted()
        allowsConcurrentExecutionSubject.sendCompleted()
    }
}

// @unchecked, with no lock: the signals and subjects it keeps are (unchecked) `Sendable`, and it
// stores your signal block, run on the thread that calls `execute(_:)`: one thread at a time.
extension Command: @unchecked Sendable {}
