/// A subject with a current value: every new subscriber first receives it.
///
/// RAC's `RACBehaviorSubject`. Like a plain subject it has no terminal memory: a subscriber that
/// arrives after completion receives the last value and no `completed`.
public final class BehaviorSubject<Value>: Subject<Value>, @unchecked Sendable {
    private let lock = RecursiveLock()
    private var currentValue: Value

    /// A behavior subject whose current value starts as `defaultValue`.
    public init(defaultValue: Value) {
        currentValue = defaultValue
        super.init()
    }

    @discardableResult
    public override func subscribe(_ subscriber: any SubscriberProtocol<Value>) -> Disposable {
        let subscription = CompoundDisposable()
        let passthrough = Subscriber(forwardingTo: subscriber, subscription: subscription)
        lock.withLock {
            attach(passthrough, subscription: subscription)
            passthrough.sendNext(currentValue)
        }
        return subscription
    }

    /// The current value.
    var value: Value {
        lock.withLock { currentValue }
    }

    public override func sendNext(_ value: Value) {
        lock.withLock {
            currentValue = value
            super.sendNext(value)
        }
    }
}
