/// A subject that remembers: a new subscriber first receives the stored values, then the stored
/// terminal event if there is one, and only then joins the live list.
///
/// RAC's `RACReplaySubject`. Why? A plain subject makes the order of set-up matter: subscribe one
/// line too late and the value is gone. A replay subject keeps the last `capacity` values (all of
/// them by default), so a late subscriber catches up. Unlike a plain subject it also remembers how
/// it ended: a subscriber that arrives after completion receives the stored values **and**
/// `completed` (or the error), then nothing more.
public final class ReplaySubject<Value>: Subject<Value> {
    /// The capacity meaning "keep every value".
    public static var unlimitedCapacity: Int { Int.max }

    /// How the subject ended, kept so that it can be replayed.
    private enum Ending {
        case completed
        case error(any Error)
    }

    /// The number of values kept for replay.
    public let capacity: Int
    /// The last `capacity` values, oldest first.
    private var values: [Value] = []
    /// `nil` until the subject completes or fails.
    private var ending: Ending?

    /// A replay subject keeping the last `capacity` values (every value by default).
    public init(capacity: Int = ReplaySubject.unlimitedCapacity) {
        precondition(capacity > 0, "ReplaySubject(capacity:): the capacity must be at least 1; omit it to keep every value")
        self.capacity = capacity
        super.init()
    }

    /// Replays the stored values, then the ending if there is one; without an ending, the
    /// subscriber joins the live list. All of it happens before `subscribe` returns.
    @discardableResult
    public override func subscribe(_ subscriber: any SubscriberProtocol<Value>) -> Disposable {
        let subscription = CompoundDisposable()
        subscriber.didSubscribe(withDisposable: subscription)
        let passthrough = PassthroughSubscriber(forwardingTo: subscriber, subscription: subscription)
        // If the subscriber ends its subscription during the replay, the passthrough drops the rest.
        for value in values {
            passthrough.sendNext(value)
        }
        switch ending {
        case .completed?:
            passthrough.sendCompleted()
        case .error(let error)?:
            passthrough.sendError(error)
        case nil:
            attach(passthrough, until: subscription)
        }
        return subscription
    }

    /// Stores `value` (dropping the oldest beyond `capacity`), then sends it to the live subscribers.
    ///
    /// Trimming comes first, so that a subscriber joining from inside a handler of this very send
    /// is replayed the newest values, not one that is about to be dropped.
    public override func sendNext(_ value: Value) {
        values.append(value)
        if values.count > capacity { values.removeFirst() }
        super.sendNext(value)
    }

    /// Stores the error for later subscribers, then sends it.
    public override func sendError(_ error: any Error) {
        ending = .error(error)
        super.sendError(error)
    }

    /// Stores the completion for later subscribers, then completes.
    public override func sendCompleted() {
        ending = .completed
        super.sendCompleted()
    }
}

// @unchecked, with no lock: see `Subject`. RAC's keeps its values behind a lock.
extension ReplaySubject: @unchecked Sendable {}
