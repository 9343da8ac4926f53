import CourseProgress
import Foundation
import Testing
@testable import Workshop

/// `check-docs` on the instructor's guide: its plans against the course's dependencies, and its
/// figures against the course files.
@Suite("Teaching.md's plans and figures")
struct TeachingChecksTests {
    let plans = TeachingPlanCheck(root: packageRoot)

    /// A guide with one schedule table and `block` as its plan.
    func guide(_ rows: [String], _ block: [String]) -> String {
        (["## A day", "", "| time | what | how |", "|---|---|---|"] + rows.map { "| \($0) | x | y |" }
            + ["", "<!-- plan: a day -->", "```text"] + block + ["```", ""]).joined(separator: "\n")
    }

    func problems(_ text: String) -> [String] {
        plans.check(text, document: "Docs/Teaching.md", needs: plans.prerequisites()).map(\.description)
    }

    @Test("the guide's plans, in both languages, keep every exercise's needs, and its figures are the course's")
    func theGuideHolds() {
        #expect(plans.problems().map(\.description) == [])
        #expect(TeachingFigureCheck(root: packageRoot).problems().map(\.description) == [])
    }

    @Test("the needs are the earlier exercises an exercise's tests also need, as progress says them")
    func needs() {
        let needs = plans.prerequisites()
        #expect(needs[ExerciseIDFor("8.5")] == Set(["8.1", "8.2", "8.4"].map(ExerciseIDFor)))
        #expect(needs[ExerciseIDFor("7.3")] == Set(["7.1", "7.2"].map(ExerciseIDFor)))
    }

    @Test("pairs writing 8.5 in a workspace that takes out 8.1 and 8.2 unwritten: named with the plan, the slot and the exercise")
    func missingNeed() {
        let text = guide(["14:45–16:30"], [
            "swift run workshop exercise 8 --only 8.4-8.7 --into ~/ch08",
            "14:45–16:30  ~/ch08  live 8.4 · pairs 8.5 8.6",
            "homework     ~/ch08  8.7",
        ])
        #expect(problems(text) == [])
        let wrong = text.replacingOccurrences(of: "--only 8.4-8.7 ", with: "").replacingOccurrences(of: "homework     ~/ch08  8.7", with: "homework     ~/ch08  8.1–8.3 8.7")
        #expect(problems(wrong) == [
            "Docs/Teaching.md:10: plan 'a day': slot 14:45–16:30: 8.4 needs 8.1, which ~/ch08 takes out and nothing before 8.4 writes",
            "Docs/Teaching.md:10: plan 'a day': slot 14:45–16:30: 8.4 needs 8.2, which ~/ch08 takes out and nothing before 8.4 writes",
            "Docs/Teaching.md:10: plan 'a day': slot 14:45–16:30: 8.5 needs 8.1, which ~/ch08 takes out and nothing before 8.5 writes",
            "Docs/Teaching.md:10: plan 'a day': slot 14:45–16:30: 8.5 needs 8.2, which ~/ch08 takes out and nothing before 8.5 writes",
            "Docs/Teaching.md:10: plan 'a day': slot 14:45–16:30: 8.6 needs 8.1, which ~/ch08 takes out and nothing before 8.6 writes",
            "Docs/Teaching.md:10: plan 'a day': slot 14:45–16:30: 8.6 needs 8.2, which ~/ch08 takes out and nothing before 8.6 writes",
        ])
    }

    @Test("an exercise the workspace takes out and no slot writes, one given there, and a slot not in the table")
    func unwrittenAndGiven() {
        let text = guide(["13:15–14:30"], [
            "swift run workshop exercise 7 --into ~/ch07",
            "13:15–14:30  ~/ch07  live 7.2 7.3 · pairs 7.4 7.5",
            "15:00–16:00  ~/ch07  pairs 7.5",
        ])
        #expect(problems(text) == [
            "Docs/Teaching.md:10: plan 'a day': slot 13:15–14:30: 7.3 needs 7.1, which ~/ch07 takes out and nothing before 7.3 writes",
            "Docs/Teaching.md:10: plan 'a day': slot 13:15–14:30: 7.5 needs 7.1, which ~/ch07 takes out and nothing before 7.5 writes",
            "Docs/Teaching.md:11: plan 'a day': slot 15:00–16:00 is not a time of the schedule above",
            "Docs/Teaching.md:11: plan 'a day': slot 15:00–16:00: 7.5 needs 7.1, which ~/ch07 takes out and nothing before 7.5 writes",
            "Docs/Teaching.md:9: plan 'a day': ~/ch07 takes out 7.1, which no slot writes",
        ])
        let given = text.replacingOccurrences(of: "exercise 7 --into", with: "exercise 7 --only 7.2-7.5 --into")
            .replacingOccurrences(of: "pairs 7.5\n", with: "pairs 7.1\n")
        #expect(problems(given) == [
            "Docs/Teaching.md:11: plan 'a day': slot 15:00–16:00 is not a time of the schedule above",
            "Docs/Teaching.md:11: plan 'a day': slot 15:00–16:00: 7.1 is given in ~/ch07, not taken out: there is nothing to write",
        ])
    }

    @Test("a schedule table without a plan under it is a problem")
    func tableWithoutPlan() {
        let text = "## A day\n\n| time | what |\n|---|---|\n| 09:00–10:00 | x |\n\n## Next\n"
        #expect(problems(text) == ["Docs/Teaching.md:3: a schedule table without its plan: add a text block with <!-- plan: NAME --> above it after the table"])
    }

    @Test("a chapter's count of exercises or of mistakes that is not the course file's is named, as is a stale total")
    func figures() throws {
        let english = try #require(Files.read(packageRoot.appendingPathComponent("Docs/Teaching.md")))
        let check = TeachingFigureCheck(root: packageRoot)
        #expect(check.check(english, language: .english).isEmpty)
        // Chapter 6's row as the guide has it (`| 6 Scheduler | 6 | 46 | …`), each count made one less.
        let row = try #require(Markdown.lines(of: english).first { $0.hasPrefix("| 6 Scheduler |") })
        let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        let (exercises, mistakes) = (try #require(Int(cells[1])), try #require(Int(cells[2])))
        let stale = english.replacingOccurrences(of: "| 6 Scheduler | \(exercises) | \(mistakes) |", with: "| 6 Scheduler | \(exercises - 1) | \(mistakes - 1) |")
            .replacingOccurrences(of: "18 to 25 hours", with: "18 to 24 hours")
        #expect(stale != english)
        let line = try #require(Markdown.lines(of: stale).firstIndex { $0.hasPrefix("| 6 Scheduler") }) + 1
        #expect(check.check(stale, language: .english).map { "\($0.line): \($0.message)" } == [
            "\(line): chapter 6 has \(exercises) exercises in Exercises/Chapter06.md; the table says \(exercises - 1)",
            "\(line): chapter 6 has \(mistakes) mistakes catalogued in Exercises/Chapter06.md; the table says \(mistakes - 1)",
            "1: the table's total is \"18 to 25 hours\", which the guide does not say",
        ])
    }
}

/// `ExerciseID("8.5")!`, for the tests' tables.
private func ExerciseIDFor(_ text: String) -> CourseProgress.ExerciseID { CourseProgress.ExerciseID(text)! }
