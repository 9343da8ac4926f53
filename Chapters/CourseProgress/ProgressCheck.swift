import Foundation

/// How far a learner is in a workspace: the one implementation behind `swift run progress list`
/// (in the workspace) and `workshop exercise N --status DIR` (in the course).
///
/// It builds the workspace once, then runs each exercise's own tests (those the course's measured
/// map gives it) in a process of their own, in order. A failing test is blamed on its exercise only
/// when every earlier exercise it also needs is done; otherwise the report says which one to write
/// first. Tests that check no exercise run last, together: they must pass from the start.
public struct ProgressCheck: Sendable {
    /// How one exercise stands.
    public enum State: Sendable, Equatable {
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

    public struct Entry: Sendable {
        public var exercise: Course.Exercise
        public var state: State
        public var names: [String: String]
        /// Every test's verdict (those that waited and were not run are missing), and the order they ran in.
        public var results: [String: TestRun.Result] = [:]
        public var order: [String] = []
        /// For an exercise that passed at an earlier check and fails now: the exercises whose code
        /// changed since (`nil` when it never passed).
        public var changedSince: [ExerciseID]? = nil
    }

    public let directory: URL
    public let course: Course
    /// Seconds for each test process.
    public let limit: Double
    public let width: Int

    public init(directory: URL, course: Course, limit: Double, width: Int = TextLayout.width) {
        self.directory = directory
        self.course = course
        self.limit = limit
        self.width = width
    }

    var runner: TestRun { TestRun(directory: directory, limit: limit, modules: course.modules) }

    /// Builds, checks every exercise and the other tests, printing as it goes; returns 0 when every
    /// exercise is done (or given) and every other test passes.
    public func report(to output: (String) -> Void) -> Int32 {
        output("Building \(directory.path) …")
        let build = WorkspaceBuild(directory: directory).run()
        guard build.succeeded else {
            for line in Self.describe(build) { output(line) }
            return 1
        }
        var entries: [Entry] = []
        for exercise in course.exercises {
            let entry = check(exercise, after: entries)
            entries.append(entry)
            for line in lines(for: entry) { output(line) }
        }
        let others = checkOthers()
        for line in others.lines { output(line) }
        let done = entries.filter { $0.state == .done }.count
        let takenOut = course.exercises.filter(\.takenOut).count
        let given = course.exercises.count - takenOut
        if takenOut == 0 {
            output("Nothing is taken out of this workspace: its \(given) exercise\(given == 1 ? " is" : "s are") \(course.solved ? "solved" : "given").")
        } else {
            output("\(done) of \(takenOut) exercise\(takenOut == 1 ? "" : "s") done." + (given > 0 ? " (\(given) given in this workspace.)" : ""))
        }
        if let next = Self.next(after: entries.map { ($0.exercise, $0.state == .done) }, record: PassRecord(directory: directory, course: course)) {
            for line in nextLines(next) { output(line) }
        } else if takenOut > 0, allDoneLinesApply(entries) {
            for line in allDoneLines() { output(line) }
        }
        let allWorking = entries.allSatisfy { $0.state.isWorking }
        return allWorking && others.passed ? 0 : 1
    }

    /// What the learner should do after a failed build.
    public static func describe(_ build: WorkspaceBuild.Result) -> [String] {
        var lines = ["The workspace does not compile\(build.timedOut ? " (the build did not finish in time)" : ""). The compiler's first errors:"]
        lines += build.errors.map { "  \($0)" }
        return lines
    }

