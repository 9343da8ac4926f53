/// The answers a fake server gives, one per call, in order; once they run out, the last one
/// repeats. `ScriptedOutcomes([.failure, .success])`: the first call fails, every later one succeeds.
struct ScriptedOutcomes<Outcome> {
    private let outcomes: [Outcome]
    private var index = 0

    init(_ outcomes: [Outcome]) {
        precondition(!outcomes.isEmpty, "a fake service needs at least one outcome")
        self.outcomes = outcomes
    }

    mutating func next() -> Outcome {
        defer { index += 1 }
        return outcomes[min(index, outcomes.count - 1)]
    }
}
