import CourseProgress
import Foundation
import Testing

/// A tiny package with a planted infinite loop, a planted crash and two plain failures, built once
/// per machine (in the temporary folder, under a name that changes with its sources) and shared
/// by the tests that run real processes.
private enum Probe {
    static let sources: [String: String] = [
        "Package.swift": """
        // swift-tools-version: 6.0
        import PackageDescription
        let package = Package(name: "Probe", targets: [
            .target(name: "Probe", path: "Sources/Probe"),
            .testTarget(name: "ProbeTests", dependencies: ["Probe"], path: "Tests/ProbeTests"),
        ], swiftLanguageModes: [.v6])
        """,
        "Sources/Probe/Probe.swift": """
        /// Spins for as long as `forever` says: a loop that never ends when it is true.
        public func spin(forever: Bool) -> Int {
            // BEGIN exercise 1.1 · Probe 1
            while forever {}
            // END exercise 1.1
            return 0
        }

        /// The first value, force-unwrapped: a crash for an empty array.
        public func first(of values: [Int]) -> Int {
            values.first!
        }
        """,
        "Tests/ProbeTests/ProbeTests.swift": """
        import Testing
        import Probe

        struct ProbeTests {
            @Test("Exercise 1.1: spins") func spins() { #expect(spin(forever: true) == 0) }
            @Test("Exercise 1.2: crashes") func crashes() { #expect(first(of: []) == 0) }
            @Test("Exercise 1.3: a fails") func aFails() { #expect(1 == 2) }
            @Test("Exercise 1.3: b fails") func bFails() { #expect(3 == 4) }
            @Test("passes") func passes() { #expect(Bool(true)) }
        }

        /// One exercise whose process dies twice: every test still gets a verdict of its own.
        struct SecondProbeTests {
            @Test("Exercise 1.4: passes first") func passesFirst() { #expect(spin(forever: false) == 0) }
            @Test("Exercise 1.4: crashes second") func crashesSecond() { #expect(first(of: []) == 0) }
            @Test("Exercise 1.4: spins third") func spinsThird() { #expect(spin(forever: true) == 0) }
            @Test("Exercise 1.4: fails fourth") func failsFourth() { #expect(1 == 2) }
        }
        """,
    ]

    static func test(_ function: String, _ name: String) -> Course.Test {
        Course.Test(id: "ProbeTests.ProbeTests/\(function)", name: name, alsoNeeds: [])
    }

    static func exercise(_ index: Int, _ tests: [Course.Test]) -> Course.Exercise {
        Course.Exercise(id: ExerciseID(chapter: 1, index: index), title: "Probe \(index)", takenOut: true, rules: [], question: "", hints: [],
                        places: [Course.Place(file: "Sources/Probe/Probe.swift", task: "probe", declaration: nil, stub: [])], tests: tests)
    }

    static let course = Course(writtenBy: "ProgressProcessTests", solved: false, chapters: [Course.Chapter(number: 1, title: "Probe", module: "Probe", exercises: [
        exercise(1, [test("spins", "Exercise 1.1: spins")]),
        exercise(2, [test("crashes", "Exercise 1.2: crashes")]),
        exercise(3, [test("aFails", "Exercise 1.3: a fails"), test("bFails", "Exercise 1.3: b fails")]),
        exercise(4, ["passesFirst", "crashesSecond", "spinsThird", "failsFourth"].map {
            Course.Test(id: "ProbeTests.SecondProbeTests/\($0)", name: $0, alsoNeeds: [])
        }),
    ])])

