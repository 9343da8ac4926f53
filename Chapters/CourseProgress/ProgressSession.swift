import Foundation

/// How far a learner is in a workspace: the runs behind `swift run progress list` (in the
/// workspace) and `workshop exercise N --status DIR` (in the course).
///
/// It builds the workspace once, then runs each exercise's own tests (those the course's measured
/// map gives it) in a process of their own, in order, and the tests that check no exercise last,
/// together. What the runs record is judged by `ProgressJudge` and printed by `ProgressRenderer`,
/// each exercise as soon as it is judged; the pass record (`PassRecord`) is kept here.
public struct ProgressSession: Sendable {
    public let directory: URL
    public let course: Course
    /// Seconds for each test.
    public let limit: Double
    public let renderer: ProgressRenderer

    public init(directory: URL, course: Course, limit: Double, width: Int = TextLayout.width) {
        self.directory = directory
        self.course = course
        self.limit = limit
        self.renderer = ProgressRenderer(solved: course.solved, width: width)
    }

    var runner: TestRun { TestRun(directory: directory, limit: limit, modules: course.modules) }
    var record: PassRecord { PassRecord(directory: directory, course: course) }

    /// Builds, checks every exercise and the other tests, printing as it goes; returns the
    /// verdict's exit status (0 when every exercise works and every other test passes).
    public func report(to output: (String) -> Void) -> Int32 {
        output("Building \(directory.path) …")
        let build = WorkspaceBuild(directory: directory).run()
        guard build.succeeded else {
            for line in ProgressRenderer.buildFailed(build) { output(line) }
            return 1
        }
        var verdicts: [ExerciseVerdict] = []
        for exercise in course.exercises {
            let verdict = check(exercise, after: verdicts)
            verdicts.append(verdict)
            for line in renderer.lines(for: verdict) { output(line) }
        }
        let others = checkOthers()
        for line in renderer.lines(for: others) { output(line) }
        let verdict = ProgressVerdict(exercises: verdicts, others: others, solved: course.solved, next: ProgressJudge.next(after: verdicts, startedChapter: Self.startedChapter(of: course.exercises, record: record)))
        for line in renderer.summary(verdict) { output(line) }
        return verdict.exitStatus
    }

    /// The chapter of the first exercise taken out that the learner has written anything in, if any.
    static func startedChapter(of exercises: [Course.Exercise], record: PassRecord) -> Int? {
        exercises.first { $0.takenOut && record.isWritten($0) }?.id.chapter
    }

    /// Runs `exercise`'s tests and judges them, given how the exercises before it stand. A test
    /// that can only wait for an earlier exercise that does not work yet is not run at all (a
    /// stand-in costs no time limit); every other test gets a verdict of its own (`runAll`).
    public func check(_ exercise: Course.Exercise, after earlier: [ExerciseVerdict]) -> ExerciseVerdict {
        guard !exercise.tests.isEmpty else { return ExerciseVerdict(exercise: exercise, state: .untested, names: [:]) }
        let missing = Set(earlier.filter { !$0.state.isWorking }.map(\.exercise.id))
        let runnable = exercise.tests.filter { Set($0.alsoNeeds).isDisjoint(with: missing) }
        // The rules first; the tests of where the chapter differs from RAC after them, so that a
        // failure of a rule is the one shown.
        var run = runner.runAll(only: runnable.filter { $0.differsFromRAC != true }.map(\.id))
        let differences = runnable.filter { $0.differsFromRAC == true }
        if !differences.isEmpty { run.append(runner.runAll(only: differences.map(\.id))) }
        var names = run.names
        for test in exercise.tests where names[test.id] == nil { names[test.id] = test.name }
        var verdict = ExerciseVerdict(exercise: exercise, state: ProgressJudge.judge(exercise, run: run, missing: missing), names: names, results: run.results, order: run.order)
        let record = self.record
        let regions = record.current()
        switch verdict.state {
        case .done, .given(waiting: 0, on: _):
            record.passed(exercise.id.description, with: regions)
        case .notYet, .broken:
            verdict.changedSince = record.changed(since: exercise.id.description, now: regions)
        default:
            break
        }
        return verdict
    }

    /// Runs the tests no exercise owns (they must all pass) and judges them.
    func checkOthers() -> OtherTestsVerdict {
        let owned = course.exercises.flatMap { $0.tests.map(\.id) }
        let run = runner.runAll(only: nil, skipping: owned)
        let record = self.record
        let regions = record.current()
        let changed = run.failures.isEmpty ? nil : record.changed(since: PassRecord.others, now: regions)
        let verdict = ProgressJudge.others(run, changedSince: changed)
        if verdict.passed { record.passed(PassRecord.others, with: regions) }
        return verdict
    }
}
