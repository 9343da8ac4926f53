import CourseProgress
import Foundation
import Testing

@Suite("Progress: reading a test run's event stream and a crash's output")
struct TestOutputTests {
    /// Two lines of a Swift Testing event stream: a test's record, and an issue with a difference.
    let stream = #"""
    {"kind":"test","payload":{"displayName":"Exercise 2.3: Completion disposes first","id":"Chapter02_DisposableTests.SubscriptionTests\/completionCleansUpFirst()\/SubscriptionTests.swift:55:6","kind":"function","name":"completionCleansUpFirst()"},"version":0}
    {"kind":"event","payload":{"kind":"testStarted","testID":"Chapter02_DisposableTests.SubscriptionTests\/completionCleansUpFirst()\/SubscriptionTests.swift:55:6"},"version":0}
    {"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"fileID":"Chapter02_DisposableTests\/SubscriptionTests.swift","line":64,"column":9}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"Expectation failed: (log.entries → [\"next(1)\", \"completed\"]) == ([\"next(1)\", \"clean-up\", \"completed\"])"},{"symbol":"difference","text":"removed [\"clean-up\"]"}],"testID":"Chapter02_DisposableTests.SubscriptionTests\/completionCleansUpFirst()\/SubscriptionTests.swift:55:6"},"version":0}
    {"kind":"event","payload":{"kind":"testEnded","testID":"Chapter02_DisposableTests.SubscriptionTests\/completionCleansUpFirst()\/SubscriptionTests.swift:55:6"},"version":0}
    {"kind":"event","payload":{"kind":"testStarted","testID":"Chapter02_DisposableTests.SubscriptionTests\/completionCleansUpFirst()\/SubscriptionTests.swift:55:6"
    """#

    @Test("an issue's message is kept whole, expected and actual values included; the difference lines, which need a key, are left out")
    func wholeFailureText() {
        let events = TestEvents.parse(stream)
        let id = "Chapter02_DisposableTests.SubscriptionTests/completionCleansUpFirst"
        #expect(events.tests == [id])
        #expect(events.names[id] == "Exercise 2.3: Completion disposes first")
        #expect(events.issues[id] == [TestEvents.Issue(
            message: "Expectation failed: (log.entries → [\"next(1)\", \"completed\"]) == ([\"next(1)\", \"clean-up\", \"completed\"])",
            location: "SubscriptionTests.swift:64"
        )])
        // The cut-off last line (a killed process) is ignored; the run did not reach its end.
        #expect(!events.runEnded)
        #expect(events.unfinished.isEmpty)
    }

    @Test("identifiers: the stream's become what --filter and the map name, and a pattern selects one test only")
    func identifiers() {
        #expect(TestEvents.identifier("T.Suite/f(x:)/F.swift:3:6") == "T.Suite/f")
        #expect(TestEvents.identifier("T.Outer/Inner/g()/F.swift:9:2") == "T.Outer/Inner/g")
        #expect(TestEvents.pattern(for: "T.Suite/f") == "^T\\.Suite/f\\(")
    }

    /// The output of a crashed test process, as Swift's backtracer prints it (shortened).
    let crashOutput = """
    ◇ Test "Exercise 2.2: A disposed compound lets go of what it held" started.
    Chapter02_Disposable/Disposable.swift:29: Fatal error: Unexpectedly found nil while unwrapping an Optional value

    *** Signal 4: Backtracing from 0x7f506b76df7f... done ***

    *** Program crashed: Illegal instruction at 0x00007f506b76df7f ***

    Thread 0 "ExercisesPackag":

      0      0x00007f5069e92301 sigsuspend + 65 in libc.so.6

    Thread 2 "oot.default-qos" crashed:

      0                  0x00007f506b76df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra]             0x00007f506b8f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
      2 [ra]             0x000055ddc8ea1bf8 Disposable.dispose() + 359 in ExercisesPackageTests.xctest at /tmp/ws/Sources/Chapter02_Disposable/Disposable.swift:29:14
      3 [ra]             0x000055ddc8ea1453 CompoundDisposable.dispose() + 402 in ExercisesPackageTests.xctest at /tmp/ws/Sources/Chapter02_Disposable/CompoundDisposable.swift:46:50
      4 [ra]             0x000055ddc8eb93cc CompoundDisposableTests.disposingReleasesChildren() + 1163 in ExercisesPackageTests.xctest at /tmp/ws/Tests/Chapter02_DisposableTests/CompoundDisposableTests.swift:109:18
    """

    @Test("a crash: the fatal error's message and the first frame in the learner's sources, not the last line of output")
    func crashMessageAndFrame() {
        let crash = CrashReport.parse(crashOutput, modules: ["Chapter02_Disposable"], status: 132)
        #expect(crash == CrashReport(
            message: "Fatal error: Unexpectedly found nil while unwrapping an Optional value",
            location: "Sources/Chapter02_Disposable/Disposable.swift:29",
            function: "Disposable.dispose()"
        ))
        #expect(crash.summary == "Fatal error: Unexpectedly found nil while unwrapping an Optional value at Sources/Chapter02_Disposable/Disposable.swift:29 (in Disposable.dispose())")
    }

    @Test("a crash in the standard library, a bad access, and a crash with no report at all")
    func otherCrashes() {
        let empty = CrashReport.parse("Swift/Array.swift:1000: Fatal error: Can't remove items from an empty collection\n", modules: ["M"], status: 132)
        #expect(empty.message == "Fatal error: Can't remove items from an empty collection")
        #expect(empty.location == nil)
        let access = CrashReport.parse("*** Program crashed: Bad pointer dereference at 0x00007ffd3c9f2ff8 ***\n", modules: ["M"], status: 139)
        #expect(access.message == "Bad pointer dereference (a bad access, or a stack overflow from endless recursion)")
        let silent = CrashReport.parse("", modules: ["M"], status: 139)
        #expect(silent.message == "the test process stopped (signal 11, SIGSEGV: a bad memory access, or a stack overflow from endless recursion)")
    }
}

@Suite("Progress: text that fits the terminal, never cut inside a token")
struct TextLayoutTests {
    @Test("long values are broken between tokens; a quoted string stays whole")
    func breaksBetweenTokens() {
        let message = #"Expectation failed: (log.entries → ["next(1)", "a clean-up that runs late"]) == ["next(1)", "clean-up"]"#
        let lines = TextLayout.wrap(message, width: 40, indent: "  ")
        #expect(lines.allSatisfy { $0.count <= 40 || !$0.dropFirst(2).contains(" ") })
        #expect(lines.contains { $0.contains(#""a clean-up that runs late"]) =="#) || $0.contains(#""a clean-up that runs late"])"#) })
        // Joining the lines gives the message back: nothing is lost or cut.
        #expect(lines.map { $0.dropFirst(2) }.joined(separator: " ") == message)
    }

    @Test("a token wider than the line gets a line of its own, whole")
    func wideToken() {
        let lines = TextLayout.wrap("a \(String(repeating: "x", count: 50)) b", width: 20, indent: "")
        #expect(lines == ["a", String(repeating: "x", count: 50), "b"])
    }
}

@Suite("Progress: reset puts one exercise's stand-in back and leaves the rest of the file alone")
struct ResetTests {
    let place = Course.Place(file: "Sources/M/F.swift", task: "forward the value", declaration: "sendNext", stub: ["target.sendNext(value)"])
    let other = Course.Place(file: "Sources/M/F.swift", task: "count it", declaration: "count", stub: [])

    /// A file with two regions of exercise 2.4 and one of exercise 2.5, as a learner left it.
    var edited: String {
        """
        func sendNext() {
            // BEGIN exercise 2.4 · Forward while subscribed
            guard !disposed else { return }
            target.sendNext(value)
            // END exercise 2.4
        }
        func count() {
            // BEGIN exercise 2.5 · Count
            count += 1
            // END exercise 2.5
        }
        func sendError() {
            // BEGIN exercise 2.4 · Forward while subscribed
            my attempt
            // END exercise 2.4
        }
        """
    }

    @Test("both regions of 2.4 get their stand-in; 2.5's code and everything else stay")
    func resetsOneExercise() throws {
        let text = try RegionComments.reset(edited, exercise: ExerciseID("2.4")!, title: "Forward while subscribed", places: [place, place], file: "F.swift")
        #expect(text == """
        func sendNext() {
            // BEGIN exercise 2.4 · Forward while subscribed
            // Your task: forward the value.
            // Write your code between BEGIN and END, in place of the stand-in below.
            target.sendNext(value)
            // END exercise 2.4
        }
        func count() {
            // BEGIN exercise 2.5 · Count
            count += 1
            // END exercise 2.5
        }
        func sendError() {
            // BEGIN exercise 2.4 · Forward while subscribed
            // Your task: forward the value.
            // Write your code between BEGIN and END, in place of the stand-in below.
            target.sendNext(value)
            // END exercise 2.4
        }
        """)
        let count = try RegionComments.reset(edited, exercise: ExerciseID("2.5")!, title: "Count", places: [other], file: "F.swift")
        #expect(count.contains("my attempt"))
        #expect(!count.contains("count += 1"))
    }

    @Test("without its boundary lines, reset refuses and changes nothing")
    func refusesWithoutBoundaries() {
        let broken = edited.replacingOccurrences(of: "    // END exercise 2.4\n}\nfunc count", with: "}\nfunc count")
        #expect(broken != edited)
        #expect(throws: CourseError.self) {
            try RegionComments.reset(broken, exercise: ExerciseID("2.4")!, title: "T", places: [place, place], file: "F.swift")
        }
    }

    @Test("progress reset through the tool: the workspace's files, one exercise only")
    func resetCommand() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ResetTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/M"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let course = Course(writtenBy: "test", solved: false, chapters: [Course.Chapter(number: 2, title: "T", module: "M", exercises: [
            Course.Exercise(id: ExerciseID("2.4")!, title: "Forward while subscribed", takenOut: true, rules: [], question: "", hints: ["one", "two"], places: [place, place], tests: []),
            Course.Exercise(id: ExerciseID("2.5")!, title: "Count", takenOut: true, rules: [], question: "", hints: [], places: [other], tests: []),
        ])])
        try Data(course.encoded().utf8).write(to: folder.appendingPathComponent(Course.fileName))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(Hints.file).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Hints.encoded(course.exercises).utf8).write(to: folder.appendingPathComponent(Hints.file))
        try Data(edited.utf8).write(to: folder.appendingPathComponent("Sources/M/F.swift"))
        #expect(ProgressTool.main(["reset", "2.4"], directory: folder) == 0)
        let text = try String(contentsOf: folder.appendingPathComponent("Sources/M/F.swift"), encoding: .utf8)
        #expect(!text.contains("my attempt"))
        #expect(text.contains("count += 1"))
        // The code the reset replaced is kept, outside Sources/.
        let kept = try String(contentsOf: folder.appendingPathComponent(".progress/reset/Sources/M/F.swift.reset-1"), encoding: .utf8)
        #expect(kept == edited)
        // Hints: one at a time, remembered in the workspace; after the last, the last again.
        let hints = Hints(directory: folder, course: course)
        let exercise = try #require(course.exercise(ExerciseID("2.4")!))
        #expect(try hints.next(for: exercise).hasPrefix("Hint 1 of 2 "))
        #expect(try hints.next(for: exercise).hasPrefix("Hint 2 of 2 "))
        #expect(try hints.next(for: exercise).hasPrefix("Hint 2 of 2 "))
        #expect(ProgressTool.main(["reset", "9.9"], directory: folder) == 2)
    }
}

@Suite("Progress: blame where the code is")
struct BlameTests {
    private func exercise(_ id: String, takenOut: Bool = true, _ tests: [(String, [String])]) -> Course.Exercise {
        Course.Exercise(id: ExerciseID(id)!, title: "T", takenOut: takenOut, rules: [], question: "", hints: [], places: [],
                        tests: tests.map { Course.Test(id: $0.0, name: $0.0, alsoNeeds: $0.1.map { ExerciseID($0)! }) })
    }

    private func run(_ results: [String: TestRun.Result]) -> TestRun.Report {
        var report = TestRun.Report()
        for (id, result) in results.sorted(by: { $0.key < $1.key }) { report.record(id, result) }
        return report
    }

    let failure = TestRun.Result.failed(TestEvents.Issue(message: "Expectation failed", location: nil))

    @Test("a failing test that also needs an earlier exercise not yet done says so, instead of blaming this one")
    func needsEarlierFirst() {
        let e = exercise("4.5", [("a", ["4.1"]), ("b", [])])
        #expect(ProgressJudge.judge(e, run: run(["a": failure, "b": .passed]), missing: [ExerciseID("4.1")!]) == .needs([ExerciseID("4.1")!]))
        // Once 4.1 works, the same failure is 4.5's own.
        #expect(ProgressJudge.judge(e, run: run(["a": failure, "b": .passed]), missing: []) == .notYet(test: "a", result: failure))
        // A failure of a test that needs nothing missing is the exercise's own, whatever else waits.
        #expect(ProgressJudge.judge(e, run: run(["a": failure, "b": failure]), missing: [ExerciseID("4.1")!]) == .notYet(test: "b", result: failure))
        #expect(ProgressJudge.judge(e, run: run(["a": .passed, "b": .passed]), missing: []) == .done)
    }

    // ProgressSession runs an exercise's rules, then (in a second process) its tests of where the
    // chapter differs from RAC, and appends the second run to the first.
    @Test("a test of where the chapter differs from RAC runs after the rules it qualifies: a failing rule is the one shown")
    func differencesComeAfterTheRules() {
        let difference = "T.DifferencesTests/d"
        let e = Course.Exercise(id: ExerciseID("1.1")!, title: "T", takenOut: true, rules: [], question: "", hints: [], places: [],
                                tests: [Course.Test(id: "z", name: "z", alsoNeeds: []), Course.Test(id: difference, name: "d", alsoNeeds: [], differsFromRAC: true)])
        var report = run(["z": failure])
        report.append(run([difference: failure]))
        #expect(report.order == ["z", difference])
        #expect(ProgressJudge.judge(e, run: report, missing: []) == .notYet(test: "z", result: failure))
    }

    @Test("with --only, an exercise left in is given: its tests that wait for the one being written say so")
    func onlyLeavesTheOthersWorking() {
        let given = exercise("8.4", takenOut: false, [("a", ["8.3"]), ("b", [])])
        #expect(ProgressJudge.judge(given, run: run(["a": failure, "b": .passed]), missing: [ExerciseID("8.3")!]) == .given(waiting: 1, on: [ExerciseID("8.3")!]))
        #expect(ProgressJudge.judge(given, run: run(["a": .passed, "b": .passed]), missing: [ExerciseID("8.3")!]) == .given(waiting: 0, on: []))
        // With nothing being written, a failing test of a given exercise means its code was broken.
        #expect(ProgressJudge.judge(given, run: run(["a": .passed, "b": failure]), missing: []) == .broken(test: "b", result: failure))
        // A test that did not run (the process crashed before it) is not a pass.
        #expect(ProgressJudge.judge(exercise("1.1", [("x", [])]), run: run([:]), missing: []) != .done)
    }
}
