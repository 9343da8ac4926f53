import Foundation

/// The blocking calls, for tests and scripts. Each is unavailable in `async` code (`noasync`): a
/// task that blocks holds one of the few threads of Swift's cooperative pool, and a signal that
/// needs that pool to send (`Signal.fromAsync`) then never can. `async` code awaits instead:
/// `firstValue()`, `lastValue()`, or `for try await value in signal.values`.
extension Signal {
    /// Blocks until the signal sends its first value (returned), or ends without one (`nil`).
    /// For tests and scripts: never call it on a thread the signal needs in order to send.
    @available(*, noasync, message: "blocks a thread of the cooperative pool and can deadlock it; in async code use firstValue()")
    public func first() -> Value? {
        try? take(1).waitForResult()
    }

    /// Blocks until the first value, returning `defaultValue` if the signal completes or fails first.
    @available(*, noasync, message: "blocks a thread of the cooperative pool and can deadlock it; in async code use (try? await firstValue()) ?? defaultValue")
    public func firstOrDefault(_ defaultValue: Value) -> Value {
        (try? take(1).waitForResult()) ?? defaultValue
    }

    /// Blocks until the signal completes and returns every value; rethrows its error.
    @available(*, noasync, message: "blocks a thread of the cooperative pool and can deadlock it; in async code collect the values in a loop: for try await value in signal.values")
    public func toArray() throws -> [Value] {
        let values = try collect().waitForResult()
        return values ?? []
    }

    /// Blocks until the signal completes; rethrows its error.
    @available(*, noasync, message: "blocks a thread of the cooperative pool and can deadlock it; in async code await the end of a loop: for try await _ in signal.values {}")
    public func waitUntilCompleted() throws {
        _ = try ignoreValues().waitForResult()
    }

    /// Subscribes and waits for the terminal event; returns the last value seen, or throws the error.
    /// What every blocking call does (`firstResult()` too, in its own file).
    func waitForResult() throws -> Value? {
        let done = DispatchSemaphore(value: 0)
        let result = BlockingResult<Value>()
        let disposable = subscribe(endpoint: Subscriber.endpoint(
            next: { result.value = $0 },
            error: { error in
                result.error = error
                done.signal()
            },
            completed: { done.signal() }
        ))
        done.wait()
        disposable.dispose()
        if let error = result.error { throw error }
        return result.value
    }
}
