@testable import CourseProgress
import Foundation
import Testing

/// Canned Swift Testing event-stream lines, the shape `swift test --event-stream-version 0` writes.
private enum Stream {
    static func id(_ name: String) -> String { "T.Suite/\(name)()/Suite.swift:1:1" }
    static func plan(_ name: String) -> String {
        #"{"kind":"test","payload":{"displayName":"Exercise 2.6: \#(name)","id":"\#(id(name))","kind":"function","name":"\#(name)()"},"version":0}"#
    }
    static let runStarted = #"{"kind":"event","payload":{"kind":"runStarted"},"version":0}"#
    static let runEnded = #"{"kind":"event","payload":{"kind":"runEnded"},"version":0}"#
    static func started(_ name: String) -> String { event("testStarted", name) }
    static func ended(_ name: String) -> String { event("testEnded", name) }
    static func skipped(_ name: String) -> String { event("testSkipped", name) }
    static func issue(_ name: String, _ text: String, line: Int) -> String {
        #"{"kind":"event","payload":{"issue":{"isKnown":false,"sourceLocation":{"fileID":"T\/Suite.swift","line":\#(line),"column":9}},"kind":"issueRecorded","messages":[{"symbol":"fail","text":"\#(text)"}],"testID":"\#(id(name))"},"version":0}"#
    }
    private static func event(_ kind: String, _ name: String) -> String {
        #"{"kind":"event","payload":{"kind":"\#(kind)","testID":"\#(id(name))"},"version":0}"#
    }
    static func lines(_ lines: String...) -> String { lines.joined(separator: "\n") + "\n" }
}

@Suite("Progress: the per-test ledger gives every test a verdict of its own, from the event stream and how the process ended")
struct TestLedgerTests {
    let crash = CrashReport(message: "Fatal error: Can't remove items from an empty collection", location: "Sources/M/F.swift:9", function: "f()")
    let ids = ["a", "b", "c"].map { "T.Suite/\($0)" }

    private func ledger(_ text: String, requested: [String]? = nil) -> TestLedger {
        var ledger = TestLedger(requested: requested ?? ids)
        ledger.read(text)
        return ledger
    }

    private func outcomes(_ ledger: TestLedger) -> [String: TestRun.Result] {
        Dictionary(uniqueKeysWithValues: ledger.outcomes.map { ($0.id, $0.result) })
    }

    @Test("a crash in the second test: the first passed, the second crashed, the third is to run again (not 'renamed')")
    func crashInSecondTest() {
        var ledger = ledger(Stream.lines(Stream.plan("a"), Stream.plan("b"), Stream.plan("c"), Stream.runStarted,
                                         Stream.started("a"), Stream.ended("a"), Stream.started("b")))
        #expect(ledger.running?.id == "T.Suite/b")
        ledger.settle(.died(crash))
        let results = outcomes(ledger)
        #expect(results["T.Suite/a"] == .passed)
        #expect(results["T.Suite/b"] == .crashed(crash))
        #expect(results["T.Suite/c"] == .notRun("the test process stopped in Exercise 2.6: b before this test started"))
        #expect(ledger.stoppedEarly == ["T.Suite/c"])
        #expect(ledger.order == ["T.Suite/a", "T.Suite/b"])
    }

    @Test("a hang: the running test hung for the limit; the planned ones are to run again")
    func hang() {
        var ledger = ledger(Stream.lines(Stream.plan("a"), Stream.plan("b"), Stream.plan("c"), Stream.runStarted,
                                         Stream.started("b")))
        ledger.settle(.stopped(seconds: 5))
        let results = outcomes(ledger)
        #expect(results["T.Suite/b"] == .hung(5))
        #expect(ledger.stoppedEarly == ["T.Suite/a", "T.Suite/c"])
    }

