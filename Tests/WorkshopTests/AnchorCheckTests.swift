import Foundation
import Testing
@testable import Workshop

/// `workshop check-docs` on links' `#anchors`: GitHub's heading anchors, explicit HTML anchors,
/// and the failure that names the nearest anchors.
@Suite("workshop check-docs: anchors")
struct AnchorCheckTests {
    @Test("English headings: lowercased, punctuation, backticks and emphasis dropped, spaces made hyphens")
    func englishSlugs() {
        #expect(AnchorCheck.slug(of: "Why `map` doesn't *retain* the signal") == "why-map-doesnt-retain-the-signal")
        #expect(AnchorCheck.slug(of: "1. Signals and the event grammar") == "1-signals-and-the-event-grammar")
        #expect(AnchorCheck.slug(of: "Channels and `@Observable` models") == "channels-and-observable-models")
        // Emphasis underscores go, a word's inner underscores and those in code stay.
        #expect(AnchorCheck.slug(of: "__init__ and snake_case, _quietly_") == "init-and-snake_case-quietly")
        #expect(AnchorCheck.slug(of: "The `_private_` name") == "the-_private_-name")
        // A link keeps its text only; an HTML tag goes; an escaped character is text.
        #expect(AnchorCheck.slug(of: "See [the rules](Contracts.md#c11) <a id=\"x\"></a>now") == "see-the-rules-now")
        #expect(AnchorCheck.slug(of: #"A \_literal\_ underscore"#) == "a-_literal_-underscore")
        // Each space is a hyphen: a dropped symbol between two spaces leaves two.
        #expect(AnchorCheck.slug(of: "002: \"iOS RAC - 定時器\"") == "002-ios-rac---定時器")
    }

    @Test("numbered rules: the dot goes, the digits stay")
    func numberedSlugs() {
        #expect(AnchorCheck.slug(of: "C1.7 · Errors end it") == "c17--errors-end-it")
        #expect(AnchorCheck.slug(of: "C1.7") == "c17")
        #expect(AnchorCheck.slug(of: "10. Swift concurrency") == "10-swift-concurrency")
    }

    @Test("Chinese headings: the characters stay, full-width punctuation goes")
    func chineseSlugs() {
        #expect(AnchorCheck.slug(of: "第 1 章：最小的信号（Signal），再来一次") == "第-1-章最小的信号signal再来一次")
        #expect(AnchorCheck.slug(of: "为什么 `subscribe` 返回一个可处置对象？") == "为什么-subscribe-返回一个可处置对象")
        #expect(AnchorCheck.slug(of: "「冷」信号与「热」信号。") == "冷信号与热信号")
    }

    @Test("a page's anchors: ATX headings outside code, repeats numbered as GitHub does, HTML ids")
    func pageAnchors() {
        let page = """
        # Title
        ## Part ##
        ## Part
          ### Part-1
        ## Part
        #hashtag is not a heading
        ####### nor is this
        ```markdown
        ## In a code block
        ```
        <a id="C1.2"></a>**C1.2 · A rule.** <a name="old-name"></a> <span id='kept'>x</span>
        `<a id="in-code"></a>` is text.
        """
        #expect(AnchorCheck.anchors(in: page) == ["title", "part", "part-1", "part-1-1", "part-2", "C1.2", "kept", "old-name"])
    }

    @Test("heading text: indentation up to three spaces, the closing #s removed")
    func headingText() {
        #expect(AnchorCheck.headingText(of: "## Part ##") == "Part")
        #expect(AnchorCheck.headingText(of: "   # Indented") == "Indented")
        #expect(AnchorCheck.headingText(of: "    # Code") == nil)
        #expect(AnchorCheck.headingText(of: "# C#") == "C#")
        #expect(AnchorCheck.headingText(of: "#") == "")
        #expect(AnchorCheck.headingText(of: "#tag") == nil)
    }

    @Test("the nearest anchors: fewest edits, then the longest shared beginning, at most three")
    func nearest() {
        let anchors = ["intro", "c17-errors-end-it", "c16-values-arrive", "c17-errors-end", "zzz"]
        #expect(AnchorCheck.nearest(to: "c17-errors-ends-it", among: anchors) == ["c17-errors-end-it", "c17-errors-end", "c16-values-arrive"])
        #expect(AnchorCheck.nearest(to: "x", among: []) == [])
        #expect(AnchorCheck.editDistance(Array("kitten"), Array("sitting")) == 3)
    }

