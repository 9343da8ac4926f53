/// What every `combineLatest` shares: subscribing the sources in order, running "record the value
/// and maybe send" for one source at a time, completion once all sources have completed, and the
/// first error.
///
/// The sources may deliver on different threads. Their events go through `deliveries`, so the
/// latest values change one event at a time and each combination is sent downstream before the next
/// event is recorded: the downstream subscriber sees the combinations in the order the events were
/// recorded. No lock is held while the combination is sent (RAC holds its lock there).
@usableFromInline
final class CombineLatestCore<Output>: @unchecked Sendable {
    // @unchecked: `remaining`, and whatever the `record` blocks capture (the latest values), are
    // touched only by the thread running `deliveries`; the rest is `let` and thread-safe. The
    // values are of any type (no user code here), handed from the sources' threads, as in C6.9.
    @usableFromInline let deliveries = DeliveryQueue()
    @usableFromInline @exclusivity(unchecked) var remaining: Int
    @usableFromInline let downstream: Subscriber<Output>
    @usableFromInline let everything = CompoundDisposable()

    @usableFromInline
    init(sources: Int, downstream: Subscriber<Output>) {
        remaining = sources
        self.downstream = downstream
    }

    /// Subscribes to `signal` (unless an earlier source has already ended everything); each value
    /// runs `record`, one event of any source at a time.
    @inlinable
    func add<T>(_ signal: Signal<T>, record: @escaping (T) -> Void) {
        // After a synchronous error (or a disposal) the later sources are not subscribed at all.
        guard !everything.isDisposed, !downstream.isSubscriptionDisposed else { return }
        everything.add(signal.subscribe(for: downstream, Subscriber.endpoint(
            next: { [self] value in
                deliveries.send({ record(value) }, orLeave: { { record(value) } })
            },
            error: { [self] error in deliveries.send { [self] in downstream.sendError(error) } },
            completed: { [self] in deliveries.send { [self] in completeOne() } }
        )))
    }

    /// One source has completed; the last one completes the combination.
    @usableFromInline
    func completeOne() {
        remaining -= 1
        if remaining == 0 { downstream.sendCompleted() }
    }
}
