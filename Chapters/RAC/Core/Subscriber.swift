/// The object a signal sends its events to: your three blocks, behind a lock, and the rules.
///
/// RAC's `RACSubscriber`. The subscriber is where the event grammar `next* (error | completed)?`
/// is enforced: its first terminal event
/// 1. releases its blocks from the subscriber, so later events find nothing to run,
/// 2. disposes every subscription it is part of, so producers stop and clean up,
/// 3. and only then runs your `error` or `completed` block.
///
/// Unlike the chapters' subscriber, this one may be sent events from several threads: a recursive
/// lock (RAC's `@synchronized`) runs its blocks one at a time, while still letting a block cause
/// another event to the same subscriber on its own thread. The blocks a terminal event takes away
/// are released after the lock is free, so the `deinit` of what they captured may send to this
/// subscriber (or anything else) again.
///
/// The class is `public`, not `open`: the only subclass is the module's own
/// `PassthroughSubscriber`, the object a signal's subscribe block actually receives.
public class Subscriber<Value>: SubscriberProtocol {
    @usableFromInline let lock = RecursiveLock()
    /// The blocks, until the first terminal event takes them away. Read and written only inside
    /// `lock`, which already makes the accesses exclusive, so the runtime's own check is off.
    @usableFromInline @exclusivity(unchecked) var next: ((Value) -> Void)?
    @usableFromInline @exclusivity(unchecked) var error: ((any Error) -> Void)?
    @usableFromInline @exclusivity(unchecked) var completed: (() -> Void)?
    /// Every subscription this subscriber is part of; its first terminal event disposes them all.
    /// `nil` in a passthrough, which forwards instead of keeping subscriptions of its own.
    @usableFromInline let subscriptions: CompoundDisposable?

    #if DEBUG
    /// The test's tracker this subscriber is counted on (see `LiveObjects`).
    private let tracker = LiveObjects.tracker
    #endif

    /// A subscriber running the given blocks. A missing block ignores that kind of event.
    @inlinable
    public init(
        next: ((Value) -> Void)? = nil,
        error: ((any Error) -> Void)? = nil,
        completed: (() -> Void)? = nil
    ) {
        self.next = next
        self.error = error
        self.completed = completed
        subscriptions = CompoundDisposable()
        countCreation()
    }

    /// A subscriber without blocks yet, for operators whose blocks need to refer to their own
    /// subscriber (to `cancel()` it); see `Signal.subscribeCancellable`.
    init() {
        subscriptions = CompoundDisposable()
        countCreation()
    }

    /// The part of a passthrough that is a `Subscriber`: no blocks, no subscriptions.
    init(forPassthrough: Void) {
        subscriptions = nil
        countCreation()
    }

    /// Delivers `value` to the next block (none after a terminal event: the blocks are gone).
    public func sendNext(_ value: Value) {
        deliverNext(value)
    }

    /// What `sendNext` does in a subscriber that runs blocks. Final, and inlinable into your module,
    /// so a passthrough in front of such a subscriber calls it directly, specialised for your types.
    @inlinable
    final func deliverNext(_ value: Value) {
        lock.withLock {
            // Calling the block copies it first: a terminal event sent from inside the block takes
            // the blocks away from `self`, and the running block keeps what it captured meanwhile.
            next?(value)
        }
    }

    /// Ends the subscriber, then delivers `error` to the error block.
    public func sendError(_ error: any Error) {
        let finished = lock.withLock {
            let finished = terminate()
            finished.error?(error)
            return finished
        }
        _ = finished  // released here, after the lock
    }

    /// Ends the subscriber, then runs the completed block.
    public func sendCompleted() {
        let finished = lock.withLock {
            let finished = terminate()
            finished.completed?()
            return finished
        }
        _ = finished  // released here, after the lock
    }

