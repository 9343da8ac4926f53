import Synchronization

/// The object a signal sends its events to: your three blocks, and the rules.
///
/// RAC's `RACSubscriber`. The subscriber is where the event grammar `next* (error | completed)?`
/// is enforced: its first terminal event
/// 1. releases its blocks from the subscriber, so later events find nothing to run,
/// 2. disposes every subscription it is part of, so producers stop and clean up,
/// 3. and only then runs your `error` or `completed` block.
///
/// Unlike the chapters' subscriber, this one may be sent events from several threads. Its blocks
/// still run one at a time, in the order the events arrive, each on the thread that sent it, and
/// without any lock held while they run: `deliveries` (a `DeliveryQueue`) has a thread that finds
/// another delivering wait its turn; an event a block sends to this same subscriber, on its own
/// thread, runs at once, nested, as RAC's `@synchronized` lets it. The blocks a terminal event takes away are
/// released after your terminal block has returned, so the `deinit` of what they captured may send
/// to this subscriber (or anything else) again.
///
/// The class is `public`, not `open`: the only subclass is the module's own
/// `PassthroughSubscriber`, the object a signal's subscribe block actually receives.
public class Subscriber<Value>: SubscriberProtocol {
    /// The blocks, until the first terminal event takes them away. Touched only by the thread
    /// running a delivery, which already makes the accesses exclusive, so the runtime's own check
    /// is off.
    @usableFromInline @exclusivity(unchecked) final var next: ((Value) -> Void)?
    @usableFromInline @exclusivity(unchecked) final var error: ((any Error) -> Void)?
    @usableFromInline @exclusivity(unchecked) final var completed: (() -> Void)?
    /// Every subscription this subscriber is part of; its first terminal event disposes them all.
    /// `nil` in a passthrough, which forwards instead of keeping subscriptions of its own.
    @usableFromInline let subscriptions: CompoundDisposable?
    /// Runs the deliveries one at a time, each on its sender's thread, without holding a lock while
    /// your blocks run.
    @usableFromInline let deliveries = DeliveryQueue()
    /// Set by the first terminal event (or `cancel()`) as it is sent: what is sent afterwards is
    /// dropped at once, on any thread.
    @usableFromInline let ended = Atomic<Bool>(false)
    /// Made by `Subscriber.endpoint` for exactly one subscription, and never handed to your code:
    /// only that subscription's passthrough ever sends to it.
    @usableFromInline let isEndpoint: Bool
    /// Set (before the first event) when something else already runs this endpoint's deliveries
    /// one at a time, so its passthrough calls the blocks directly, skipping `deliveries`: its one
    /// subscription is to a subject (`SubjectCore`) or to a signal that sends one event at a time
    /// (`Signal.sendsOneAtATime`), or its blocks do nothing but hand each event to a queue of their
    /// own (`serializedByItsBlocks()`). Written once, before the passthrough is published, and
    /// only read after: no access can overlap a write, so Swift's run-time exclusivity check (a
    /// thread-local bookkeeping call at each read, on every subscription and terminal event) is off.
    @exclusivity(unchecked) @usableFromInline final var isSerializedBySource = false

    #if DEBUG
    /// The test's tracker this subscriber is counted on (see `LiveObjects`).
    private let tracker = LiveObjects.tracker
    #endif

    /// A subscriber running the given blocks. A missing block ignores that kind of event.
    @inlinable
    public convenience init(
        next: ((Value) -> Void)? = nil,
        error: ((any Error) -> Void)? = nil,
        completed: (() -> Void)? = nil
    ) {
        self.init(next: next, error: error, completed: completed, isEndpoint: false)
    }

    @usableFromInline
    init(next: ((Value) -> Void)?, error: ((any Error) -> Void)?, completed: (() -> Void)?, isEndpoint: Bool) {
        self.next = next
        self.error = error
        self.completed = completed
        self.isEndpoint = isEndpoint
        subscriptions = CompoundDisposable()
        countCreation()
    }

    /// A subscriber that RAC makes for one subscription it starts itself (`subscribeNext`, an
    /// operator's upstream subscription), which nobody else can send to.
    @inlinable
    static func endpoint(
        next: ((Value) -> Void)? = nil,
        error: ((any Error) -> Void)? = nil,
        completed: (() -> Void)? = nil
    ) -> Subscriber<Value> {
        Subscriber(next: next, error: error, completed: completed, isEndpoint: true)
    }

    /// Marks an operator's endpoint whose blocks only hand each event to a `DeliveryQueue` the
    /// operator shares between its sources (`bind`, `combineLatest`, `zip`): the blocks may then run
    /// on several threads at once, since all they touch is that queue, so the endpoint skips its
    /// own. Its terminal blocks still run once (`ended` decides which event wins).
    @usableFromInline
    func serializedByItsBlocks() -> Subscriber<Value> {
        isSerializedBySource = true
        return self
    }

    /// The part of a passthrough that is a `Subscriber`: no blocks, no subscriptions.
    init(forPassthrough: Void) {
        subscriptions = nil
        isEndpoint = false
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
        if ended.load(ordering: .relaxed) { return }
        deliveries.send({ runNext(value) }, orLeave: { { [self] in runNext(value) } })
    }

    /// `deliverNext` for one subscription: the value reaches the next block only if `subscription`
    /// is still live **when the delivery runs**, not only when it was sent. The rule that makes
    /// "nothing after `dispose()`" hold: a delivery that waited its turn behind a handler that
    /// disposed the subscription finds it disposed and is dropped (Docs/Contracts.md C1.7).
    @inlinable
    final func deliverNext(_ value: Value, whileLive subscription: CompoundDisposable) {
        if ended.load(ordering: .relaxed) { return }
        deliveries.send(
            { if !subscription.isDisposed { runNext(value) } },
            orLeave: { { [self] in if !subscription.isDisposed { runNext(value) } } }
        )
    }