    @Test("a failure keeps its first issue; only a test the plan never listed is not found")
    func failureAndNotFound() {
        var ledger = ledger(Stream.lines(Stream.plan("a"), Stream.plan("b"), Stream.runStarted,
                                         Stream.started("a"), Stream.issue("a", "Expectation failed: 1 == 2", line: 4),
                                         Stream.issue("a", "second", line: 5), Stream.ended("a"),
                                         Stream.started("b"), Stream.ended("b"), Stream.runEnded))
        ledger.settle(.finished)
        let results = outcomes(ledger)
        #expect(results["T.Suite/a"] == .failed(TestEvents.Issue(message: "Expectation failed: 1 == 2", location: "Suite.swift:4")))
        #expect(results["T.Suite/b"] == .passed)
        #expect(results["T.Suite/c"] == .notFound)
        #expect(ledger.stoppedEarly.isEmpty)
        // Run order first, then the tests that never ran.
        #expect(ledger.outcomes.map(\.id) == ["T.Suite/a", "T.Suite/b", "T.Suite/c"])
    }

    @Test("a process that died before its plan: nothing is 'not found', everything is to run again")
    func diedBeforeThePlan() {
        var ledger = ledger("")
        ledger.settle(.died(crash))
        #expect(ledger.stoppedEarly == ids)
        #expect(!outcomes(ledger).values.contains(.notFound))
    }

    @Test("lines may arrive cut anywhere: an incomplete line waits for its rest")
    func chunks() {
        let text = Stream.lines(Stream.plan("a"), Stream.runStarted, Stream.started("a"), Stream.ended("a"), Stream.runEnded)
        var ledger = TestLedger(requested: ["T.Suite/a"])
        var rest = Substring(text)
        while !rest.isEmpty {
            ledger.read(String(rest.prefix(7)))
            rest = rest.dropFirst(7)
        }
        ledger.settle(.finished)
        #expect(outcomes(ledger) == ["T.Suite/a": .passed])
        #expect(ledger.names["T.Suite/a"] == "Exercise 2.6: a")
    }

    @Test("a run of every test: a test skipped by its own condition leaves the ledger")
    func skippedLeaves() {
        var ledger = TestLedger(requested: nil)
        ledger.read(Stream.lines(Stream.plan("a"), Stream.plan("b"), Stream.runStarted, Stream.skipped("b"),
                                 Stream.started("a"), Stream.ended("a"), Stream.runEnded))
        ledger.settle(.finished)
        #expect(outcomes(ledger) == ["T.Suite/a": .passed])
    }
}

@Suite("Progress: which failure an exercise shows, and how")
struct VerdictTests {
    private func exercise(_ tests: [(String, [String])], takenOut: Bool = true) -> Course.Exercise {
        Course.Exercise(id: ExerciseID("2.6")!, title: "Creation", takenOut: takenOut, rules: [], question: "", hints: [], places: [],
                        tests: tests.map { Course.Test(id: $0.0, name: $0.0, alsoNeeds: $0.1.compactMap(ExerciseID.init)) })
    }

    private func run(_ ran: [(String, TestRun.Result)]) -> TestRun.Report {
        var report = TestRun.Report()
        for (id, result) in ran { report.record(id, result) }
        return report
    }

    let failure = TestRun.Result.failed(TestEvents.Issue(message: "Expectation failed", location: nil))

    @Test("the failure that happened first in run order is shown, not the first in the map's order")
    func runOrder() {
        let e = exercise([("a", []), ("b", [])])
        #expect(ProgressJudge.judge(e, run: run([("b", failure), ("a", failure)]), missing: []) == .notYet(test: "b", result: failure))
    }

    @Test("a hang or crash is shown as what it is, even when the exercise otherwise waits for an earlier one")
    func hangNeverHidden() {
        let e = exercise([("a", ["2.3"]), ("b", ["2.3"])])
        let missing: Set = [ExerciseID("2.3")!]
        #expect(ProgressJudge.judge(e, run: run([("a", failure), ("b", .hung(5))]), missing: missing) == .notYet(test: "b", result: .hung(5)))
        #expect(ProgressJudge.judge(e, run: run([("a", failure), ("b", failure)]), missing: missing) == .needs([ExerciseID("2.3")!]))
        let given = exercise([("a", ["2.3"])], takenOut: false)
        let crash = TestRun.Result.crashed(CrashReport(message: "Fatal error", location: nil, function: nil))
        #expect(ProgressJudge.judge(given, run: run([("a", crash)]), missing: missing) == .broken(test: "a", result: crash))
    }

