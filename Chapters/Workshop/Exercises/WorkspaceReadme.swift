/// The README of an exercise workspace: how to work, then the exercises in order, each with what
/// it asks, where to write it and which tests check it, then the challenges.
struct WorkspaceReadme {
    let workspace: ExerciseWorkspace

    func text() throws(ExerciseWorkspace.Failure) -> String {
        let chapters = workspace.chapters
        let single = chapters.count == 1 ? chapters[0] : nil
        let argument = single.map { String($0.number) } ?? "all"
        var lines: [String] = []
        if let chapter = single {
            lines.append("# Exercises for chapter \(chapter.number): \(chapter.title)")
        } else {
            lines.append("# Exercises for chapters \(chapters.map { String($0.number) }.joined(separator: ", "))")
        }
        lines.append("")
        lines.append("This package was written by `swift run workshop exercise \(argument)\(workspace.solved ? " --solved" : "")` in RACFromScratch.")
        if workspace.solved {
            lines.append("It holds the solutions: every test passes. Compare it with your own workspace.")
        } else {
            lines.append("It holds the chapter's module with the pieces the chapter adds taken out. Each piece is")
            lines.append("marked `// Exercise N.M: …` in `Sources/`; where a value is needed, an inert stand-in keeps")
            lines.append("the package compiling. Write the code, run the tests, and move to the next exercise.")
        }
        lines.append("")
        lines.append("- `swift test` builds the package and runs the chapter's tests, unchanged. A test named")
        lines.append("  \"Exercise N.M: …\" checks exercise N.M; every other test passes from the start.")
        lines.append("- `swift test --filter 'Exercise'` is of no use: filters match test identifiers, not names.")
        lines.append("  Use the command below, or the identifiers listed under each exercise.")
        lines.append("- `swift run --package-path PATH/TO/RACFromScratch workshop exercise \(argument) --status .` lists")
        lines.append("  each exercise as done or not yet, with its first failing expectation. It runs each exercise's")
        lines.append("  tests in a process of their own, so one that hangs or crashes cannot hide the others.")
        lines.append("- `CHALLENGES=2 swift test` also builds and runs challenge 2's tests (`CHALLENGES=1,3`, or `all`).")
        lines.append("  A challenge's tests compile only once you have written what it asks for.")
        for chapter in chapters {
            lines.append("")
            lines.append("## Chapter \(chapter.number): the exercises, in order")
            let exercises = try workspace.exercises(of: chapter)
            for exercise in exercises {
                lines.append("")
                lines.append("### Exercise \(exercise.id): \(exercise.task)")
                lines.append("")
                for place in exercise.places {
                    lines.append("- Write it in `\(place.file)`" + (place.task == exercise.task ? "" : ": \(place.task)"))
                }
                if exercise.tests.isEmpty {
                    lines.append("- No test names this exercise yet.")
                } else {
                    lines.append("- Checked by:")
                    for test in exercise.tests {
                        lines.append("  - \"\(test.displayName)\" (`\(test.suite)/\(test.function)`, \(test.file))")
                    }
                }
            }
            lines.append("")
            lines.append("### Chapter \(chapter.number)'s challenges")
            lines.append("")
            let challenges = challengeFiles(for: chapter)
            if challenges.isEmpty {
                lines.append("The guide's challenges for this chapter have no tests in the workspace.")
            } else {
                lines.append("The guide's \"Challenges\" section says what each asks. Write the solution in")
                lines.append("`Sources/\(chapter.module)/` (a new file is best), then run its tests:")
                lines.append("")
                for file in challenges {
                    let number = file.dropFirst("Challenge".count).prefix { $0.isNumber }
                    lines.append("- challenge \(number): `CHALLENGES=\(number) swift test`, tests in `Challenges/\(chapter.module)/\(file)`")
                }
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    private func challengeFiles(for chapter: ChapterEntry) -> [String] {
        let folder = workspace.root.appendingPathComponent(ExerciseWorkspace.solutionsFolder(chapter) + "/Tests")
        return Files.list(under: folder).filter { $0.hasPrefix("Challenge") && $0.hasSuffix(".swift") }
    }
}
