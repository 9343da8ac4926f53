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
    /// With `--chapter N`: the one chapter reported, run and given a "Next:" (`nil`: all of them).
    public let chapter: Int?

    /// A session that speaks `language`, limited to `chapter` when one is given (which must be
    /// one of the workspace's: `Course.limited(toChapter:)` says so first).
    public init(directory: URL, course: Course, limit: Double, width: Int = TextLayout.width, language: Language = .english, chapter: Int? = nil) {
        self.directory = directory
        self.course = course
        self.limit = limit
        self.renderer = ProgressRenderer(solved: course.solved, width: width, language: language)
        self.chapter = chapter
    }

    /// The exercises the session reports on: the chapter's, or every one.
    public var exercises: [Course.Exercise] {
        course.exercises.filter { chapter == nil || $0.id.chapter == chapter }
    }

    /// The pass record's key for the tests that check no exercise (of the chapter, with `--chapter`).
    var othersKey: String { chapter.map { "\(PassRecord.others) \($0)" } ?? PassRecord.others }

    var runner: TestRun { TestRun(directory: directory, limit: limit, modules: course.modules, language: renderer.language) }
    var record: PassRecord { PassRecord(directory: directory, course: course) }

    /// Builds, checks every exercise and the other tests, printing as it goes; returns the
    /// verdict's exit status (0 when every exercise works and every other test passes).
    public func report(to output: (String) -> Void) -> Int32 {
        output(Bilingual("Building \(directory.path) …", "正在构建 \(directory.path) …").text(in: renderer.language))
        let build = WorkspaceBuild(directory: directory).run()
        guard build.succeeded else {
            for line in renderer.buildFailed(build) { output(line) }
            return 1
        }
        var verdicts: [ExerciseVerdict] = []
        for exercise in exercises {
            let verdict = check(exercise, after: verdicts)
            verdicts.append(verdict)
            for line in renderer.lines(for: verdict) { output(line) }
        }
        let others = checkOthers()
        for line in renderer.lines(for: others) { output(line) }
        let verdict = ProgressVerdict(exercises: verdicts, others: others, solved: course.solved, next: ProgressJudge.next(after: verdicts, startedChapter: Self.startedChapter(of: exercises, record: record)))
        for line in renderer.summary(verdict) { output(line) }
        return verdict.exitStatus
    }

    /// The chapter of the first exercise taken out that the learner has written anything in, if any.
    static func startedChapter(of exercises: [Course.Exercise], record: PassRecord) -> Int? {
        exercises.first { $0.takenOut && record.isWritten($0) }?.id.chapter
    }

    /// Runs `exercise`'s tests and judges them, given how the exercises before it stand. A test
    /// that can only wait for an earlier exercise that does not work yet is not run at all (a
    /// stand-in costs no time limit); every other test gets a verdict of its own (`runAll`), but
    /// after a hang the rest are not run: one hang costs one time limit.
    public func check(_ exercise: Course.Exercise, after earlier: [ExerciseVerdict]) -> ExerciseVerdict {
        guard !exercise.tests.isEmpty else { return ExerciseVerdict(exercise: exercise, state: .untested, names: [:]) }
        let missing = Set(earlier.filter { !$0.state.isWorking }.map(\.exercise.id))
        let runnable = exercise.tests.filter { Set($0.alsoNeeds).isDisjoint(with: missing) }
        // The rules first; the tests of where the chapter differs from RAC after them, so that a
        // failure of a rule is the one shown. After a hang, those are not run either.
        var run = runner.runAll(only: runnable.filter { $0.differsFromRAC != true }.map(\.id), stopAtHang: true)
        let differences = runnable.filter { $0.differsFromRAC == true }.map(\.id)
        if let hung = run.order.first(where: { if case .hung = run.results[$0] { true } else { false } }) {
            for id in differences { run.record(id, .notRun(TestRun.notRunAfterHang(in: run.names[hung] ?? hung, language: renderer.language))) }
        } else if !differences.isEmpty {
            run.append(runner.runAll(only: differences, stopAtHang: true))
        }
        var names = run.names
        for test in exercise.tests where names[test.id] == nil { names[test.id] = test.name }
        var verdict = ExerciseVerdict(exercise: exercise, state: ProgressJudge.judge(exercise, run: run, missing: missing, language: renderer.language), names: names, results: run.results, order: run.order)
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

    /// Runs the tests no exercise owns (they must all pass) and judges them; with `--chapter`,
    /// those of the chapter's test module alone.
    func checkOthers() -> OtherTestsVerdict {
        let owned = course.exercises.flatMap { $0.tests.map(\.id) }
        var run = runner.runAll(only: nil, skipping: owned, stopAtHang: true)
        if let module = course.chapters.first(where: { $0.number == chapter })?.module {
            run = Self.keeping(run, testsOf: module)
        }
        let record = self.record
        let regions = record.current()
        let changed = run.failures.isEmpty ? nil : record.changed(since: othersKey, now: regions)
        let verdict = ProgressJudge.others(run, changedSince: changed)
        if verdict.passed { record.passed(othersKey, with: regions) }
        return verdict
    }

    /// `run` with only the tests of `module`'s test target (`Chapter04_BindTests.…`).
    static func keeping(_ run: TestRun.Report, testsOf module: String) -> TestRun.Report {
        let prefix = module + "Tests."
        var kept = run
        kept.order = run.order.filter { $0.hasPrefix(prefix) }
        kept.results = run.results.filter { $0.key.hasPrefix(prefix) }
        kept.stoppedEarly = run.stoppedEarly.filter { $0.hasPrefix(prefix) }
        return kept
    }
}
