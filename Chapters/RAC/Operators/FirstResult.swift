extension Signal {
    /// Blocks until the signal sends its first value (`.success(value)`), completes without one
    /// (`.success(nil)`), or fails first (`.failure(error)`), then disposes the subscription.
    ///
    /// RAC's `firstOrDefault:success:error:` in one Swift value: unlike `first()`, a test can tell
    /// "no value" from "failed" and read the error. Never call it on a thread the signal needs in
    /// order to send.
    @available(*, noasync, message: "firstResult() blocks its thread; in async code use 'try await firstValue()'")
    public func firstResult() -> Result<Value?, any Error> {
        Result { try take(1).waitForResult() }
    }
}
