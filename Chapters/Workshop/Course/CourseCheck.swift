import CourseProgress
import Foundation

/// `workshop course map` and `workshop course check` for one chapter: measures which tests check
/// which exercise, and proves that every mistake of the catalogue is caught by a test of its own
/// exercise. See `Exercises/README.md`.
///
/// One build of the solved workspace, then one incremental rebuild per variant: each exercise
/// taken out alone (its stand-in, as `--only N.M` writes it), each mistake applied alone, and last
/// the untouched workspace again, which must pass every test (so no variant was left behind).
struct CourseCheck {
    enum Mode: Equatable {
        /// Measure the map and write `Exercises/ChapterNN.map`.
        case map
        /// Check the file, the map, the labels and the catalogue.
        case check
    }

    let root: URL
    let chapter: ChapterEntry
    let mode: Mode
    /// Seconds for each test.
    let limit: Double
    /// Where to build (kept afterwards), or `nil` for a temporary folder.
    let scratch: URL?
    /// Check only these mistakes (and measure no map: the file's is used), when set.
    let mistakes: Set<String>?
    /// Stop after parsing and checking the file's excerpts and edits (no build).
    let parseOnly: Bool
    let output: TextSink

    /// How a chapter's check ended.
    struct Outcome {
        var problems = 0
        var caught = 0
        var missed = 0
    }

    /// One line of a chapter's report: printed as it is, or a problem (printed `PROBLEM:`, counted).
    enum Finding: Equatable {
        case line(String)
        case problem(String)
    }

    /// Prints findings as they come and keeps the chapter's counts.
    final class Log {
        let output: TextSink
        var outcome = Outcome()

        init(output: TextSink) {
            self.output = output
        }

        func add(_ finding: Finding) {
            switch finding {
            case let .line(text):
                output.line(text)
            case let .problem(text):
                outcome.problems += 1
                output.line("  PROBLEM: \(text)")
            }
        }

        func add(_ findings: [Finding]) { findings.forEach(add) }
        func say(_ text: String) { add(.line(text)) }
        func problem(_ text: String) { add(.problem(text)) }
    }

    /// The phases in order, each returning what the next needs; a phase that cannot go on ends
    /// the chapter's check with what was found so far.
    func run() -> Outcome {
        let started = Date()
        let log = Log(output: output)
        log.say("Chapter \(chapter.number) (\(chapter.module)):")
        // 1. The chapter's material (its course file, excerpts and edits), without building anything.
        let material: ChapterMaterial
        let solvedFiles: [String: String]
        do {
            material = try ChapterMaterial.load(root: root, chapter: chapter)
        } catch {
            for line in error.description.split(separator: "\n") { log.problem(String(line)) }
            return finish(log, started)
        }
        if material.courseFile == nil, mode == .check {
            log.problem("\(CourseFile.path(chapter: chapter.number)) does not exist (see Exercises/README.md for its format)")
        }
        do {
            solvedFiles = try ExerciseWorkspace(root: root, materials: [material], solved: true).files()
        } catch {
            log.problem(error.description)
            return finish(log, started)
        }
        let lint = self.lint(material, solvedFiles: solvedFiles)
        log.add(lint.findings)
        if parseOnly {
            let file = material.courseFile
            log.say("  \(file.map { "\($0.file): \($0.exercises.count) exercises, \($0.mistakes.count) mistakes" } ?? "no course file"): parsed\(mode == .check ? ", excerpts and edits checked" : "")")
            return finish(log, started)
        }
        guard log.outcome.problems == 0 || mode == .map else { return finish(log, started) }
        // 2. The solved workspace, built once.
        let directory = scratch ?? FileManager.default.temporaryDirectory.appendingPathComponent("course-\(chapter.number)-\(UUID().uuidString)")
        defer { if scratch == nil { try? FileManager.default.removeItem(at: directory) } }
        let variants: VariantWorkspace
        do {
            variants = try VariantWorkspace(files: solvedFiles, module: chapter.module, directory: directory)
        } catch {
            log.problem(error.description)
            return finish(log, started)
        }
        let runner = TestRun(directory: directory, limit: limit, modules: [chapter.module])
        guard let baseline = self.baseline(variants, runner: runner, log: log) else { return finish(log, started) }
        // 3. The map's owners: each exercise taken out alone (not with --mistake: the file's map).
        var map: TestMap
        var standIns: [ExerciseID: Set<String>]?
        if mistakes != nil, let fileMap = material.testMap {
            map = fileMap
            log.say("  map: using \(TestMap.path(chapter: chapter.number)) as it is (--mistake given)")
        } else {
            guard let failures = measureStandIns(material, variants: variants, runner: runner, log: log) else { return finish(log, started) }
            // Owners come from the stand-ins alone; the catalogue adds what tests also need (step 6).
            map = TestMap.measured(failures)
            standIns = failures
        }
        // 4. Labels: "Exercise E: " exactly when E owns the test.
        log.add(Self.labelFindings(order: baseline.order, names: baseline.names, map: map))
        // 5. The catalogue, one mistake at a time: a test of the mistake's own exercise must fail.
        let wrongCode = tryMistakes(lint.catalogue, map: map, solvedFiles: solvedFiles, variants: variants, runner: runner, directory: directory, log: log)
        // 6. The map with what the catalogue's mistakes add, written; or compared with the file.
        if let standIns {
            settleMap(owners: map, standIns: standIns, wrongCode: wrongCode, file: material.testMap, names: baseline.names, log: log)
        }
        // 7. The untouched workspace, last: nothing was left behind.
        rebuildUntouched(variants, runner: runner, baseline: baseline, log: log)
        return finish(log, started)
    }

