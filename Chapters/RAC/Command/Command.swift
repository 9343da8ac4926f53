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
/// `Output: Sendable`: each execution's values reach the public signals through `scheduler`,
/// which may run on another thread.
public final class Command<Input, Output: Sendable>: @unchecked Sendable {
    // @unchecked: `allowsConcurrent`, `reservations` and `recordedExecutions` are read and written
    // only inside their locks; everything else is `let` and thread-safe (signals, subjects). It
    // stores your signal block, run on each thread that calls `execute(_:)`: what the block captures
    // is shared with other threads only if you execute from several.
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
        get { concurrencyLock.withLock { allowsConcurrent } }
        set {
            concurrencyLock.withLock { allowsConcurrent = newValue }
            allowsConcurrentExecutionSubject.sendNext(newValue)
        }
    }

    private let signalBlock: (Input) -> Signal<Output>
    private let scheduler: Scheduler
    /// Every execution's replay subject, sent synchronously by `execute(_:)`.
    private let addedExecutionSignalsSubject = Subject<Signal<Output>>()
    private let allowsConcurrentExecutionSubject = Subject<Bool>()
    private let willDeinitSubject = Subject<Void>()
    /// `enabled` without the scheduler hop: what `execute(_:)` checks.
    private let immediateEnabled: Signal<Bool>
    private let concurrencyLock = Lock()
    private var allowsConcurrent = false
    /// Executions that `execute(_:)` has accepted but not yet recorded in `immediateEnabled`
    /// (their signal block is running), by the thread that accepted them. Makes "check enabled,
    /// then record the execution" atomic across threads, without holding a lock while the signal
    /// block, which is your code, runs.
    private let reservationLock = Lock()
    private var reservations: [UInt: Int] = [:]
    /// How many executions have been recorded (sent to `addedExecutionSignalsSubject`): lets
    /// `reserveExecution` tell that the `enabled` it read outside the lock may be out of date.
    private var recordedExecutions = 0

    /// A command that is always enabled (unless executing), running on the main thread.
    public convenience init(signalBlock: @escaping (Input) -> Signal<Output>) {
        self.init(enabled: nil, scheduler: .mainThread, signalBlock: signalBlock)
    }

    /// A command enabled while `enabled` last sent `true` (and it is not executing).
    public convenience init(enabled: Signal<Bool>?, signalBlock: @escaping (Input) -> Signal<Output>) {
        self.init(enabled: enabled, scheduler: .mainThread, signalBlock: signalBlock)
    }

    /// A command whose public signals deliver on `scheduler` (where RAC uses the main thread).
    /// `enabled: nil` means always enabled.
    public init(enabled enabledInput: Signal<Bool>? = nil, scheduler: Scheduler = .mainThread, signalBlock: @escaping (Input) -> Signal<Output>) {
        self.signalBlock = signalBlock
        self.scheduler = scheduler
        let added = addedExecutionSignalsSubject

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

        // +1 when an execution starts, -1 when it ends (either way): executing while above zero.
        let immediateExecuting: Signal<Bool> = added
            .flattenMap { execution in
                execution.catchTo(.empty())
                    .then { Signal<Int>.return(-1) }
                    .startWith(1)
            }
            .scan(withStart: 0) { $0 + $1 }
            .map { $0 > 0 }
            .startWith(false)

        executing = immediateExecuting
            .deliverOn(scheduler)
            .startWith(false)
            .distinctUntilChanged()
            .replayLast()

        let moreExecutionsAllowed = Signal<Bool>.if(
            allowsConcurrentExecutionSubject.startWith(false),
            then: .return(true),
            else: immediateExecuting.not()
        )

        let enabledSignal = enabledInput?.startWith(true) ?? .return(true)
        immediateEnabled = Signal<[Bool]>.combineLatest([enabledSignal, moreExecutionsAllowed])
            .and()
            .takeUntil(willDeinitSubject)
            .replayLast()

        // The current value at once, later changes through the scheduler.
        enabled = immediateEnabled.take(1)
            .concat(immediateEnabled.skip(1).deliverOn(scheduler))
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
        guard reserveExecution(on: thread) else {
            return .error(CommandError.notEnabled)
        }
        // Outside every lock: the signal block is your code, and may call `execute` itself.
        let connection = signalBlock(input)
            .subscribeOn(scheduler)
            .multicast(ReplaySubject())
        // Synchronously updates the state `execute` checks, so the next call is refused; only then
        // is the reservation given back.
        addedExecutionSignalsSubject.sendNext(connection.signal)
        reservationLock.withLock {
            recordedExecutions += 1
            reservations[thread, default: 1] -= 1
            if reservations[thread] == 0 { reservations[thread] = nil }
        }
        // Connecting starts the work (one scheduler turn later).
        connection.connect()
        return connection.signal
    }

    /// Accepts an execution if the command is enabled and no other thread holds a reservation
    /// (unless `allowsConcurrentExecution`).
    ///
    /// A reservation of this same thread does not count, to keep RAC's behaviour for an `execute`
    /// from inside the signal block: RAC checks `enabled`, runs the block, then records the
    /// execution, so the nested call finds the command still enabled and is accepted.
    private func reserveExecution(on thread: UInt) -> Bool {
        while true {
            let recordedBefore = reservationLock.withLock { recordedExecutions }
            // Read outside the lock: reading subscribes to a subject, whose lock a subscriber of
            // `enabled` on another thread may hold while it calls `execute` (a lock-order
            // deadlock if we held ours). `immediateEnabled` is a replayLast, so its current value
            // arrives synchronously.
            let enabledNow = immediateEnabled.first() == true
            let decision: Bool? = reservationLock.withLock {
                // An execution recorded since the read may have disabled the command: read again.
                guard recordedExecutions == recordedBefore else { return nil }
                guard enabledNow else { return false }
                if !allowsConcurrentExecution && reservations.contains(where: { $0.key != thread }) { return false }
                reservations[thread, default: 0] += 1
                return true
            }
            if let decision { return decision }
        }
    }

    deinit {
        willDeinitSubject.sendNext(())
        willDeinitSubject.sendCompleted()
        addedExecutionSignalsSubject.sendCompleted()
        allowsConcurrentExecutionSubject.sendCompleted()
    }
}
