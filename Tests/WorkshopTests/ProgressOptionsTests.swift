@testable import CourseProgress
import Foundation
import Testing
@testable import Workshop

/// A workspace folder with only a `course.json`: enough for `--help`, the language and `--chapter`'s
/// errors, which need no build.
private func workspace(chapters: [Int], language: Language?) throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ProgressOptionsTests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let course = Course(writtenBy: "test", solved: false, chapters: chapters.map { number in
        Course.Chapter(number: number, title: "T", module: "Chapter0\(number)_M", exercises: [
            ProgressShapes.exercise("\(number).1", "第一个", tests: ["a"]), ProgressShapes.exercise("\(number).2", "第二个", tests: ["b"]),
        ])
    }, language: language)
    try Data(course.encoded().utf8).write(to: folder.appendingPathComponent(Course.fileName))
    return folder
}

/// `progress ARGUMENTS` in `folder`: its exit status, standard output and standard error.
private func progress(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) -> (status: Int32, output: String, errors: String) {
    var output: [String] = []
    var errors: [String] = []
    let status = ProgressTool.main(arguments, directory: folder, environment: environment, output: { output.append($0) }, errors: { errors.append($0) })
    return (status, output.joined(separator: "\n"), errors.joined(separator: "\n"))
}

@Suite("progress's language: --lang, else the workspace's course.json, else the locale variables")
struct ProgressLanguageChoiceTests {
    @Test("--lang anywhere, the last one counting; none gives nil; a missing or unknown value is a usage error in both languages")
    func option() throws {
        #expect(try Language.option(in: ["list", "--lang", "zh-Hans"]) == (.simplifiedChinese, ["list"]))
        #expect(try Language.option(in: ["--lang=zh-Hans", "hint", "--lang", "en", "2.1"]) == (.english, ["hint", "2.1"]))
        #expect(try Language.option(in: ["list"]) == (nil, ["list"]))
        #expect(throws: UsageError(Bilingual("--lang needs a value: en, zh-Hans", "--lang 需要一个值：en, zh-Hans"))) { try Language.option(in: ["--lang"]) }
        #expect(throws: UsageError(Bilingual("there is no language 'fr'; the languages are en, zh-Hans", "没有语言 'fr'；可选的语言是 en, zh-Hans"))) {
            try Language.option(in: ["--lang", "fr"])
        }
    }

    @Test("course.json records the workspace's language; one written before the field still loads, with none")
    func courseLanguage() throws {
        let folder = try workspace(chapters: [4], language: .simplifiedChinese)
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try String(contentsOf: folder.appendingPathComponent(Course.fileName), encoding: .utf8)
        #expect(text.contains("\n  \"language\" : \"zh-Hans\",\n"))
        #expect(try Course.load(from: folder).language == .simplifiedChinese)
        let old = text.replacingOccurrences(of: "\n  \"language\" : \"zh-Hans\",", with: "")
        try Data(old.utf8).write(to: folder.appendingPathComponent(Course.fileName))
        let loaded = try Course.load(from: folder)
        #expect(loaded.language == nil)
        #expect(loaded.exercises.count == 2)
    }

    @Test("workshop exercise N --into DIR --lang zh-Hans writes the language into course.json; without --lang, English")
    func workshopWritesTheLanguage() throws {
        let chapter = try #require(ChapterCatalog.chapter(4))
        let chinese = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false, language: .simplifiedChinese)
        #expect(chinese.course().language == .simplifiedChinese)
        #expect(try chinese.files()[Course.fileName]?.contains("\"language\" : \"zh-Hans\"") == true)
        #expect(try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).course().language == .english)
    }

    @Test("the order: --lang, then the workspace's language, then LC_ALL, LC_MESSAGES, LANG")
    func order() throws {
        let chinese = try workspace(chapters: [4], language: .simplifiedChinese)
        let unrecorded = try workspace(chapters: [4], language: nil)
        defer {
            try? FileManager.default.removeItem(at: chinese)
            try? FileManager.default.removeItem(at: unrecorded)
        }
        let english = ["LANG": "en_US.UTF-8"]
        #expect(progress(["--help"], in: chinese, environment: english).output.hasPrefix("用法： swift run progress [list]"))
        #expect(progress(["--help", "--lang", "en"], in: chinese).output.hasPrefix("Usage: swift run progress [list]"))
        #expect(progress(["--help"], in: unrecorded, environment: ["LANG": "zh_CN.UTF-8"]).output.hasPrefix("用法："))
        #expect(progress(["--help"], in: unrecorded, environment: english).output.hasPrefix("Usage:"))
        // An error speaks the workspace's language too.
        let wrong = progress(["hint", "9.9"], in: chinese)
        #expect(wrong.status == 2)
        #expect(wrong.errors.hasPrefix("错误：'9.9' 不是这个工作区的练习；它的练习是 4.1、4.2\n\n用法："))
        #expect(progress(["frobnicate", "--lang", "en"], in: chinese).errors.hasPrefix("error: unknown command 'frobnicate'\n\nUsage:"))
    }
}

@Suite("progress --chapter N: one chapter of a workspace of several")
struct ProgressChapterTests {
    @Test("a chapter the workspace lacks is a usage error that names the chapters it has, in both languages; N must be a number")
    func missingChapter() throws {
        let folder = try workspace(chapters: [5, 6], language: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let english = progress(["--chapter", "3"], in: folder)
        #expect(english.status == 2)
        #expect(english.errors.hasPrefix("error: this workspace has no chapter 3; its chapters are 5, 6\n\nUsage:"))
        let chinese = progress(["--chapter=3", "--lang", "zh-Hans"], in: folder)
        #expect(chinese.errors.hasPrefix("错误：这个工作区没有第 3 章；它有的章：5、6\n\n用法："))
        #expect(progress(["--chapter", "x"], in: folder).errors.hasPrefix("error: --chapter needs a chapter number, got 'x'"))
        let one = try workspace(chapters: [4], language: nil)
        defer { try? FileManager.default.removeItem(at: one) }
        #expect(progress(["--chapter", "5"], in: one).errors.hasPrefix("error: this workspace has no chapter 5; its chapter is 4\n"))
    }

    @Test("the session sees the chapter's exercises alone, and its other tests alone; the help lists --chapter in both languages")
    func limited() throws {
        let folder = try workspace(chapters: [5, 6], language: nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let course = try Course.load(from: folder)
        let session = ProgressSession(directory: folder, course: course, limit: 1, chapter: 6)
        #expect(session.exercises.map(\.id.description) == ["6.1", "6.2"])
        #expect(ProgressSession(directory: folder, course: course, limit: 1).exercises.count == 4)
        #expect(try course.limited(toChapter: 5).exercises.map(\.id.description) == ["5.1", "5.2"])
        var run = TestRun.Report()
        run.record("Chapter05_MTests.S/a", .passed)
        run.record("Chapter06_MTests.S/b", .hung(5))
        let kept = ProgressSession.keeping(run, testsOf: "Chapter06_M")
        #expect(kept.order == ["Chapter06_MTests.S/b"])
        #expect(kept.results.keys.sorted() == ["Chapter06_MTests.S/b"])
        #expect(ProgressTool.usage(in: .english, width: 100).contains("\n  --chapter N        in a workspace of several chapters"))
        #expect(ProgressTool.usage(in: .simplifiedChinese, width: 100).contains("\n  --chapter N        在一个有多章的工作区"))
    }
}
