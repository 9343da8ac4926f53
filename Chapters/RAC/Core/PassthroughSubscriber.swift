/// The subscriber a producer actually talks to: one per subscription, in front of yours.
///
/// RAC's `RACPassthroughSubscriber`. It forwards each event only while its subscription is not
/// disposed, which is how disposing a subscription silences a producer that keeps sending (a
/// timer, a callback). If the producer subscribes it to another signal, that inner subscription
/// joins this one, so disposing this one stops both (RAC's spec "should automatically dispose of
/// other subscriptions").
@usableFromInline
final class PassthroughSubscriber<Value>: Subscriber<Value> {
    @usableFromInline let target: any SubscriberProtocol<Value>
    @usableFromInline let subscription: CompoundDisposable
    /// `target` again when it is a plain `Subscriber` running blocks (nearly always): calling its
    /// final `deliverNext` directly skips the protocol's witness table and the class's vtable, and
    /// lets your module specialise the call for your types.
    @usableFromInline let endpoint: Subscriber<Value>?

    /// A passthrough that forwards to `target` while `subscription` is not disposed. Tells
    /// `target` about the subscription first, so that its first terminal event disposes it.
    init(forwardingTo target: any SubscriberProtocol<Value>, subscription: CompoundDisposable) {
        self.target = target
        self.subscription = subscription
        let object = target as AnyObject
        endpoint = type(of: object) == Subscriber<Value>.self ? unsafeDowncast(object, to: Subscriber<Value>.self) : nil
        super.init(forPassthrough: ())
        target.didSubscribe(withDisposable: subscription)
    }

    @inlinable
    override func sendNext(_ value: Value) {
        guard !subscription.isDisposed else { return }
        if let endpoint {
            endpoint.deliverNext(value)
        } else {
            target.sendNext(value)
        }
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

    @usableFromInline
    override var lifetime: CompoundDisposable? { subscription }
}

// As `Subscriber` (restated, as Swift requires of a subclass). @unchecked: every stored property is
// a `let` holding a thread-safe object; it stores no user code but your subscriber.
extension PassthroughSubscriber: @unchecked Sendable where Value: Sendable {}
