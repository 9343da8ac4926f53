import CourseProgress
import Foundation
import Testing
@testable import Workshop

@Suite("The workspace README: the learner's guide, with nothing of the solution shown unasked")
struct WorkspaceReadmeTests {
    /// The code lines inside the chapter's marked regions (what the learner is to write).
    private func solutionLines(of chapter: ChapterEntry) throws -> [String] {
        var lines: [String] = []
        for path in Files.list(under: packageRoot.appendingPathComponent(chapter.folder)) {
            let text = try #require(Files.read(packageRoot.appendingPathComponent(chapter.folder + "/" + path)))
            var inside = false
            var standIn = ""
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingWhitespace()
                if trimmed.hasPrefix("// exercise ") {
                    inside = true
                    // The stand-in is in the learner's sources anyway: naming it gives nothing away.
                    standIn = trimmed.range(of: " => ").map { String(trimmed[$0.upperBound...]).trimmingWhitespace() } ?? ""
                    continue
                }
                if trimmed == "// end exercise" { inside = false; continue }
                // Short lines (`}`, `return nil`) say nothing; real code is longer.
                if inside, trimmed.count >= 16, !trimmed.hasPrefix("//"), trimmed != standIn { lines.append(trimmed) }
            }
        }
        return lines
    }

    @Test("an unsolved README shows no solution code", arguments: 1...8)
    func noSolutionCode(chapter number: Int) throws {
        let chapter = try #require(ChapterCatalog.chapter(number))
        let files = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).files()
        let readme = try #require(files["README.md"])
        for line in try solutionLines(of: chapter) {
            #expect(!readme.contains(line), "the README shows solution code: \(line)")
        }
        #expect(!readme.contains("```swift"))
        #expect(!readme.contains("<details>"))
    }

    /// A hint's prose lines and its code blocks (lines trimmed), without the lines that only name a file.
    private func parts(of hint: String) -> (prose: [String], code: [[String]]) {
        var prose: [String] = []
        var code: [[String]] = []
        var block: [String]?
        for line in hint.split(separator: "\n").map({ $0.trimmingWhitespace() }) {
            if line.hasPrefix("```") {
                if let finished = block { code.append(finished); block = nil } else { block = [] }
            } else if block != nil {
                block?.append(line)
            } else if !line.hasPrefix("In `Sources/"), !line.hasPrefix("From `") {
                prose.append(line)
            }
        }
        return (prose, code)
    }

    /// `text` with every line trimmed, so that indentation does not hide a copied block.
    private func trimmedLines(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }.joined(separator: "\n")
    }

    @Test("no hint is seen unasked: an unsolved workspace's README, course.json and sources hold none of its hints; only the hints file does", arguments: 1...8)
    func noHintUnasked(chapter number: Int) throws {
        let chapter = try #require(ChapterCatalog.chapter(number))
        let workspace = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false)
        let files = try workspace.files()
        let exercises = workspace.course().exercises
        let readme = try #require(files["README.md"])
        let readable = files.filter { $0.key != Hints.file }.mapValues(trimmedLines)
        for exercise in exercises {
            #expect(!exercise.hints.isEmpty, "exercise \(exercise.id) has no hints")
            for hint in exercise.hints {
                let (prose, code) = parts(of: hint)
                // No rung's words anywhere a learner reads: README, course.json, sources, tests.
                for line in prose where line.count >= 12 {
                    for (path, text) in readable where text.contains(line) {
                        Issue.record("\(path) shows a hint of exercise \(exercise.id) unasked: \(line)")
                    }
                }
                // No code of a hint in the README, not even a line (short ones like `}` say nothing);
                // elsewhere, no whole block (a single line like `everything.dispose()` is everyday code).
                for line in code.joined() where line.count >= 24 && readme.contains(line) {
                    Issue.record("README.md shows code of a hint of exercise \(exercise.id) unasked: \(line)")
                }
                for block in code where block.count > 1 {
                    for (path, text) in readable where text.contains(block.joined(separator: "\n")) {
                        Issue.record("\(path) shows a code hint of exercise \(exercise.id) unasked: \(block[0]) …")
                    }
                }
            }
            #expect(readme.contains("`swift run progress hint \(exercise.id)`"))
        }
        let book = try JSONDecoder().decode([String: [String]].self, from: Data(try #require(files[Hints.file]).utf8))
        #expect(book == Dictionary(uniqueKeysWithValues: exercises.map { ($0.id.description, $0.hints) }))
    }

    @Test("progress hint reads the hints file: one rung at a time, the last is the code")
    func hintCommandReadsTheHintsFile() throws {
        let chapter = try #require(ChapterCatalog.chapter(2))
        let workspace = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false)
        let tree = try TemporaryTree()
        for (path, text) in try workspace.files() where path == Course.fileName || path == Hints.file {
            try tree.write(path, text)
        }
        let course = try Course.load(from: tree.root)
        let exercise = try #require(course.exercise(ExerciseID("2.3")!))
        #expect(exercise.hints.isEmpty)
        let hints = try #require(workspace.course().exercises.first { $0.id == exercise.id }).hints
        #expect(hints.count >= 2)
        let reader = Hints(directory: tree.root, course: course)
        for number in 1...hints.count {
            let text = try reader.next(for: exercise)
            #expect(text.hasPrefix("Hint \(number) of \(hints.count) "))
            #expect(text.contains(hints[number - 1]))
        }
        #expect(try reader.next(for: exercise).hasPrefix("Hint \(hints.count) of \(hints.count) "))
        // Without the hints file there is nothing to show, and it says where it looked.
        try FileManager.default.removeItem(at: tree.root.appendingPathComponent(Hints.file))
        #expect(throws: CourseError.self) { try reader.next(for: exercise) }
    }

    @Test("each exercise: every place with its own task line, the tests, and each hint folded, the last being the code")
    func exerciseEntries() throws {
        let chapter = try #require(ChapterCatalog.chapter(1))
        let workspace = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false)
        let readme = try #require(try workspace.files()["README.md"])
        for exercise in workspace.course().exercises {
            #expect(readme.contains("## Exercise \(exercise.id): \(exercise.title)\n"))
            for place in exercise.places {
                #expect(readme.contains("- `\(place.file)`" + (place.declaration.map { ", in `\($0)`" } ?? "") + ": \(place.task)\n"))
            }
            for test in exercise.tests {
                #expect(readme.contains("- \"\(test.name)\""))
            }
            let count = exercise.hints.count
            #expect(count >= 2)
            #expect(readme.contains("**Stuck?** `swift run progress hint \(exercise.id)` shows the first of \(count) hints"))
        }
        // The places of 2.4, which repeat the same words, are told apart by their declarations.
        let two = try ExerciseWorkspace(root: packageRoot, chapters: [try #require(ChapterCatalog.chapter(2))], solved: false).course().exercises
        for exercise in two {
            let labels = exercise.places.map { "\($0.file) \($0.declaration ?? "") \($0.task)" }
            #expect(Set(labels).count == labels.count, "exercise \(exercise.id) has two places that read the same")
        }
    }

    @Test("each place names the declaration it is in: backticked names too, and never `subscript` for a subscription")
    func placesNameTheirDeclarations() throws {
        func declarations(_ chapter: Int, _ exercise: String) throws -> [String?] {
            let entry = try #require(ChapterCatalog.chapter(chapter))
            let exercises = try ExerciseWorkspace(root: packageRoot, chapters: [entry], solved: false).course().exercises
            return try #require(exercises.first { $0.id == ExerciseID(exercise) }).places.map(\.declaration)
        }
        #expect(try declarations(2, "2.6") == ["return", "empty", "error"])
        #expect(try declarations(7, "7.1") == ["defer"])
        #expect(try declarations(3, "3.2") == ["subscribe", "sendNext", "sendError", "sendCompleted"])
        #expect(try declarations(3, "3.3") == ["subscribe", "sendNext"])
        for chapter in ChapterCatalog.chapters {
            let readme = try #require(try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).files()["README.md"])
            #expect(!readme.contains("in `subscript`"), "chapter \(chapter.number)'s README names a subscript no chapter has")
        }
    }

    @Test("How to work speaks of a stand-in only in a workspace that has one (chapter 1's regions are empty)")
    func standInOnlyWhereThereIsOne() throws {
        func readme(_ number: Int) throws -> String {
            let chapter = try #require(ChapterCatalog.chapter(number))
            return try #require(try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).files()["README.md"])
        }
        #expect(!(try readme(1)).contains("stand-in"))
        #expect(try readme(1).contains("between them there is nothing yet"))
        #expect(try readme(2).contains("in place of the stand-in where there is"))
    }

    @Test("one challenge command, the same in the README and in Package.swift")
    func oneChallengeCommand() throws {
        let chapter = try #require(ChapterCatalog.chapter(3))
        let files = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).files()
        let command = ExerciseWorkspace.challengeCommand("2")
        #expect(try #require(files["README.md"]).contains(command))
        #expect(try #require(files["Package.swift"]).contains(command))
    }

    @Test("a solved README says it is solved; an --only README says the others are written for you")
    func solvedAndOnly() throws {
        let chapter = try #require(ChapterCatalog.chapter(1))
        let solved = try #require(try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: true).files()["README.md"])
        #expect(solved.contains("**It is solved:**"))
        let only = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false, only: [ExerciseID("1.2")!])
        let readme = try #require(try only.files()["README.md"])
        #expect(readme.contains("Only exercise 1.2 is taken out"))
        #expect(readme.contains("Written for you in this workspace"))
        let course = only.course()
        #expect(course.exercises.map(\.takenOut) == [false, true])
        #expect(course.writtenBy == "swift run workshop exercise 1 --only 1.2")
    }

    @Test("the workspace carries its course: titles, places, stand-ins and the map's tests, its hints apart, and the progress command")
    func carriesItsCourse() throws {
        let chapter = try #require(ChapterCatalog.chapter(1))
        let files = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).files()
        let course = try JSONDecoder().decode(Course.self, from: Data(try #require(files[Course.fileName]).utf8))
        let map = try TestMap.parse(try #require(Files.read(packageRoot.appendingPathComponent(TestMap.path(chapter: 1)))), file: "map")
        let book = try JSONDecoder().decode([String: [String]].self, from: Data(try #require(files[Hints.file]).utf8))
        for exercise in course.exercises {
            // The map's tests, those of where the chapter differs from RAC last, and marked: they
            // qualify the exercise's rules, so progress runs them after the others.
            let measured = map.tests(of: exercise.id).map(\.test)
            let differences = measured.filter { $0.contains(".DifferencesTests/") }
            #expect(exercise.tests.map(\.id) == measured.filter { !differences.contains($0) } + differences)
            #expect(exercise.tests.filter { $0.differsFromRAC == true }.map(\.id) == differences)
            #expect(exercise.hints.isEmpty)
            #expect(!(book[exercise.id.description] ?? []).isEmpty)
        }
        #expect(files["Sources/ProgressCommand/main.swift"] == Files.read(packageRoot.appendingPathComponent("Chapters/ProgressCommand/main.swift")))
        for path in Files.list(under: packageRoot.appendingPathComponent("Chapters/CourseProgress")) {
            #expect(files["Sources/CourseProgress/\(path)"] == Files.read(packageRoot.appendingPathComponent("Chapters/CourseProgress/\(path)")))
        }
        #expect(try #require(files["Package.swift"]).contains(#".executable(name: "progress", targets: ["ProgressCommand"])"#))
    }
}
