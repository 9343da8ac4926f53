import Foundation
import Testing
@testable import Workshop

@Suite("workshop check-docs: marble diagrams")
struct MarbleCheckTests {
    func makeTree(_ guide: String) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// swift-tools-version: 6.0\n")
        try tree.write("Docs/Guide.md", guide)
        return tree
    }

    @Test("the marker names a demo as N.M")
    func markers() {
        #expect(MarbleCheck.demoLabel(inMarker: "<!-- marbles: demo 2.4 -->") == "2.4")
        #expect(MarbleCheck.demoLabel(inMarker: "  <!--marbles: demo 10.1-->  ") == "10.1")
        #expect(MarbleCheck.demoLabel(inMarker: "<!-- from: Chapters/X.swift -->") == nil)
        #expect(MarbleCheck.demoLabel(inMarker: "<!-- marbles: -->") == nil)
        #expect(MarbleCheck.demoLabel(inMarker: "plain text") == nil)
    }

    @Test("a demo's marble lines are what workshop chapter N prints under Marbles:")
    func demoLines() {
        #expect(MarbleCheck.marbleLines(ofDemo: "2.1") == ["subscriber ^ab(!|)-"])
        #expect(MarbleCheck.marbleLines(ofDemo: "2.4") == ["subscriber (^a!X)"])
        #expect(MarbleCheck.marbleLines(ofDemo: "9.1") == nil)
        #expect(MarbleCheck.marbleLines(ofDemo: "2.99") == nil)
        #expect(MarbleCheck.marbleLines(ofDemo: "two") == nil)
        let (_, output) = runWorkshop(["chapter", "2"])
        #expect(output.contains("     Marbles:\n       subscriber (^a!X)\n"))
    }

    @Test("a marked block equal to the demo's diagram passes; the legend may be indented")
    func matchingBlockPasses() throws {
        let guide = """
        # Guide

        <!-- marbles: demo 2.3 -->
        ```text
        return(a) (^a!|)--
        empty     (^!|) --
        error     (^!X) --
        never     ^     -!
        ```

        <!-- marbles: demo 8.2 -->
        ```text
        executing        (^F)T----F-
        enabled          (^T)-F----T
        executionSignals ^   --1----
        errors           ^   ----a--
        caller           ^   ---X---
        execution 1      -   --^|---
                         where a = "DemoError"
        ```

        An unmarked block is an illustration, and is not compared:

        ```text
        a ^-1-2-|
        ```
        """
        let tree = try makeTree(guide)
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(output == "check-docs: 0 Swift excerpts and 0 links, 2 marble diagrams in 1 document: all good.\n")
        #expect(status == 0)
    }

    @Test("a changed row, a missing row, an extra row and an unknown demo each fail, with their place")
    func differencesFail() throws {
        let guide = """
        <!-- marbles: demo 2.1 -->
        ```text
        subscriber ^ab|
        ```

        <!-- marbles: demo 2.3 -->
        ```text
        return(a) (^a!|)--
        ```

        <!-- marbles: demo 2.2 -->
        ```text
        subscriber ^a!--
        subscriber ^a!--
        ```

        <!-- marbles: demo 7.9 -->
        ```text
        x ^|
        ```
        """
        let tree = try makeTree(guide)
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(status == 1)
        #expect(output == """
        Docs/Guide.md:2: marbles of demo 2.1 differ from what the demo prints: line 1 should be "subscriber ^ab(!|)-", found "subscriber ^ab|"
        Docs/Guide.md:7: marbles of demo 2.3 differ from what the demo prints: line 2 should be "empty     (^!|) --", found nothing
        Docs/Guide.md:12: marbles of demo 2.2 differ from what the demo prints: 1 extra line(s) after "subscriber ^a!--"
        Docs/Guide.md:18: marbles of demo 7.9: there is no such demo (`workshop chapter N` numbers them N.1, N.2, …)
        check-docs: 0 Swift excerpts and 0 links, 4 marble diagrams in 1 document: 4 problems.

        """)
    }

    @Test("every marked diagram in the repository's guides matches its demo")
    func repositoryDiagramsMatch() {
        let report = DocsChecker(root: packageRoot).run()
        #expect(report.marbleDiagrams >= 20)
        #expect(report.problems.filter { $0.message.hasPrefix("marbles") }.map(\.description) == [])
    }
}
