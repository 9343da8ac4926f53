/// A subject that remembers: new subscribers first receive the stored values, then the stored
/// terminal event if there is one.
///
/// RAC's `RACReplaySubject`. It keeps the last `capacity` values (all of them by default). A
/// subscriber that arrives after completion receives the stored values **and** `completed` (or
/// the error), then nothing more. Replay and joining the live list happen under the same lock as
/// sending, so nothing is lost or reordered between the two.
public final class ReplaySubject<Value>: Subject<Value>, @unchecked Sendable {
    /// The capacity meaning "keep every value".
    public static var unlimitedCapacity: Int { Int.max }

    /// The number of values kept for replay.
    public let capacity: Int
    private let lock = RecursiveLock()
    private var values: ContiguousArray<Value> = []
    /// Index of the oldest kept value in `values` (trimming advances it; compaction is amortised).
    private var head = 0
    private var terminal: Event<Value>?

    /// A replay subject keeping the last `capacity` values (unlimited by default).
    public init(capacity: Int = ReplaySubject.unlimitedCapacity) {
        require(capacity > 0, "ReplaySubject(capacity:): the capacity must be at least 1; omit it to keep every value")
        self.capacity = capacity
        super.init()
    }

    @discardableResult
    public override func subscribe(_ subscriber: any SubscriberProtocol<Value>) -> Disposable {
        let subscription = CompoundDisposable()
        let passthrough = Subscriber(forwardingTo: subscriber, subscription: subscription)
        lock.withLock {
            var index = head
            while index < values.count {
                // A subscriber that ends its subscription during replay (e.g. `take(1)`) stops it.
                if subscription.isDisposed { return }
                passthrough.sendNext(values[index])
                index += 1
            }
            if subscription.isDisposed { return }
            if let terminal {
                terminal.send(to: passthrough)
            } else {
                attach(passthrough, subscription: subscription)
            }
        }
        return subscription
    }

    public override func sendNext(_ value: Value) {
        lock.withLock {
            values.append(value)
            // Trim before sending, so a subscriber joining from inside a handler sees the newest values.
            if values.count - head > capacity { head += 1 }
            if head > 32 && head * 2 > values.count {
                values.removeFirst(head)
                head = 0
            }
            super.sendNext(value)
        }
    }

    public override func sendError(_ error: any Error) {
        lock.withLock {
            terminal = .error(error)
            super.sendError(error)
        }
    }

    public override func sendCompleted() {
        lock.withLock {
            terminal = .completed
            super.sendCompleted()
        }
    }
}
