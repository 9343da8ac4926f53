/// Awaiting one value: the async counterparts of the blocking `first()`.
extension Signal where Value: Sendable {
    /// Suspends (never blocks) until the signal's first value, and returns it. The subscription is
    /// disposed as soon as that value is sent (`take(1)`). Throws the signal's error if it fails
    /// first, `SignalError.noValue` if it completes with no value, and `CancellationError` if the
    /// task is cancelled first (which disposes the subscription at once). In a task cancelled
    /// already, it throws `CancellationError` without subscribing.
    public func firstValue() async throws -> Value {
        try Task.checkCancellation()
        return try await take(1).lastValue()
    }

    /// Suspends (never blocks) until the signal completes, and returns its last value. Throws the
    /// signal's error, `SignalError.noValue` if it completes with no value, and
    /// `CancellationError` if the task is cancelled first (which disposes the subscription at once).
    /// In a task cancelled already, it throws `CancellationError` without subscribing.
    public func lastValue() async throws -> Value {
        // Checked before `values` subscribes: a cancelled task must not start the signal's work.
        try Task.checkCancellation()
        // A loop over `values` that keeps only the newest value: it suspends between values,
        // and its cancellation and ending dispose the subscription.
        var last: Value?
        for try await value in values(bufferingNewest: 1) {
            last = value
        }
        // A cancelled loop ends like a completed one; only the task can tell them apart.
        try Task.checkCancellation()
        guard let last else { throw SignalError.noValue }
        return last
    }
}
