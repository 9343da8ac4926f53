import CourseProgress

/// The README of an exercise workspace: the learner's guide. How to work, what is given, then each
/// exercise in order: what it is about, every place it is written with that place's task, the
/// rules it must keep, the question to answer before writing, the tests that check it, and how to
/// ask for its hints. Then the challenges.
///
/// The README holds no hint and no solution code: `cat` and `less` show everything, folded or not,
/// so the hints stay where only `swift run progress hint N.M` reads them (`Hints.file`).
struct WorkspaceReadme {
    let workspace: ExerciseWorkspace

    func text() -> String {
        let chapters = workspace.chapters
        let single = chapters.count == 1 ? chapters[0] : nil
        let anyTakenOut = !workspace.solved
        var lines: [String] = []
        if let chapter = single {
            lines.append("# Exercises for chapter \(chapter.number): \(chapter.title.english)")
        } else {
            lines.append("# Exercises for chapters \(chapters.map { String($0.number) }.joined(separator: ", "))")
        }
        lines.append("")
        lines.append("This package was written by `\(workspace.command)` in RACFromScratch.")
        if workspace.solved {
            lines.append("**It is solved:** it holds the solutions, and every test passes. Compare it with your own")
            lines.append("workspace, or start one of your own with the same command without `--solved`.")
        } else if let only = workspace.only {
            let list = only.sorted().map(\.description).joined(separator: ", ")
            lines.append("Only exercise\(only.count == 1 ? "" : "s") \(list) \(only.count == 1 ? "is" : "are") taken out; every other exercise is written for you and works.")
        } else {
            lines.append("It holds the chapter's module with the pieces the chapter adds taken out: you write them.")
        }
        lines.append("")
        lines.append("## How to work")
        lines.append("")
        if anyTakenOut {
            lines.append("1. Take the exercises in order. Read one below, answer its question *before* you write, then")
            lines.append("   write the code in `Sources/`, between the exercise's two comment lines")
            if hasStandIns() {
                lines.append("   `// BEGIN exercise N.M · …` and `// END exercise N.M`, in place of the stand-in where there is")
                lines.append("   one (an inert line that keeps the package compiling until you write yours). Keep those two")
                lines.append("   lines: `reset` finds the exercise by them.")
            } else {
                lines.append("   `// BEGIN exercise N.M · …` and `// END exercise N.M`; between them there is nothing yet, and")
                lines.append("   the package compiles as it is. Keep those two lines: `reset` finds the exercise by them.")
            }
            lines.append("2. `swift run progress` builds the workspace and lists each exercise as done or not yet, with")
            lines.append("   the first failing expectation, then says what is next. Each exercise's tests run in a")
            lines.append("   process of their own under a time limit: code that hangs is stopped and reported as a hang,")
            lines.append("   and a crash is reported with its message and the line of your code where it happened.")
            lines.append("   The limit is 60 s per test; `swift run progress --timeout SECONDS` changes it.")
            lines.append("   When an exercise's tests also need an earlier exercise that is not done, it says so")
            lines.append("   (\"needs 4.1 first\") instead of blaming the exercise.")
            lines.append("3. `swift run progress watch` re-runs the current exercise's tests every time you save a file,")
            lines.append("   and moves to the next exercise when they pass (Ctrl-C to stop).")
            lines.append("4. `swift run progress hint N.M` shows exercise N.M's next hint, one at a time (the last is")
            lines.append("   the code). Nothing in this README or in `Sources/` gives a hint away: ask only when stuck.")
            lines.append("5. `swift run progress reset N.M` puts exercise N.M's region back as it was written, and")
            lines.append("   leaves the rest of its files, other exercises included, as they are; the code it replaces")
            lines.append("   is kept in `.progress/reset/` (the file's path, then `.reset-1`, `.reset-2`, …).")
        } else {
            lines.append("- `swift run progress` builds the workspace and lists each exercise with its tests.")
        }
        lines.append("")
        lines.append("Progress needs nothing outside this folder; `workshop exercise N --status DIR`, run in")
        lines.append("RACFromScratch, prints the same report. `swift test` runs every test, unchanged, all at once")
        lines.append("(a test named \"Exercise N.M: …\" checks exercise N.M; the others pass in the workspace as")
        lines.append("written, so one that fails later is failing on code you wrote: `progress` says whose).")
        lines.append("`swift test --filter` matches test identifiers (listed under each exercise), not names.")
        lines.append("`\(ExerciseWorkspace.challengeCommand("2"))` builds and runs challenge 2's tests")
        lines.append("(`CHALLENGES=1,3`, or `all`); a challenge's tests compile once you have written what it asks for.")
        for material in workspace.materials {
            let chapter = material.chapter
            let exercises = workspace.exercises(of: material)
            let file = material.courseFile
            lines.append("")
            lines.append(single == nil ? "## Chapter \(chapter.number): \(chapter.title.english)" : "## Already written for you")
            if single == nil, let given = file?.given {
                lines.append("")
                lines.append("### Already written for you")
                lines.append("")
                lines.append(given)
            } else if single != nil {
                lines.append("")
                lines.append(file?.given ?? "Everything in `Sources/` outside the exercises' BEGIN and END lines.")
            }
            for exercise in exercises {
                lines.append("")
                lines += self.exercise(exercise, written: file?.exercise(exercise.id), heading: single == nil ? "###" : "##")
            }
            lines.append("")
            lines.append("\(single == nil ? "###" : "##") Chapter \(chapter.number)'s challenges")
            lines.append("")
            let challenges = material.challengeFiles
            if challenges.isEmpty {
                lines.append("The guide's challenges for this chapter have no tests in the workspace.")
            } else {
                lines.append("The guide's \"Challenges\" section says what each asks. Write the solution in")
                lines.append("`Sources/\(chapter.module)/` (a new file is best), then run its tests:")
                lines.append("")
                for challenge in challenges {
                    let number = challenge.dropFirst("Challenge".count).prefix { $0.isNumber }
                    lines.append("- challenge \(chapter.number).\(number) (its tests are named \"Challenge \(chapter.number).\(number): …\"): `\(ExerciseWorkspace.challengeCommand(String(number)))`, tests in `Challenges/\(chapter.module)/\(challenge)`")
                }
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// Whether any exercise taken out of the workspace has a stand-in between its BEGIN and END lines.
    func hasStandIns() -> Bool {
        for material in workspace.materials {
            for exercise in workspace.exercises(of: material) where exercise.takenOut {
                if exercise.places.contains(where: { !$0.stub.isEmpty }) { return true }
            }
        }
        return false
    }

    /// One exercise's entry.
    func exercise(_ exercise: Course.Exercise, written: CourseFile.Exercise?, heading: String) -> [String] {
        var lines = ["\(heading) Exercise \(exercise.id): \(exercise.title)"]
        if !exercise.takenOut {
            lines.append("")
            lines.append(workspace.solved
                ? "Solved in this workspace."
                : "Written for you in this workspace (it was written with `--only`), so the exercises you write can use it.")
        }
        if let summary = written?.summary, !summary.isEmpty {
            lines.append("")
            lines.append(summary)
        }
        lines.append("")
        lines.append(exercise.takenOut
            ? "**Where you write it**, between `// BEGIN exercise \(exercise.id) · …` and `// END exercise \(exercise.id)`:"
            : "**Where it is written:**")
        lines.append("")
        for place in exercise.places {
            let location = "`\(place.file)`" + (place.declaration.map { ", in `\($0)`" } ?? "")
            lines.append("- \(location): \(place.task)")
        }
        if !exercise.rules.isEmpty {
            lines.append("")
            lines.append("**The rules it must keep**")
            lines.append("")
            lines += exercise.rules.map { "- \($0)" }
        }
        if !exercise.question.isEmpty {
            lines.append("")
            lines.append("**Before you write:** \(exercise.question)")
        }
        lines.append("")
        if exercise.tests.isEmpty {
            lines.append("No test checks this exercise yet.")
        } else {
            lines.append("**The tests that check it** (`swift run progress` runs them):")
            lines.append("")
            for test in exercise.tests {
                let identifier = test.id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? test.id
                var line = "- \"\(test.name)\" (`\(identifier)`)"
                if !test.alsoNeeds.isEmpty {
                    line += "; also needs \(test.alsoNeeds.map(\.description).joined(separator: ", "))"
                }
                lines.append(line)
            }
        }
        if exercise.takenOut, !exercise.hints.isEmpty {
            let count = exercise.hints.count
            lines.append("")
            lines.append("**Stuck?** `swift run progress hint \(exercise.id)` shows the first of \(count) hints; run it again for")
            lines.append("the next (the last is the code).")
        }
        return lines
    }
}
