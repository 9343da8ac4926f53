import CourseProgress
import Foundation

/// What a Chinese workspace writes in Chinese that its chapters' code holds in English: every test's
/// and suite's name (in the test files, the challenges' test files, `course.json` and the README)
/// and every marker's task (in the sources' region comments, `course.json` and the README).
///
/// The workspace is made from the English, as every tool reads it (the `Exercise N.M:` labels, the
/// measured map, the markers); only what is written is translated. A workspace is made only when
/// every text it writes has its Chinese: a missing one stops it, named with its file, rather than
/// leave an English name in a Chinese workspace.
struct WorkspaceTranslation {
    let testNames: ChineseNames
    let tasks: ChineseNames
    /// The Chinese display name of each translated English display name (escapes read).
    private let displayNames: [String: String]

    init(testNames: ChineseNames, tasks: ChineseNames) {
        self.testNames = testNames
        self.tasks = tasks
        let pairs = testNames.entries.filter { !$0.chinese.isEmpty }
            .map { (Self.displayName(ofLiteral: $0.english), Self.displayName(ofLiteral: $0.chinese)) }
        self.displayNames = Dictionary(pairs, uniquingKeysWith: { first, _ in first })
    }

    /// The translation of `materials`' texts, read under `root`; throws, naming each text with no
    /// Chinese (the first few of them, and how many), in `language`, when one is missing.
    static func load(root: URL, materials: [ChapterMaterial], language: Language) throws(ExerciseWorkspace.Failure) -> WorkspaceTranslation {
        let translation = WorkspaceTranslation(testNames: .load(root: root, kind: .tests), tasks: .load(root: root, kind: .tasks))
        let missing = translation.missing(in: materials)
        guard missing.isEmpty else {
            let count = missing.count
            let heading = Bilingual(
                "no Chinese workspace was written: \(count) text\(count == 1 ? "" : "s") it would write \(count == 1 ? "has" : "have") no Chinese;\n"
                    + "write \(count == 1 ? "it" : "them") in \(ChineseNames.folder), or leave out --lang zh-Hans:",
                "没有生成中文工作区：它要写出的 \(count) 段文字还没有中文；\n请在 \(ChineseNames.folder) 里补上，或者去掉 --lang zh-Hans："
            )
            var lines = [heading.text(in: language)]
            for problem in missing.prefix(5) {
                lines.append("  " + problem.place.text(in: language))
                lines.append("    \"\(problem.english)\"")
            }
            if count > 5 { lines.append("  " + Bilingual("… and \(count - 5) more", "……还有 \(count - 5) 段").text(in: language)) }
            throw ExerciseWorkspace.Failure(description: lines.joined(separator: "\n"))
        }
        return translation
    }

    /// A text of the code with no Chinese: where it is missing, and the English.
    struct Missing {
        let place: Bilingual
        let english: String
    }

    /// Each text of `materials` that cannot be written in Chinese, in file order.
    func missing(in materials: [ChapterMaterial]) -> [Missing] {
        var problems: [Missing] = []
        var seen: Set<String> = []
        for material in materials {
            let chapter = material.chapter
            let files = material.tests.map { ("Tests/\(chapter.module)Tests/\($0.path)", $0.text) }
                + material.challengeTests.map { ("\(ExerciseWorkspace.solutionsFolder(chapter))/Tests/\($0.path)", $0.text) }
            for (path, text) in files {
                for literal in TestNameLiterals.scan(text) where seen.insert("test:" + literal.text).inserted {
                    if let place = testNames.missing(literal.text, in: "\(path):\(literal.line + 1)") {
                        problems.append(Missing(place: place, english: literal.text))
                    }
                }
            }
            for source in material.sources {
                for region in source.regions where seen.insert("task:" + region.task).inserted {
                    if let place = tasks.missing(region.task, in: "\(chapter.folder)/\(source.path):\(region.line)") {
                        problems.append(Missing(place: place, english: region.task))
                    }
                }
            }
        }
        return problems
    }

    /// A test file with each `@Test` and `@Suite` name in Chinese.
    func testFile(_ text: String) -> String {
        TestNameLiterals.replacing(in: text) { testNames.chinese(for: $0) ?? $0 }
    }

    /// A marker's task in Chinese.
    func task(_ english: String) -> String {
        tasks.chinese(for: english) ?? english
    }

    /// A test's display name (escapes already read) in Chinese: the display name of its Chinese literal.
    func testName(_ english: String) -> String {
        displayNames[english] ?? english
    }

    /// `exercise` as a Chinese workspace writes it: its places' tasks and its tests' names translated.
    func exercise(_ exercise: Course.Exercise) -> Course.Exercise {
        var exercise = exercise
        exercise.places = exercise.places.map { place in
            Course.Place(file: place.file, task: task(place.task), declaration: place.declaration, stub: place.stub)
        }
        exercise.tests = exercise.tests.map { test in
            Course.Test(id: test.id, name: testName(test.name), alsoNeeds: test.alsoNeeds)
        }
        return exercise
    }

    /// What a string literal's contents read as: each `\x` is `x`.
    static func displayName(ofLiteral literal: String) -> String {
        var name = ""
        var escaped = false
        for character in literal {
            if escaped {
                name.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                name.append(character)
            }
        }
        return name
    }
}
