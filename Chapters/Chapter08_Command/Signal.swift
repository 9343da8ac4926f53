/// A stream of events, `next* (error | completed)?`, that starts only when someone subscribes.
///
/// RAC's `RACSignal`. As in chapter 1, a signal is a stored subscribe block and it is cold: every
/// subscription runs the block again. New in chapter 2: the block may return a `Disposable` that
/// cleans up what it started, and `subscribe(_:)` hands the caller a disposable that ends the
/// subscription early.
///
/// New in chapter 3: the hot kind. `Subject` and its two subclasses are signals too; they keep no
/// subscribe block to run, and override `subscribe(_:)` to add the subscriber to a list instead.
///
/// Everything here assumes one thread at a time: the chapters have no locks (see
/// Docs/Chapter02-Disposable.md#safety for what RAC adds).
public class Signal<Value> {
    /// What to do for each new subscriber: send it events, and say how to clean up (or `nil`).
    private let didSubscribe: (Subscriber<Value>) -> Disposable?

    init(didSubscribe: @escaping (Subscriber<Value>) -> Disposable?) {
        self.didSubscribe = didSubscribe
    }

    /// A cold signal that runs `didSubscribe` for each subscriber. The block sends events to the
    /// subscriber it is given and returns a disposable that cleans up what it started (or `nil`).
    ///
    /// Disfavoured, so that it only takes the blocks the other two cannot: `return nil`, or a
    /// `Disposable?` computed at run time.
    @_disfavoredOverload
    public static func createSignal(_ didSubscribe: @escaping (Subscriber<Value>) -> Disposable?) -> Signal<Value> {
        Signal(didSubscribe: didSubscribe)
    }

    /// A cold signal whose subscribe block returns its clean-up, e.g. `{ _ in Disposable { … } }`.
    ///
    /// Without this overload, a one-expression block like that would be taken for a `Void` block
    /// (Swift may discard a one-expression closure's value) and its clean-up silently dropped.
    public static func createSignal<D: Disposable>(_ didSubscribe: @escaping (Subscriber<Value>) -> D) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in didSubscribe(subscriber) })
    }

    /// A cold signal whose subscribe block has nothing to clean up (chapter 1's spelling): a block
    /// with no `return` at all picks this one.
    public static func createSignal(_ didSubscribe: @escaping (Subscriber<Value>) -> Void) -> Signal<Value> {
        Signal(didSubscribe: { subscriber in
            didSubscribe(subscriber)
            return nil
        })
    }

    /// Subscribes `subscriber` and returns the disposable that ends the subscription.
    ///
    /// Three things make a subscription, each for a reason:
    /// - a fresh `CompoundDisposable`, the subscription itself: whatever the subscription starts is
    ///   added to it, so one `dispose()` stops it all;
    /// - `didSubscribe(withDisposable:)`, so the subscriber can dispose the subscription when it
    ///   receives its terminal event;
    /// - a `PassthroughSubscriber` in front of the real one, so that once the subscription is
    ///   disposed, a producer that keeps sending is no longer heard.
    @discardableResult
    public func subscribe(_ subscriber: any SubscriberProtocol<Value>) -> Disposable {
        let subscription = CompoundDisposable()
        subscriber.didSubscribe(withDisposable: subscription)
        let passthrough = PassthroughSubscriber(forwardingTo: subscriber, subscription: subscription)
        subscription.add(didSubscribe(passthrough))
        return subscription
    }
}

// @unchecked, with no lock: a signal keeps only its subscribe block (your code), which runs on the
// thread that subscribes. Sendable so that scheduled blocks may capture signals (chapter 6), for
// every `Value`: `where Value: Sendable` would break `Signal.merge([a, b])` (a Swift 6.3 bug).
extension Signal: @unchecked Sendable {}
