import Synchronization

/// A subject's state and its deliveries: who is subscribed, what it remembers, whether it has ended.
///
/// Every change and every delivery runs through `deliveries`, one at a time, each on the thread
/// that asked for it (see `DeliveryQueue`): a subscriber joining, a subscriber leaving, each event.
/// So the state needs no lock (only the running delivery touches it), no lock is held while a
/// subscriber's handler runs, a thread that joins or leaves never runs another thread's values, and
/// the orders RAC promises hold by construction:
/// - each event reaches the subscribers present when it is delivered, in subscription order;
/// - a subscriber joining a replay or behavior subject receives the stored values (or the current
///   one), then every later event, with no gap and no duplicate, even while other threads send;
/// - an event sent from inside a handler, on its own thread, is delivered at once, nested.
///
/// Why a separate object and not properties of `Subject`: each subscription removes its
/// passthrough when it ends, through a disposable that must not keep the subject alive, so it holds
/// this core **weakly**. A weakly referenced object keeps its reference count in a side table,
/// where every retain and release takes the slow path. Pointing the weak reference at the core
/// instead of at the subject keeps the subject's own count on the fast path, and a subject is
/// retained on every send by code such as `subjects[i].sendNext(v)`.
@usableFromInline
final class SubjectCore<Value>: @unchecked Sendable {
    // @unchecked: every `var` is touched only by the thread running `deliveries`; `latest` has a
    // lock of its own. The subjects' subscribers hold your handlers; they run one at a time, each
    // on the thread that sent its event.
    @usableFromInline let deliveries = DeliveryQueue()
    /// Set as the first terminal event is sent: later events are dropped at once, on any thread.
    @usableFromInline let ended = Atomic<Bool>(false)
    /// One passthrough per subscription, in subscription order. Stored as `AnyObject`, a type that
    /// does not depend on `Value`, so that a send running as unspecialised generic code (a subject
    /// held in an array, say) walks the array without looking up type metadata for every element.
    @usableFromInline @exclusivity(unchecked) var subscribers: ContiguousArray<AnyObject> = []
    /// The first terminal event, once delivered. A replay subject replays it to later subscribers.
    @usableFromInline @exclusivity(unchecked) var terminal: Event<Value>?
    /// A behavior subject's current value (readable from any thread, so it has its own lock).
    @usableFromInline let latest: LatestValue<Value>?
    /// A replay subject's stored values.
    @usableFromInline @exclusivity(unchecked) var replay: ReplayBuffer<Value>?
    /// The upstream subscriptions of the subject when it is used as a subscriber.
    let upstream = CompoundDisposable()
    /// How many subscribers are attached (for tests of clean-up).
    let attachedCount = Atomic<Int>(0)

    init(latest: Value? = nil, replayCapacity: Int? = nil) {
        // Spelled with `if let`, not `Optional.map`: an app built with -cross-module-optimization
        // specialises this initialiser, and Swift 6.3.1 crashes on the `map` form (Docs/Performance.md).
        if let latest { self.latest = LatestValue(latest) } else { self.latest = nil }
        if let replayCapacity { replay = ReplayBuffer(capacity: replayCapacity) } else { replay = nil }
    }

    // MARK: - Sending

    @inlinable
    func sendNext(_ value: Value) {
        if ended.load(ordering: .relaxed) { return }
        deliveries.send({ deliverNext(value) }, orLeave: { { [self] in deliverNext(value) } })
    }

    func sendError(_ error: any Error) {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        deliveries.send { [self] in finish(.error(error)) }
    }

    func sendCompleted() {
        guard !ended.exchange(true, ordering: .acquiringAndReleasing) else { return }
        deliveries.send { [self] in finish(.completed) }
    }

    /// Adds `passthrough` (replaying what the subject remembers to it first), and arranges for its
    /// removal when `subscription` ends.
    func attach(_ passthrough: PassthroughSubscriber<Value>, subscription: CompoundDisposable) {
        let key = ObjectIdentifier(passthrough)
        subscription.add(Disposable { [weak self] in
            guard let core = self else { return }
            core.deliveries.send { core.detach(key) }
        })
        deliveries.send { [self] in join(passthrough, subscription: subscription) }
    }

    // MARK: - Delivering (only the thread running `deliveries`)

    /// Sends `value` to every subscriber present now, in subscription order (a subscriber joining
    /// meanwhile, from a handler, waits for the next value: the loop walks a copy of the list).
    @inlinable
    func deliverNext(_ value: Value) {
        guard terminal == nil else { return }
        // What storing the value replaces is released once it has been sent: its `deinit` may
        // send to this subject again.
        let replaced = remember(value)
        let current = subscribers
        for index in current.indices {
            unsafeDowncast(current[index], to: PassthroughSubscriber<Value>.self).sendNext(value)
        }
        _ = replaced
    }

    /// Stores `value` where the subject remembers values; returns what it replaced or pushed out.
    @inlinable
    func remember(_ value: Value) -> Value? {
        if let latest { return latest.replace(with: value) }
        if replay != nil { return replay!.append(value) }
        return nil
    }

    /// The first terminal event: remember it (before sending it, so that a subscriber joining from
    /// inside a handler sees it), let go of the subscribers, stop upstream, then tell each of them.
    @usableFromInline
    func finish(_ event: Event<Value>) {
        guard terminal == nil else { return }
        terminal = event
        let current = subscribers
        subscribers = []
        attachedCount.store(0, ordering: .relaxed)
        upstream.dispose()
        for object in current {
            event.send(to: unsafeDowncast(object, to: PassthroughSubscriber<Value>.self))
        }
    }

    /// A new subscriber: the current value or the stored values first, then the live events.
    /// Nothing is lost or sent twice: events sent meanwhile from other threads wait their turn at
    /// `deliveries`, and one sent from inside a replayed value's handler is stored and delivered
    /// at once, and the replay then goes on to it.
    @usableFromInline
    func join(_ passthrough: PassthroughSubscriber<Value>, subscription: CompoundDisposable) {
        if subscription.isDisposed { return }
        if let latest {
            // Joined first, so that a value sent from inside this first delivery reaches it too.
            if terminal == nil { add(passthrough) }
            if let value = latest.value { passthrough.sendNext(value) }
            return  // a behavior subject has no terminal memory (RAC): no ending for late subscribers
        }
        if replay != nil {
            var number = replay!.firstNumber
            while !subscription.isDisposed {
                number = max(number, replay!.firstNumber)  // values pushed out meanwhile are gone
                guard let value = replay!.value(number: number) else { break }
                number += 1
                passthrough.sendNext(value)
            }
            if subscription.isDisposed { return }
            if let terminal {
                terminal.send(to: passthrough)
                return
            }
        }
        // A plain subject remembers nothing, not even its ending: a late subscriber hears nothing.
        if terminal == nil { add(passthrough) }
    }

    @usableFromInline
    func add(_ passthrough: PassthroughSubscriber<Value>) {
        subscribers.append(passthrough)
        attachedCount.add(1, ordering: .relaxed)
    }

    /// Removes the passthrough; it is released after this returns, which can free your
    /// subscriber's blocks, whose captures' `deinit` may send to this very subject.
    @usableFromInline
    func detach(_ key: ObjectIdentifier) {
        guard let index = subscribers.lastIndex(where: { ObjectIdentifier($0) == key }) else { return }
        let removed = subscribers.remove(at: index)
        attachedCount.add(-1, ordering: .relaxed)
        _ = removed
    }
}

