/// Owns the subject behind an `@Observed` property and completes it when the owner goes away.
final class ObservedStorage<Value> {
    let subject: BehaviorSubject<Value>

    init(_ value: Value) {
        subject = BehaviorSubject(defaultValue: value)
    }

    deinit {
        subject.sendCompleted()
    }
}

// Sendable where its values are: its only stored property is a `let` subject, Sendable as they are.
extension ObservedStorage: Sendable where Value: Sendable {}
