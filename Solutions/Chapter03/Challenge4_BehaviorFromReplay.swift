// Challenge 3.4's reference solution: a behavior subject built as a replay subject of capacity one.
extension ReplaySubject {
    /// A replay subject that remembers one value and starts with `defaultValue`: almost a
    /// `BehaviorSubject`. The difference is the ending: it replays its completion (or error) to a
    /// late subscriber, where `BehaviorSubject`, as in ReactiveCocoa, sends the last value and no
    /// completion.
    public static func behaving(defaultValue: Value) -> ReplaySubject<Value> {
        let subject = ReplaySubject(capacity: 1)
        subject.sendNext(defaultValue)
        return subject
    }
}
