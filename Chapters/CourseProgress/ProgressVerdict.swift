/// What `progress` found, as values: one verdict per exercise, one for the tests that check no
/// exercise, and the whole report's. Made by `ProgressJudge` from what the runs recorded, turned
/// into text by `ProgressRenderer` alone, so the report can be tested without running anything.
public enum ExerciseState: Sendable, Equatable {
    case done
    /// A test of its own fails for a reason of its own: the failing test and how it failed.
    case notYet(test: String, result: TestRun.Result)
    /// Its failing tests all wait for these earlier exercises.
    case needs([ExerciseID])
    /// Not taken out of this workspace (`--only`, or solved); `waiting` are its tests that fail
    /// only because the taken-out exercises `on` are not done yet.
    case given(waiting: Int, on: [ExerciseID])
    /// Not taken out, yet a test of its own fails though nothing it needs is missing.
    case broken(test: String, result: TestRun.Result)
    /// No test checks it.
    case untested

    /// Whether the exercise's code is there and works (what later exercises may count on).
    public var isWorking: Bool {
        switch self {
        case .done, .given, .untested: return true
        default: return false
        }
    }
}

/// How one exercise stands, with what its run recorded.
public struct ExerciseVerdict: Sendable, Equatable {
    public var exercise: Course.Exercise
    public var state: ExerciseState
    public var names: [String: String]
    /// Every test's verdict (those that waited and were not run are missing), and the order they ran in.
    public var results: [String: TestRun.Result] = [:]
    public var order: [String] = []
    /// For an exercise that passed at an earlier check and fails now: the exercises whose code
    /// changed since (`nil` when it never passed).
    public var changedSince: [ExerciseID]? = nil

    public init(exercise: Course.Exercise, state: ExerciseState, names: [String: String], results: [String: TestRun.Result] = [:], order: [String] = [], changedSince: [ExerciseID]? = nil) {
        self.exercise = exercise
        self.state = state
        self.names = names
        self.results = results
        self.order = order
        self.changedSince = changedSince
    }
}

/// How the tests that check no exercise went: they must all pass.
public enum OtherTestsVerdict: Sendable, Equatable {
    /// All `count` passed.
    case pass(count: Int)
    /// The run said nothing about them (it could not start): why.
    case couldNotRun(String)
    /// `test` failed first; `alsoStopped`, a later one that crashed or hung; `changedSince`, the
    /// exercises changed since they last passed (`nil` when they never did).
    case fail(test: String, result: TestRun.Result, alsoStopped: (test: String, result: TestRun.Result)?, names: [String: String], changedSince: [ExerciseID]?)

    public var passed: Bool {
        if case .pass = self { return true }
        return false
    }

    public static func == (lhs: OtherTestsVerdict, rhs: OtherTestsVerdict) -> Bool {
        switch (lhs, rhs) {
        case let (.pass(a), .pass(b)): return a == b
        case let (.couldNotRun(a), .couldNotRun(b)): return a == b
        case let (.fail(t1, r1, s1, n1, c1), .fail(t2, r2, s2, n2, c2)):
            return t1 == t2 && r1 == r2 && s1?.test == s2?.test && s1?.result == s2?.result && n1 == n2 && c1 == c2
        default: return false
        }
    }
}

/// The whole report's verdict: every exercise, the other tests, what is next.
public struct ProgressVerdict: Sendable, Equatable {
    public var exercises: [ExerciseVerdict]
    public var others: OtherTestsVerdict
    /// Whether the workspace holds the solutions.
    public var solved: Bool
    /// The exercise to work on next, if any is left.
    public var next: Course.Exercise?

    public init(exercises: [ExerciseVerdict], others: OtherTestsVerdict, solved: Bool, next: Course.Exercise?) {
        self.exercises = exercises
        self.others = others
        self.solved = solved
        self.next = next
    }

    public var takenOut: Int { exercises.filter(\.exercise.takenOut).count }
    public var done: Int { exercises.filter { $0.state == .done }.count }
    public var given: Int { exercises.count - takenOut }

    /// Whether every exercise taken out is done.
    public var allDone: Bool { exercises.allSatisfy { !$0.exercise.takenOut || $0.state == .done } }

    /// 0 when every exercise works (done, given or untested) and every other test passes; else 1.
    public var exitStatus: Int32 {
        exercises.allSatisfy(\.state.isWorking) && others.passed ? 0 : 1
    }
}
