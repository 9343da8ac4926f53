import CourseProgress
import Foundation
import Testing
@testable import Workshop

/// `course check`'s phases that need no build: the labels against the map, and a mistake's verdict
/// from a run's results.
@Suite("course check: the phases that need no build")
struct CourseCheckPhaseTests {
    let map = TestMap.measured([ExerciseID("2.1")!: ["T.S/a", "T.S/c"], ExerciseID("2.2")!: ["T.S/c"]])

    @Test("labels: each disagreement with the map is a problem, in run order; none is one line saying so")
    func labels() {
        let names = ["T.S/a": "Exercise 2.2: a", "T.S/b": "Exercise 2.1: b", "T.S/c": "c"]
        #expect(CourseCheck.labelFindings(order: ["T.S/a", "T.S/b", "T.S/c"], names: names, map: map) == [
            .problem("label: \"Exercise 2.2: a\" (T.S/a) is labelled 2.2 but checks 2.1: label it \"Exercise 2.1: …\""),
            .problem("label: \"Exercise 2.1: b\" (T.S/b) is labelled 2.1 but no exercise's stand-in makes it fail: drop the label, or make it check 2.1"),
            .problem("label: \"c\" (T.S/c) checks 2.2 but has no label: name it \"Exercise 2.2: …\""),
        ])
        let right = ["T.S/a": "Exercise 2.1: a", "T.S/b": "b", "T.S/c": "Exercise 2.2: c"]
        #expect(CourseCheck.labelFindings(order: ["T.S/a", "T.S/b", "T.S/c"], names: right, map: map) == [
            .line("  labels: every \"Exercise N.M:\" label agrees with the map"),
        ])
    }

    private func mistake(equivalent: String? = nil, report: CourseFile.ExpectedReport? = nil) -> CourseFile.Mistake {
        CourseFile.Mistake(id: "2.1a", exercise: ExerciseID("2.1")!, title: "forgets the value", equivalent: equivalent, report: report, edits: [], line: 1)
    }

    private func run(_ results: [(String, TestRun.Result)]) -> TestRun.Report {
        var report = TestRun.Report()
        for (id, result) in results { report.record(id, result) }
        report.names = ["T.S/a": "Exercise 2.1: a"]
        return report
    }

    @Test("a mistake is caught by a failing test of its own exercise; missed when none fails; an equivalent one must make none fail")
    func mistakes() {
        let failure = TestRun.Result.failed(TestEvents.Issue(message: "Expectation failed", location: "S.swift:3"))
        let caught = CourseCheck.judge(mistake(), run: run([("T.S/a", failure), ("T.S/x", failure)]), owned: ["T.S/a", "T.S/c"], timing: "(t)")
        #expect(caught.caught)
        #expect(caught.line == "  2.1a caught by \"Exercise 2.1: a\": S.swift:3: Expectation failed (t)")
        let missed = CourseCheck.judge(mistake(), run: run([("T.S/a", .passed), ("T.S/x", failure)]), owned: ["T.S/a", "T.S/c"], timing: "(t)")
        #expect(!missed.caught)
        #expect(missed.line == "  2.1a MISSED: none of 2.1's 2 tests fails (forgets the value) (t)")
        #expect(CourseCheck.judge(mistake(equivalent: "same"), run: run([("T.S/a", .passed)]), owned: ["T.S/a"], timing: "(t)").caught)
        #expect(!CourseCheck.judge(mistake(equivalent: "same"), run: run([("T.S/a", failure)]), owned: ["T.S/a"], timing: "(t)").caught)
        let wrong = CourseCheck.judge(mistake(report: .hang), run: run([("T.S/a", failure)]), owned: ["T.S/a"], timing: "(t)")
        #expect(!wrong.caught)
        #expect(wrong.line.contains("REPORTED WRONG"))
    }
}
