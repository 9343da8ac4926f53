/// A subject with a current value: every new subscriber receives it first.
///
/// RAC's `RACBehaviorSubject`. Why? Some things always *have* a value: a text field's text, whether
/// a form is valid, a counter. Someone who starts listening should learn the value now, not wait
/// for the next change. A behavior subject is a replay subject of capacity one that starts full,
/// with one difference: like a plain subject it forgets how it ended, so a subscriber that arrives
/// after completion receives the last value and no `completed`.
public final class BehaviorSubject<Value>: Subject<Value> {
    /// The current value: the default value, then the last value sent.
    private(set) var value: Value

    /// A behavior subject whose current value starts as `defaultValue`.
    public init(defaultValue: Value) {
        value = defaultValue
        super.init()
    }

    /// Joins the live list, then sends the current value to this subscriber only.
    @discardableResult
    public override func subscribe(_ subscriber: any SubscriberProtocol<Value>) -> Disposable {
        let subscription = CompoundDisposable()
        subscriber.didSubscribe(withDisposable: subscription)
        let passthrough = PassthroughSubscriber(forwardingTo: subscriber, subscription: subscription)
        attach(passthrough, until: subscription)
        passthrough.sendNext(value)
        return subscription
    }

    /// Makes `value` the current value, then sends it to the live subscribers.
    public override func sendNext(_ value: Value) {
        self.value = value
        super.sendNext(value)
    }
}

// @unchecked, with no lock: see `Subject`. RAC's keeps its current value behind a lock.
extension BehaviorSubject: @unchecked Sendable {}