    /// The built package's folder, or why it could not be built.
    static let built: Result<URL, CourseError> = {
        var hasher = 0
        for (path, text) in sources.sorted(by: { $0.key < $1.key }) {
            for byte in (path + text).utf8 { hasher = (hasher &* 31) &+ Int(byte) }
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("CourseProgressProbe-\(UInt(bitPattern: hasher) % 1_000_000_007)")
        do {
            for (path, text) in sources {
                let url = folder.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                if (try? String(contentsOf: url, encoding: .utf8)) != text { try Data(text.utf8).write(to: url) }
            }
            try Data(course.encoded().utf8).write(to: folder.appendingPathComponent(Course.fileName))
        } catch {
            return .failure(CourseError("cannot write the probe package: \(error)"))
        }
        let build = WorkspaceBuild(directory: folder, limit: 1200).run()
        return build.succeeded ? .success(folder) : .failure(CourseError("the probe package does not build: \(build.errors.joined(separator: "\n"))"))
    }()

    /// The live processes whose command line mentions `text` (zombies left out), from `ps`.
    static func processes(mentioning text: String) -> [String] {
        let ps = Process()
        ps.executableURL = URL(fileURLWithPath: "/bin/ps")
        if !FileManager.default.isExecutableFile(atPath: "/bin/ps") { ps.executableURL = URL(fileURLWithPath: "/usr/bin/ps") }
        ps.arguments = ["-A", "-o", "pid=,stat=,args="]
        let pipe = Pipe()
        ps.standardOutput = pipe
        guard (try? ps.run()) != nil else { return ["ps did not run"] }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        ps.waitUntilExit()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init).filter { line in
            let fields = line.split(separator: " ", maxSplits: 2)
            return line.contains(text) && fields.count == 3 && !fields[1].hasPrefix("Z") && !line.contains(" ps -A")
        }
    }
}

@Suite("Progress with real processes: a hang and a crash are reported, within the limit, and nothing is left running",
       .serialized, .timeLimit(.minutes(30)))
struct ProgressProcessTests {
    @Test("a command's whole session is killed at the limit, a background job in its own group included")
    func killsTheSession() {
        let started = Date()
        let result = SessionProcess(arguments: ["sh", "-c", "set -m; sleep 417 & wait"], directory: FileManager.default.temporaryDirectory, limit: 1).run()
        #expect(result.timedOut)
        #expect(Date().timeIntervalSince(started) < 6)
        #expect(SessionProcess.processes(inSession: result.session).isEmpty)
        #expect(Probe.processes(mentioning: "sleep 417").isEmpty)
    }

    @Test("a command that leaves a child holding the output open returns at once, and the child is gone")
    func doesNotWaitForEndOfFile() {
        let started = Date()
        let result = SessionProcess(arguments: ["sh", "-c", "sleep 418 & echo started"], directory: FileManager.default.temporaryDirectory, limit: 60).run()
        #expect(!result.timedOut)
        #expect(result.status == 0)
        #expect(result.output == "started\n")
        #expect(Date().timeIntervalSince(started) < 6)
        #expect(Probe.processes(mentioning: "sleep 418").isEmpty)
    }

    @Test("a planted infinite loop: reported as a hang of its test, within the limit plus a few seconds, no process left")
    func plantedHang() throws {
        let folder = try Probe.built.get()
        let check = ProgressSession(directory: folder, course: Probe.course, limit: 3)
        let started = Date()
        let entry = check.check(Probe.course.exercises[0], after: [])
        let elapsed = Date().timeIntervalSince(started)
        guard case let .notYet("ProbeTests.ProbeTests/spins", .hung(hang)) = entry.state else {
            Issue.record("not a hang of spins: \(entry.state)")
            return
        }
        // Before the kill, the process was asked for its stack: the loop's line, in the region.
        #expect(hang.seconds == 3)
        #expect(hang.place?.top?.location == "Sources/Probe/Probe.swift:4")
        #expect(hang.place?.yours == hang.place?.top.map(StackPlace.Yours.at))
        #expect(hang.place?.test?.location == "Tests/ProbeTests/ProbeTests.swift:5")
        #expect(elapsed < 3 + 15 + 15, "took \(elapsed) s")
        let text = check.renderer.lines(for: entry).joined(separator: "\n")
        #expect(text.contains("hang: still running after 3 s"))
        #expect(text.contains("it was running your line Sources/Probe/Probe.swift:4 (in "))
        #expect(Probe.processes(mentioning: folder.path).isEmpty)
    }

