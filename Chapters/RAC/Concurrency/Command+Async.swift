/// A command whose work is an `async` function: the bridge from `Command` to Swift concurrency.
extension Command where Input: Sendable {
    /// A command whose every execution runs `work(input)` in a new task, as
    /// `Signal.fromAsync { try await work(input) }`: its result is the execution's one value, a
    /// thrown error is the execution's error (and so a value on `errors`).
    ///
    /// ```swift
    /// let login = Command<Credentials, String>(scheduler: .mainThread) { credentials in
    ///     try await service.logIn(username: credentials.username, password: credentials.password)
    /// }
    /// ```
    ///
    /// Everything else is the signal-block command's: `executing`, `enabled`, `executionSignals`
    /// and `errors` change through `scheduler`, and `execute(_:)` while executing returns a signal
    /// that fails with `CommandError.notEnabled` (unless `allowsConcurrentExecution`).
    ///
    /// The task is not cancelled by disposing a subscription to the signal `execute(_:)` returns,
    /// nor by the command going away: as in RAC, an execution, once started, runs to its end
    /// (`execute` keeps no handle that could stop it), and the command counts it out then.
    ///
    /// `Input: Sendable`: the task takes the input to another thread. A closure whose body is a
    /// signal (`{ input in .return(input) }`) still picks `init(signalBlock:)`; a closure that
    /// awaits, or returns an `Output`, picks this one.
    public convenience init(
        enabled: Signal<Bool>? = nil,
        scheduler: Scheduler = .mainThread,
        work: @escaping @Sendable (Input) async throws -> Output
    ) {
        self.init(enabled: enabled, scheduler: scheduler, signalBlock: { input in
            Signal<Output>.fromAsync { try await work(input) }
        }, isolation: nil)
    }
}
