/// A subject that remembers: new subscribers first receive the stored values, then the stored
/// terminal event if there is one.
///
/// RAC's `RACReplaySubject`. It keeps the last `capacity` values (all of them by default; none
/// with a capacity of 0, which still replays the terminal event). A subscriber that arrives after
/// completion receives the stored values **and** `completed` (or the error), then nothing more.
public final class ReplaySubject<Value>: Subject<Value> {

    /// The capacity meaning "keep every value".
    public static var unlimitedCapacity: Int { Int.max }

    /// The number of values kept for replay.
    public let capacity: Int
    /// Recursive, and held while values are replayed and sent, as RAC's `@synchronized`: replaying
    /// and joining the live list are one step, so a value sent from another thread meanwhile is
    /// neither lost nor received twice.
    private let lock = RecursiveLock()
    /// The kept values are `values[head...]`; trimming moves `head`, compaction is amortised.
    private var values: ContiguousArray<Value> = []
    private var head = 0
    /// How many values compaction has removed from the front of `values`: value number `n` (in
    /// the order received) is at `values[n - dropped]`.
    private var dropped = 0
    private var terminal: Event<Value>?

    /// A replay subject keeping the last `capacity` values (unlimited by default).
    public init(capacity: Int = ReplaySubject.unlimitedCapacity) {
        require(capacity >= 0, "ReplaySubject(capacity:): the capacity cannot be negative, got \(capacity); pass 0 to keep no values, or omit it to keep every value")
        self.capacity = capacity
        super.init()
    }

    /// Replays by number, not by index: a value sent from inside a handler during the replay is
    /// appended (and may trim or compact the buffer), and the replay goes on to it, so nothing is
    /// lost or sent twice. The subscriber joins the live list only once it has caught up.
    @discardableResult
    public override func subscribe(_ subscriber: any SubscriberProtocol<Value>) -> Disposable {
        let subscription = CompoundDisposable()
        let passthrough = PassthroughSubscriber(forwardingTo: subscriber, subscription: subscription)
        lock.withLock {
            var number = dropped + head
            while true {
                // A subscriber that ends its subscription during replay (e.g. `take(1)`) stops it.
                if subscription.isDisposed { return }
                number = max(number, dropped + head)  // values trimmed meanwhile are gone
                let index = number - dropped
                guard index < values.count else { break }
                let value = values[index]
                number += 1
                passthrough.sendNext(value)
            }
            if let terminal {
                terminal.send(to: passthrough)
            } else {
                attach(passthrough, subscription: subscription)
            }
        }
        return subscription
    }

    /// Stores `value` (dropping the oldest one beyond `capacity`) and sends it to every subscriber.
    public override func sendNext(_ value: Value) {
        // Values that compaction removes are released after the lock: their `deinit` may send here.
        let removed: ContiguousArray<Value> = lock.withLock {
            var removed: ContiguousArray<Value> = []
            if capacity > 0 {
                values.append(value)
                // Trim before sending, so a subscriber joining from inside a handler sees the newest values.
                if values.count - head > capacity { head += 1 }
                if head > 32 && head * 2 > values.count {
                    removed = ContiguousArray(values[..<head])
                    values.removeFirst(head)
                    dropped += head
                    head = 0
                }
            }
            super.sendNext(value)
            return removed
        }
        _ = removed
    }

    /// Stores the error, replayed to every later subscriber, and sends it to every subscriber.
    public override func sendError(_ error: any Error) {
        lock.withLock {
            terminal = .error(error)
            super.sendError(error)
        }
    }

    /// Stores the completion, replayed to every later subscriber, and sends it to every subscriber.
    public override func sendCompleted() {
        lock.withLock {
            terminal = .completed
            super.sendCompleted()
        }
    }
}

// As `Signal` (restated). @unchecked: `values`, `head`, `dropped` and `terminal` are read and
// written only inside `lock`; the values are replayed on whatever thread subscribes (unconditional:
// see `Signal`).
extension ReplaySubject: @unchecked Sendable {}
