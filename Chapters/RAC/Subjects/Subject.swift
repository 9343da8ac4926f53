/// A hot signal that you send events to by hand: a signal and a subscriber at once.
///
/// RAC's `RACSubject`. Each event goes to the subscribers present **at that moment**, in
/// subscription order; someone who subscribes later misses it. A plain subject keeps no memory:
/// a subscriber that arrives after `sendCompleted()` receives nothing at all.
///
/// As a subscriber it follows the subscriber rules: subscribe it to several signals, and the first
/// terminal event it receives is forwarded and disposes its other upstream subscriptions.
public class Subject<Value>: Signal<Value>, SubscriberProtocol, @unchecked Sendable {
    // @unchecked: every stored property is a `let` holding a thread-safe object.
    /// One passthrough per subscription; it drops events once that subscription is disposed.
    @usableFromInline let subscribers = SubscriberList<Value>()
    /// The upstream subscriptions of this subject when it is used as a subscriber.
    @usableFromInline let upstream = CompoundDisposable()

    /// A subject with no subscribers.
    @inlinable
    public init() {
        super.init(didSubscribe: nil)
    }

    @discardableResult
    public override func subscribe(_ subscriber: any SubscriberProtocol<Value>) -> Disposable {
        let subscription = CompoundDisposable()
        attach(PassthroughSubscriber(forwardingTo: subscriber, subscription: subscription), subscription: subscription)
        return subscription
    }

    /// Adds a passthrough to the live list and arranges for its removal when `subscription` ends.
    func attach(_ passthrough: PassthroughSubscriber<Value>, subscription: CompoundDisposable) {
        subscribers.attach(passthrough, subscription: subscription)
    }

    @inlinable
    public func sendNext(_ value: Value) {
        SubscriberList.sendNext(value, to: subscribers.snapshot)
    }

    public func sendError(_ error: any Error) {
        upstream.dispose()
        for subscriber in subscribers.snapshot { unsafeDowncast(subscriber, to: PassthroughSubscriber<Value>.self).sendError(error) }
    }

    public func sendCompleted() {
        upstream.dispose()
        for subscriber in subscribers.snapshot { unsafeDowncast(subscriber, to: PassthroughSubscriber<Value>.self).sendCompleted() }
    }

    public func didSubscribe(withDisposable disposable: CompoundDisposable) {
        guard !disposable.isDisposed else { return }
        upstream.add(disposable)
        disposable.add(Disposable { [weak upstream, unowned disposable] in
            upstream?.remove(disposable)
        })
    }

    /// How many subscribers are attached now (for tests of clean-up).
    var subscriberCount: Int { subscribers.count }
}