    /// What the phase that lints the course file found, and the mistakes to try.
    struct Lint {
        var findings: [Finding] = []
        var catalogue: [CourseFile.Mistake] = []
    }

    /// The course file's excerpts, its catalogue's size and its edits, checked without building;
    /// and the mistakes to try (`--mistake`'s, else all). The catalogue is tried in both modes:
    /// its mistakes are measured for the map as well.
    func lint(_ material: ChapterMaterial, solvedFiles: [String: String]) -> Lint {
        var lint = Lint()
        guard let file = material.courseFile else { return lint }
        if mode == .check {
            let checker = DocsChecker(root: root)
            for exercise in file.exercises {
                for excerpt in exercise.hints.flatMap(\.excerpts) {
                    let block = Markdown.CodeBlock(language: "swift", line: excerpt.line, lines: excerpt.lines, lineAbove: "<!-- from: \(excerpt.path) -->")
                    if let message = checker.checkExcerpt(block) { lint.findings.append(.problem("\(file.file):\(excerpt.line): \(message)")) }
                }
            }
            let minimum = chapter.number == 1 ? 2 : 5
            if file.mistakes.count < minimum {
                lint.findings.append(.problem("\(file.file): \(file.mistakes.count) mistake\(file.mistakes.count == 1 ? "" : "s"); the catalogue needs at least \(minimum) for this chapter"))
            }
            for exercise in file.exercises where exercise.mistakes.isEmpty {
                lint.findings.append(.line("  note: exercise \(exercise.id) has no mistake in the catalogue"))
            }
        }
        lint.catalogue = file.mistakes.filter { mistakes?.contains($0.id) ?? true }
        if let mistakes, let unknown = mistakes.subtracting(file.mistakes.map(\.id)).sorted().first {
            lint.findings.append(.problem("--mistake \(unknown): \(file.file) has no such mistake"))
        }
        for mistake in lint.catalogue {
            do {
                _ = try changes(for: mistake, in: solvedFiles)
            } catch {
                lint.findings.append(.problem("\(file.file):\(error.line): mistake \(mistake.id): \(error.message)"))
            }
        }
        return lint
    }

    /// Builds the solved workspace and runs every test, which must pass; `nil` when they do not.
    func baseline(_ variants: VariantWorkspace, runner: TestRun, log: Log) -> TestRun.Report? {
        let first = variants.build()
        guard first.succeeded else {
            log.problem("the solved workspace does not compile:")
            for line in first.errors { log.say("    \(line)") }
            return nil
        }
        let baseline = runner.runAll()
        if let message = baseline.problem { log.problem("the solved workspace's tests: \(message)") }
        let failures = baseline.failures
        log.say("  solved workspace: built in \(seconds(first.seconds)), \(baseline.order.count) tests, \(failures.isEmpty ? "all pass" : "\(failures.count) FAIL") (\(seconds(baseline.seconds)))")
        for id in failures.prefix(5) { log.say("    ✘ \(baseline.names[id] ?? id): \(ProgressRenderer.oneLine(baseline.results[id]!))") }
        guard failures.isEmpty, baseline.problem == nil else {
            log.problem("the solved workspace must pass every test before anything can be measured")
            return nil
        }
        return baseline
    }

