/// A signal read with `for try await`: the async-sequence view of a ``Signal`` (`signal.values`).
///
/// A signal pushes and a loop pulls, so values that arrive while the loop body runs wait in a
/// buffer. The buffer's rule is chosen where the sequence is made:
/// - `values` keeps every value (a fast producer and a slow loop: memory grows);
/// - `values(bufferingNewest: n)` keeps the latest `n` unread values, dropping older unread ones;
/// - `values(bufferingOldest: n)` keeps the first `n` unread values, dropping newer ones.
/// The ending is never dropped: the loop reads the values the buffer kept, then ends on
/// completion or throws the signal's error.
///
/// Rules:
/// - The signal is subscribed when iteration starts (`makeAsyncIterator()`), not when this
///   sequence is made: a cold signal iterated twice runs twice.
/// - Each way the loop can stop — completion, error, `break` (the iterator is dropped) and task
///   cancellation — disposes the subscription at once, so the producer's clean-up has run by the
///   time the loop's next statement does. A cancelled loop ends (`next()` returns `nil`), and
///   reads no further value, even one already buffered: a task cancelled while the loop body runs
///   finds, at its next `next()`, the subscription disposed and the loop over.
public struct SignalValues<Value: Sendable>: AsyncSequence, Sendable {
    /// The signal's values.
    public typealias Element = Value
    /// The signal's error, of any type, thrown by the loop.
    public typealias Failure = any Error

    /// How many unread values the buffer keeps, and which ones.
    enum Buffering: Sendable {
        case unbounded
        case newest(Int)
        case oldest(Int)

        var streamPolicy: AsyncThrowingStream<Value, any Error>.Continuation.BufferingPolicy {
            switch self {
            case .unbounded: return .unbounded
            case .newest(let limit): return .bufferingNewest(limit)
            case .oldest(let limit): return .bufferingOldest(limit)
            }
        }
    }

    let signal: Signal<Value>
    let buffering: Buffering

    init(signal: Signal<Value>, buffering: Buffering) {
        self.signal = signal
        self.buffering = buffering
    }

    /// Subscribes to the signal; each iterator is one subscription.
    public func makeAsyncIterator() -> Iterator {
        let subscription = CompoundDisposable()
        return Iterator(stream: Self.subscribe(signal, buffering: buffering, into: subscription), subscription: subscription)
    }

    /// One subscription, feeding a stream. The stream's `onTermination` disposes the subscription;
    /// the stream calls it when it finishes (the signal ended), when the iterating task is
    /// cancelled, and when the last iterator is dropped (`break`), whichever comes first.
    /// `subscription` is made before subscribing: a signal may end inside `subscribe`, before its
    /// disposable is returned, and whatever is added to a disposed compound is disposed at once.
    private static func subscribe(
        _ signal: Signal<Value>,
        buffering: Buffering,
        into subscription: CompoundDisposable
    ) -> AsyncThrowingStream<Value, any Error> {
        AsyncThrowingStream(bufferingPolicy: buffering.streamPolicy) { continuation in
            continuation.onTermination = { _ in subscription.dispose() }
            subscription.add(signal.subscribe(Subscriber(
                next: { value in continuation.yield(value) },
                error: { error in continuation.finish(throwing: error) },
                completed: { continuation.finish() }
            )))
        }
    }

    /// Reads the buffered values of one subscription; dropping it ends the subscription.
    public struct Iterator: AsyncIteratorProtocol {
        /// The signal's values.
        public typealias Element = Value
        /// The signal's error, of any type.
        public typealias Failure = any Error

        // The only holder of the stream's iterator, so dropping this one terminates the stream.
        private var base: AsyncThrowingStream<Value, any Error>.Iterator
        /// The signal's subscription, disposed here too: the stream learns of a cancellation only
        /// while a `next()` waits, and returns what it buffered even to a cancelled task.
        private let subscription: CompoundDisposable

        init(stream: AsyncThrowingStream<Value, any Error>, subscription: CompoundDisposable) {
            base = stream.makeAsyncIterator()
            self.subscription = subscription
        }

        /// The next value; `nil` after completion or cancellation; throws the signal's error.
        public mutating func next() async throws -> Value? {
            try await next(isolation: nil)
        }

        /// `next()`, run on the caller's actor (what `for try await` calls).
        ///
        /// A cancelled task reads nothing more: its subscription is disposed and the loop ends,
        /// whether the task was cancelled before this call (checked first, so nothing buffered is
        /// returned) or while it waits (the handler disposes at once, from the cancelling thread).
        public mutating func next(isolation actor: isolated (any Actor)?) async throws(any Error) -> Value? {
            if Task.isCancelled {
                subscription.dispose()
                return nil
            }
            let subscription = self.subscription
            return try await withTaskCancellationHandler {
                try await base.next(isolation: actor)
            } onCancel: {
                subscription.dispose()
            }
        }
    }
}
