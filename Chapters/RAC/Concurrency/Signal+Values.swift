/// `for try await value in signal.values { … }`: a signal as an async sequence (see ``SignalValues``).
extension Signal where Value: Sendable {
    /// The signal's values as an async sequence that buffers every value the loop has not read
    /// yet. Subscribes when iteration starts; the loop ending, `break` and task cancellation each
    /// dispose the subscription at once. `Value: Sendable`, because each value crosses from the
    /// thread that sends it to the task that loops.
    public var values: SignalValues<Value> {
        SignalValues(signal: self, buffering: .unbounded)
    }

    /// `values`, keeping only the latest `limit` unread values: when the loop falls behind, older
    /// unread values are dropped. The ending is kept. `limit` must be greater than 0.
    public func values(bufferingNewest limit: Int) -> SignalValues<Value> {
        require(limit > 0, "Signal.values(bufferingNewest:): the limit must be greater than 0, got \(limit); pass how many unread values to keep, or use values to keep them all")
        return SignalValues(signal: self, buffering: .newest(limit))
    }

    /// `values`, keeping only the first `limit` unread values: when the loop falls behind, newer
    /// values are dropped until it reads. The ending is kept. `limit` must be greater than 0.
    public func values(bufferingOldest limit: Int) -> SignalValues<Value> {
        require(limit > 0, "Signal.values(bufferingOldest:): the limit must be greater than 0, got \(limit); pass how many unread values to keep, or use values to keep them all")
        return SignalValues(signal: self, buffering: .oldest(limit))
    }
}
