/// A subject with a current value: every new subscriber first receives it.
///
/// RAC's `RACBehaviorSubject`. Like a plain subject it has no terminal memory: a subscriber that
/// arrives after completion receives the last value and no `completed`.
public final class BehaviorSubject<Value>: Subject<Value> {
    /// Recursive, and held while the current value is delivered, as RAC's `@synchronized`: a
    /// subscriber joins and receives the current value in one step, so a value sent from another
    /// thread meanwhile is neither lost nor received twice; a value sent from inside that first
    /// delivery, on the same thread, goes straight to every subscriber, this one included.
    private let lock = RecursiveLock()
    private var currentValue: Value

    /// A behavior subject whose current value starts as `defaultValue`.
    public init(defaultValue: Value) {
        currentValue = defaultValue
        super.init()
    }

    /// Sends the current value to `subscriber` at once, in the same step that adds it to the live
    /// subscribers, then forwards every later event.
    @discardableResult
    public override func subscribe(_ subscriber: any SubscriberProtocol<Value>) -> Disposable {
        let subscription = CompoundDisposable()
        let passthrough = PassthroughSubscriber(forwardingTo: subscriber, subscription: subscription)
        lock.withLock {
            attach(passthrough, subscription: subscription)
            let first = currentValue  // a copy: the handler may replace `currentValue`
            passthrough.sendNext(first)
        }
        return subscription
    }

    /// The current value.
    var value: Value {
        lock.withLock { currentValue }
    }

    /// Makes `value` the current value and sends it to every subscriber.
    public override func sendNext(_ value: Value) {
        // The replaced value is released after the lock: its `deinit` may send here again.
        let replaced: Value = lock.withLock {
            let replaced = currentValue
            currentValue = value
            super.sendNext(value)
            return replaced
        }
        _ = replaced
    }
}

// As `Signal` (restated). @unchecked: `currentValue` is read and written only inside `lock`; it is
// handed to subscribers on whatever thread subscribes or sends (unconditional: see `Signal`).
extension BehaviorSubject: @unchecked Sendable {}