    @Test("a plain failure that happened before a hang is shown first, and the hang after it, never hidden")
    func failureThenHang() {
        let e = exercise([("a", []), ("b", [])])
        let report = run([("a", failure), ("b", .hung(5))])
        #expect(ProgressJudge.judge(e, run: report, missing: []) == .notYet(test: "a", result: failure))
        let check = ProgressRenderer(solved: false, width: 100)
        let entry = ExerciseVerdict(exercise: e, state: .notYet(test: "a", result: failure), names: [:], results: report.results, order: report.order)
        let text = check.lines(for: entry).joined(separator: "\n")
        #expect(text.contains("✘ a"))
        #expect(text.contains("also:"))
        #expect(text.contains("✘ b: hang: still running after 5 s, stopped"))
        #expect(text.contains("(its 2 tests: 1 fails, 1 hangs)"))
    }

    @Test("the tally counts the tests left waiting apart from those that did not run")
    func tallyOfWaiting() {
        let e = exercise([("a", []), ("b", ["2.3"]), ("c", [])])
        let check = ProgressRenderer(solved: false, width: 100)
        let entry = ExerciseVerdict(exercise: e, state: .notYet(test: "a", result: failure), names: [:],
                                        results: ["a": failure, "c": .notRun("x")], order: ["a"])
        #expect(check.lines(for: entry).joined(separator: "\n").contains("(its 3 tests: 1 fails, 1 did not run, 1 waits for an earlier exercise)"))
    }

    @Test("tests not run because they wait count as waiting, not as failures of their own")
    func unrunTestsWait() {
        let e = exercise([("a", []), ("b", ["2.3"])])
        #expect(ProgressJudge.judge(e, run: run([("a", .passed)]), missing: [ExerciseID("2.3")!]) == .needs([ExerciseID("2.3")!]))
    }

    private func text(_ result: TestRun.Result) -> String {
        let check = ProgressRenderer(solved: false, width: 100)
        let entry = ExerciseVerdict(exercise: exercise([("T.S/empty", [])]), state: .notYet(test: "T.S/empty", result: result),
                                        names: ["T.S/empty": "Exercise 2.6: empty completes at once"])
        return check.lines(for: entry).joined(separator: "\n")
    }

    @Test("the report names the test and says what happened; 'renamed?' only for a test not in the list")
    func reportText() {
        let hang = text(.hung(5))
        #expect(hang.contains("✘ Exercise 2.6: empty completes at once"))
        #expect(hang.contains("hang: still running after 5 s, stopped"))
        let crash = text(.crashed(CrashReport(message: "Fatal error: Can't remove items from an empty collection",
                                              location: "Sources/M/Signal.swift:12", function: "Signal.empty()")))
        #expect(crash.contains("crashed: Fatal error: Can't remove items from an empty collection"))
        #expect(crash.contains("at Sources/M/Signal.swift:12 in Signal.empty()"))
        for result in [TestRun.Result.hung(5), .notRun("x"), failure] {
            #expect(!text(result).contains("renamed"))
        }
        #expect(text(.notFound).contains("was it renamed?"))
    }
}

@Suite("Progress: a stack overflow is named, with the function that recursed")
struct StackOverflowTests {
    @Test("many frames of one function at the top of the crashed thread: a stack overflow in it")
    func recursion() {
        var output = """
        *** Program crashed: Bad pointer dereference at 0x00007fff070aeff8 ***

        Thread 1 crashed:

            0      0x00007fe296abdfdb swift::runtime::SwiftTLSContext::get() + 11 in libswiftCore.so
            1 [ra] 0x00007fe296a6d7de swift_beginAccess + 45 in libswiftCore.so

        """
        for frame in 2..<40 {
            output += "   \(frame) [ra] 0x000055c72daf3200 Connection.connect() + 175 in T.xctest at /ws/Sources/M/Connection.swift:12:9\n"
        }
        let crash = CrashReport.parse(output, modules: ["M"], status: 139)
        #expect(crash.message == "stack overflow (the recursion in Connection.connect())")
        #expect(crash.location == "Sources/M/Connection.swift:12")
        // A few calls of the same function are no recursion.
        let shallow = output.split(separator: "\n").prefix(10).joined(separator: "\n")
        #expect(!CrashReport.parse(shallow, modules: ["M"], status: 139).message.hasPrefix("stack overflow"))
    }

