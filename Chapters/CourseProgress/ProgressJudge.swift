/// `progress`'s judgement, pure: from what a run of tests recorded (`TestRun.Report`) to the
/// verdicts of `ProgressVerdict`. Nothing here runs a process or reads a file.
public enum ProgressJudge {
    /// How `exercise` stands after `run` of its tests, when the earlier exercises `missing` do not
    /// work yet: a failing test is the exercise's own fault only if nothing it also needs is missing,
    /// but a crash or a hang is reported as what it is, whatever else the exercise waits for. Of
    /// several failures, the one that happened first (in run order) is shown. A test that did not
    /// run because it waits is said to wait in `language`.
    public static func judge(_ exercise: Course.Exercise, run: TestRun.Report, missing: Set<ExerciseID>, language: Language = .english) -> ExerciseState {
        guard !exercise.tests.isEmpty else { return .untested }
        // A test with no verdict (not run, because it waits) counts as failing.
        let failing = exercise.tests.filter { run.results[$0.id]?.passed != true }
        if failing.isEmpty {
            return exercise.takenOut ? .done : .given(waiting: 0, on: [])
        }
        let ranAt = Dictionary(run.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let inRunOrder = failing.sorted { (ranAt[$0.id] ?? Int.max, $0.id) < (ranAt[$1.id] ?? Int.max, $1.id) }
        func verdict(_ test: Course.Test) -> ExerciseState {
            let waits = Bilingual("it waits for an exercise that is not done", "它在等一个还没完成的练习")
            let result = run.results[test.id] ?? .notRun(run.problem ?? waits.text(in: language))
            return exercise.takenOut ? .notYet(test: test.id, result: result) : .broken(test: test.id, result: result)
        }
        func stopped(_ test: Course.Test) -> Bool { run.results[test.id]?.stoppedTheProcess == true }
        func waits(_ test: Course.Test) -> Bool { !Set(test.alsoNeeds).isDisjoint(with: missing) }
        let waiting = inRunOrder.filter(waits)
        // A given exercise's test that fails while an exercise being written is not done waits
        // for it, even when the map does not say so (two exercises missing at once can break a
        // test that neither breaks alone); a crash or a hang is still shown.
        if !exercise.takenOut, !missing.isEmpty {
            if let first = inRunOrder.first(where: stopped) { return verdict(first) }
            let named = Set(failing.flatMap(\.alsoNeeds)).intersection(missing)
            return .given(waiting: failing.count, on: (named.isEmpty ? missing : named).sorted())
        }
        // The first failure of its own in run order; a crash or a hang even in a test that waits.
        if let first = inRunOrder.first(where: { !waits($0) || stopped($0) }) {
            return verdict(first)
        }
        return .needs(Set(waiting.flatMap(\.alsoNeeds)).intersection(missing).sorted())
    }

    /// The other tests' verdict from their run; `changedSince` is what the pass record says
    /// changed since they last passed.
    public static func others(_ run: TestRun.Report, changedSince: [ExerciseID]?) -> OtherTestsVerdict {
        if let problem = run.problem, run.order.isEmpty { return .couldNotRun(problem) }
        guard let first = run.failures.first else { return .pass(count: run.order.count) }
        let stop = run.firstStop.flatMap { $0 == first ? nil : (test: $0, result: run.results[$0]!) }
        return .fail(test: first, result: run.results[first]!, alsoStopped: stop, names: run.names, changedSince: changedSince)
    }

    /// The exercise to work on next: the first not done, from the first chapter the learner has
    /// written anything in (`startedChapter`; a team that starts at chapter 5 is not sent back
    /// to 1.1); with nothing written, or nothing left from there on, the first not done at all.
    public static func next(after verdicts: [ExerciseVerdict], startedChapter: Int?) -> Course.Exercise? {
        let open = verdicts.filter { $0.exercise.takenOut && $0.state != .done }.map(\.exercise)
        guard let firstOpen = open.first else { return nil }
        guard let startedChapter else { return firstOpen }
        return open.first { $0.id.chapter >= startedChapter } ?? firstOpen
    }
}
