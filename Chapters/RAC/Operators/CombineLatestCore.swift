/// What every `combineLatest` shares: subscribing the sources in order, running "record the value
/// and maybe send" for one source at a time, completion once all sources have completed, and the
/// first error.
///
/// The sources may deliver on different threads. Their events go through `deliveries`, so the
/// latest values change one event at a time and each combination is sent downstream before the next
/// event is recorded: the downstream subscriber sees the combinations in the order the events were
/// recorded. No lock is held while the combination is sent (RAC holds its lock there).
@usableFromInline
final class CombineLatestCore<Input, Output>: @unchecked Sendable {
    // @unchecked: `remaining` and whatever `record` captures are touched only by the thread running
    // `deliveries`; the rest is `let` and thread-safe.
    @usableFromInline let deliveries = DeliveryQueue<CombiningDelivery<Input>>()
    @usableFromInline @exclusivity(unchecked) var remaining: Int
    @usableFromInline let downstream: Subscriber<Output>
    @usableFromInline let everything = CompoundDisposable()
    /// Records one source's value and sends the combination if every source has a value.
    @usableFromInline let record: (Input) -> Void

    @usableFromInline
    init(sources: Int, downstream: Subscriber<Output>, record: @escaping (Input) -> Void) {
        remaining = sources
        self.downstream = downstream
        self.record = record
    }

    /// Subscribes to `signal` (unless an earlier source has already ended everything); each of its
    /// values becomes an `Input` with `input`.
    @inlinable
    func add<T>(_ signal: Signal<T>, as input: @escaping (T) -> Input) {
        // After a synchronous error (or a disposal) the later sources are not subscribed at all.
        guard !everything.isDisposed, !downstream.isSubscriptionDisposed else { return }
        everything.add(signal.subscribe(for: downstream, Subscriber.endpoint(
            next: { [self] value in deliveries.send(.value(input(value))) { run($0) } },
            error: { [self] error in deliveries.send(.error(error)) { run($0) } },
            completed: { [self] in deliveries.send(.completed) { run($0) } }
        )))
    }

    @inlinable
    func run(_ delivery: CombiningDelivery<Input>) {
        switch delivery {
        case .value(let input):
            record(input)
        case .error(let error):
            downstream.sendError(error)
        case .completed:
            remaining -= 1
            if remaining == 0 { downstream.sendCompleted() }
        }
    }
}

/// One event of one of the sources of `combineLatest` or `zip`, in the order they are run.
@usableFromInline
enum CombiningDelivery<Input> {
    case value(Input)
    case error(any Error)
    case completed
}

/// The value of one of up to four sources, by position (`Never` for the positions not used).
@usableFromInline
enum CombineInput<A, B, C, D> {
    case first(A), second(B), third(C), fourth(D)
}
