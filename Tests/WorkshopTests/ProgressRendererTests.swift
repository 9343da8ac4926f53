import CourseProgress
import Foundation
import Testing
@testable import Workshop

/// The report's text, from verdicts made by hand: no build, no test process.
@Suite("ProgressRenderer: the report's text from hand-made verdicts")
struct ProgressRendererTests {
    let renderer = ProgressRenderer(solved: false, width: 100)

    private func exercise(_ id: String, _ title: String, tests: [String], takenOut: Bool = true) -> Course.Exercise {
        Course.Exercise(
            id: ExerciseID(id)!, title: title, takenOut: takenOut, rules: [], question: "", hints: [],
            places: [Course.Place(file: "Sources/M/Signal.swift", task: "send the value to every subscriber", declaration: "sendNext", stub: [])],
            tests: tests.map { Course.Test(id: "MTests.S/\($0)", name: "Exercise \(id): \($0) works", alsoNeeds: []) }
        )
    }

    private let failure = TestRun.Result.failed(TestEvents.Issue(message: "Expectation failed: (log → []) == [\"a\"]", location: "SignalTests.swift:12"))
    private let crash = TestRun.Result.crashed(CrashReport(message: "Fatal error: Unexpectedly found nil while unwrapping an Optional value", location: "Sources/M/Signal.swift:7", function: "sendNext(_:)"))

    private var verdict: ProgressVerdict {
        let one = exercise("2.1", "deliver each value", tests: ["a", "b"])
        let two = exercise("2.2", "end on the first terminal event", tests: ["c", "d", "e"])
        let three = exercise("2.3", "release the blocks", tests: ["f"])
        let four = exercise("2.4", "the given one", tests: ["g"], takenOut: false)
        let five = exercise("2.5", "nothing checks this", tests: [])
        return ProgressVerdict(
            exercises: [
                ExerciseVerdict(exercise: one, state: .done, names: [:]),
                ExerciseVerdict(
                    exercise: two, state: .notYet(test: "MTests.S/c", result: failure), names: ["MTests.S/c": "Exercise 2.2: c works", "MTests.S/d": "Exercise 2.2: d works"],
                    results: ["MTests.S/c": failure, "MTests.S/d": crash, "MTests.S/e": .passed], order: ["MTests.S/c", "MTests.S/d", "MTests.S/e"],
                    changedSince: [ExerciseID("2.1")!]
                ),
                ExerciseVerdict(exercise: three, state: .needs([ExerciseID("2.2")!]), names: [:]),
                ExerciseVerdict(exercise: four, state: .given(waiting: 1, on: [ExerciseID("2.2")!]), names: [:]),
                ExerciseVerdict(exercise: five, state: .untested, names: [:]),
            ],
            others: .pass(count: 4), solved: false, next: two
        )
    }

    @Test("a whole report: done, not yet (with a crash beside the failure, the tally and the blame), needs, given, no tests, others, next")
    func wholeReport() {
        let text = renderer.lines(for: verdict).joined(separator: "\n")
        #expect(text == Self.whole)
    }

    @Test("the other tests failing: the first failure, the crash after it, and where to look")
    func othersFailing() {
        let others = OtherTestsVerdict.fail(
            test: "MTests.O/x", result: failure, alsoStopped: (test: "MTests.O/y", result: .hung(60)),
            names: ["MTests.O/x": "x still works", "MTests.O/y": "y ends"], changedSince: nil
        )
        let text = renderer.lines(for: others).joined(separator: "\n")
        #expect(text == Self.othersFailing)
    }

    @Test("every exercise done: the challenges; nothing taken out: solved or given; the exit status follows the verdict")
    func endings() {
        var done = verdict
        done.exercises = [done.exercises[0]]
        done.next = nil
        let text = renderer.summary(done).joined(separator: "\n")
        #expect(text == Self.allDone)
        #expect(done.exitStatus == 0)
        #expect(verdict.exitStatus == 1)
        var failing = done
        failing.others = .couldNotRun("the test process could not start")
        #expect(failing.exitStatus == 1)
        var solved = done
        solved.exercises = [ExerciseVerdict(exercise: exercise("2.4", "the given one", tests: ["g"], takenOut: false), state: .given(waiting: 0, on: []), names: [:])]
        #expect(ProgressRenderer(solved: true, width: 100).summary(solved) == ["Nothing is taken out of this workspace: its 1 exercise is solved."])
        #expect(renderer.summary(solved) == ["Nothing is taken out of this workspace: its 1 exercise is given."])
    }

    static let whole = """
        Exercise 2.1  done     deliver each value
                      2 tests pass
        Exercise 2.2  not yet  end on the first terminal event
                      ✘ Exercise 2.2: c works (SignalTests.swift:12)
                        Expectation failed: log == the expected value
                        expected  ["a"]
                        yours     []
                        also:
                        ✘ Exercise 2.2: d works: crashed: Fatal error: Unexpectedly found nil while
                          unwrapping an Optional value at Sources/M/Signal.swift:7 (in sendNext(_:))
                        (its 3 tests: 1 passes, 1 fails, 1 crashes)
                        this passed at your last check; since then you changed 2.1: look there first
        Exercise 2.3  needs 2.2 first  release the blocks
                      its tests also check 2.2, which is not done yet: finish it first, then this one.
        Exercise 2.4  given    the given one
                      written in this workspace; one of its tests waits for 2.2, which you are writing
        Exercise 2.5  no tests  nothing checks this
                      no test checks this exercise yet
        Other tests   pass     (4 tests that check no exercise)
        1 of 4 exercises done. (1 given in this workspace.)
        Next: exercise 2.2, end on the first terminal event.
          - Sources/M/Signal.swift, in sendNext: send the value to every subscriber
          A hint: swift run progress hint 2.2
        """
    static let othersFailing = """
        Other tests   FAIL
                      These tests check code you were given, which runs your exercises' code too.
                      ✘ x still works (SignalTests.swift:12)
                        Expectation failed: log == the expected value
                        expected  ["a"]
                        yours     []
                        also:
                      ✘ y ends
                        hang: still running after 60 s, stopped (a loop that never ends, or a wait for
                        something that never comes?)
                        Look first at the exercise you changed last.
        """
    static let allDone = """
        1 of 1 exercise done.
        Every exercise of this workspace is done. Next: the challenges (README.md, "Chapter N's
        challenges"): write a challenge's solution in a new file of Sources/, then run its tests with
        `CHALLENGES=k swift test --filter ChallengeTests` (k is the challenge's number; CHALLENGES=1,3 or
        all for several).
        """
}

@Suite("ProgressRenderer: widths")
struct ProgressRendererWidthTests {
    @Test("a long title's Next: line continues on the next line, indented, within the width")
    func longNextLine() {
        let exercise = Course.Exercise(
            id: ExerciseID("8.7")!, title: "the command lets go of its input once the whole combination has completed, and not before", takenOut: true,
            rules: [], question: "", hints: [], places: [], tests: []
        )
        let lines = ProgressRenderer(solved: false, width: 100).nextLines(exercise)
        #expect(lines == [
            "Next: exercise 8.7, the command lets go of its input once the whole combination has completed, and",
            "  not before.",
            "  A hint: swift run progress hint 8.7",
        ])
    }
}
