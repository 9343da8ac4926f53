// Challenge 1.3's reference solution: the seed's QHQSignal, which keeps its subscriber in a property.
/// A signal that remembers its latest subscriber, as the seed's first version does.
///
/// The property is what breaks it: a second subscription overwrites the first subscriber, and the
/// signal keeps the subscriber (and whatever its block captured) alive for as long as it lives.
public final class SeedSignal<Value> {
    private let didSubscribe: (Subscriber<Value>) -> Void
    /// The last subscriber; earlier ones are forgotten.
    public private(set) var subscriber: Subscriber<Value>?

    public init(_ didSubscribe: @escaping (Subscriber<Value>) -> Void) {
        self.didSubscribe = didSubscribe
    }

    public func subscribeNext(_ next: @escaping (Value) -> Void) {
        let subscriber = Subscriber(next: next)
        self.subscriber = subscriber
        didSubscribe(subscriber)
    }
}
