/// A hot signal that you send events to by hand: a signal and a subscriber at once.
///
/// RAC's `RACSubject`. Each event goes to the subscribers present **at that moment**, in
/// subscription order; someone who subscribes later misses it. A plain subject keeps no memory:
/// a subscriber that arrives after `sendCompleted()` receives nothing at all.
///
/// As a subscriber it follows the subscriber rules: subscribe it to several signals, and the first
/// terminal event it receives is forwarded and disposes its other upstream subscriptions.
public class Subject<Value>: Signal<Value>, SubscriberProtocol {
    /// One passthrough per subscription; it drops events once that subscription is disposed.
    @usableFromInline let subscribers = SubscriberList<Value>()
    /// The upstream subscriptions of this subject when it is used as a subscriber.
    @usableFromInline let upstream = CompoundDisposable()

    /// A subject with no subscribers.
    @inlinable
    public init() {
        super.init(didSubscribe: nil)
    }

    /// Adds `subscriber` to the live subscribers: it receives the events sent from now on, until
    /// the returned disposable is disposed. Nothing is replayed.
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

    /// Sends `value` to every current subscriber, in subscription order.
    @inlinable
    public func sendNext(_ value: Value) {
        SubscriberList.sendNext(value, to: subscribers.snapshot)
    }

    /// Disposes the subject's upstream subscriptions, then sends the error to every current
    /// subscriber.
    public func sendError(_ error: any Error) {
        upstream.dispose()
        for subscriber in subscribers.snapshot { unsafeDowncast(subscriber, to: PassthroughSubscriber<Value>.self).sendError(error) }
    }

    /// Disposes the subject's upstream subscriptions, then sends completion to every current
    /// subscriber.
    public func sendCompleted() {
        upstream.dispose()
        for subscriber in subscribers.snapshot { unsafeDowncast(subscriber, to: PassthroughSubscriber<Value>.self).sendCompleted() }
    }

    /// Records an upstream subscription of this subject (ignored if already disposed), so that the
    /// first terminal event it receives disposes it; it is forgotten once disposed.
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

// As `Signal` (restated, as Swift requires of a subclass). @unchecked: every stored property is a
// `let` holding a thread-safe object; it stores your subscribers, run on the sending thread.
extension Subject: @unchecked Sendable {}
