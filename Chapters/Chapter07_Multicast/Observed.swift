/// A property whose changes are a signal: `@Observed var name = ""`, then `$name` is a
/// `Signal<String>` that sends the current value on subscription, then every later set.
///
/// The Swift stand-in for RAC's `RACObserve(object, keyPath)`, which rests on Key-Value Observing
/// (there is no KVO for Swift properties on Linux). It is a `BehaviorSubject` in disguise: setting
/// the property is `sendNext`, reading it is the subject's current value, and `$name` is the
/// subject itself. Like KVO, it sends on **every** set, even of an equal value.
@propertyWrapper
public struct Observed<Value> {
    /// A class, not the subject directly: the wrapper is a struct and gets copied, but the owner
    /// must hold exactly one storage, whose `deinit` tells the subscribers the owner is gone.
    private let storage: ObservedStorage<Value>

    public init(wrappedValue: Value) {
        storage = ObservedStorage(wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage.subject.value }
        nonmutating set { storage.subject.sendNext(newValue) }
    }

    /// `$name`: the current value, then every set; completes when the owner is released.
    public var projectedValue: Signal<Value> {
        storage.subject
    }
}

/// Owns the subject behind an `@Observed` property and completes it when the owner goes away.
final class ObservedStorage<Value> {
    let subject: BehaviorSubject<Value>

    init(_ value: Value) {
        subject = BehaviorSubject(defaultValue: value)
    }

    /// The owner is being released: its property will never change again, so say so.
    deinit {
        subject.sendCompleted()
    }
}

// Sendable where its values are: its storage holds a (chapter, lock-free) behavior subject.
extension Observed: Sendable where Value: Sendable {}
extension ObservedStorage: Sendable where Value: Sendable {}
