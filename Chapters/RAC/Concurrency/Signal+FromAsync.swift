/// Async work as a signal: one task per subscription, cancelled when the subscription is disposed.
extension Signal where Value: Sendable {
    /// A cold signal that runs `operation` in a new task for each subscriber, sends its result and
    /// completes, or sends the error it throws.
    ///
    /// ```swift
    /// let profile = Signal<Profile>.fromAsync { try await api.profile(for: id) }
    /// ```
    ///
    /// Disposing the subscription cancels the task (`Task.isCancelled` turns true inside
    /// `operation`, and cancellable awaits throw `CancellationError`); what the task produces after
    /// that reaches nobody, because the subscriber stops at disposal. Nothing runs until someone
    /// subscribes, and two subscribers run `operation` twice, as any cold signal does.
    /// `Value: Sendable`: the result comes from the task's thread to the subscriber.
    public static func fromAsync(
        priority: TaskPriority? = nil,
        _ operation: @escaping @Sendable () async throws -> Value
    ) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            let task = Task(priority: priority) {
                do {
                    let value = try await operation()
                    subscriber.sendNext(value)
                    subscriber.sendCompleted()
                } catch {
                    subscriber.sendError(error)
                }
            }
            return Disposable { task.cancel() }
        })
    }
}
