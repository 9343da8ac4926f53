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

    /// Whether this passthrough calls its endpoint's blocks directly, because the source already
    /// sends one event at a time (see `Subscriber.isSerializedBySource`).
    @usableFromInline let forwardsDirectly: Bool
    /// That endpoint's next block, kept here so that each value calls it straight from an
    /// immutable property. Safe to call until `subscription` is disposed, which every ending of
    /// the endpoint does first; released with this passthrough, when the source lets go of it.
    @usableFromInline let directNext: ((Value) -> Void)?

    /// A passthrough that forwards to `target` while `subscription` is not disposed. Tells
    /// `target` about the subscription first, so that its first terminal event disposes it.
    ///
    /// `oneAtATime`: the source making this passthrough (a subject, or a signal whose
    /// `sendsOneAtATime` is set) sends to it one event at a time, each from inside a delivery that
    /// is already serialised; an endpoint behind it (made by RAC for this one subscription, so
    /// nothing else sends to it) then needs no serialising of its own. So does one that is
    /// `serializedByItsBlocks()`, whatever its source.
    init(forwardingTo target: any SubscriberProtocol<Value>, endpoint: Subscriber<Value>?, subscription: CompoundDisposable, oneAtATime: Bool = false) {
        self.target = target
        self.subscription = subscription
        self.endpoint = endpoint
        if let endpoint, endpoint.isEndpoint, oneAtATime || endpoint.isSerializedBySource {
            endpoint.isSerializedBySource = true
            forwardsDirectly = true
            directNext = endpoint.next
        } else {
            forwardsDirectly = false
            directNext = nil
        }
        super.init(forPassthrough: ())
        target.didSubscribe(withDisposable: subscription)
    }

    /// `subscriber` as a plain `Subscriber` running blocks, or `nil` for anything else (a
    /// passthrough, a subject, your own `SubscriberProtocol` type).
    static func plainSubscriber(_ subscriber: any SubscriberProtocol<Value>) -> Subscriber<Value>? {
        let object = subscriber as AnyObject
        return type(of: object) == Subscriber<Value>.self ? unsafeDowncast(object, to: Subscriber<Value>.self) : nil
    }

    /// Forwards `value` while the subscription is live. To a plain subscriber, the check is made
    /// again when the delivery runs (it may wait in the subscriber's queue behind a handler that
    /// disposes this subscription: see `Subscriber.deliverNext(_:whileLive:)`).
    @inlinable
    override func sendNext(_ value: Value) {
        if forwardsDirectly {
            // The source is running its deliveries: call the block.
            if !subscription.isDisposed { directNext?(value) }
        } else if endpoint != nil {
            // Called through the stored `let` (`endpoint?.`), not a copy (`if let`): a copy costs a
            // retain and a release per value, a sixth of a map-filter chain's instructions.
            endpoint?.deliverNext(value, whileLive: subscription)  // checks when the delivery runs
        } else if !subscription.isDisposed {
            target.sendNext(value)
        }
    }

    override func sendError(_ error: any Error) {
        guard !subscription.isDisposed else { return }
        if let endpoint { endpoint.deliverError(error, whileLive: subscription) } else { target.sendError(error) }
    }

    override func sendCompleted() {
        guard !subscription.isDisposed else { return }
        if let endpoint { endpoint.deliverCompleted(whileLive: subscription) } else { target.sendCompleted() }
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
