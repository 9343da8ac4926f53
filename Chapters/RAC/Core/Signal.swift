/// A stream of events: `next* (error | completed)?`.
///
/// RAC's `RACSignal`. A signal made with `createSignal` is **cold**: it only stores its subscribe
/// block, and every subscription runs that block again, so side effects happen once per
/// subscriber. Subjects (`Subject`, `ReplaySubject`, `BehaviorSubject`) are the hot kind; they
/// subclass `Signal` and override `subscribe(_:)`.
///
/// Subscription is synchronous on every thread: the subscribe block runs inside `subscribe(_:)`.
/// (RAC 2 hops to a background scheduler when no scheduler is current; see Docs/Differences.md.)
public class Signal<Value> {
    /// The subscribe block of a cold signal; `nil` for subjects, which override `subscribe(_:)`.
    @usableFromInline let didSubscribe: ((Subscriber<Value>) -> Disposable?)?
    /// Whether every event this signal sends is sent one at a time: from inside a delivery that
    /// something already serialises, never from two threads at once. Then an endpoint RAC
    /// subscribes to it (an operator's, or `subscribeNext`'s) calls its blocks directly instead of
    /// paying for a `DeliveryQueue` of its own at every stage of a chain.
    ///
    /// The rule that makes it true: the subscribe block sends nothing itself once it has subscribed
    /// upstream, and every send comes from the blocks of RAC's own endpoints, which run one event
    /// at a time (through their queue, or because *their* source sends one at a time), or from a
    /// queue the operator shares. Set for `map`/`filter` (`FusedSignal`), `take`, `skip`,
    /// `takeLast`, `takeUntilBlock`, `skipUntilBlock`, `scan`, `combinePrevious`, `tryMap` (one
    /// upstream endpoint each), and `bind`/`flattenMap`, `combineLatest`, `zip` (one shared queue).
    /// Never for `createSignal` (your block may send from any thread), `merge` with a limit,
    /// timers, schedulers and the other operators: they keep a queue at the next endpoint.
    @usableFromInline let sendsOneAtATime: Bool
    @usableFromInline let nameLock = Lock()
    @usableFromInline var storedName: String?

    @inlinable
    init(didSubscribe: ((Subscriber<Value>) -> Disposable?)?, sendsOneAtATime: Bool = false) {
        self.didSubscribe = didSubscribe
        self.sendsOneAtATime = sendsOneAtATime
    }

    /// A cold signal that runs `didSubscribe` for each subscriber. The block sends events to the
    /// subscriber it is given and returns a disposable that cleans up (or `nil`).
    ///
    /// Three overloads make every way of writing the block do the right thing:
    /// - `{ subscriber in ... }` with no `return` (chapter 1's spelling) picks the `Void` one;
    /// - a block returning a `Disposable` — `{ _ in Disposable { ... } }` or `return other.subscribe(s)`
    ///   — picks the generic one, so its clean-up is kept (with only the `Void` and `Disposable?`
    ///   overloads, a one-expression block would silently pick `Void` and drop the disposable);
    /// - `return nil` or a `Disposable?` picks this one, which is disfavoured so it never steals
    ///   the other two's blocks.
    ///
    /// Written in `@MainActor` code (or in an actor), the block is checked to run on that actor, as
    /// `subscribeNext`'s blocks are: a subscription from another thread (`subscribeOn`) stops
    /// the process with a message instead of running it there in silence.
    @_disfavoredOverload
    @inlinable
    public static func createSignal(
        _ didSubscribe: @escaping (Subscriber<Value>) -> Disposable?,
        isolation: (any Actor)? = #isolation
    ) -> Signal<Value> {
        guard let isolation else { return Signal(didSubscribe: didSubscribe) }
        return Signal(didSubscribe: { subscriber in
            IsolationCheck.check(isolation, api: "Signal.createSignal")
            return didSubscribe(subscriber)
        })
    }

