// Challenge 1.4's reference solution: a stop that only the producer knows how to give.
/// A signal whose subscribe block returns how to stop what it started; subscribing returns it.
///
/// Chapter 2's `Disposable` is this closure made into an object.
public final class StoppableSignal<Value> {
    private let didSubscribe: (Subscriber<Value>) -> () -> Void

    public init(_ didSubscribe: @escaping (Subscriber<Value>) -> () -> Void) {
        self.didSubscribe = didSubscribe
    }

    /// Subscribes `next`; calling the result stops the producer, through the producer's own code.
    public func subscribeNext(_ next: @escaping (Value) -> Void) -> () -> Void {
        didSubscribe(Subscriber(next: next))
    }
}