    let target = """
    # Target page

    ## 1. Signals and the event grammar

    ## 第 2 章：可处置对象（Disposable）

    <a id="C1.2"></a>**C1.2 · A rule.**

    ## Signals and the `event` grammar
    """

    func makeTree(_ documents: [String: String]) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// swift-tools-version: 6.0\n")
        try tree.write("Docs/Target.md", target)
        try tree.write("Sources/Thing.swift", "struct Thing {}\n")
        for (path, text) in documents {
            try tree.write(path, text)
        }
        return tree
    }

    @Test("anchors that exist pass: headings, Chinese ones percent-encoded or not, an HTML id, the same page")
    func goodAnchorsPass() throws {
        let document = """
        # Links

        See [the grammar](Target.md#1-signals-and-the-event-grammar), [again](Target.md#signals-and-the-event-grammar),
        [disposables](Target.md#第-2-章可处置对象disposable),
        [encoded](Target.md#%E7%AC%AC-2-%E7%AB%A0%E5%8F%AF%E5%A4%84%E7%BD%AE%E5%AF%B9%E8%B1%A1disposable),
        [C1.2](Target.md#C1.2), [top](#links) and [a line](../Sources/Thing.swift#L1).

        [from the root]: /Docs/Target.md#target-page
        """
        let tree = try makeTree(["Docs/Links.md": document])
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(output == "check-docs: 0 Swift excerpts and 7 links, 7 anchors in 2 documents: all good.\n")
        #expect(status == 0)
    }

    @Test("a broken anchor fails with its place, the link and the nearest anchors")
    func brokenAnchorFails() throws {
        let document = """
        # Links

        See [the grammar](Target.md#1-signal-and-the-event-grammar) and [here](#link).
        [A rule](Target.md#C1.3); [nothing](Empty.md#anything).
        """
        let tree = try makeTree(["Docs/Links.md": document, "Docs/Empty.md": "No headings.\n"])
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(output == """
        Docs/Links.md:3: link to Target.md#1-signal-and-the-event-grammar: no anchor #1-signal-and-the-event-grammar in Docs/Target.md; nearest: #1-signals-and-the-event-grammar, #signals-and-the-event-grammar, #target-page
        Docs/Links.md:3: link to #link: no anchor #link in this page; nearest: #links
        Docs/Links.md:4: link to Target.md#C1.3: no anchor #C1.3 in Docs/Target.md; nearest: #C1.2, #target-page, #第-2-章可处置对象disposable
        Docs/Links.md:4: link to Empty.md#anything: no anchor #anything in Docs/Empty.md; it has no headings or anchors
        check-docs: 0 Swift excerpts and 3 links, 4 anchors in 3 documents: 4 problems.

        """)
        #expect(status == 1)
    }

    @Test("links in code blocks and code spans, to missing pages, to other files and with a query are not checked")
    func notChecked() throws {
        let document = """
        # Links

        `[span](Target.md#nowhere)` and [a line](Target.md?plain=1#L3) and [code](../Sources/Thing.swift#L99).

        ```markdown
        [fenced](Target.md#nowhere) and [here](#nowhere)
        ```
        """
        let tree = try makeTree(["Docs/Links.md": document, "Docs/Missing.md": "[gone](Gone.md#part)\n"])
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(output == """
        Docs/Missing.md:1: link to Gone.md#part: no such file
        check-docs: 0 Swift excerpts and 3 links in 3 documents: 1 problem.

        """)
        #expect(status == 1)
    }

    @Test("pages outside the guides are read too: a chapter's Markdown file")
    func chapterPages() throws {
        let tree = try makeTree(["Chapters/Chapter01/Notes.md": "# Notes\n[grammar](../../Docs/Target.md#grammar)\n"])
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(output.hasPrefix("Chapters/Chapter01/Notes.md:2: link to ../../Docs/Target.md#grammar: no anchor #grammar in Docs/Target.md; nearest: "))
        #expect(status == 1)
    }
}
