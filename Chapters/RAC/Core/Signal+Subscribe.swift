/// The convenience forms of `subscribe(_:)`: each builds a `Subscriber` from blocks.
///
/// Each takes a last argument you never write, `isolation`, which defaults to the caller's actor
/// (`#isolation`): a block written in `@MainActor` code (or in an actor) is checked before every
/// run, and the process stops with a message if the signal runs it off that actor; outside actors
/// it is `nil` and nothing is checked (see `IsolationCheck`, Docs/Contracts.md C6.14).
extension Signal {
    /// Runs `next` for every value. Errors are ignored (as in RAC: no error block).
    @inlinable @discardableResult
    public func subscribeNext(_ next: @escaping (Value) -> Void, isolation: (any Actor)? = #isolation) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(next: IsolationCheck.guarded(next, on: isolation, api: "subscribeNext")))
    }

    /// Runs `next` for every value and `completed` on completion.
    @inlinable @discardableResult
    public func subscribeNext(
        _ next: @escaping (Value) -> Void,
        completed: @escaping () -> Void,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(
            next: IsolationCheck.guarded(next, on: isolation, api: "subscribeNext(_:completed:)"),
            completed: IsolationCheck.guarded(completed, on: isolation, api: "subscribeNext(_:completed:)")
        ))
    }

    /// Runs `next` for every value and `error` on error.
    @inlinable @discardableResult
    public func subscribeNext(
        _ next: @escaping (Value) -> Void,
        error: @escaping (any Error) -> Void,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(
            next: IsolationCheck.guarded(next, on: isolation, api: "subscribeNext(_:error:)"),
            error: IsolationCheck.guarded(error, on: isolation, api: "subscribeNext(_:error:)")
        ))
    }

    /// Runs the three blocks for the three kinds of event.
    @inlinable @discardableResult
    public func subscribeNext(
        _ next: @escaping (Value) -> Void,
        error: @escaping (any Error) -> Void,
        completed: @escaping () -> Void,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(
            next: IsolationCheck.guarded(next, on: isolation, api: "subscribeNext(_:error:completed:)"),
            error: IsolationCheck.guarded(error, on: isolation, api: "subscribeNext(_:error:completed:)"),
            completed: IsolationCheck.guarded(completed, on: isolation, api: "subscribeNext(_:error:completed:)")
        ))
    }

    /// Runs `error` on error; values and completion are ignored.
    @inlinable @discardableResult
    public func subscribeError(_ error: @escaping (any Error) -> Void, isolation: (any Actor)? = #isolation) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(error: IsolationCheck.guarded(error, on: isolation, api: "subscribeError")))
    }

    /// Runs `completed` on completion; values and errors are ignored.
    @inlinable @discardableResult
    public func subscribeCompleted(_ completed: @escaping () -> Void, isolation: (any Actor)? = #isolation) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(completed: IsolationCheck.guarded(completed, on: isolation, api: "subscribeCompleted")))
    }

    /// Runs `error` on error and `completed` on completion.
    @inlinable @discardableResult
    public func subscribeError(
        _ error: @escaping (any Error) -> Void,
        completed: @escaping () -> Void,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(
            error: IsolationCheck.guarded(error, on: isolation, api: "subscribeError(_:completed:)"),
            completed: IsolationCheck.guarded(completed, on: isolation, api: "subscribeError(_:completed:)")
        ))
    }
}
