import Foundation
import Testing
@testable import Workshop

/// `Tests/RACMistakes.md`, RAC's own mistake catalogue, as `workshop course rac` reads it.
@Suite("RAC's mistake catalogue: parsed, and every edit applies to today's sources")
struct RACMistakesTests {
    private let entry = """
    # RAC: the mistake catalogue

    ## Core

    ### R1: a check dropped

    Breaks: something goes wrong.

    Caught by: `RACTests.A/one`, `RACTests.B/two`

    Sanitizer: thread

    In `Core/File.swift`:

    ```diff
     guard ok else { return }
    -check()
    +skip()
    ```
    """

    @Test("an entry gives its id, title, tests, sanitizer and edit")
    func parsesAnEntry() throws {
        let catalogue = try RACMistakes.parse(entry)
        let mistake = try #require(catalogue.mistakes.first)
        #expect(catalogue.mistakes.count == 1)
        #expect(mistake.id == "R1")
        #expect(mistake.title == "a check dropped")
        #expect(mistake.tests == ["RACTests.A/one", "RACTests.B/two"])
        #expect(mistake.needsThreadSanitizer)
        #expect(mistake.edits == [CourseFile.Edit(file: "Core/File.swift", hunks: [[.context("guard ok else { return }"), .removed("check()"), .added("skip()")]], line: 15)])
    }

    @Test("an entry without a Breaks: line, a Caught by: line or an edit is refused, with its line")
    func refusesIncompleteEntries() {
        let bare = "# RAC\n\n### R2: nothing but a title\n"
        #expect(throws: CourseFile.Problems(list: [
            CourseFile.Problem(file: RACMistakes.path, line: 3, message: "R2 needs a `Breaks:` line (what goes wrong, in one sentence)"),
            CourseFile.Problem(file: RACMistakes.path, line: 3, message: "R2 needs a `Caught by:` line naming the tests that fail, in backticks"),
            CourseFile.Problem(file: RACMistakes.path, line: 3, message: "R2 has no edit (`In `FILE`:` and a ```diff block)"),
        ])) { try RACMistakes.parse(bare) }
        #expect(throws: CourseFile.Problems.self) { try RACMistakes.parse(entry.replacingOccurrences(of: "### R1:", with: "### M1:")) }
    }

    @Test("the real catalogue parses, and each edit matches exactly one place of RAC's sources")
    func realCatalogueApplies() throws {
        let text = try String(contentsOf: packageRoot.appendingPathComponent(RACMistakes.path), encoding: .utf8)
        let catalogue = try RACMistakes.parse(text)
        #expect(catalogue.mistakes.count >= 25)
        for mistake in catalogue.mistakes {
            #expect(throws: Never.self, "\(mistake.id)") { _ = try RACMistakes.apply(mistake, root: packageRoot) }
        }
    }
}
