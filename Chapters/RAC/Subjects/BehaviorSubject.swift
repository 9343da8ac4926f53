/// A subject with a current value: every new subscriber first receives it.
///
/// RAC's `RACBehaviorSubject`. Like a plain subject it has no terminal memory: a subscriber that
/// arrives after completion receives the last value and no `completed`.
public final class BehaviorSubject<Value>: Subject<Value>, @unchecked Sendable {
    // @unchecked: no stored properties of its own; the core is thread-safe. It keeps the current
    // value (of any type) and hands it to subscribers on their subscribing thread (C6.9).

    /// A behavior subject whose current value starts as `defaultValue`.
    public init(defaultValue: Value) {
        super.init(core: SubjectCore(latest: defaultValue))
    }

    /// The current value.
    var value: Value {
        core.latest!.value!
    }
}

