import Foundation

/// `exercise N --status DIR`: builds a workspace, runs each exercise's tests in a process of its
/// own (so one that hangs or crashes cannot hide the others), and says how far the learner is.
struct ExerciseStatus {
    /// How one exercise's test run went.
    enum Outcome: Equatable {
        case done
        /// The first failing expectation, or what went wrong with the process.
        case notYet(String)
    }

    /// One exercise of the workspace, found through its tests.
    struct Entry {
        let id: ExerciseID
        /// The test target, `Chapter02_DisposableTests`.
        let target: String
        let tests: [ExerciseTest]
        /// From the `// Exercise N.M: …` comment in `Sources/`, when the workspace has one.
        let task: String?

        var filters: [String] { tests.map { $0.filter(target: target) } }
    }

    let directory: URL
    /// Seconds allowed for each test process.
    let limit: Int
    let output: TextSink

    /// The exercises of the workspace at `directory`, in order.
    static func entries(in directory: URL) -> [Entry] {
        let testsFolder = directory.appendingPathComponent("Tests")
        let targets = ((try? FileManager.default.contentsOfDirectory(atPath: testsFolder.path)) ?? [])
            .filter { $0.hasSuffix("Tests") }
            .sorted()
        var tasks: [ExerciseID: String] = [:]
        for path in Files.list(under: directory.appendingPathComponent("Sources")) where path.hasSuffix(".swift") {
            for line in (Files.read(directory.appendingPathComponent("Sources/\(path)")) ?? "").split(separator: "\n") {
                let trimmed = line.trimmingWhitespace()
                guard trimmed.hasPrefix("// Exercise "), let colon = trimmed.firstIndex(of: ":") else { continue }
                if let id = ExerciseID(String(trimmed.dropFirst("// Exercise ".count)[..<colon])), tasks[id] == nil {
                    tasks[id] = trimmed[trimmed.index(after: colon)...].trimmingWhitespace()
                }
            }
        }
        var entries: [Entry] = []
        for target in targets {
            let folder = testsFolder.appendingPathComponent(target)
            var tests: [ExerciseID: [ExerciseTest]] = [:]
            for path in Files.list(under: folder) where path.hasSuffix(".swift") {
                for test in ExerciseTest.scan(Files.read(folder.appendingPathComponent(path)) ?? "", file: path) {
                    tests[test.exercise, default: []].append(test)
                }
            }
            for id in tests.keys.sorted() {
                entries.append(Entry(id: id, target: target, tests: tests[id]!, task: tasks[id]))
            }
        }
        return entries
    }

    /// Runs everything and prints the report; returns 0 when every exercise is done.
    func run() -> Int32 {
        let entries = Self.entries(in: directory)
        guard !entries.isEmpty else {
            output.line("error: \(directory.path) has no tests named \"Exercise N.M: …\"; is it an exercise workspace?")
            return ExitStatus.failure
        }
        output.line("Building \(directory.path) …")
        let build = BoundedProcess(arguments: ["swift", "build", "--build-tests"], directory: directory, limit: max(limit, 1200)).run()
        guard build.status == 0 else {
            output.line("The workspace does not compile\(build.timedOut ? " (the build timed out)" : ""). The compiler's first errors:")
            let errors = build.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(10)
            for line in errors.isEmpty ? build.output.split(separator: "\n").suffix(10) : errors {
                output.line("  \(line)")
            }
            return ExitStatus.failure
        }
        var done = 0
        for entry in entries {
            let outcome = run(entry)
            let title = entry.task.map { "  \($0)" } ?? ""
            switch outcome {
            case .done:
                done += 1
                output.line("Exercise \(entry.id)  done     \(entry.tests.count) test\(entry.tests.count == 1 ? "" : "s") pass\(title)")
            case let .notYet(reason):
                output.line("Exercise \(entry.id)  not yet\(title)")
                output.line("               \(reason)")
            }
        }
        let others = runOthers(entries)
        output.line(others)
        output.line("\(done) of \(entries.count) exercises done.")
        return done == entries.count ? ExitStatus.success : ExitStatus.failure
    }

    /// Runs the tests of one exercise.
    func run(_ entry: Entry) -> Outcome {
        let arguments = ["swift", "test", "--skip-build"] + entry.filters.flatMap { ["--filter", $0] }
        let result = BoundedProcess(arguments: arguments, directory: directory, limit: limit).run()
        return Self.outcome(of: result, limit: limit)
    }

    /// What a test process's result says about its exercise.
    static func outcome(of result: BoundedProcess.Result, limit: Int) -> Outcome {
        let firstIssue = firstFailure(in: result.output)
        if result.timedOut {
            return .notYet("its tests did not finish in \(limit) s (a hang?)" + (firstIssue.map { "; first failure: \($0)" } ?? ""))
        }
        if result.status == 0 {
            return testCount(in: result.output) == 0 ? .notYet("no test matched its name (was a test renamed?)") : .done
        }
        if let firstIssue {
            return .notYet(firstIssue)
        }
        let last = result.output.split(separator: "\n").last.map(String.init) ?? "no output"
        return .notYet("the test process stopped (status \(result.status), a crash?): \(last)")
    }

    /// Runs the tests that name no exercise: they should pass from the start.
    private func runOthers(_ entries: [Entry]) -> String {
        let arguments = ["swift", "test", "--skip-build"] + entries.flatMap(\.filters).flatMap { ["--skip", $0] }
        let result = BoundedProcess(arguments: arguments, directory: directory, limit: limit).run()
        switch Self.outcome(of: result, limit: limit) {
        case .done: return "Other tests  pass     (the tests that name no exercise)"
        case let .notYet(reason): return "Other tests  FAIL     (tests that name no exercise should always pass): \(reason)"
        }
    }

    /// `SubscriptionTests.swift:31:9: Expectation failed: …` from Swift Testing's first issue line.
    static func firstFailure(in output: String) -> String? {
        for line in output.split(separator: "\n") {
            if let range = line.range(of: " recorded an issue at ") {
                let test = line[..<range.lowerBound].drop { $0 != "\"" }
                return "\(test): \(line[range.upperBound...])"
            }
        }
        return nil
    }

    /// N in Swift Testing's final "Test run with N tests …" line; `nil` if there is none.
    static func testCount(in output: String) -> Int? {
        for line in output.split(separator: "\n").reversed() {
            guard let range = line.range(of: "Test run with ") else { continue }
            return Int(line[range.upperBound...].prefix { $0.isNumber })
        }
        return nil
    }
}