    @Test("no trace, and swift test says the process died of SIGSEGV: most likely a stack overflow; another signal is named")
    func signalOnly() {
        let output = """
        error: Process '/ws/.build/debug/WSPackageTests.xctest --testing-library swift-testing' exited with unexpected signal code 11
        ◇ Test recurses() started.
        """
        #expect(CrashReport.parse(output, modules: ["M"], status: 1).message.hasPrefix("stack overflow, most likely: the test process died of signal 11 (SIGSEGV)"))
        let abort = output.replacingOccurrences(of: "code 11", with: "code 6")
        #expect(CrashReport.parse(abort, modules: ["M"], status: 1).message == "the test process stopped (signal 6, SIGABRT)")
    }
}

@Suite("Progress: a failed expectation in words, whole, with marble rows for event logs")
struct FailureTextTests {
    @Test("expected and yours on lines of their own; event logs drawn as two marble rows, the first parting marked")
    func eventLog() {
        let message = #"Expectation failed: (log.entries → ["completed"]) == ["next(1)", "completed"]"#
        #expect(FailureText.lines(message, width: 100, indent: "  ") == [
            "  Expectation failed: log.entries == the expected value",
            #"  expected  ["next(1)", "completed"]"#,
            #"  yours     ["completed"]"#,
            "  as marbles (| completed, X error):",
            "  expected  ─1─|─",
            "  yours     ─|─",
            "             ^ they part here: expected next(1), got completed",
        ])
    }

    @Test("an expected value written as a variable is shown once, by its value")
    func evaluatedRight() {
        let message = #"Expectation failed: (log.entries → ["next(2)"]) == (expected → ["next(1)"])"#
        let text = FailureText.lines(message, width: 100, indent: "").joined(separator: "\n")
        #expect(text.components(separatedBy: #"["next(1)"]"#).count == 2)
        #expect(text.contains(#"expected  ["next(1)"]"#))
    }

    @Test("a difference of order is said as order")
    func order() {
        let message = #"Expectation failed: (log.entries → ["clean-up", "completed"]) == ["completed", "clean-up"]"#
        let text = FailureText.lines(message, width: 100, indent: "").joined(separator: "\n")
        #expect(text.contains("the same entries in another order: expected completed then clean-up, got clean-up then completed"))
        #expect(!text.contains("removed"))
        #expect(!text.contains("inserted"))
    }

    @Test("a long value is shown whole, wrapped, never cut")
    func whole() {
        let values = (1...60).map { "\"next(\($0))\"" }.joined(separator: ", ")
        let message = "Expectation failed: (log.entries → [\(values)]) == [\(values), \"completed\"]"
        let lines = FailureText.lines(message, width: 60, indent: "  ")
        #expect(lines.allSatisfy { $0.count <= 60 })
        #expect(!lines.joined().contains("more lines"))
        let words = lines.joined(separator: " ").split(separator: " ")
        #expect(words.filter { $0 == "\"next(60)\"," }.count == 1)
        #expect(words.filter { $0 == "\"next(60)\"]" }.count == 1)
        #expect(words.contains("\"completed\"]"))
    }

    @Test("timed entries keep their time; text that is not a comparison is shown as it came")
    func timedAndOther() {
        #expect(FailureText.Marbles.symbol("t=1.5 next(2)") == "2@1.5")
        #expect(FailureText.Marbles.symbol("t=3 completed") == "|@3")
        #expect(FailureText.Marbles.symbol("clean-up") == nil)
        #expect(FailureText.lines("Caught error: boom", width: 100, indent: "  ") == ["  Caught error: boom"])
    }
}

