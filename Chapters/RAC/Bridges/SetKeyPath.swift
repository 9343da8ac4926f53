extension Signal {
    /// Sets `object[keyPath: keyPath]` to every value: RAC's `RAC(object, key) = signal`.
    ///
    /// The object is held weakly; the binding ends when the signal completes, or at the first value
    /// after the object is gone. An error is a programmer error: bindings must be fed signals that
    /// cannot fail — use `catchTo(_:)` first. As in RAC, debug builds stop there with a message;
    /// release builds write the message to standard error and keep the object's last value.
    ///
    /// Written in `@MainActor` code (or in an actor), each write is checked to run on that actor, as
    /// `subscribeNext`'s blocks are (`isolation`, which you never write): a value sent on another
    /// thread stops the process with a message instead of writing the property there.
    @discardableResult
    public func setKeyPath<Root: AnyObject>(
        _ keyPath: ReferenceWritableKeyPath<Root, Value>,
        on object: Root,
        isolation: (any Actor)? = #isolation
    ) -> Disposable {
        let binding = SerialDisposable()
        binding.disposable = subscribeCancellable(
            next: { [weak object] value, cancel in
                guard let object else {
                    cancel()
                    return
                }
                if let isolation { IsolationCheck.check(isolation, api: "Signal.setKeyPath(_:on:)") }
                object[keyPath: keyPath] = value
            },
            error: { error in
                programmerWarning("Signal.setKeyPath(_:on:): the bound signal failed with \(error); bindings need signals that never fail (use catchTo(_:) before binding)")
            },
            completed: {}
        )
        return binding
    }
}
