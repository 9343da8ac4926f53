/// One value shared between threads (a sampled source's latest value, a behavior subject's
/// current one), behind a lock that is never held while user code runs.
@usableFromInline
final class LatestValue<Value>: @unchecked Sendable {
    // @unchecked: `stored` is read and written only inside `lock`; it stores a value of any type
    // (no user code), read on whichever thread delivers next, so a non-`Sendable` value is shared
    // only if you send from several threads, as with your handlers (Docs/Contracts.md C6.9).
    private let lock = Lock()
    private var stored: Value?

    @usableFromInline init(_ value: Value? = nil) {
        stored = value
    }

    /// Stores `newValue` and returns the value it replaces, for the caller to release once it is
    /// safe: its `deinit` may call back into the signal that keeps it.
    @usableFromInline
    func replace(with newValue: Value) -> Value? {
        lock.withLock {
            defer { stored = newValue }
            return stored
        }
    }

    /// Stores `newValue`; the value it replaces is released after the lock.
    func set(_ newValue: Value) {
        _ = replace(with: newValue)
    }

    @usableFromInline
    var value: Value? { lock.withLock { stored } }

    func get() -> Value? { value }
}