    /// F(E) for each exercise E taken out alone: the tests that fail. `nil` when a stand-in
    /// cannot even be written.
    func measureStandIns(_ material: ChapterMaterial, variants: VariantWorkspace, runner: TestRun, log: Log) -> [ExerciseID: Set<String>]? {
        var failures: [ExerciseID: Set<String>] = [:]
        for exercise in material.exercises {
            do {
                try variants.set(try takingOut(exercise.id, from: material))
            } catch {
                log.problem(error.description)
                return nil
            }
            let build = variants.build()
            guard build.succeeded else {
                log.problem("with exercise \(exercise.id) taken out, the workspace does not compile:")
                for line in build.errors.prefix(5) { log.say("    \(line)") }
                continue
            }
            let run = runner.runAll()
            if let message = run.problem { log.problem("exercise \(exercise.id) taken out: \(message)") }
            failures[exercise.id] = Set(run.failures)
            let odd = run.order.filter { if case .passed = run.results[$0]! { return false }; if case .failed = run.results[$0]! { return false }; return true }
            log.say("  take out \(exercise.id): \(run.failures.count) test\(run.failures.count == 1 ? "" : "s") fail\(odd.isEmpty ? "" : " (\(odd.count) crashed or hung)") (build \(seconds(build.seconds)), tests \(seconds(run.seconds)))")
            if run.failures.isEmpty { log.problem("taking out exercise \(exercise.id) makes no test fail: nothing checks it") }
        }
        return failures
    }

    /// Each test's "Exercise E:" label against its owner in `map`, in run order.
    static func labelFindings(order: [String], names: [String: String], map: TestMap) -> [Finding] {
        var problems: [String] = []
        for id in order {
            let name = names[id] ?? id
            let label = ExerciseTest.exerciseLabel(name)
            let owner = map.owner(of: id)
            guard label != owner else { continue }
            switch (label, owner) {
            case let (label?, owner?): problems.append("\"\(name)\" (\(id)) is labelled \(label) but checks \(owner): label it \"Exercise \(owner): …\"")
            case let (label?, nil): problems.append("\"\(name)\" (\(id)) is labelled \(label) but no exercise's stand-in makes it fail: drop the label, or make it check \(label)")
            case let (nil, owner?): problems.append("\"\(name)\" (\(id)) checks \(owner) but has no label: name it \"Exercise \(owner): …\"")
            case (nil, nil): break
            }
        }
        if problems.isEmpty { return [.line("  labels: every \"Exercise N.M:\" label agrees with the map")] }
        return problems.map { .problem("label: \($0)") }
    }

    /// Applies each mistake alone and requires a test of its own exercise to fail; returns the
    /// tests each exercise's mistakes made fail. `map` runs every test, and every other owned test
    /// that fails also needs that exercise; `check` runs only the exercise's own tests (CI time),
    /// and trusts the file for those needs.
    func tryMistakes(_ catalogue: [CourseFile.Mistake], map: TestMap, solvedFiles: [String: String], variants: VariantWorkspace, runner: TestRun, directory: URL, log: Log) -> [ExerciseID: Set<String>] {
        var wrongCode: [ExerciseID: Set<String>] = [:]
        for mistake in catalogue {
            let owned = map.tests(of: mistake.exercise).map(\.test)
            do {
                try variants.set(try self.changes(for: mistake, in: solvedFiles))
            } catch let failure as EditFailure {
                log.problem("mistake \(mistake.id): \(failure.message)")
                continue
            } catch {
                log.problem("mistake \(mistake.id): \(error)")
                continue
            }
            let build = variants.build()
            guard build.succeeded else {
                log.outcome.missed += 1
                log.say("  \(mistake.id) DOES NOT COMPILE (a mistake must be a program a learner can run): \(build.errors.first ?? "")")
                continue
            }
            // A mistake that hangs costs a short limit: the hang is what is checked, not its length.
            let mistakeRunner = mistake.report == .hang ? TestRun(directory: directory, limit: min(limit, 5), modules: [chapter.module]) : runner
            let run = mode == .map ? mistakeRunner.runAll() : mistakeRunner.runAll(only: owned)
            wrongCode[mistake.exercise, default: []].formUnion(run.failures)
            let others = run.failures.filter { !owned.contains($0) }
            if !others.isEmpty {
                let owners = Set(others.map { map.owner(of: $0)?.description ?? "no exercise" }).sorted()
                log.say("    with \(mistake.id) applied, \(others.count) test\(others.count == 1 ? "" : "s") of \(owners.joined(separator: ", ")) fail\(others.count == 1 ? "s" : "") too")
            }
            let (caught, line) = Self.judge(mistake, run: run, owned: owned, timing: "(build \(seconds(build.seconds)), tests \(seconds(run.seconds)))")
            if caught { log.outcome.caught += 1 } else { log.outcome.missed += 1 }
            log.say(line)
        }
        return wrongCode
    }

