/// A value shared between two subscriptions (the source and the sampler), behind a lock.
final class LatestValue<Value> {
    // Not `Sendable` (it holds a value of any type); its two subscriptions may send on different
    // threads, so `value` is read and written only inside `lock`.
    private let lock = Lock()
    private var value: Value?

    /// Stores `newValue`; the value it replaces is released after the lock, because its `deinit`
    /// may call back into this signal.
    func set(_ newValue: Value) {
        let replaced: Value? = lock.withLock {
            defer { value = newValue }
            return value
        }
        _ = replaced
    }
    func get() -> Value? { lock.withLock { value } }
}
