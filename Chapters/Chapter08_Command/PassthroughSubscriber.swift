/// The subscriber a producer actually talks to: one per subscription, in front of yours.
///
/// RAC's `RACPassthroughSubscriber`. Why not hand the producer your subscriber directly, as
/// chapter 1 did? Because then disposing a subscription could not silence a producer that keeps
/// sending (a timer, a callback): your subscriber would still hear it. The passthrough checks its
/// own subscription before forwarding each event, and once that is disposed it stays quiet.
///
/// It also keeps subscriptions linked: if a producer subscribes the passthrough it was given to
/// another signal, that inner subscription joins this one, so disposing this one stops both.
final class PassthroughSubscriber<Value>: Subscriber<Value> {
    private let target: any SubscriberProtocol<Value>
    private let subscription: CompoundDisposable

    /// A passthrough that forwards to `target` while `subscription` is not disposed.
    init(forwardingTo target: any SubscriberProtocol<Value>, subscription: CompoundDisposable) {
        self.target = target
        self.subscription = subscription
        super.init()
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
        subscription.add(disposable)
    }
}

// As `Subscriber` (restated, as Swift requires of a subclass).
extension PassthroughSubscriber: @unchecked Sendable where Value: Sendable {}
