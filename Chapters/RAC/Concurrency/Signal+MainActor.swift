/// `@MainActor` handlers, in Swift concurrency's words.
extension Signal where Value: Sendable {
    /// `subscribeNextOnMainThread(_:error:completed:)` under its Swift-concurrency name: the same
    /// delivery (values, errors and completion come on the main queue, in order) and the same
    /// `@MainActor` blocks, so the compiler checks that main-actor state is touched only in them.
    /// Missing blocks ignore their events.
    ///
    /// `scheduler` is where the events are delivered: the main thread by default, or a scheduler
    /// that runs its blocks on the main actor, such as a `TestScheduler` stepped from `@MainActor`
    /// code, so a test can drive the hop on virtual time. Each block is checked to run on the main
    /// actor; a scheduler that runs it elsewhere stops the process with a message.
    @discardableResult
    public func subscribeOnMainActor(
        _ next: @escaping @MainActor (Value) -> Void,
        error: (@MainActor (any Error) -> Void)? = nil,
        completed: (@MainActor () -> Void)? = nil,
        on scheduler: Scheduler = .mainThread
    ) -> Disposable {
        if scheduler === Scheduler.mainThread {
            return subscribeNextOnMainThread(next, error: error, completed: completed)
        }
        // RAC's check first, for its message; then the runtime's, which lets the block run as
        // main-actor code.
        func onMainActor(_ block: @MainActor () -> Void) {
            IsolationCheck.check(MainActor.shared, api: "subscribeOnMainActor(_:error:completed:on:)", fix: Self.schedulerFix)
            MainActor.assumeIsolated { block() }
        }
        return deliverOn(scheduler).subscribe(Subscriber(
            next: { value in onMainActor { next(value) } },
            error: error.map { block in { failure in onMainActor { block(failure) } } },
            completed: completed.map { block in { onMainActor { block() } } }
        ))
    }

    /// What the check in `subscribeOnMainActor(_:error:completed:on:)` says to do.
    private static var schedulerFix: String {
        "its scheduler ran the block elsewhere: give it a scheduler that runs on the main actor "
            + "(.mainThread, the default, or a TestScheduler stepped from @MainActor code)"
    }
}
