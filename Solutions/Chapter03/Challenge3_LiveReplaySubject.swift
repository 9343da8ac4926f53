// Challenge 3.3's reference solution: a replay that also delivers what is sent during it.
/// A replay subject whose late subscriber hears every value, including one sent by its own
/// handler during the replay.
///
/// The replay walks the buffer by index and reads its length afresh at each step, so a value
/// appended meanwhile is reached too. Trimming never removes from the front (that would shift the
/// index under the replay): it moves `start` forward instead.
public final class LiveReplaySubject<Value>: Subject<Value> {
    private var values: [Value] = []
    /// The first value still kept; the ones before it are beyond the capacity.
    private var start = 0
    private let capacity: Int

    public init(capacity: Int = Int.max) {
        precondition(capacity > 0, "LiveReplaySubject(capacity:): the capacity must be at least 1")
        self.capacity = capacity
        super.init()
    }

    @discardableResult
    public override func subscribe(_ subscriber: any SubscriberProtocol<Value>) -> Disposable {
        let subscription = CompoundDisposable()
        subscriber.didSubscribe(withDisposable: subscription)
        let passthrough = PassthroughSubscriber(forwardingTo: subscriber, subscription: subscription)
        var index = start
        while true {
            // A send during the replay may have trimmed the front: skip what is no longer kept.
            index = max(index, start)
            guard index < values.count else { break }
            passthrough.sendNext(values[index])
            index += 1
        }
        attach(passthrough, until: subscription)
        return subscription
    }

    public override func sendNext(_ value: Value) {
        values.append(value)
        if values.count - start > capacity { start += 1 }
        super.sendNext(value)
    }
}
