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

    private func say(_ text: String) { output.line(text) }

    private func problem(_ text: String, _ outcome: inout Outcome) {
        outcome.problems += 1
        say("  PROBLEM: \(text)")
    }

    func run() -> Outcome {
        let started = Date()
        var outcome = Outcome()
        say("Chapter \(chapter.number) (\(chapter.module)):")
        // 1. The chapter's material (its course file, excerpts and edits), without building anything.
        let material: ChapterMaterial
        do {
            material = try ChapterMaterial.load(root: root, chapter: chapter)
        } catch {
            for line in error.description.split(separator: "\n") { problem(String(line), &outcome) }
            return finish(outcome, started)
        }
        let file = material.courseFile
        if file == nil, mode == .check {
            problem("\(CourseFile.path(chapter: chapter.number)) does not exist (see Exercises/README.md for its format)", &outcome)
        }
        let exercises = material.exercises
        let solvedFiles: [String: String]
        do {
            solvedFiles = try ExerciseWorkspace(root: root, materials: [material], solved: true).files()
        } catch {
            problem(error.description, &outcome)
            return finish(outcome, started)
        }
        // The catalogue is applied in both modes: its mistakes are measured for the map as well.
        var catalogue: [CourseFile.Mistake] = []
        if let file {
            if mode == .check {
                let checker = DocsChecker(root: root)
                for exercise in file.exercises {
                    for excerpt in exercise.hints.flatMap(\.excerpts) {
                        let block = Markdown.CodeBlock(language: "swift", line: excerpt.line, lines: excerpt.lines, lineAbove: "<!-- from: \(excerpt.path) -->")
                        if let message = checker.checkExcerpt(block) { problem("\(file.file):\(excerpt.line): \(message)", &outcome) }
                    }
                }
                let minimum = chapter.number == 1 ? 2 : 5
                if file.mistakes.count < minimum {
                    problem("\(file.file): \(file.mistakes.count) mistake\(file.mistakes.count == 1 ? "" : "s"); the catalogue needs at least \(minimum) for this chapter", &outcome)
                }
                for exercise in file.exercises where exercise.mistakes.isEmpty {
                    say("  note: exercise \(exercise.id) has no mistake in the catalogue")
                }
            }
            catalogue = file.mistakes.filter { mistakes?.contains($0.id) ?? true }
            if let mistakes, let unknown = mistakes.subtracting(file.mistakes.map(\.id)).sorted().first {
                problem("--mistake \(unknown): \(file.file) has no such mistake", &outcome)
            }
            for mistake in catalogue {
                do {
                    _ = try changes(for: mistake, in: solvedFiles)
                } catch {
                    problem("\(file.file):\(error.line): mistake \(mistake.id): \(error.message)", &outcome)
                }
            }
        }
        if parseOnly {
            say("  \(file.map { "\($0.file): \($0.exercises.count) exercises, \($0.mistakes.count) mistakes" } ?? "no course file"): parsed\(mode == .check ? ", excerpts and edits checked" : "")")
            return finish(outcome, started)
        }
        guard outcome.problems == 0 || mode == .map else { return finish(outcome, started) }
        // 2. The solved workspace, built once.
        let directory = scratch ?? FileManager.default.temporaryDirectory.appendingPathComponent("course-\(chapter.number)-\(UUID().uuidString)")
        defer { if scratch == nil { try? FileManager.default.removeItem(at: directory) } }
        let variants: VariantWorkspace
        do {
            variants = try VariantWorkspace(files: solvedFiles, module: chapter.module, directory: directory)
        } catch {
            problem(error.description, &outcome)
            return finish(outcome, started)
        }
        let runner = TestRun(directory: directory, limit: limit, modules: [chapter.module])
        let first = variants.build()
        guard first.succeeded else {
            problem("the solved workspace does not compile:", &outcome)
            for line in first.errors { say("    \(line)") }
            return finish(outcome, started)
        }
        let baseline = runner.runAll()
        if let message = baseline.problem { problem("the solved workspace's tests: \(message)", &outcome) }
        let baselineFailures = baseline.failures
        say("  solved workspace: built in \(seconds(first.seconds)), \(baseline.order.count) tests, \(baselineFailures.isEmpty ? "all pass" : "\(baselineFailures.count) FAIL") (\(seconds(baseline.seconds)))")
        for id in baselineFailures.prefix(5) { say("    ✘ \(baseline.names[id] ?? id): \(ProgressRenderer.oneLine(baseline.results[id]!))") }
        guard baselineFailures.isEmpty, baseline.problem == nil else {
            problem("the solved workspace must pass every test before anything can be measured", &outcome)
            return finish(outcome, started)
        }
        let names = baseline.names
        // 3. The map's owners: each exercise taken out alone.
        let fileMap = material.testMap
        var map: TestMap
        /// F(E) for each exercise E taken out alone, when the map is measured (not with --mistake).
        var standIns: [ExerciseID: Set<String>]?
        if mistakes != nil, let fileMap {
            map = fileMap
            say("  map: using \(TestMap.path(chapter: chapter.number)) as it is (--mistake given)")
        } else {
            var failures: [ExerciseID: Set<String>] = [:]
            for exercise in exercises {
                let changes: [String: String]
                do {
                    changes = try takingOut(exercise.id, from: material)
                    try variants.set(changes)
                } catch {
                    problem(error.description, &outcome)
                    return finish(outcome, started)
                }
                let build = variants.build()
                guard build.succeeded else {
                    problem("with exercise \(exercise.id) taken out, the workspace does not compile:", &outcome)
                    for line in build.errors.prefix(5) { say("    \(line)") }
                    continue
                }
                let run = runner.runAll()
                if let message = run.problem { problem("exercise \(exercise.id) taken out: \(message)", &outcome) }
                failures[exercise.id] = Set(run.failures)
                let odd = run.order.filter { if case .passed = run.results[$0]! { return false }; if case .failed = run.results[$0]! { return false }; return true }
                say("  take out \(exercise.id): \(run.failures.count) test\(run.failures.count == 1 ? "" : "s") fail\(odd.isEmpty ? "" : " (\(odd.count) crashed or hung)") (build \(seconds(build.seconds)), tests \(seconds(run.seconds)))")
                if run.failures.isEmpty { problem("taking out exercise \(exercise.id) makes no test fail: nothing checks it", &outcome) }
            }
            // Owners come from the stand-ins alone; the catalogue adds what tests also need (step 6).
            map = TestMap.measured(failures)
            standIns = failures
        }
        // 4. Labels: "Exercise E: " exactly when E owns the test.
        var labelProblems: [String] = []
        for id in baseline.order {
            let name = names[id] ?? id
            let label = ExerciseTest.exerciseLabel(name)
            let owner = map.owner(of: id)
            guard label != owner else { continue }
            switch (label, owner) {
            case let (label?, owner?): labelProblems.append("\"\(name)\" (\(id)) is labelled \(label) but checks \(owner): label it \"Exercise \(owner): …\"")
            case let (label?, nil): labelProblems.append("\"\(name)\" (\(id)) is labelled \(label) but no exercise's stand-in makes it fail: drop the label, or make it check \(label)")
            case let (nil, owner?): labelProblems.append("\"\(name)\" (\(id)) checks \(owner) but has no label: name it \"Exercise \(owner): …\"")
            case (nil, nil): break
            }
        }
        if labelProblems.isEmpty {
            say("  labels: every \"Exercise N.M:\" label agrees with the map")
        } else {
            for line in labelProblems { problem("label: \(line)", &outcome) }
        }
        // 5. The catalogue, one mistake at a time: a test of the mistake's own exercise must fail.
        // `map` runs every test, and every other owned test that fails also needs that exercise;
        // `check` runs only the exercise's own tests (CI time), and trusts the file for those needs.
        var wrongCode: [ExerciseID: Set<String>] = [:]
        for mistake in catalogue {
            let owned = map.tests(of: mistake.exercise).map(\.test)
            let changes: [String: String]
            do {
                changes = try self.changes(for: mistake, in: solvedFiles)
                try variants.set(changes)
            } catch let failure as EditFailure {
                problem("mistake \(mistake.id): \(failure.message)", &outcome)
                continue
            } catch {
                problem("mistake \(mistake.id): \(error)", &outcome)
                continue
            }
            let build = variants.build()
            guard build.succeeded else {
                outcome.missed += 1
                say("  \(mistake.id) DOES NOT COMPILE (a mistake must be a program a learner can run): \(build.errors.first ?? "")")
                continue
            }
            // A mistake that hangs costs a short limit: the hang is what is checked, not its length.
            let mistakeRunner = mistake.report == .hang ? TestRun(directory: directory, limit: min(limit, 5), modules: [chapter.module]) : runner
            let run = mode == .map ? mistakeRunner.runAll() : mistakeRunner.runAll(only: owned)
            wrongCode[mistake.exercise, default: []].formUnion(run.failures)
            let failing = run.failures.filter(owned.contains)
            let timing = "(build \(seconds(build.seconds)), tests \(seconds(run.seconds)))"
            let others = run.failures.filter { !owned.contains($0) }
            if !others.isEmpty {
                let owners = Set(others.map { map.owner(of: $0)?.description ?? "no exercise" }).sorted()
                say("    with \(mistake.id) applied, \(others.count) test\(others.count == 1 ? "" : "s") of \(owners.joined(separator: ", ")) fail\(others.count == 1 ? "s" : "") too")
            }
            if mistake.equivalent != nil {
                if failing.isEmpty, run.problem == nil {
                    outcome.caught += 1
                    say("  \(mistake.id) equivalent, as claimed: none of \(mistake.exercise)'s \(owned.count) tests fails \(timing)")
                } else {
                    outcome.missed += 1
                    let which = failing.first.map { "\"\(run.names[$0] ?? $0)\" fails: \(ProgressRenderer.oneLine(run.results[$0]!))" } ?? run.problem ?? ""
                    say("  \(mistake.id) NOT EQUIVALENT: \(which) \(timing)")
                }
            } else if let expected = mistake.report, let shown = run.firstStop ?? failing.first, let differs = Self.reportDiffers(expected, run.results[shown]!) {
                outcome.missed += 1
                say("  \(mistake.id) REPORTED WRONG: its first crash or hang (else its first failure), \"\(run.names[shown] ?? shown)\", \(differs) \(timing)")
            } else if let first = failing.first {
                outcome.caught += 1
                let more = failing.count > 1 ? " and \(failing.count - 1) more" : ""
                say("  \(mistake.id) caught by \"\(run.names[first] ?? first)\"\(more): \(ProgressRenderer.oneLine(run.results[first]!)) \(timing)")
            } else {
                outcome.missed += 1
                say("  \(mistake.id) MISSED: none of \(mistake.exercise)'s \(owned.count) tests fails (\(mistake.title)) \(timing)")
            }
        }
        // 6. The map with what the catalogue's mistakes add, written; or the stand-ins' map compared
        // with the file, whose further "also needs" (measured by `map` on the mistakes) are kept.
        if let standIns {
            let owners = map
            if mode == .map { map = TestMap.measured(standIns, mistakes: wrongCode) }
            let unowned = Set(wrongCode.values.flatMap { $0 }).filter { owners.owner(of: $0) == nil }
            if !unowned.isEmpty {
                say("  note: \(unowned.count) test\(unowned.count == 1 ? "" : "s") that no stand-in breaks fail\(unowned.count == 1 ? "s" : "") with a mistake applied (they stay other tests): \(unowned.sorted().prefix(5).map { names[$0] ?? $0 }.joined(separator: "; "))\(unowned.count > 5 ? "; …" : "")")
            }
            let path = TestMap.path(chapter: chapter.number)
            switch mode {
            case .map:
                do {
                    try Data(map.text(chapter: chapter.number).utf8).write(to: root.appendingPathComponent(path))
                    say("  map: wrote \(path) (\(map.entries.count) owned tests)")
                } catch {
                    problem("cannot write \(path): \(error.localizedDescription)", &outcome)
                }
            case .check:
                if let fileMap {
                    let differences = fileMap.differences(from: map, allowingFurtherNeeds: true)
                    if differences.isEmpty {
                        say("  map: \(path) matches the measurement (\(map.entries.count) owned tests)")
                    } else {
                        problem("\(path) differs from the measurement (- in the file, + measured); run `swift run workshop course map \(chapter.number)`:", &outcome)
                        for line in differences.prefix(20) { say("    \(line)") }
                        if differences.count > 20 { say("    … and \(differences.count - 20) more") }
                    }
                } else {
                    problem("\(path) does not exist; run `swift run workshop course map \(chapter.number)`", &outcome)
                }
            }
        }
        // 7. The untouched workspace, last: nothing was left behind.
        do {
            try variants.set([:])
        } catch {
            problem(error.description, &outcome)
            return finish(outcome, started)
        }
        let last = variants.build()
        let clean = last.succeeded ? runner.runAll() : TestRun.Report()
        if !last.succeeded || !clean.failures.isEmpty || clean.problem != nil || clean.order.count != baseline.order.count {
            problem("the untouched workspace, rebuilt last, does not pass every test as it did first (\(clean.failures.count) fail): a variant was left behind", &outcome)
        } else {
            say("  untouched workspace, rebuilt: all \(clean.order.count) tests pass again (build \(seconds(last.seconds)))")
        }
        return finish(outcome, started)
    }

    private func finish(_ outcome: Outcome, _ started: Date) -> Outcome {
        var parts: [String] = []
        if outcome.caught + outcome.missed > 0 {
            parts.append("\(outcome.caught) of \(outcome.caught + outcome.missed) mistakes caught")
        }
        parts.append(outcome.problems == 0 && outcome.missed == 0 ? "ok" : "\(outcome.problems) problem\(outcome.problems == 1 ? "" : "s")\(outcome.missed > 0 ? ", \(outcome.missed) MISSED" : "")")
        say("Chapter \(chapter.number): \(parts.joined(separator: "; ")) (\(seconds(Date().timeIntervalSince(started))))")
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
