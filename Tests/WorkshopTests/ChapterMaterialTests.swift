import CourseProgress
import Foundation
import Testing
@testable import Workshop

@Suite("ChapterMaterial: a chapter's course material, loaded once")
struct ChapterMaterialTests {
    /// A copy of the course's chapter 1 material (sources, tests, challenges, course file, map)
    /// in a temporary root, where a translated course file can be added.
    private func chapterOneRoot() throws -> TemporaryTree {
        let tree = try TemporaryTree()
        let chapter = try #require(ChapterCatalog.chapter(1))
        for folder in [chapter.folder, "Tests/\(chapter.module)Tests", "Tests/TestSupport", "Solutions/Chapter01/Tests"] {
            for path in Files.list(under: packageRoot.appendingPathComponent(folder)) {
                try tree.write("\(folder)/\(path)", try #require(Files.read(packageRoot.appendingPathComponent("\(folder)/\(path)"))))
            }
        }
        for path in [CourseFile.path(chapter: 1), TestMap.path(chapter: 1)] {
            try tree.write(path, try #require(Files.read(packageRoot.appendingPathComponent(path))))
        }
        return tree
    }

    @Test("the workspace, its README and course.json are made from the material as loaded: one value feeds them all")
    func workspaceIsMadeFromTheMaterial() throws {
        let chapter = try #require(ChapterCatalog.chapter(2))
        let material = try ChapterMaterial.load(root: packageRoot, chapter: chapter)
        let workspace = ExerciseWorkspace(root: packageRoot, materials: [material], solved: false)
        #expect(workspace.course().exercises == material.exercises)
        #expect(try workspace.files() == ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).files())
        #expect(material.courseFile?.file == "Exercises/Chapter02.md")
        #expect(material.sources.map(\.path) == Files.list(under: packageRoot.appendingPathComponent(chapter.folder)))
    }

    @Test("Chinese without a translated course file falls back to the English one")
    func chineseFallsBackToEnglish() throws {
        let tree = try chapterOneRoot()
        let chapter = try #require(ChapterCatalog.chapter(1))
        let material = try ChapterMaterial.load(root: tree.root, chapter: chapter, language: .simplifiedChinese)
        #expect(material.language == .english)
        #expect(material.courseFile?.file == "Exercises/Chapter01.md")
    }

    @Test("Chinese reads Exercises/zh-Hans/ChapterNN.md when it is there: the same exercises and tests, its prose")
    func chineseReadsTheTranslation() throws {
        let tree = try chapterOneRoot()
        let chapter = try #require(ChapterCatalog.chapter(1))
        let english = try #require(tree.read(CourseFile.path(chapter: 1)))
        let heading = "## Exercise 1.1: deliver each value to the next block"
        #expect(english.contains(heading))
        try tree.write("Exercises/zh-Hans/Chapter01.md", english.replacingOccurrences(of: heading, with: "## Exercise 1.1: 把每个值交给 next block"))
        let chinese = try ChapterMaterial.load(root: tree.root, chapter: chapter, language: .simplifiedChinese)
        let inEnglish = try ChapterMaterial.load(root: tree.root, chapter: chapter)
        #expect(chinese.language == .simplifiedChinese)
        #expect(chinese.courseFile?.file == "Exercises/zh-Hans/Chapter01.md")
        #expect(chinese.exercises.first?.title == "把每个值交给 next block")
        #expect(inEnglish.exercises.first?.title == "deliver each value to the next block")
        #expect(chinese.exercises.map(\.tests) == inEnglish.exercises.map(\.tests))
        #expect(chinese.exercises.map(\.places) == inEnglish.exercises.map(\.places))
        // The workspace's BEGIN lines carry the title in the language loaded.
        let files = try ExerciseWorkspace(root: tree.root, materials: [chinese], solved: false).files()
        #expect(files.values.contains { $0.contains("// BEGIN exercise 1.1 · 把每个值交给 next block") })
    }
}