    /// Whether `run` of the mistake's exercise's tests (`owned`) caught `mistake`, and the line
    /// that says so: a test of its own fails (with the crash or hang its `Report:` line names),
    /// or, for an equivalent mistake, none does.
    static func judge(_ mistake: CourseFile.Mistake, run: TestRun.Report, owned: [String], timing: String) -> (caught: Bool, line: String) {
        let failing = run.failures.filter(owned.contains)
        if mistake.equivalent != nil {
            if failing.isEmpty, run.problem == nil {
                return (true, "  \(mistake.id) equivalent, as claimed: none of \(mistake.exercise)'s \(owned.count) tests fails \(timing)")
            }
            let which = failing.first.map { "\"\(run.names[$0] ?? $0)\" fails: \(ProgressRenderer.oneLine(run.results[$0]!))" } ?? run.problem ?? ""
            return (false, "  \(mistake.id) NOT EQUIVALENT: \(which) \(timing)")
        }
        if let expected = mistake.report, let shown = run.firstStop ?? failing.first, let differs = reportDiffers(expected, run.results[shown]!) {
            return (false, "  \(mistake.id) REPORTED WRONG: its first crash or hang (else its first failure), \"\(run.names[shown] ?? shown)\", \(differs) \(timing)")
        }
        if let first = failing.first {
            let more = failing.count > 1 ? " and \(failing.count - 1) more" : ""
            return (true, "  \(mistake.id) caught by \"\(run.names[first] ?? first)\"\(more): \(ProgressRenderer.oneLine(run.results[first]!)) \(timing)")
        }
        return (false, "  \(mistake.id) MISSED: none of \(mistake.exercise)'s \(owned.count) tests fails (\(mistake.title)) \(timing)")
    }

    /// `map`: writes the stand-ins' owners with what the mistakes add. `check`: compares the
    /// stand-ins' map with the file's, whose further "also needs" (measured by `map`) are kept.
    func settleMap(owners: TestMap, standIns: [ExerciseID: Set<String>], wrongCode: [ExerciseID: Set<String>], file fileMap: TestMap?, names: [String: String], log: Log) {
        let map = mode == .map ? TestMap.measured(standIns, mistakes: wrongCode) : owners
        let unowned = Set(wrongCode.values.flatMap { $0 }).filter { owners.owner(of: $0) == nil }
        if !unowned.isEmpty {
            log.say("  note: \(unowned.count) test\(unowned.count == 1 ? "" : "s") that no stand-in breaks fail\(unowned.count == 1 ? "s" : "") with a mistake applied (they stay other tests): \(unowned.sorted().prefix(5).map { names[$0] ?? $0 }.joined(separator: "; "))\(unowned.count > 5 ? "; …" : "")")
        }
        let path = TestMap.path(chapter: chapter.number)
        switch mode {
        case .map:
            do {
                try Data(map.text(chapter: chapter.number).utf8).write(to: root.appendingPathComponent(path))
                log.say("  map: wrote \(path) (\(map.entries.count) owned tests)")
            } catch {
                log.problem("cannot write \(path): \(error.localizedDescription)")
            }
        case .check:
            guard let fileMap else {
                log.problem("\(path) does not exist; run `swift run workshop course map \(chapter.number)`")
                return
            }
            let differences = fileMap.differences(from: map, allowingFurtherNeeds: true)
            if differences.isEmpty {
                log.say("  map: \(path) matches the measurement (\(map.entries.count) owned tests)")
            } else {
                log.problem("\(path) differs from the measurement (- in the file, + measured); run `swift run workshop course map \(chapter.number)`:")
                for line in differences.prefix(20) { log.say("    \(line)") }
                if differences.count > 20 { log.say("    … and \(differences.count - 20) more") }
            }
        }
    }

