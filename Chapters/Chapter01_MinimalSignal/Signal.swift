/// A stream of values that starts only when someone subscribes.
///
/// RAC's `RACSignal`, reduced to its first idea: a signal is nothing but a stored block, the
/// *subscribe block*, that knows how to produce values for one subscriber. Creating a signal runs
/// nothing; subscribing runs the block, and subscribing again runs it again. That is what "cold"
/// means: every subscriber gets its own run of the producer, side effects included.
///
/// Chapter 1 has values only. There is no completion, no error and no way to stop a subscription:
/// those arrive in chapter 2.
public class Signal<Value> {
    /// What to do for each new subscriber: send it values, now or later.
    private let didSubscribe: (Subscriber<Value>) -> Void

    init(didSubscribe: @escaping (Subscriber<Value>) -> Void) {
        self.didSubscribe = didSubscribe
    }

    /// A cold signal that runs `didSubscribe` for each subscriber.
    ///
    /// The block receives the subscriber and calls `sendNext` on it. It may send at once, or keep
    /// the subscriber (in a timer, a callback, a property) and send later.
    public static func createSignal(_ didSubscribe: @escaping (Subscriber<Value>) -> Void) -> Signal<Value> {
        Signal(didSubscribe: didSubscribe)
    }

    /// Runs the subscribe block for `subscriber`, synchronously.
    ///
    /// Not public yet: chapter 1 subscribes only through `subscribeNext(_:)`. Chapter 2 makes it
    /// public, lets it take any `SubscriberProtocol`, and has it return a `Disposable`.
    func subscribe(_ subscriber: Subscriber<Value>) {
        // exercise 1.2: run the subscribe block for this subscriber, now
        didSubscribe(subscriber)
        // end exercise
    }
}
