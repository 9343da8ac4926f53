/// A property whose changes are a signal: `@Observed var name = ""`, then `$name` is a
/// `Signal<String>` that sends the current value on subscription and every later set.
///
/// The Swift stand-in for RAC's `RACObserve(object, keyPath)` (KVO does not exist for Swift
/// properties on Linux). Like KVO, it sends on **every** set, even of an equal value; add
/// `distinctUntilChanged()` when that matters. `$name` completes when the owner is released.
@propertyWrapper
public struct Observed<Value> {
    private let storage: ObservedStorage<Value>

    /// Creates the property with its initial value, which `$name` sends to each new subscriber
    /// until the next set.
    public init(wrappedValue: Value) {
        storage = ObservedStorage(wrappedValue)
    }

    /// The current value. Setting it, even to an equal value, sends the new value to every
    /// subscriber of `$name`.
    public var wrappedValue: Value {
        get { storage.subject.value }
        nonmutating set { storage.subject.sendNext(newValue) }
    }

    /// The current value, then every set.
    public var projectedValue: Signal<Value> {
        storage.subject
    }
}

// Sendable where its values are: a set on one thread reaches subscribers on others.
extension Observed: Sendable where Value: Sendable {}