    /// Runs `exercise`'s tests and judges them, given how the exercises before it stand. A test
    /// that can only wait for an earlier exercise that does not work yet is not run at all (a
    /// stand-in costs no time limit); every other test gets a verdict of its own (`runAll`).
    public func check(_ exercise: Course.Exercise, after earlier: [Entry]) -> Entry {
        guard !exercise.tests.isEmpty else { return Entry(exercise: exercise, state: .untested, names: [:]) }
        let missing = Set(earlier.filter { !$0.state.isWorking }.map(\.exercise.id))
        let runnable = exercise.tests.filter { Set($0.alsoNeeds).isDisjoint(with: missing) }
        let run = runner.runAll(only: runnable.map(\.id))
        var names = run.names
        for test in exercise.tests where names[test.id] == nil { names[test.id] = test.name }
        var entry = Entry(exercise: exercise, state: Self.judge(exercise, run: run, missing: missing), names: names, results: run.results, order: run.order)
        let record = PassRecord(directory: directory, course: course)
        let regions = record.current()
        switch entry.state {
        case .done, .given(waiting: 0, on: _):
            record.passed(exercise.id.description, with: regions)
        case .notYet, .broken:
            entry.changedSince = record.changed(since: exercise.id.description, now: regions)
        default:
            break
        }
        return entry
    }

