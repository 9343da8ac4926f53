import Foundation
import Testing
@testable import Workshop

@Suite("workshop check-docs: citations")
struct CitationCheckTests {
    /// The outside documents, spelled in pieces so that this file does not cite them.
    let semantics = "rac2" + "-semantics"
    let api = "API" + ".md"
    /// A comment's start, spelled so that the fixtures' comments are not this file's own.
    let comment = "/" + "/"

    let contracts = """
    # The contracts

    ## 1. Signals

    <a id="C1.1"></a>**C1.1 · Cold.** Pinned by: [FooTests.swift](../Tests/FooTests/FooTests.swift) `realTest()`.

    <a id="C1.2"></a>**C1.2 · Again.** Text.

    ## 2. Subscribers

    <a id="C2.1"></a>**C2.1 · Blocks.** Text.
    """

    var fooTests: String {
        """
        import Testing

        struct FooTests {
            \(comment) Docs/Contracts.md C1.1, C1.2; see Docs/Guide.md.
            @Test func realTest() {}
            let fixture = "Docs/NotAPath.md"
        }
        """
    }

    func makeTree(guide: String, extra: [String: String] = [:]) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// swift-tools-version: 6.0\n")
        try tree.write("Docs/Contracts.md", contracts)
        try tree.write("Docs/Guide.md", guide)
        try tree.write("Tests/FooTests/FooTests.swift", fooTests)
        for (path, text) in extra { try tree.write(path, text) }
        return tree
    }

    @Test("citations into the repository that exist pass: rules, ranges, sections, anchors, paths and test names")
    func goodCitationsPass() throws {
        let guide = """
        # Guide

        See [C1.1](Contracts.md#C1.1), Contracts.md C1.2 and C1.1–C1.2, [Contracts §2](Contracts.md#2-subscribers),
        Docs/Contracts.md and `Contracts.md`, and the test [FooTests.swift](../Tests/FooTests/FooTests.swift) `realTest()`.
        A URL is not a path: https://example.com/Docs/Nothing.md; neither is a pattern, Docs/Chapter0N-*.md.

        ```text
        Docs/Missing.md inside a block is not read
        ```
        """
        let tree = try makeTree(guide: guide)
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(output == "check-docs: 0 Swift excerpts and 4 links, 2 anchors in 2 documents: all good.\n")
        #expect(status == 0)
    }

    @Test("outside documents, missing paths, unknown rules, sections and anchors, and missing tests each fail, with their place")
    func badCitationsFail() throws {
        let guide = """
        # Guide

        As \(semantics) §1.5 says, and \(api) §3.
        Read Docs/Missing.md and Nowhere.md; the rule Contracts.md C9.9, Contracts §7, [C4.4](Contracts.md#C4.4).
        The test [FooTests.swift](../Tests/FooTests/FooTests.swift) `ghostTest()` is not there.
        """
        let swift = """
        \(comment) See \(api) §5 and Docs/Contracts.md C3.3, and Tests/Gone/Thing.swift.
        let text = "Docs/Fixture.md is a string, not a comment"
        \(comment) In a comment, a link to a section Contracts.md lacks: [it](Docs/Contracts.md#9-nowhere).
        """
        let tree = try makeTree(guide: guide, extra: ["Chapters/Module/File.swift": swift])
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(status == 1)
        #expect(output == """
        Docs/Guide.md:4: link to Contracts.md#C4.4: no anchor #C4.4 in Docs/Contracts.md; nearest: #C1.1, #C1.2, #C2.1
        Chapters/Module/File.swift:1: cites \(api), which is not in the repository; cite Docs/Contracts.md, Docs/Differences.md or Docs/Glossary.md instead
        Chapters/Module/File.swift:1: mentions \(api): no such file or folder
        Chapters/Module/File.swift:1: mentions Tests/Gone/Thing.swift: no such file or folder
        Chapters/Module/File.swift:1: cites C3.3, which Docs/Contracts.md does not define
        Chapters/Module/File.swift:1: cites Contracts §5, which Docs/Contracts.md does not have
        Chapters/Module/File.swift:3: links Contracts.md#9-nowhere, which Docs/Contracts.md does not have
        Docs/Guide.md:3: cites \(semantics), which is not in the repository; cite Docs/Contracts.md (a rule such as C1.2) instead
        Docs/Guide.md:3: cites \(api), which is not in the repository; cite Docs/Contracts.md, Docs/Differences.md or Docs/Glossary.md instead
        Docs/Guide.md:3: mentions \(api): no such file or folder
        Docs/Guide.md:4: mentions Docs/Missing.md: no such file or folder
        Docs/Guide.md:4: mentions Nowhere.md: no such file or folder
        Docs/Guide.md:4: cites C9.9, which Docs/Contracts.md does not define
        Docs/Guide.md:4: cites C4.4, which Docs/Contracts.md does not define
        Docs/Guide.md:4: cites Contracts §7, which Docs/Contracts.md does not have
        Docs/Guide.md:5: names test ghostTest(), which FooTests.swift does not define
        check-docs: 0 Swift excerpts and 3 links, 1 anchor in 2 documents: 16 problems.

        """)
    }

    @Test("a citation of Contracts.md fails when there is no Contracts.md")
    func noContracts() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// swift-tools-version: 6.0\n")
        try tree.write("Docs/Guide.md", "Rule Contracts C1.1.\n")
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(status == 1)
        #expect(output.hasPrefix("Docs/Guide.md:1: cites Docs/Contracts.md, which does not exist\n"))
    }

    @Test("path mentions: link syntax and URLs are left out; a trailing full stop is not part of the path")
    func pathMentions() {
        #expect(CitationCheck.pathMentions(in: "See Docs/Marbles.md. Then [x](Docs/Linked.md) and README.md,") == ["Docs/Marbles.md", "README.md"])
        #expect(CitationCheck.pathMentions(in: "https://github.com/o/r/blob/main/Docs/A.md and github.com/o/Docs/B.md") == [])
        #expect(CitationCheck.pathMentions(in: "Chapters/Chapter0N_*/Subscriber.swift, Tests/ChapterNN_Tests, Chapters/Workshop") == ["Chapters/Workshop"])
    }

    @Test("rule citations: both ends of a range, not a version number or a longer word")
    func ruleCitations() {
        #expect(CitationCheck.ruleCitations(in: "C7.1–C7.3, C1.12 and (C2.4)") == ["C7.1", "C7.3", "C1.12", "C2.4"])
        #expect(CitationCheck.ruleCitations(in: "v1.2.3, ABC1.2, C1.2x") == [])
        #expect(CitationCheck.sectionCitations(in: "Contracts §5 and §1.5") == ["5"])
    }

    @Test("the repository itself cites nothing it does not have")
    func repositoryIsClean() {
        let problems = CitationCheck(root: packageRoot).run()
        #expect(problems.map(\.description) == [])
    }
}
