/// Where a blocking wait collects its outcome (written by the subscriber, read after the wait).
final class BlockingResult<Value> {
    // Not `Sendable` (it holds a value of any type); written by the subscriber before it signals the
    // semaphore, read only after the wait on that semaphore returns, which orders the two.
    var value: Value?
    var error: (any Error)?
}
