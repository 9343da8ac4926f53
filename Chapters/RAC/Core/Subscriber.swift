/// The object a signal sends its events to: three optional blocks behind a lock.
///
/// RAC's `RACSubscriber` and `RACPassthroughSubscriber` in one class, in two roles:
/// - **endpoint** (`init(next:error:completed:)`): runs your blocks. A recursive lock makes sure
///   two blocks never run at once, even when events arrive from several threads, while letting a
///   block cause another event synchronously. The first terminal event disposes every
///   subscription this subscriber is part of, then releases the blocks (and what they captured).
/// - **passthrough** (made by `Signal.subscribe(_:)`): the object a signal's subscribe block
///   receives. It forwards to the real subscriber only while its subscription is not disposed, which
///   is how disposing a subscription silences a producer that keeps sending.
public final class Subscriber<Value>: SubscriberProtocol, @unchecked Sendable {
    // Endpoint role.
    private let lock = RecursiveLock()
    /// The blocks, until the first terminal event releases them (and what they captured).
    private var handlers: Handlers?
    /// How many `next` blocks of this subscriber are running on the lock's thread (a block may
    /// cause another value re-entrantly).
    private var delivering = 0
    /// Blocks released by a terminal event while a `next` block was still running: kept until it
    /// returns, because `sendNext` calls the block without holding a reference of its own.
    private var retiredHandlers: Handlers?
    /// Every subscription of this subscriber; disposed by its first terminal event.
    private let subscriptions: CompoundDisposable?

    // Passthrough role.
    private let target: (any SubscriberProtocol<Value>)?
    private let subscription: CompoundDisposable?
    /// `target` again when it is an endpoint `Subscriber` (nearly always): calling a final class
    /// directly skips the protocol's witness table on every event (measured: scenario S2).
    private let endpointTarget: Subscriber<Value>?

    #if DEBUG
    /// The test's tracker this subscriber is counted on (see `LiveObjects`).
    private let tracker = LiveObjects.tracker
    #endif

    /// A subscriber running the given blocks. A missing block ignores that event.
    public init(
        next: ((Value) -> Void)? = nil,
        error: ((any Error) -> Void)? = nil,
        completed: (() -> Void)? = nil
    ) {
        handlers = Handlers(next: next, error: error, completed: completed)
        subscriptions = CompoundDisposable()
        target = nil
        subscription = nil
        endpointTarget = nil
        countCreation()
    }

    /// A passthrough that forwards to `target` while `subscription` is not disposed.
    init(forwardingTo target: any SubscriberProtocol<Value>, subscription: CompoundDisposable) {
        subscriptions = nil
        self.target = target
        self.subscription = subscription
        // `Subscriber` is final, so "is exactly this class" is `as? Subscriber<Value>` without the
        // runtime's general dynamic cast (measured: 3% of scenario S3, one cast per subscription).
        let object: AnyObject = target
        endpointTarget = ObjectIdentifier(type(of: object)) == ObjectIdentifier(Subscriber<Value>.self)
            ? unsafeDowncast(object, to: Subscriber<Value>.self)
            : nil
        countCreation()
        target.didSubscribe(withDisposable: subscription)
    }

    public func sendNext(_ value: Value) {
        if endpointTarget != nil {
            if !subscription.unsafelyUnwrapped.isDisposed {
                // Called without retaining the target. Why: a retain and a release around every
                // event are two atomic operations per hop, a fifth of scenario S1's instructions;
                // `self` holds the target in a `let` and the caller keeps `self` alive meanwhile.
                Unmanaged.passUnretained(endpointTarget.unsafelyUnwrapped)._withUnsafeGuaranteedRef { $0.sendNext(value) }
            }
            return
        }
        if let target {
            if !subscription.unsafelyUnwrapped.isDisposed { target.sendNext(value) }
            return
        }
        lock.withLock {
            guard handlers != nil else { return }
            delivering += 1
            // Called through an unretained reference. Why: copying the block out of the `var`
            // retains and releases its context on every value, two atomic operations per
            // subscriber (measured: scenario S1). `handlers` cannot be freed meanwhile: a terminal
            // event sent from inside the block parks it in `retiredHandlers` (see `terminate()`),
            // and other threads wait for the lock.
            Unmanaged.passUnretained(handlers.unsafelyUnwrapped)._withUnsafeGuaranteedRef { $0.next?(value) }
            delivering -= 1
            if delivering == 0, retiredHandlers != nil { retiredHandlers = nil }
        }
    }