    /// How `exercise` stands after `run` of its tests, when the earlier exercises `missing` do not
    /// work yet: a failing test is the exercise's own fault only if nothing it also needs is missing,
    /// but a crash or a hang is reported as what it is, whatever else the exercise waits for. Of
    /// several failures, the one that happened first (in run order) is shown.
    public static func judge(_ exercise: Course.Exercise, run: TestRun.Report, missing: Set<ExerciseID>) -> State {
        guard !exercise.tests.isEmpty else { return .untested }
        // A test with no verdict (not run, because it waits) counts as failing.
        let failing = exercise.tests.filter { run.results[$0.id]?.passed != true }
        if failing.isEmpty {
            return exercise.takenOut ? .done : .given(waiting: 0, on: [])
        }
        let ranAt = Dictionary(run.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let inRunOrder = failing.sorted { (ranAt[$0.id] ?? Int.max, $0.id) < (ranAt[$1.id] ?? Int.max, $1.id) }
        func verdict(_ test: Course.Test) -> State {
            let result = run.results[test.id] ?? .notRun(run.problem ?? "it waits for an exercise that is not done")
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

    /// The tests no exercise owns: they must all pass.
    func checkOthers() -> (passed: Bool, lines: [String]) {
        let owned = course.exercises.flatMap { $0.tests.map(\.id) }
        let run = runner.runAll(only: nil, skipping: owned)
        if let problem = run.problem, run.order.isEmpty {
            return (false, ["Other tests   FAIL     \(problem)"])
        }
        let record = PassRecord(directory: directory, course: course)
        let regions = record.current()
        guard let first = run.failures.first else {
            record.passed(PassRecord.others, with: regions)
            let count = run.order.count
            return (true, ["Other tests   pass     (\(count) test\(count == 1 ? " that checks" : "s that check") no exercise)"])
        }
        var lines = ["Other tests   FAIL"]
        lines += TextLayout.wrap("These tests check code you were given, which runs your exercises' code too.", width: width, indent: Self.pad)
        lines += describe(test: first, result: run.results[first]!, names: run.names)
        if let stop = run.firstStop, stop != first {
            lines += TextLayout.wrap("also:", width: width, indent: Self.pad + "  ") + describe(test: stop, result: run.results[stop]!, names: run.names)
        }
        if let changed = record.changed(since: PassRecord.others, now: regions) {
            lines += TextLayout.wrap(PassRecord.sentence(changed), width: width, indent: Self.pad + "  ")
        } else {
            lines += TextLayout.wrap("Look first at the exercise you changed last.", width: width, indent: Self.pad + "  ")
        }
        return (false, lines)
    }

    // MARK: - Text

    static let pad = String(repeating: " ", count: 14)

    /// The report's lines for one exercise: `Exercise 2.3  not yet  Title`, then why.
    public func lines(for entry: Entry) -> [String] {
        let exercise = entry.exercise
        let head = "Exercise \(exercise.id)"
        /// `Exercise 2.3  not yet  Title`, the title continuing under itself if it is long.
        func line(_ word: String) -> [String] {
            // At least two spaces between the state and the title, however long the state.
            let padded = word.count < 8 ? word + String(repeating: " ", count: 8 - word.count) : word + " "
            let start = head + "  " + padded + " "
            let title = TextLayout.wrap(exercise.title, width: width - start.count, indent: "", quotesAreTokens: false)
            return [start + title[0]] + title.dropFirst().map { String(repeating: " ", count: start.count) + $0 }
        }
        let count = exercise.tests.count
        switch entry.state {
        case .done:
            return line("done") + [Self.pad + "\(count) test\(count == 1 ? "" : "s") pass"]
        case let .notYet(test, result):
            return line("not yet") + describe(test: test, result: result, names: entry.names) + alsoStopped(entry, shown: test) + tally(entry) + blame(entry)
        case let .needs(exercises):
            let list = exercises.map(\.description).joined(separator: ", ")
            return line("needs \(list) first")
                + TextLayout.wrap("its tests also check \(list), which \(exercises.count == 1 ? "is" : "are") not done yet: finish \(exercises.count == 1 ? "it" : "them") first, then this one.", width: width, indent: Self.pad)
        case let .given(waiting, on):
            let given = course.solved ? "solved" : "given"
            let list = on.map(\.description).joined(separator: ", ")
            let note = waiting == 0 ? "written in this workspace; its tests pass"
                : "written in this workspace; \(waiting == 1 ? "one of its tests waits" : "\(waiting) of its tests wait") for \(list), which you are writing"
            return line(given) + TextLayout.wrap(note, width: width, indent: Self.pad)
        case let .broken(test, result):
            return line("FAILING")
                + TextLayout.wrap("written in this workspace, but a test of its own fails (was its code changed?):", width: width, indent: Self.pad)
                + describe(test: test, result: result, names: entry.names) + alsoStopped(entry, shown: test) + tally(entry) + blame(entry)
        case .untested:
            return line("no tests") + [Self.pad + "no test checks this exercise yet"]
        }
    }

    /// The other tests that crashed or hung, one line each: a crash or a hang is never hidden.
    func alsoStopped(_ entry: Entry, shown: String) -> [String] {
        let shownResult = entry.results[shown]
        var lines: [String] = []
        for id in entry.order where id != shown {
            let name = entry.names[id] ?? id
            let text: String
            switch entry.results[id] {
            case let .crashed(crash)?:
                if case let .crashed(first)? = shownResult, first.message == crash.message {
                    text = "✘ \(name): crashed the same way"
                } else {
                    text = "✘ \(name): crashed: \(crash.summary)"
                }
            case let .hung(seconds)?:
                text = "✘ \(name): hang: still running after \(seconds) s, stopped"
            default:
                continue
            }
            let wrapped = TextLayout.wrap(text, width: width, indent: Self.pad + "  ", quotesAreTokens: false)
            lines += [wrapped[0]] + wrapped.dropFirst().map { "  " + $0 }
        }
        return lines.isEmpty ? [] : TextLayout.wrap("also:", width: width, indent: Self.pad + "  ") + lines
    }

    /// "this passed at your last check; since then you changed 8.6", when it did.
    func blame(_ entry: Entry) -> [String] {
        guard let changed = entry.changedSince else { return [] }
        return TextLayout.wrap(PassRecord.sentence(changed), width: width, indent: Self.pad + "  ")
    }

    /// How all of the exercise's tests went, in one line: `its 7 tests: 3 pass, 1 fails, 3 hang`.
    func tally(_ entry: Entry) -> [String] {
        let tests = entry.exercise.tests
        guard tests.count > 1, !entry.results.isEmpty else { return [] }
        var counts: [(String, String, Int)] = [("passes", "pass", 0), ("fails", "fail", 0), ("crashes", "crash", 0),
                                                ("hangs", "hang", 0), ("did not run", "did not run", 0),
                                                ("waits for an earlier exercise", "wait for earlier exercises", 0)]
        for test in tests {
            switch entry.results[test.id] {
            case .passed?: counts[0].2 += 1
            case .failed?: counts[1].2 += 1
            case .crashed?: counts[2].2 += 1
            case .hung?: counts[3].2 += 1
            case .notRun?, .notFound?: counts[4].2 += 1
            case nil: counts[5].2 += 1
            }
        }
        let parts = counts.filter { $0.2 > 0 }.map { "\($0.2) \($0.2 == 1 ? $0.0 : $0.1)" }
        return TextLayout.wrap("(its \(tests.count) tests: \(parts.joined(separator: ", ")))", width: width, indent: Self.pad + "  ")
    }

    /// How test `id` failed, in lines that fit the width.
    func describe(test id: String, result: TestRun.Result, names: [String: String]) -> [String] {
        let name = names[id] ?? id
        let inner = Self.pad + "  "
        var heading = "✘ " + name
        if case let .failed(issue) = result, let location = issue.location { heading += " (\(location))" }
        // The name is prose: it may break between any two words.
        var lines = TextLayout.wrap(heading, width: width, indent: Self.pad, quotesAreTokens: false)
        lines = [lines[0]] + lines.dropFirst().map { "  " + $0 }
        switch result {
        case .passed:
            break
        case let .failed(issue):
            lines += FailureText.lines(issue.message, width: width, indent: inner)
        case let .crashed(crash):
            lines += TextLayout.wrap("crashed: \(crash.message)", width: width, indent: inner)
            if let location = crash.location {
                lines += TextLayout.wrap("at \(location)" + (crash.function.map { " in \($0)" } ?? ""), width: width, indent: inner)
            }
        case let .hung(seconds):
            lines += TextLayout.wrap("hang: still running after \(seconds) s, stopped (a loop that never ends, or a wait for something that never comes?)", width: width, indent: inner)
        case let .notRun(reason):
            lines += TextLayout.wrap("did not run: \(reason)", width: width, indent: inner)
        case .notFound:
            lines += TextLayout.wrap("this test is not in the workspace's test list (was it renamed? write the workspace again)", width: width, indent: inner)
        }
        return lines
    }

    /// The exercise to work on next: the first not done, from the first chapter the learner has
    /// written anything in (a team that starts at chapter 5 is not sent back to 1.1); with
    /// nothing written, or nothing left from there on, the first not done at all.
    static func next(after exercises: [(Course.Exercise, Bool)], record: PassRecord) -> Course.Exercise? {
        let open = exercises.filter { $0.0.takenOut && !$0.1 }.map(\.0)
        guard let firstOpen = open.first else { return nil }
        let started = exercises.first { $0.0.takenOut && record.isWritten($0.0) }?.0.id.chapter
        guard let started else { return firstOpen }
        return open.first { $0.id.chapter >= started } ?? firstOpen
    }

    func allDoneLinesApply(_ entries: [Entry]) -> Bool {
        entries.allSatisfy { !$0.exercise.takenOut || $0.state == .done }
    }

    /// With every exercise done: the challenges, and the command that runs their tests.
    public func allDoneLines() -> [String] {
        TextLayout.wrap("Every exercise of this workspace is done. Next: the challenges (README.md, \"Chapter N's challenges\"): write a challenge's solution in a new file of Sources/, then run its tests with `CHALLENGES=k swift test --filter ChallengeTests` (k is the challenge's number; CHALLENGES=1,3 or all for several).", width: width, indent: "", quotesAreTokens: false)
    }

    /// What to do next: the exercise, where to write it, and how to get a hint.
    public func nextLines(_ exercise: Course.Exercise) -> [String] {
        var lines = ["Next: exercise \(exercise.id), \(exercise.title)."]
        for place in exercise.places {
            let file = place.file + (place.declaration.map { ", in \($0)" } ?? "")
            let wrapped = TextLayout.wrap("- \(file): \(place.task)", width: width, indent: "  ", quotesAreTokens: false)
            lines += [wrapped[0]] + wrapped.dropFirst().map { "  " + $0 }
        }
        lines.append("  A hint: swift run progress hint \(exercise.id)")
        return lines
    }
}
