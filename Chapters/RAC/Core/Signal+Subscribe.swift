/// The convenience forms of `subscribe(_:)`: each builds a `Subscriber` from blocks.
extension Signal {
    /// Runs `next` for every value. Errors are ignored (as in RAC: no error block).
    @inlinable @discardableResult
    public func subscribeNext(_ next: @escaping (Value) -> Void) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(next: next))
    }

    /// Runs `next` for every value and `completed` on completion.
    @inlinable @discardableResult
    public func subscribeNext(_ next: @escaping (Value) -> Void, completed: @escaping () -> Void) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(next: next, completed: completed))
    }

    /// Runs `next` for every value and `error` on error.
    @inlinable @discardableResult
    public func subscribeNext(_ next: @escaping (Value) -> Void, error: @escaping (any Error) -> Void) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(next: next, error: error))
    }

    /// Runs the three blocks for the three kinds of event.
    @inlinable @discardableResult
    public func subscribeNext(
        _ next: @escaping (Value) -> Void,
        error: @escaping (any Error) -> Void,
        completed: @escaping () -> Void
    ) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(next: next, error: error, completed: completed))
    }

    /// Runs `error` on error; values and completion are ignored.
    @inlinable @discardableResult
    public func subscribeError(_ error: @escaping (any Error) -> Void) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(error: error))
    }

    /// Runs `completed` on completion; values and errors are ignored.
    @inlinable @discardableResult
    public func subscribeCompleted(_ completed: @escaping () -> Void) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(completed: completed))
    }

    /// Runs `error` on error and `completed` on completion.
    @inlinable @discardableResult
    public func subscribeError(_ error: @escaping (any Error) -> Void, completed: @escaping () -> Void) -> Disposable {
        subscribe(endpoint: Subscriber.endpoint(error: error, completed: completed))
    }
}