    /// Remembers `disposable` as one of this subscriber's subscriptions.
    ///
    /// If the subscriber has already ended, `subscriptions` is disposed and `add` disposes the new
    /// subscription at once: a finished subscriber cannot start again.
    public func didSubscribe(withDisposable disposable: CompoundDisposable) {
        guard !disposable.isDisposed, let subscriptions else { return }
        subscriptions.add(disposable)
        // Forget the subscription once it ends, so a long-lived subscriber does not grow.
        // Weak and unowned captures: this clean-up must not keep alive what it cleans.
        disposable.add(Disposable { [weak subscriptions, unowned disposable] in
            subscriptions?.remove(disposable)
        })
    }

    /// Installs the blocks of a subscriber made with `init()`, before it is subscribed.
    func setHandlers(next: ((Value) -> Void)?, error: ((any Error) -> Void)?, completed: (() -> Void)?) {
        lock.withLock {
            self.next = next
            self.error = error
            self.completed = completed
        }
    }

    /// Ends the subscriber silently: disposes its subscriptions and drops its blocks, sending
    /// nothing. Operators such as `take` use it to stop their source at once, even while the source
    /// is still inside its subscribe block (its passthrough checks the disposed subscription
    /// before each send).
    func cancel() {
        let finished = lock.withLock { terminate() }
        _ = finished  // released here, after the lock
    }

    /// Ties this subscriber to `parent` before it subscribes to anything: disposing `parent`
    /// disposes this subscriber's subscriptions at once, and once this subscriber has ended,
    /// `parent` forgets it.
    ///
    /// Operators need this. An operator subscribes to its source with a subscriber of its own; if
    /// that subscription joined the operator's only when the operator's subscribe block returned, a
    /// synchronous source (say `Signal.from(1...)`) behind `map` would run on after a `take(3)`
    /// further down had finished. This subscriber hears of each of its subscriptions before the
    /// producer runs, so once linked, `parent` reaches them at once.
    func link(to parent: CompoundDisposable) {
        guard let subscriptions else { return }
        parent.add(subscriptions)
        subscriptions.add(Disposable { [weak parent, unowned subscriptions] in
            parent?.remove(subscriptions)
        })
    }

    /// What an operator working for this subscriber links its own upstream subscribers to (see
    /// `Signal.subscribe(for:_:)`): the subscriber's subscriptions, or a passthrough's subscription.
    @usableFromInline
    var lifetime: CompoundDisposable? { subscriptions }

    /// Whether events sent now would be dropped: the subscriber has ended, or a passthrough's
    /// subscription is disposed. Lets a producer loop stop early.
    @usableFromInline
    var isSubscriptionDisposed: Bool { lifetime?.isDisposed ?? true }

    /// The first terminal event's work: take the blocks away, so nothing runs after this, then
    /// stop everything upstream. Called with the lock held; returns the blocks so that the caller
    /// runs the terminal block and releases them after the lock (RAC's order: upstream clean-up
    /// before your terminal block).
    private func terminate() -> Blocks {
        let finished = Blocks(next: next, error: error, completed: completed)
        next = nil
        error = nil
        completed = nil
        subscriptions?.dispose()
        return finished
    }

    /// The blocks a terminal event took away, on their way out of the lock.
    private struct Blocks {
        let next: ((Value) -> Void)?
        let error: ((any Error) -> Void)?
        let completed: (() -> Void)?
    }

    // MARK: - Live-object count (debug builds)

    @usableFromInline
    func countCreation() {
        #if DEBUG
        tracker?.created(isSubscription: subscriptions == nil)
        #endif
    }

    #if DEBUG
    deinit {
        tracker?.destroyed(isSubscription: subscriptions == nil)
    }
    #endif
}

// Sendable where its values are. @unchecked: the three blocks are read and written only inside
// `lock`, the rest is `let`; the blocks are your handlers, run one at a time on the sending threads:
// what they capture is shared with other threads only if you send from several.
extension Subscriber: @unchecked Sendable where Value: Sendable {}
