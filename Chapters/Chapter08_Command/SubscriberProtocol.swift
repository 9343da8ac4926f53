/// Anything a signal can send events to.
///
/// RAC's `RACSubscriber` protocol. `Subscriber` (your blocks) conforms, and so does `Subject`, a
/// signal you can also send to. Why a protocol and not just the class: `subscribe(_:)` must accept
/// both, and both must be told about the subscriptions they are part of.
public protocol SubscriberProtocol<Value>: AnyObject {
    associatedtype Value

    /// Sends the next value.
    func sendNext(_ value: Value)
    /// Sends an error; this ends the subscription.
    func sendError(_ error: any Error)
    /// Sends completion; this ends the subscription.
    func sendCompleted()
    /// Tells the subscriber about a subscription it is part of, so that its first terminal event
    /// can dispose every subscription it has (and a finished subscriber disposes new ones at once).
    func didSubscribe(withDisposable disposable: CompoundDisposable)
}
