/// A property whose changes are a signal: `@Observed var name = ""`, then `$name` is a
/// `Signal<String>` that sends the current value on subscription and every later set.
///
/// The Swift stand-in for RAC's `RACObserve(object, keyPath)` (KVO does not exist for Swift
/// properties on Linux). Like KVO, it sends on **every** set, even of an equal value; add
/// `distinctUntilChanged()` when that matters. `$name` completes when the owner is released.
@propertyWrapper
public struct Observed<Value>: @unchecked Sendable {
    // @unchecked: the only stored property is the storage object, which is thread-safe (below).
    private let storage: ObservedStorage<Value>

    public init(wrappedValue: Value) {
        storage = ObservedStorage(wrappedValue)
    }

    public var wrappedValue: Value {
        get { storage.subject.value }
        nonmutating set { storage.subject.sendNext(newValue) }
    }

    /// The current value, then every set.
    public var projectedValue: Signal<Value> {
        storage.subject
    }
}

/// Owns the subject behind an `@Observed` property and completes it when the owner goes away.
final class ObservedStorage<Value>: @unchecked Sendable {
    // @unchecked: every stored property is a `let` holding a thread-safe object (a subject).
    let subject: BehaviorSubject<Value>

    init(_ value: Value) {
        subject = BehaviorSubject(defaultValue: value)
    }

    deinit {
        subject.sendCompleted()
    }
}