    @Test("a planted crash: the fatal error and the line of the learner's code, no process left")
    func plantedCrash() throws {
        let folder = try Probe.built.get()
        let check = ProgressSession(directory: folder, course: Probe.course, limit: 30)
        let entry = check.check(Probe.course.exercises[1], after: [])
        guard case let .notYet(test, .crashed(crash)) = entry.state else {
            Issue.record("not a crash: \(entry.state)")
            return
        }
        #expect(test == "ProbeTests.ProbeTests/crashes")
        #expect(crash.message == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(crash.location == "Sources/Probe/Probe.swift:11")
        #expect(Probe.processes(mentioning: folder.path).isEmpty)
    }

    @Test("a crash and a hang in tests that are not the exercise's first: the tests after the crash run again, those after the hang do not")
    func everyTestHasAVerdict() throws {
        let folder = try Probe.built.get()
        let check = ProgressSession(directory: folder, course: Probe.course, limit: 3)
        let started = Date()
        let entry = check.check(Probe.course.exercises[3], after: [])
        let elapsed = Date().timeIntervalSince(started)
        let id = { (name: String) in "ProbeTests.SecondProbeTests/\(name)" }
        #expect(entry.results[id("passesFirst")] == .passed)
        guard case let .crashed(crash)? = entry.results[id("crashesSecond")] else {
            Issue.record("crashesSecond: \(String(describing: entry.results[id("crashesSecond")]))")
            return
        }
        #expect(crash.message == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(crash.location == "Sources/Probe/Probe.swift:11")
        guard case let .hung(hang)? = entry.results[id("spinsThird")] else {
            Issue.record("spinsThird: \(String(describing: entry.results[id("spinsThird")]))")
            return
        }
        #expect(hang.seconds == 3)
        // One hang costs one time limit: the test after it does not run.
        #expect(entry.results[id("failsFourth")] == .notRun("not run after the hang in Exercise 1.4: spins third: one hang is enough to look at, and each costs the whole time limit"))
        // The report shows the first failure in run order, names every crash and hang, and never says "renamed?".
        let text = check.renderer.lines(for: entry).joined(separator: "\n")
        #expect(text.contains("crashes second"))
        #expect(text.contains("crashed: Fatal error: Unexpectedly found nil"))
        #expect(text.contains("spins third"))
        #expect(text.contains("hang: still running after 3 s, stopped"))
        #expect(!text.contains("renamed"))
        #expect(text.contains("(its 4 tests: 1 passes, 1 crashes, 1 hangs, 1 did not run)"))
        #expect(elapsed < 3 + 15 + 30, "took \(elapsed) s")
        #expect(Probe.processes(mentioning: folder.path).isEmpty)
    }

    @Test("the same code gives the same first failure, run after run; the report covers every exercise and the other tests")
    func deterministicReport() throws {
        let folder = try Probe.built.get()
        let check = ProgressSession(directory: folder, course: Probe.course, limit: 3)
        let first = check.check(Probe.course.exercises[2], after: [])
        let second = check.check(Probe.course.exercises[2], after: [])
        #expect(first.state == second.state)
        guard case .notYet("ProbeTests.ProbeTests/aFails", .failed) = first.state else {
            Issue.record("the first failure is not a's: \(first.state)")
            return
        }
        var lines: [String] = []
        let status = check.report { lines.append($0) }
        #expect(status == 1)
        let text = lines.joined(separator: "\n")
        #expect(text.contains("Exercise 1.1  not yet  Probe 1"))
        #expect(text.contains("crashed: Fatal error: Unexpectedly found nil"))
        #expect(text.contains("Other tests   pass     (1 test that checks no exercise)"))
        #expect(Probe.processes(mentioning: folder.path).isEmpty)
    }
}