@Suite("Progress: what each exercise last passed with, and the regions changed since")
struct PassRecordTests {
    @Test("a region's lines are read between its BEGIN and END comments; the fingerprint is stable")
    func regions() {
        let text = """
        func a() {
            // BEGIN exercise 2.6 · title
            one()
            // END exercise 2.6
        }
        func b() {
            // BEGIN exercise 2.5 · other
            other()
            // END exercise 2.5
            // BEGIN exercise 2.6 · title
            two()
            // END exercise 2.6
        }
        """
        #expect(PassRecord.regions(of: ExerciseID("2.6")!, in: text) == "    one()\n    two()\n")
        #expect(PassRecord.fingerprint("abc") == PassRecord.fingerprint("abc"))
        #expect(PassRecord.fingerprint("abc") != PassRecord.fingerprint("abd"))
    }

    @Test("passed, then changed: the changed exercise is named; never passed: nothing is said")
    func blame() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pass-record-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let record = PassRecord(directory: folder, course: Course(writtenBy: "w", solved: false, chapters: []))
        #expect(record.changed(since: "8.4", now: ["8.4": "1", "8.6": "2"]) == nil)
        record.passed("8.4", with: ["8.4": "1", "8.6": "2"])
        #expect(record.changed(since: "8.4", now: ["8.4": "1", "8.6": "3"]) == [ExerciseID("8.6")!])
        #expect(PassRecord.sentence([ExerciseID("8.6")!]) == "this passed at your last check; since then you changed 8.6: look there first")
    }
}

@Suite("Progress: where a learner starts, and what is next")
struct NextExerciseTests {
    private func exercise(_ id: String) -> Course.Exercise {
        Course.Exercise(id: ExerciseID(id)!, title: id, takenOut: true, rules: [], question: "", hints: [],
                        places: [Course.Place(file: "Sources/M/F.swift", task: "t", declaration: nil, stub: ["createSignal { _ in }"])], tests: [])
    }

    @Test("a team that has written only in chapter 5 is sent to chapter 5's next exercise, not to 1.1")
    func startsWhereTheLearnerWrites() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("next-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Sources/M"), withIntermediateDirectories: true)
        func region(_ id: String, _ body: String) -> String {
            "    // BEGIN exercise \(id) · \(id)\n    // Your task: t.\n    \(body)\n    // END exercise \(id)\n"
        }
        let untouched = ["1.1", "1.2", "5.1", "5.2"].map { region($0, "createSignal { _ in }") }.joined()
        let file = folder.appendingPathComponent("Sources/M/F.swift")
        try Data(untouched.utf8).write(to: file)
        let exercises = ["1.1", "1.2", "5.1", "5.2"].map(exercise)
        let course = Course(writtenBy: "w", solved: false, chapters: [Course.Chapter(number: 1, title: "M", module: "M", exercises: exercises)])
        let record = PassRecord(directory: folder, course: course)
        #expect(exercises.allSatisfy { !record.isWritten($0) })
        func next(_ states: [(Course.Exercise, Bool)]) -> Course.Exercise? {
            let verdicts = states.map { ExerciseVerdict(exercise: $0.0, state: $0.1 ? .done : .needs([]), names: [:]) }
            return ProgressJudge.next(after: verdicts, startedChapter: ProgressSession.startedChapter(of: exercises, record: record))
        }
        let states = exercises.map { ($0, $0.id.description == "5.1") }
        #expect(next(states)?.id.description == "1.1")
        let written = untouched.replacingOccurrences(of: region("5.1", "createSignal { _ in }"), with: region("5.1", "createSignal { $0.sendCompleted() }"))
        try Data(written.utf8).write(to: file)
        #expect(record.isWritten(exercises[2]))
        #expect(next(states)?.id.description == "5.2")
        // Nothing left from chapter 5 on: back to the first not done.
        let laterDone = exercises.map { ($0, $0.id.chapter == 5) }
        #expect(next(laterDone)?.id.description == "1.1")
        #expect(next(exercises.map { ($0, true) }) == nil)
    }
}
