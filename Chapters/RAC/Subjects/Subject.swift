/// A hot signal that you send events to by hand: a signal and a subscriber at once.
///
/// RAC's `RACSubject`. Each event goes to the subscribers present **at that moment**, in
/// subscription order; someone who subscribes later misses it. A plain subject keeps no memory:
/// a subscriber that arrives after `sendCompleted()` receives nothing at all.
///
/// A subject keeps the grammar `next* (error | completed)?`: after its first terminal event it
/// ignores everything sent to it. (ReactiveObjC's subjects pass later events on to whoever
/// subscribes afterwards; Docs/Differences.md.)
///
/// As a subscriber it follows the subscriber rules: subscribe it to several signals, and the first
/// terminal event it receives is forwarded and disposes its other upstream subscriptions.
///
/// Any thread may send and subscribe. Events are delivered one at a time, in the order the subject
/// receives them, with no lock held while a handler runs (`SubjectCore`).
public class Subject<Value>: Signal<Value>, SubscriberProtocol, @unchecked Sendable {
    // @unchecked: the only stored property is a `let` holding the core, which is thread-safe; the
    // core stores your subscribers' handlers, run on the thread that sends, one event at a time.
    @usableFromInline let core: SubjectCore<Value>

    /// A subject with no subscribers.
    public init() {
        core = SubjectCore()
        super.init(didSubscribe: nil)
    }

    /// A subject whose core remembers what the subclass asks for.
    init(core: SubjectCore<Value>) {
        self.core = core
        super.init(didSubscribe: nil)
    }

    /// Adds `subscriber` to the live subscribers: it receives the events sent from now on, until
    /// the returned disposable is disposed. (A replay or behavior subject first sends it what it
    /// remembers.)
    override func subscribe(_ target: any SubscriberProtocol<Value>, endpoint: Subscriber<Value>?) -> Disposable {
        let subscription = CompoundDisposable()
        let passthrough = PassthroughSubscriber(forwardingTo: target, endpoint: endpoint, subscription: subscription, bySubject: true)
        core.attach(passthrough, subscription: subscription)
        return subscription
    }

    /// Sends `value` to every current subscriber, in subscription order.
    ///
    /// `final`, so that a call on a `Subject<Int>` is a direct call your compiler can specialise.
    @inlinable
    public final func sendNext(_ value: Value) {
        core.sendNext(value)
    }

    /// Disposes the subject's upstream subscriptions, then sends the error to every current
    /// subscriber. Only the first terminal event does anything.
    public final func sendError(_ error: any Error) {
        core.sendError(error)
    }

    /// Disposes the subject's upstream subscriptions, then sends completion to every current
    /// subscriber. Only the first terminal event does anything.
    public final func sendCompleted() {
        core.sendCompleted()
    }

    /// Records an upstream subscription of this subject (ignored if already disposed), so that the
    /// first terminal event it receives disposes it; it is forgotten once disposed.
    public func didSubscribe(withDisposable disposable: CompoundDisposable) {
        guard !disposable.isDisposed else { return }
        let upstream = core.upstream
        upstream.add(disposable)
        disposable.add(Disposable { [weak upstream, unowned disposable] in
            upstream?.remove(disposable)
        })
    }

    /// How many subscribers are attached now (for tests of clean-up).
    var subscriberCount: Int { core.attachedCount.load(ordering: .relaxed) }
}

