/// A hot signal that you send events to by hand: a signal and a subscriber at once.
///
/// RAC's `RACSubject`. Why do we need it? A signal made with `createSignal` is cold: its producer
/// runs once per subscriber, from the start. Much of the world is not like that: a button is tapped
/// once, and everyone listening should hear that one tap; code written without RAC calls a method
/// when something happens. A subject is that *one* run, shared: each event goes to the subscribers
/// present **at that moment**, in subscription order, and whoever subscribes later misses it.
///
/// A plain subject remembers nothing: a subscriber that arrives after `sendCompleted()` receives
/// nothing at all (`ReplaySubject` and `BehaviorSubject` remember). As a subscriber it keeps
/// `Subscriber`'s rule: its first terminal event disposes every subscription it is part of.
///
/// Chapter 3's subject has no lock: its list of subscribers expects one thread at a time.
public class Subject<Value>: Signal<Value>, SubscriberProtocol {
    /// One passthrough per live subscription, in subscription order.
    private var subscribers: [PassthroughSubscriber<Value>] = []
    /// The subscriptions this subject is part of when it is used as a subscriber.
    private let upstream = CompoundDisposable()

    /// A subject with no subscribers yet.
    public init() {
        // A subject has no subscribe block of its own: it overrides `subscribe(_:)` instead.
        super.init(didSubscribe: { _ in nil })
    }

    /// Adds `subscriber` to the live list, until its subscription ends. Nothing is sent now.
    ///
    /// The first three lines are `Signal.subscribe(_:)`'s: a new subscription, the subscriber told
    /// about it, a passthrough in front of it. Instead of running a producer, the passthrough joins
    /// the list that `sendNext` walks.
    @discardableResult
    public override func subscribe(_ subscriber: any SubscriberProtocol<Value>) -> Disposable {
        let subscription = CompoundDisposable()
        subscriber.didSubscribe(withDisposable: subscription)
        let passthrough = PassthroughSubscriber(forwardingTo: subscriber, subscription: subscription)
        attach(passthrough, until: subscription)
        return subscription
    }

    /// Puts `passthrough` on the live list and takes it off when `subscription` is disposed, which
    /// happens when it is disposed by hand or when its subscriber receives a terminal event.
    func attach(_ passthrough: PassthroughSubscriber<Value>, until subscription: CompoundDisposable) {
        subscribers.append(passthrough)
        // Weak captures: this clean-up must not keep alive the subject or the subscriber.
        subscription.add(Disposable { [weak self, weak passthrough] in
            self?.subscribers.removeAll { $0 === passthrough }
        })
    }

    /// Sends `value` to every subscriber present now, in subscription order.
    ///
    /// `for … in subscribers` walks the list as it was when the send began (Swift arrays are
    /// values), so a subscriber added by a handler during this send does not get this value. One
    /// whose subscription a handler disposes is still walked, and its passthrough drops the value.
    public func sendNext(_ value: Value) {
        for subscriber in subscribers { subscriber.sendNext(value) }
    }

    /// Ends the subject's own upstream subscriptions, then sends `error` to every subscriber.
    public func sendError(_ error: any Error) {
        upstream.dispose()
        for subscriber in subscribers { subscriber.sendError(error) }
    }

    /// Ends the subject's own upstream subscriptions, then completes every subscriber.
    public func sendCompleted() {
        upstream.dispose()
        for subscriber in subscribers { subscriber.sendCompleted() }
    }

    /// Remembers a subscription this subject is part of, as `Subscriber` does, so that the first
    /// terminal event ends them all (and a subject that has ended disposes a new one at once).
    public func didSubscribe(withDisposable disposable: CompoundDisposable) {
        upstream.add(disposable)
        disposable.add(Disposable { [weak self, weak disposable] in
            self?.upstream.remove(disposable)
        })
    }
}

// @unchecked, with no lock (restated from `Signal`, as Swift requires): the chapters send to a
// subject, and subscribe to it, from one thread at a time; from two at once it would race.
extension Subject: @unchecked Sendable {}
