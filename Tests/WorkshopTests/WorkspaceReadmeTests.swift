import CourseProgress
import Foundation
import Testing
@testable import Workshop

@Suite("The workspace README: the learner's guide, with nothing of the solution shown unasked")
struct WorkspaceReadmeTests {
    /// `text` without its `<details>` … `</details>` blocks: what a reader sees without unfolding.
    private func unfolded(_ text: String) -> String {
        var result: [Substring] = []
        var depth = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("<details>") { depth += 1 }
            if depth == 0 { result.append(line) }
            if line.hasPrefix("</details>") { depth -= 1 }
        }
        return result.joined(separator: "\n")
    }

    /// The code lines inside the chapter's marked regions (what the learner is to write).
    private func solutionLines(of chapter: ChapterEntry) throws -> [String] {
        var lines: [String] = []
        for path in Files.list(under: packageRoot.appendingPathComponent(chapter.folder)) {
            let text = try #require(Files.read(packageRoot.appendingPathComponent(chapter.folder + "/" + path)))
            var inside = false
            for line in text.split(separator: "\n") {
                let trimmed = line.trimmingWhitespace()
                if trimmed.hasPrefix("// exercise ") { inside = true; continue }
                if trimmed == "// end exercise" { inside = false; continue }
                // Short lines (`}`, `return nil`) say nothing; real code is longer.
                if inside, trimmed.count >= 16, !trimmed.hasPrefix("//") { lines.append(trimmed) }
            }
        }
        return lines
    }

    @Test("an unsolved README shows no solution code outside its folded hints", arguments: 1...8)
    func noCodeOutsideHints(chapter number: Int) throws {
        let chapter = try #require(ChapterCatalog.chapter(number))
        let files = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).files()
        let readme = unfolded(try #require(files["README.md"]))
        for line in try solutionLines(of: chapter) {
            #expect(!readme.contains(line), "the README shows solution code outside a hint: \(line)")
        }
        #expect(!readme.contains("```swift"))
    }

    @Test("each exercise: every place with its own task line, the tests, and each hint folded, the last being the code")
    func exerciseEntries() throws {
        let chapter = try #require(ChapterCatalog.chapter(1))
        let workspace = ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false)
        let readme = try #require(try workspace.files()["README.md"])
        for exercise in try workspace.exercises(of: chapter) {
            #expect(readme.contains("## Exercise \(exercise.id): \(exercise.title)\n"))
            for place in exercise.places {
                #expect(readme.contains("- `\(place.file)`" + (place.declaration.map { ", in `\($0)`" } ?? "") + ": \(place.task)\n"))
            }
            for test in exercise.tests {
                #expect(readme.contains("- \"\(test.name)\""))
            }
            let count = exercise.hints.count
            #expect(count >= 2)
            for number in 1..<count {
                #expect(readme.contains("<details><summary>Hint \(number)</summary>"))
            }
            #expect(readme.contains("<details><summary>Hint \(count): the code</summary>"))
        }
        // The places of 2.4, which repeat the same words, are told apart by their declarations.
        let two = try ExerciseWorkspace(root: packageRoot, chapters: [try #require(ChapterCatalog.chapter(2))], solved: false).exercises(of: try #require(ChapterCatalog.chapter(2)))
        for exercise in two {
            let labels = exercise.places.map { "\($0.file) \($0.declaration ?? "") \($0.task)" }
            #expect(Set(labels).count == labels.count, "exercise \(exercise.id) has two places that read the same")
        }
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
        let only = ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false, only: [ExerciseID("1.2")!])
        let readme = try #require(try only.files()["README.md"])
        #expect(readme.contains("Only exercise 1.2 is taken out"))
        #expect(readme.contains("Written for you in this workspace"))
        let course = try only.course()
        #expect(course.exercises.map(\.takenOut) == [false, true])
        #expect(course.writtenBy == "swift run workshop exercise 1 --only 1.2")
    }

    @Test("the workspace carries its course: titles, places, stand-ins, hints and the map's tests, and the progress command")
    func carriesItsCourse() throws {
        let chapter = try #require(ChapterCatalog.chapter(1))
        let files = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).files()
        let course = try JSONDecoder().decode(Course.self, from: Data(try #require(files[Course.fileName]).utf8))
        let map = try TestMap.parse(try #require(Files.read(packageRoot.appendingPathComponent(TestMap.path(chapter: 1)))), file: "map")
        for exercise in course.exercises {
            #expect(exercise.tests.map(\.id) == map.tests(of: exercise.id).map(\.test))
            #expect(!exercise.hints.isEmpty)
        }
        #expect(files["Sources/ProgressCommand/main.swift"] == Files.read(packageRoot.appendingPathComponent("Chapters/ProgressCommand/main.swift")))
        for path in Files.list(under: packageRoot.appendingPathComponent("Chapters/CourseProgress")) {
            #expect(files["Sources/CourseProgress/\(path)"] == Files.read(packageRoot.appendingPathComponent("Chapters/CourseProgress/\(path)")))
        }
        #expect(try #require(files["Package.swift"]).contains(#".executable(name: "progress", targets: ["ProgressCommand"])"#))
    }
}
