/// The subscriber a producer actually talks to: one per subscription, in front of yours.
///
/// RAC's `RACPassthroughSubscriber`. It forwards each event only while its subscription is not
/// disposed, which is how disposing a subscription silences a producer that keeps sending (a
/// timer, a callback). If the producer subscribes it to another signal, that inner subscription
/// joins this one, so disposing this one stops both (RAC's spec "should automatically dispose of
/// other subscriptions").
final class PassthroughSubscriber<Value>: Subscriber<Value>, @unchecked Sendable {
    // @unchecked: every stored property is a `let`, and both objects are thread-safe.
    private let target: any SubscriberProtocol<Value>
    private let subscription: CompoundDisposable

    /// A passthrough that forwards to `target` while `subscription` is not disposed. Tells
    /// `target` about the subscription first, so that its first terminal event disposes it.
    init(forwardingTo target: any SubscriberProtocol<Value>, subscription: CompoundDisposable) {
        self.target = target
        self.subscription = subscription
        super.init(forPassthrough: ())
        target.didSubscribe(withDisposable: subscription)
    }

    override func sendNext(_ value: Value) {
        if !subscription.isDisposed { target.sendNext(value) }
    }

    override func sendError(_ error: any Error) {
        if !subscription.isDisposed { target.sendError(error) }
    }

    override func sendCompleted() {
        if !subscription.isDisposed { target.sendCompleted() }
    }

    /// The producer subscribed this passthrough elsewhere: make that subscription part of ours.
    override func didSubscribe(withDisposable disposable: CompoundDisposable) {
        if disposable !== subscription { subscription.add(disposable) }
    }

    override var lifetime: CompoundDisposable? { subscription }
}