    /// Rebuilds the untouched solved workspace, which must pass every test as it did first.
    func rebuildUntouched(_ variants: VariantWorkspace, runner: TestRun, baseline: TestRun.Report, log: Log) {
        do {
            try variants.set([:])
        } catch {
            log.problem(error.description)
            return
        }
        let last = variants.build()
        let clean = last.succeeded ? runner.runAll() : TestRun.Report()
        if !last.succeeded || !clean.failures.isEmpty || clean.problem != nil || clean.order.count != baseline.order.count {
            log.problem("the untouched workspace, rebuilt last, does not pass every test as it did first (\(clean.failures.count) fail): a variant was left behind")
        } else {
            log.say("  untouched workspace, rebuilt: all \(clean.order.count) tests pass again (build \(seconds(last.seconds)))")
        }
    }

    private func finish(_ log: Log, _ started: Date) -> Outcome {
        let outcome = log.outcome
        var parts: [String] = []
        if outcome.caught + outcome.missed > 0 {
            parts.append("\(outcome.caught) of \(outcome.caught + outcome.missed) mistakes caught")
        }
        parts.append(outcome.problems == 0 && outcome.missed == 0 ? "ok" : "\(outcome.problems) problem\(outcome.problems == 1 ? "" : "s")\(outcome.missed > 0 ? ", \(outcome.missed) MISSED" : "")")
        log.say("Chapter \(chapter.number): \(parts.joined(separator: "; ")) (\(seconds(Date().timeIntervalSince(started))))")
        return outcome
    }

    // MARK: - Variants

    struct EditFailure: Error {
        let line: Int
        let message: String
    }

    /// The module files `mistake` changes, by workspace path, with its edits applied to the solved text.
    func changes(for mistake: CourseFile.Mistake, in files: [String: String]) throws(EditFailure) -> [String: String] {
        var changed: [String: String] = [:]
        for edit in mistake.edits {
            let path = "Sources/\(chapter.module)/\(edit.file)"
            guard let text = changed[path] ?? files[path] else {
                throw EditFailure(line: edit.line, message: "`\(edit.file)` is not a file of \(chapter.module) (name it as in the workspace's Sources/\(chapter.module)/)")
            }
            do {
                changed[path] = try MistakeEdit.apply(edit, to: text)
            } catch {
                throw EditFailure(line: edit.line, message: error.message)
            }
        }
        if changed.allSatisfy({ files[$0.key] == $0.value }) {
            throw EditFailure(line: mistake.line, message: "its edits change nothing")
        }
        return changed
    }

    /// The module files with exercise `id` taken out alone, by workspace path.
    func takingOut(_ id: ExerciseID, from material: ChapterMaterial) throws(ExerciseWorkspace.Failure) -> [String: String] {
        let titles = material.titles
        var changed: [String: String] = [:]
        for source in material.sources where source.regions.contains(where: { $0.exercise == id }) {
            do {
                changed["Sources/\(chapter.module)/\(source.path)"] = try ExerciseMarkers.unsolved(source.text, only: [id], titles: titles)
            } catch {
                throw ExerciseWorkspace.Failure(description: "\(chapter.folder)/\(source.path): \(error)")
            }
        }
        return changed
    }

    /// Why `result`, the first failure `progress` would show, is not the report the catalogue
    /// records (`nil` when it is): a crash whose message holds the text, or a hang.
    static func reportDiffers(_ expected: CourseFile.ExpectedReport, _ result: TestRun.Result) -> String? {
        switch (expected, result) {
        case let (.crash(text), .crashed(crash)):
            return crash.message.contains(text) ? nil : "crashed with \"\(crash.message)\", not \"\(text)\""
        case (.hang, .hung):
            return nil
        case let (.crash(text), _):
            return "did not crash (\"\(text)\" expected)"
        case (.hang, _):
            return "did not hang"
        }
    }

    private func seconds(_ value: Double) -> String {
        value < 10 ? String(format: "%.1f s", value) : "\(Int(value.rounded())) s"
    }
}
