import CourseProgress
import Foundation
import Testing
@testable import Workshop

/// Everything an instructor projects fits a projector: each line the workshop prints for its
/// overview, each chapter's demos, each chapter's diff, and `exercise`'s help and errors, in
/// English and in Chinese, is at most 100 display columns (`displayWidth`: CJK counts two).
@Suite("Printed widths")
struct PrintedWidthTests {
    static let limit = 100
    static let languages = ["en", "zh-Hans"]

    /// The command lines checked: the overview, the chapters, the diffs, `exercise`'s help and
    /// every way of calling `exercise` wrongly (and `example`'s unknown name).
    static let commandLines: [[String]] = [[]]
        + (1...8).map { ["chapter", String($0)] }
        + (2...8).map { ["diffs", String($0)] }
        + [
            ["exercise", "--help"],
            ["exercise"],
            ["exercise", "9"],
            ["exercise", "8-5"],
            ["exercise", "2"],
            ["exercise", "2", "--into", "/tmp/a", "--status", "/tmp/b"],
            ["exercise", "2", "--solved", "--only", "2.1", "--into", "/nonexistent/x"],
            ["exercise", "2", "--only", "3.1", "--into", "/nonexistent/x"],
            ["exercise", "2", "--only", "2.4-2.1", "--into", "/nonexistent/x"],
            ["exercise", "2", "--hint", "9.9"],
            ["exercise", "2", "--hint", "2.1", "--solved"],
            ["exercise", "2", "--status", "/nonexistent/workspace"],
            ["exercise", "2", "--into"],
            ["exercise", "2", "--frobnicate"],
            ["example", "no-such-example"],
            ["diffs", "9"],
            ["diffs", "1", "2"],
        ]

    @Test("Every line of the overview, the chapters' demos, the diffs and exercise's help and errors is at most 100 columns, in both languages", arguments: languages)
    func everyLineFits(language: String) {
        var wide: [String] = []
        for arguments in Self.commandLines {
            let (_, output) = runWorkshop(arguments + ["--lang", language], in: packageRoot)
            for line in output.split(separator: "\n", omittingEmptySubsequences: false) where line.displayWidth > Self.limit {
                wide.append("workshop \(arguments.joined(separator: " ")): \(line.displayWidth) columns: \(line)")
            }
        }
        #expect(wide == [])
    }

    /// The hint is the course file's text (its width is that file's business); the line the
    /// workshop adds under it fits.
    @Test("The line under exercise N --hint N.M fits, in both languages", arguments: languages)
    func theLineUnderAHintFits(language: String) throws {
        let (status, output) = runWorkshop(["exercise", "2", "--hint", "2.3", "--lang", language], in: packageRoot)
        #expect(status == 0)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let blank = try #require(lines.lastIndex(of: ""), "no blank line before the trailing empty one")
        let under = lines[..<blank].split(separator: "").last ?? []
        #expect(!under.isEmpty)
        #expect(under.allSatisfy { $0.displayWidth <= Self.limit })
        #expect(under.first?.hasPrefix(language == "en" ? "(Give --status DIR" : "（加上 --status DIR") == true)
    }
}
