/// Anything a signal can send events to.
///
/// RAC's `RACSubscriber` protocol. `Subscriber` (blocks) and `Subject` (a hot signal) conform.
/// Implementations must accept events from any thread and never run two handlers at once.
public protocol SubscriberProtocol<Value>: AnyObject {
    /// The type of the values this subscriber receives.
    associatedtype Value

    /// Sends the next value.
    func sendNext(_ value: Value)
    /// Sends an error; this ends the subscription.
    func sendError(_ error: any Error)
    /// Sends completion; this ends the subscription.
    func sendCompleted()
    /// Tells the subscriber about a subscription it is part of, so that its first terminal event
    /// can dispose every subscription it has (and a terminated subscriber disposes new ones at once).
    func didSubscribe(withDisposable disposable: CompoundDisposable)
}
