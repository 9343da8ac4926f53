/// `@MainActor` handlers, in Swift concurrency's words.
extension Signal where Value: Sendable {
    /// `subscribeNextOnMainThread(_:error:completed:)` under its Swift-concurrency name: the same
    /// delivery (values, errors and completion come on the main queue, in order) and the same
    /// `@MainActor` blocks, so the compiler checks that main-actor state is touched only in them.
    /// Missing blocks ignore their events.
    @discardableResult
    public func subscribeOnMainActor(
        _ next: @escaping @MainActor (Value) -> Void,
        error: (@MainActor (any Error) -> Void)? = nil,
        completed: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        subscribeNextOnMainThread(next, error: error, completed: completed)
    }
}