    /// A cold signal whose subscribe block returns its clean-up as a `Disposable` (or a subclass).
    @inlinable
    public static func createSignal<D: Disposable>(
        _ didSubscribe: @escaping (Subscriber<Value>) -> D,
        isolation: (any Actor)? = #isolation
    ) -> Signal<Value> {
        guard let isolation else { return Signal(didSubscribe: { subscriber in didSubscribe(subscriber) }) }
        return Signal(didSubscribe: { subscriber in
            IsolationCheck.check(isolation, api: "Signal.createSignal")
            return didSubscribe(subscriber)
        })
    }

    /// A cold signal whose subscribe block has nothing to clean up (chapter 1's spelling).
    @inlinable
    public static func createSignal(
        _ didSubscribe: @escaping (Subscriber<Value>) -> Void,
        isolation: (any Actor)? = #isolation
    ) -> Signal<Value> {
        guard let isolation else {
            return Signal(didSubscribe: { subscriber in
                didSubscribe(subscriber)
                return nil
            })
        }
        return Signal(didSubscribe: { subscriber in
            IsolationCheck.check(isolation, api: "Signal.createSignal")
            didSubscribe(subscriber)
            return nil
        })
    }

    /// Subscribes `subscriber` and returns the disposable that ends the subscription.
    ///
    /// Each subscription gets its own `CompoundDisposable` and a passthrough subscriber that checks
    /// it before forwarding every event; the disposable the subscribe block returns is added to it.
    @discardableResult
    public func subscribe(_ subscriber: any SubscriberProtocol<Value>) -> Disposable {
        subscribe(subscriber, endpoint: PassthroughSubscriber.plainSubscriber(subscriber))
    }

    /// Subscribes a subscriber that RAC made itself (`Subscriber.endpoint`): the same as
    /// `subscribe(_:)`, without finding out at run time what kind of subscriber it is.
    @usableFromInline
    final func subscribe(endpoint: Subscriber<Value>) -> Disposable {
        subscribe(endpoint, endpoint: endpoint)
    }

    /// What both `subscribe` methods do; subjects override it. `endpoint` is `target` when it is a
    /// plain `Subscriber` running blocks (see `PassthroughSubscriber.endpoint`), `nil` otherwise.
    func subscribe(_ target: any SubscriberProtocol<Value>, endpoint: Subscriber<Value>?) -> Disposable {
        let subscription = CompoundDisposable()
        guard let didSubscribe else { return subscription }
        let passthrough = PassthroughSubscriber(forwardingTo: target, endpoint: endpoint, subscription: subscription, oneAtATime: sendsOneAtATime)
        subscription.add(didSubscribe(passthrough))
        return subscription
    }

    /// The signal's debug name (`setName(_:)`), used by `logNext()`/`logAll()`.
    public var name: String {
        nameLock.withLock { storedName } ?? defaultName
    }

    /// The name of a signal nobody has named: its type.
    var defaultName: String { "\(type(of: self))" }

    /// `map` as a new step of a fused chain (see `FusedSignal`, which overrides it to extend itself).
    func fusedMap<U>(_ transform: @escaping (Value) -> U) -> Signal<U> {
        FusedSignal<Value, U>(source: self) { value, emit in emit(transform(value)) }
    }

    /// `filter` as a new step of a fused chain (see `FusedSignal`).
    func fusedFilter(_ isIncluded: @escaping (Value) -> Bool) -> Signal<Value> {
        FusedSignal<Value, Value>(source: self) { value, emit in if isIncluded(value) { emit(value) } }
    }

    /// Sets the debug name and returns `self`, so it can end a chain.
    @discardableResult
    public func setName(_ name: String) -> Signal<Value> {
        nameLock.withLock { storedName = name }
        return self
    }
}

// @unchecked: the subscribe block is a `let` and `storedName` is read and written only inside
// `nameLock`; the block is your code, run on each subscribing thread: what it captures is shared
// only if you subscribe from several. Unconditional, though `where Value: Sendable` would be right:
// Swift 6.3 then cannot infer `Value` in `Signal.merge([a, b])` (swiftlang/swift#80146), so the
// operators that hop require `Value: Sendable` instead (Docs/Contracts.md C6.9).
extension Signal: @unchecked Sendable {}

extension Signal: CustomStringConvertible {
    /// The signal's type and its debug name (`name`), in angle brackets.
    public var description: String { "<\(defaultName): \(name)>" }
}
