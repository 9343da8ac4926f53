import CourseProgress
import Foundation
import Testing
@testable import Workshop

/// `exercise 5-8` (a workspace that starts where a plan starts) and `--only 8.4-8.7`.
@Suite("exercise: chapter ranges and exercise ranges")
struct ExerciseRangeTests {
    @Test("5-8 names chapters 5 to 8; a range backwards or outside 1 to 8 is refused")
    func chapterRanges() throws {
        #expect(try ExerciseCommand.chapters(named: "5-8").map(\.number) == [5, 6, 7, 8])
        #expect(try ExerciseCommand.chapters(named: "3-3").map(\.number) == [3])
        for wrong in ["8-5", "0-3", "5-9", "5-", "-5"] {
            #expect(throws: UsageError.self) { try ExerciseCommand.chapters(named: wrong) }
        }
        let (status, output) = runWorkshop(["exercise", "8-5", "--into", "/nonexistent/x"])
        #expect(status == 2)
        #expect(output.hasPrefix("error: there are no chapters '8-5'; a range is FIRST-LAST of 1 to 8, FIRST not after LAST\n"))
    }

    @Test("--only takes ranges of one chapter, and a workspace quotes its list with them")
    func exerciseRanges() throws {
        let chapters = try ExerciseCommand.chapters(named: "5-8")
        let only = try #require(try ExerciseCommand.exercises("5.1-5.3,8.4-8.7,6.2", of: chapters))
        #expect(ExerciseList.text(only) == "5.1-5.3,6.2,8.4-8.7")
        #expect(only.count == 8)
        #expect(ExerciseList.parse("8.4-8.7")?.map(\.description) == ["8.4", "8.5", "8.6", "8.7"])
        #expect(ExerciseList.parse("8.7-8.4") == nil)
        #expect(ExerciseList.parse("7.4-8.2") == nil)
        #expect(ExerciseList.text(["2.1", "2.4", "2.5"].compactMap(ExerciseID.init)) == "2.1,2.4,2.5")
        #expect(throws: UsageError.self) { try ExerciseCommand.exercises("4.1-4.3", of: chapters) }
    }

    @Test("exercise 5-8 writes chapters 5 to 8 only, and says so")
    func writesTheRange() throws {
        let tree = try TemporaryTree()
        let folder = tree.root.appendingPathComponent("team").path
        let (status, output) = runWorkshop(["exercise", "5-8", "--only", "5.1-5.5,8.4-8.7", "--into", folder], in: packageRoot)
        #expect(status == 0)
        #expect(output.hasPrefix("Wrote \(folder): chapters 5 to 8, 23 exercises, "))
        let course = try Course.load(from: URL(fileURLWithPath: folder))
        #expect(course.chapters.map(\.number) == [5, 6, 7, 8])
        #expect(course.writtenBy == "swift run workshop exercise 5-8 --only 5.1-5.5,8.4-8.7")
        #expect(course.exercises.filter(\.takenOut).map(\.id.description) == ["5.1", "5.2", "5.3", "5.4", "5.5", "8.4", "8.5", "8.6", "8.7"])
    }
}
