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
