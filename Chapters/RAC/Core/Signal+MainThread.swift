/// Handlers for UI code: `@MainActor` blocks, run on the main thread, checked by the compiler.
extension Signal where Value: Sendable {
    /// Delivers on the main thread (`deliverOnMainThread()`) and runs your blocks there, as
    /// main-actor code: inside them you may touch `@MainActor` state (views, view models) with no
    /// `await`, and the compiler checks that you do so only there.
    ///
    /// ```swift
    /// search.results.subscribeNextOnMainThread { @MainActor results in
    ///     tableView.show(results)   // a @MainActor method
    /// }
    /// ```
    ///
    /// `subscribeNext` cannot give you this: its blocks run wherever the signal sends, so a
    /// `subscribeNext` written inside a `@MainActor` method after `deliverOn(.scheduler())` runs on
    /// a background queue. `Value: Sendable`, because each value comes to the main thread. Errors
    /// and completion are delivered the same way (missing blocks ignore them).
    @discardableResult
    public func subscribeNextOnMainThread(
        _ next: @escaping @MainActor (Value) -> Void,
        error: (@MainActor (any Error) -> Void)? = nil,
        completed: (@MainActor () -> Void)? = nil
    ) -> Disposable {
        // Each block runs from the main queue (or at once on the main thread), which is where the
        // main actor runs: `assumeIsolated` checks that, and stops with a message if it were not.
        deliverOnMainThread().subscribe(Subscriber(
            next: { value in MainActor.assumeIsolated { next(value) } },
            error: error.map { block in { failure in MainActor.assumeIsolated { block(failure) } } },
            completed: completed.map { block in { MainActor.assumeIsolated { block() } } }
        ))
    }
}
