/// What every `combineLatest` shares: subscribing the sources in order, one lock around "record the
/// value and maybe send", completion once all sources have completed, and the first error.
@usableFromInline
final class CombineLatestCore<Output> {
    // Not `Sendable` (it serves values of any type); its sources may send on different threads, so
    // `remaining` is read and written only inside `lock`; the rest is `let`.
    /// Held while a value is recorded and the combination sent, so the sends of several sources
    /// never interleave (RAC sends inside its lock too). Recursive: a handler may feed a source again.
    @usableFromInline let lock = RecursiveLock()
    @usableFromInline @exclusivity(unchecked) var remaining: Int
    @usableFromInline let downstream: Subscriber<Output>
    @usableFromInline let everything = CompoundDisposable()

    @usableFromInline
    init(sources: Int, downstream: Subscriber<Output>) {
        remaining = sources
        self.downstream = downstream
    }

    /// Subscribes to `signal` (unless an earlier source has already ended everything); each value
    /// runs `record` under the lock.
    @inlinable
    func add<T>(_ signal: Signal<T>, record: @escaping (T) -> Void) {
        // After a synchronous error (or a disposal) the later sources are not subscribed at all.
        guard !everything.isDisposed, !downstream.isSubscriptionDisposed else { return }
        let downstream = self.downstream
        everything.add(signal.subscribe(for: downstream, Subscriber(
            next: { [self] value in lock.withLock { record(value) } },
            error: { downstream.sendError($0) },
            completed: { [self] in
                let done = lock.withLock {
                    remaining -= 1
                    return remaining == 0
                }
                if done { downstream.sendCompleted() }
            }
        )))
    }
}