    public func sendError(_ error: any Error) {
        if let target {
            if !subscription.unsafelyUnwrapped.isDisposed { target.sendError(error) }
            return
        }
        lock.withLock {
            let handler = handlers?.error
            terminate()
            handler?(error)
        }
    }

    public func sendCompleted() {
        if let target {
            if !subscription.unsafelyUnwrapped.isDisposed { target.sendCompleted() }
            return
        }
        lock.withLock {
            let handler = handlers?.completed
            terminate()
            handler?()
        }
    }

    public func didSubscribe(withDisposable disposable: CompoundDisposable) {
        if let target {
            // A passthrough re-subscribed elsewhere: link that subscription to ours, so disposing
            // ours disposes it too (RAC: "should automatically dispose of other subscriptions").
            if disposable !== subscription { subscription.unsafelyUnwrapped.add(disposable) }
            _ = target
            return
        }
        guard !disposable.isDisposed, let subscriptions else { return }
        subscriptions.add(disposable)
        // Forget the subscription once it ends, so a long-lived subscriber does not grow.
        disposable.add(Disposable { [weak subscriptions, unowned disposable] in
            subscriptions?.remove(disposable)
        })
    }

    /// An endpoint without blocks yet, for operators whose blocks need to refer to their own
    /// subscriber (to `cancel()` it); see `Signal.subscribeCancellable`.
    init() {
        subscriptions = CompoundDisposable()
        target = nil
        subscription = nil
        endpointTarget = nil
        countCreation()
    }

    /// Installs the blocks of an endpoint made with `init()`, before it is subscribed.
    func setHandlers(next: ((Value) -> Void)?, error: ((any Error) -> Void)?, completed: (() -> Void)?) {
        lock.withLock {
            handlers = Handlers(next: next, error: error, completed: completed)
        }
    }

    /// Ends an endpoint silently: disposes its subscriptions and drops its blocks, sending nothing.
    /// Operators such as `take` use it to stop their source at once, even while the source is still
    /// inside its subscribe block (its passthrough checks the disposed subscription before each send).
    func cancel() {
        lock.withLock { terminate() }
    }

    /// Links `child` — an endpoint an operator subscribes upstream on this subscriber's behalf — so
    /// that ending this subscriber's subscription ends the child's subscriptions **at once**.
    ///
    /// Without it, an operator's upstream subscription would be tied to the downstream one only
    /// when the operator's subscribe block returns; a synchronous source (say `Signal.from(1...)`)
    /// behind `map` would then keep running after a `take(3)` further down had finished.
    func link<T>(_ child: Subscriber<T>) {
        guard let childSubscriptions = child.subscriptions,
              let parent = subscription ?? subscriptions else { return }
        parent.add(childSubscriptions)
        // Forget the child once it has ended, so a long-lived subscription does not grow.
        childSubscriptions.add(Disposable { [weak parent, unowned childSubscriptions] in
            parent?.remove(childSubscriptions)
        })
    }

    /// Whether events sent now would be dropped: the passthrough's subscription is disposed, or the
    /// endpoint has terminated. Lets a producer loop stop early.
    var isSubscriptionDisposed: Bool {
        if let subscription { return subscription.isDisposed }
        return subscriptions?.isDisposed ?? true
    }

    /// Ends the endpoint: events after this are dropped and the blocks' captures are released.
    /// Called with the lock held; upstream clean-up runs before the user's terminal block (RAC order).
    private func terminate() {
        // A `next` block of this subscriber is running (it caused this terminal event): keep the
        // blocks alive until it returns. Only when there are blocks: a second terminal call must not
        // replace the parked ones with nothing (`take` reached re-entrantly cancels twice).
        if delivering > 0, let handlers { retiredHandlers = handlers }
        handlers = nil
        subscriptions?.dispose()
    }

    /// An endpoint's three blocks in one object whose fields never change, so that `sendNext` can
    /// call `next` through an unretained reference (a block in a `var` must be copied, and retained,
    /// to be called).
    private final class Handlers {
        let next: ((Value) -> Void)?
        let error: ((any Error) -> Void)?
        let completed: (() -> Void)?

        init(next: ((Value) -> Void)?, error: ((any Error) -> Void)?, completed: (() -> Void)?) {
            self.next = next
            self.error = error
            self.completed = completed
        }
    }

    // MARK: - Live-object count (debug builds)

    @inline(__always)
    private func countCreation() {
        #if DEBUG
        tracker?.created(isSubscription: target != nil)
        #endif
    }

    #if DEBUG
    deinit {
        tracker?.destroyed(isSubscription: target != nil)
    }
    #endif
}
