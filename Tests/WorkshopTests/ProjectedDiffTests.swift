import CourseProgress
import Foundation
import Testing
@testable import Workshop

/// `workshop diffs N`: a chapter's diff for a projector, every line within the width and nothing
/// lost.
@Suite("Projected diffs")
struct ProjectedDiffTests {
    /// The diff's lines back from the projected ones: each continuation (`↪ ` after its lead)
    /// joined to the line before it.
    static func unwrapped(_ pieces: [String]) -> [String] {
        var lines: [String] = []
        for piece in pieces {
            if let mark = piece.range(of: ProjectedDiff.continuation), !lines.isEmpty,
               piece[..<mark.lowerBound].dropFirst().allSatisfy({ $0 == " " }) {
                lines[lines.count - 1] += piece[mark.upperBound...]
            } else {
                lines.append(piece)
            }
        }
        return lines
    }

    @Test("a long added line is cut after a space, goes on under its indentation after ↪, and joins back whole")
    func longLine() {
        let line = "+    " + (1...30).map { "word\($0)" }.joined(separator: " ")
        let pieces = ProjectedDiff.lines(line, width: 60)
        #expect(pieces.count == 4)
        #expect(pieces.allSatisfy { $0.displayWidth <= 60 })
        #expect(pieces.dropFirst().allSatisfy { $0.hasPrefix("+    ↪ word") })
        #expect(pieces[0].hasSuffix(" "))
        #expect(Self.unwrapped(pieces) == [line])
        #expect(ProjectedDiff.lines("-short", width: 60) == ["-short"])
    }

    @Test("a line with no space to cut at is cut at the width")
    func noSpace() {
        let line = "+" + String(repeating: "x", count: 130)
        let pieces = ProjectedDiff.lines(line, width: 50)
        #expect(pieces.map(\.displayWidth) == [50, 50, 37])
        #expect(Self.unwrapped(pieces) == [line])
    }

    @Test("every chapter's diff fits 100 columns and loses nothing", arguments: 2...8)
    func chapterDiffs(chapter: Int) throws {
        let diff = try #require(ChapterDiffs.diff(forChapter: chapter, root: packageRoot))
        let pieces = ProjectedDiff.lines(of: diff, width: 100)
        #expect(pieces.allSatisfy { $0.displayWidth <= 100 })
        #expect(Self.unwrapped(pieces) == Markdown.lines(of: String(diff.dropLast())))
        #expect(Files.read(packageRoot.appendingPathComponent(ChapterDiffs.path(forChapter: chapter))) == diff)
    }
}