    /// `sendError` for one subscription: the error block runs only if `subscription` is still live
    /// when the delivery runs (the subscriber ends either way).
    final func deliverError(_ error: any Error, whileLive subscription: CompoundDisposable) {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        if isSerializedBySource { return runError(error) }
        deliveries.send(
            { runError(error, unlessDisposed: subscription) },
            orLeave: { { [self] in runError(error, unlessDisposed: subscription) } }
        )
    }

    /// `sendCompleted` for one subscription: the completed block runs only if `subscription` is
    /// still live when the delivery runs (the subscriber ends either way).
    final func deliverCompleted(whileLive subscription: CompoundDisposable) {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        if isSerializedBySource { return runCompleted() }
        deliveries.send(
            { runCompleted(unlessDisposed: subscription) },
            orLeave: { { [self] in runCompleted(unlessDisposed: subscription) } }
        )
    }

    /// Ends the subscriber, then delivers `error` to the error block.
    public func sendError(_ error: any Error) {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        if isSerializedBySource { return runError(error) }  // the source is running its deliveries
        deliveries.send({ runError(error) }, orLeave: { { [self] in runError(error) } })
    }

    /// Ends the subscriber, then runs the completed block.
    public func sendCompleted() {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        if isSerializedBySource { return runCompleted() }
        deliveries.send({ runCompleted() }, orLeave: { { [self] in runCompleted() } })
    }

    /// The error's delivery; the blocks `terminate()` took away are released after your block,
    /// which does not run if `subscription` was disposed while the error waited its turn.
    private func runError(_ error: any Error, unlessDisposed subscription: CompoundDisposable? = nil) {
        let live = !(subscription?.isDisposed ?? false)  // read before `terminate()` disposes it
        let finished = terminate()
        if live { finished.error?(error) }
    }

    /// The completion's delivery; the blocks are released after your block (skipped, as above,
    /// if `subscription` was disposed meanwhile).
    private func runCompleted(unlessDisposed subscription: CompoundDisposable? = nil) {
        let live = !(subscription?.isDisposed ?? false)
        let finished = terminate()
        if live { finished.completed?() }
    }

    /// Runs the next block. Only the thread running this subscriber's deliveries calls it.
    @inlinable
    final func runNext(_ value: Value) {
        // Calling the block copies it first: a terminal event sent from inside the block takes
        // the blocks away from `self`, and the running block keeps what it captured meanwhile.
        next?(value)
    }

    /// Remembers `disposable` as one of this subscriber's subscriptions.
    ///
    /// If the subscriber has already ended, `subscriptions` is disposed and `add` disposes the new
    /// subscription at once: a finished subscriber cannot start again.
    public func didSubscribe(withDisposable disposable: CompoundDisposable) {
        guard !disposable.isDisposed, let subscriptions else { return }
        subscriptions.add(disposable)
        // An endpoint has this one subscription for its whole life: nothing to forget.
        if isEndpoint { return }
        // Forget the subscription once it ends, so a long-lived subscriber does not grow.
        // Weak and unowned captures: this clean-up must not keep alive what it cleans.
        disposable.add(Disposable { [weak subscriptions, unowned disposable] in
            subscriptions?.remove(disposable)
        })
    }

    /// Installs the blocks of a subscriber made with `endpoint()`, before it is subscribed.
    func setHandlers(next: ((Value) -> Void)?, error: ((any Error) -> Void)?, completed: (() -> Void)?) {
        self.next = next
        self.error = error
        self.completed = completed
    }

    /// Ends the subscriber silently: disposes its subscriptions at once and drops its blocks,
    /// sending nothing. Operators such as `take` use it to stop their source at once, even while the
    /// source is still inside its subscribe block (its passthrough checks the disposed subscription
    /// before each send).
    ///
    /// The blocks are dropped through `deliveries`, so never while another thread runs one. (An
    /// endpoint a subject serialises is not touched by that subject after this: its passthrough's
    /// subscription is disposed, and the terminal events find `ended` set.)
    func cancel() {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        subscriptions?.dispose()
        deliveries.send { [self] in _ = terminate() }
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
    /// stop everything upstream. Returns the blocks so that the caller runs the terminal block and
    /// releases them afterwards (RAC's order: upstream clean-up before your terminal block).
    @usableFromInline
    final func terminate() -> Blocks {
        let finished = Blocks(next: next, error: error, completed: completed)
        next = nil
        error = nil
        completed = nil
        subscriptions?.dispose()
        return finished
    }

    /// The blocks a terminal event took away, on their way out.
    @usableFromInline
    struct Blocks {
        @usableFromInline let next: ((Value) -> Void)?
        @usableFromInline let error: ((any Error) -> Void)?
        @usableFromInline let completed: (() -> Void)?

        @inlinable init(next: ((Value) -> Void)?, error: ((any Error) -> Void)?, completed: (() -> Void)?) {
            self.next = next
            self.error = error
            self.completed = completed
        }
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

// Sendable where its values are. @unchecked: the three blocks (your handlers, which may capture
// anything) are read and written only by the thread running this subscriber's deliveries, one at a
// time (see `deliveries` and `isSerializedBySource`); the rest is atomic or `let`. What the blocks
// capture is shared with other threads only if you send from several.
extension Subscriber: @unchecked Sendable where Value: Sendable {}
