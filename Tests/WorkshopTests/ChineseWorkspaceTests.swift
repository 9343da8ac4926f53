import CourseProgress
import Foundation
import Testing
@testable import Workshop

/// A Chinese workspace (`--lang zh-Hans`) is Chinese wherever a learner reads prose: its README, the
/// challenges' texts and the names of its tests. Code, identifiers, paths and commands stay English.
@Suite("A Chinese workspace: no English sentence outside code")
struct ChineseWorkspaceTests {
    /// The lines of `text` that hold an English sentence outside code: fenced blocks, backtick
    /// spans, identifiers, paths, commands and numbers removed, a run of three or more Latin words.
    static func englishLines(in text: String) -> [String] {
        var found: [String] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.trimmingWhitespace().hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            if longestLatinRun(in: line) >= 3 { found.append(line) }
        }
        return found
    }

    /// The length of the longest run of plain Latin words in `line`, outside backticks. A word that
    /// is code (an identifier with a capital inside, `_`, `.`, `/`, `$`, `(`, digits) breaks no run
    /// and counts for none: it is removed first.
    static func longestLatinRun(in line: String) -> Int {
        let outsideCode = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
        var longest = 0
        var run = 0
        for token in outsideCode.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            // Words split off their ASCII punctuation: `works,` is `works`; Chinese breaks a run.
            for piece in splitAtChinese(String(token)) {
                let word = piece.trimmingCharacters(in: CharacterSet(charactersIn: ",;:.!?\"'()[]*“”"))
                if word.isEmpty { continue }
                if isCode(word) { continue }
                if word.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "'") }), word.contains(where: \.isLetter) {
                    run += 1
                    longest = max(longest, run)
                } else {
                    run = 0
                }
            }
        }
        return longest
    }

    /// `token` cut at each Chinese character or full-width mark, which end a run: `值而不是` → "", `a中b` → a, "", b.
    private static func splitAtChinese(_ token: String) -> [String] {
        var pieces: [String] = [""]
        for character in token {
            if !character.isASCII {
                pieces.append("\u{3000}")
                pieces.append("")
            } else {
                pieces[pieces.count - 1].append(character)
            }
        }
        return pieces.filter { !$0.isEmpty }
    }

    /// An identifier, path, command or number: `subscribeNext`, `N.M`, `Sources/`, `--lang`, `4.1`.
    private static func isCode(_ word: String) -> Bool {
        if word.contains(where: { "._/$()<>=@#\\0123456789".contains($0) }) { return true }
        if word.hasPrefix("-") { return true }
        // An uppercase letter after the first: `subscribeNext`, `RAC`, `CHALLENGES`.
        return word.dropFirst().contains(where: \.isUppercase)
    }

    /// The chapters whose test names are all translated (every name their workspace writes has its
    /// Chinese): read from `Exercises/zh-Hans/ChapterNN-tests.txt`, so it grows as they are filled.
    static func chaptersWithChineseTestNames() throws -> Set<Int> {
        let names = ChineseNames.load(root: packageRoot, kind: .tests)
        var complete: Set<Int> = []
        for chapter in ChapterCatalog.chapters {
            let material = try ChapterMaterial.load(root: packageRoot, chapter: chapter, language: .simplifiedChinese)
            let files = material.tests.map(\.text) + material.challengeTests.map(\.text)
            if files.allSatisfy({ TestNameLiterals.scan($0).allSatisfy { names.chinese(for: $0.text) != nil } }) {
                complete.insert(chapter.number)
            }
        }
        return complete
    }

    /// Chapter `number`'s Chinese workspace as `--lang zh-Hans` writes it; for a chapter whose test
    /// names are not all translated yet, one written as if they were (the untranslated keep their
    /// English), with those English names, so that the rest can still be checked.
    static func chineseWorkspace(_ number: Int, complete: Set<Int>) throws -> (files: [String: String], untranslated: Set<String>) {
        let chapter = try #require(ChapterCatalog.chapter(number))
        if complete.contains(number) {
            let workspace = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false, language: .simplifiedChinese)
            return (try workspace.files(), [])
        }
        let material = try ChapterMaterial.load(root: packageRoot, chapter: chapter, language: .simplifiedChinese)
        let translation = WorkspaceTranslation(testNames: .load(root: packageRoot, kind: .tests), tasks: .load(root: packageRoot, kind: .tasks))
        let workspace = ExerciseWorkspace(root: packageRoot, materials: [material], solved: false, translation: translation)
        let untranslated = (material.tests + material.challengeTests).flatMap { TestNameLiterals.scan($0.text) }
            .map(\.text).filter { translation.testNames.chinese(for: $0) == nil }
        return (try workspace.files(), Set(untranslated.map(WorkspaceTranslation.displayName(ofLiteral:))))
    }

    @Test("the README, the challenges' texts and the test names of a Chinese workspace hold no English sentence", arguments: 1...8)
    func noEnglishSentence(chapter number: Int) throws {
        let complete = try Self.chaptersWithChineseTestNames()
        let (files, untranslated) = try Self.chineseWorkspace(number, complete: complete)
        // The test names not translated yet (their chapter's -tests.txt is not filled) are left out
        // of this check until it is; every other line is checked.
        var readme = try #require(files["README.md"])
        for name in untranslated { readme = readme.replacingOccurrences(of: "“\(name)”", with: "“”") }
        let english = Self.englishLines(in: readme)
        #expect(english.isEmpty, "chapter \(number)'s Chinese README has English sentences:\n\(english.joined(separator: "\n"))")
        var names: [String] = []
        for (path, text) in files where path.hasPrefix("Tests/") || path.hasPrefix("Challenges/") {
            names += TestNameLiterals.scan(text).map(\.text).filter { !untranslated.contains($0) }.filter { Self.longestLatinRun(in: $0) >= 3 }
        }
        #expect(names.isEmpty, "chapter \(number)'s Chinese workspace has English test names:\n\(names.sorted().joined(separator: "\n"))")
        if !complete.contains(number) {
            // Not a failure: the chapter's test names wait for their translation.
            #expect(!untranslated.isEmpty)
        }
    }

    @Test("the English-sentence finder: a run of three plain words outside code, and nothing in code or Chinese")
    func finderFindsWhatItShould() {
        #expect(Self.longestLatinRun(in: "Take the exercises in order.") == 5)
        #expect(Self.longestLatinRun(in: "- “练习 1.2：订阅在 subscribeNext 返回之前运行订阅 block”（`subscribeRunsBlock`）") == 1)
        #expect(Self.longestLatinRun(in: "`swift run progress hint N.M` 显示提示") == 0)
        #expect(Self.longestLatinRun(in: "练习 4.1：the first value arrives") == 4)
        #expect(Self.englishLines(in: "```\nrun the code here\n```\n中文，and so on here") == ["中文，and so on here"])
    }

    @Test("a Chinese workspace's test files differ from the English only in the names: identifiers and the rest unchanged")
    func onlyTheNamesChange() throws {
        let chapter = try #require(ChapterCatalog.chapter(2))
        let chinese = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false, language: .simplifiedChinese).files()
        let english = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).files()
        let names = ChineseNames.load(root: packageRoot, kind: .tests)
        var changed = 0
        for (path, text) in english where path.hasPrefix("Tests/") || path.hasPrefix("Challenges/") {
            let translated = try #require(chinese[path])
            let before = text.split(separator: "\n", omittingEmptySubsequences: false)
            let after = translated.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(before.count == after.count, "\(path) changed its line count")
            let literals = Dictionary(TestNameLiterals.scan(text).map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, (old, new)) in zip(before, after).enumerated() where old != new {
                changed += 1
                let literal = try #require(literals[index], "\(path):\(index + 1) changed, and holds no test name: \(new)")
                let name = try #require(names.chinese(for: literal.text))
                #expect(String(new) == String(old).replacingOccurrences(of: "\"\(literal.text)\"", with: "\"\(name)\""), "\(path): \(new)")
            }
        }
        #expect(changed > 50)
        // Which test checks which exercise is read from the English, and stays.
        let englishCourse = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).course()
        let chineseCourse = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false, language: .simplifiedChinese).course()
        #expect(chineseCourse.exercises.map { $0.tests.map(\.id) } == englishCourse.exercises.map { $0.tests.map(\.id) })
        #expect(chineseCourse.exercises.flatMap(\.tests).allSatisfy { $0.name.hasPrefix("练习 ") })
    }

    @Test("a test name with no Chinese stops a Chinese workspace, naming the name and the file that lacks it")
    func missingNameIsRefused() throws {
        let tree = try TemporaryTree()
        let chapter = try #require(ChapterCatalog.chapter(1))
        for folder in [chapter.folder, "Tests/\(chapter.module)Tests", "Solutions/Chapter01/Tests", "Tests/TestSupport"] {
            for path in Files.list(under: packageRoot.appendingPathComponent(folder)) {
                try tree.write("\(folder)/\(path)", try #require(Files.read(packageRoot.appendingPathComponent("\(folder)/\(path)"))))
            }
        }
        for path in [CourseFile.path(chapter: 1), TestMap.path(chapter: 1), "Exercises/zh-Hans/Chapter01.md", ChineseNames.path(chapter: 1, kind: .tasks)] {
            try tree.write(path, try #require(Files.read(packageRoot.appendingPathComponent(path))))
        }
        let names = try #require(Files.read(packageRoot.appendingPathComponent(ChineseNames.path(chapter: 1, kind: .tests))))
        let english = "Exercise 1.1: A subscriber runs its next block for each value"
        let chinese = "练习 1.1：订阅者对每个值运行它的 next block"
        #expect(names.contains("en: \(english)\nzh: \(chinese)\n"))
        try tree.write(ChineseNames.path(chapter: 1, kind: .tests), names.replacingOccurrences(of: "zh: \(chinese)\n", with: "zh: \n"))
        do {
            _ = try ExerciseWorkspace(root: tree.root, chapters: [chapter], solved: false, language: .simplifiedChinese)
            Issue.record("a Chinese workspace was made with an untranslated test name")
        } catch {
            #expect(error.description == """
            没有生成中文工作区：它要写出的 1 段文字还没有中文；
            请在 Exercises/zh-Hans 里补上，或者去掉 --lang zh-Hans：
              Exercises/zh-Hans/Chapter01-tests.txt:49：Tests/Chapter01_MinimalSignalTests/SubscriberTests.swift:11 处的测试名的 `zh:` 是空的：
                "\(english)"
            """)
        }
        // In English, nothing is needed.
        #expect(try ExerciseWorkspace(root: tree.root, chapters: [chapter], solved: false).files()["README.md"] != nil)
    }
}
