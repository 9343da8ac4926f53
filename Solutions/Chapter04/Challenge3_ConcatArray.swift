// Challenge 4.3's reference solution.
extension Signal {
    /// The signals one after another, in order; an empty array completes at once.
    public static func concat(_ signals: [Signal<Value>]) -> Signal<Value> {
        guard let first = signals.first else { return .empty() }
        return signals.dropFirst().reduce(first) { sofar, next in sofar.concat(next) }
    }
}
