import Foundation
import Testing
@testable import Workshop

@Suite("workshop check-docs")
struct CheckDocsTests {
    let source = #"""
    /// A thing with a name.
    struct Thing {
        let name: String

        func greet() -> String {
            "hello \(name)"
        }
    }
    """#

    /// An excerpt that drops indentation and a blank line, links that resolve, links that are not
    /// checked, and a swift block inside a Markdown example (not an excerpt).
    let goodDocument = #"""
    # Things

    See [the source](../Sources/Thing.swift), [this section](#things), [the web](https://example.com)
    and `[not a link](nowhere.md)`.

    <!-- from: Sources/Thing.swift -->
    ```swift
    struct Thing {
    let name: String
    func greet() -> String {
    ```

    ```text
    -a-b-|
    ```

    ````markdown
    ```swift
    not checked: this is an example of Markdown
    ```
    ````
    """#

    func makeTree(_ documents: [String: String]) throws -> TemporaryTree {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// swift-tools-version: 6.0\n")
        try tree.write("Sources/Thing.swift", source)
        for (path, text) in documents {
            try tree.write(path, text)
        }
        return tree
    }

    @Test("a document whose excerpts and links are right passes")
    func passes() throws {
        let tree = try makeTree(["Docs/Good.md": goodDocument, "README.md": "[Guide](Docs/Good.md)\n"])
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(status == 0)
        #expect(output == "check-docs: 1 Swift excerpt and 2 links, 1 anchor in 2 documents: all good.\n")
    }

    @Test("changed code, a missing marker, a missing file and a broken link each fail, with their place")
    func fails() throws {
        let bad = #"""
        # Bad

        <!-- from: Sources/Thing.swift -->
        ```swift
        struct Thing {
            let name: String
            func greet() -> String {
                "goodbye \(name)"
            }
        ```

        ```swift
        let orphan = 1
        ```

        <!-- from: Sources/Missing.swift -->
        ```swift
        let x = 1
        ```

        More in [the next chapter](Chapter09.md#intro) and [deeper](sub/Deep.md).
        """#
        let tree = try makeTree(["Docs/Good.md": goodDocument, "Docs/Bad.md": bad, "Docs/sub/Deep.md": "[up](../Good.md)\n"])
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(status == 1)
        #expect(output == #"""
        Docs/Bad.md:4: excerpt from Sources/Thing.swift does not match the file; first mismatching line: "goodbye \(name)"
        Docs/Bad.md:12: swift block without a <!-- from: PATH --> line right above it
        Docs/Bad.md:17: excerpt from Sources/Missing.swift: no such file
        Docs/Bad.md:21: link to Chapter09.md#intro: no such file
        check-docs: 4 Swift excerpts and 4 links, 1 anchor in 3 documents: 4 problems.

        """#)
    }

    @Test("the marker must be on the line right above the block")
    func markerMustBeAdjacent() throws {
        let document = "<!-- from: Sources/Thing.swift -->\n\n```swift\nstruct Thing {\n```\n"
        let tree = try makeTree(["Docs/A.md": document])
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(status == 1)
        #expect(output.hasPrefix("Docs/A.md:3: swift block without a <!-- from: PATH --> line right above it\n"))
    }

    @Test("excerpt lines must be contiguous in the file: skipping a line fails")
    func contiguous() {
        let file = DocsChecker.significantLines(source.components(separatedBy: "\n"))
        #expect(DocsChecker.firstMismatch(of: ["struct Thing {", "let name: String"], in: file) == nil)
        #expect(DocsChecker.firstMismatch(of: ["struct Thing {", "func greet() -> String {"], in: file) == "func greet() -> String {")
        #expect(DocsChecker.firstMismatch(of: ["nothing like it"], in: file) == "nothing like it")
        #expect(DocsChecker.firstMismatch(of: [], in: file) == nil)
    }

    @Test("links: schemes and bare anchors are not checked; anchors and queries are stripped")
    func linkTargets() {
        let checker = DocsChecker(root: URL(fileURLWithPath: "/"))
        #expect(checker.localTarget(of: "https://example.com/a.md") == nil)
        #expect(checker.localTarget(of: "mailto:someone@example.com") == nil)
        #expect(checker.localTarget(of: "#section") == nil)
        #expect(checker.localTarget(of: "//host/path") == nil)
        #expect(checker.localTarget(of: "Guide.md#part") == "Guide.md")
        #expect(checker.localTarget(of: "My%20Guide.md?plain=1") == "My Guide.md")
    }

    @Test("Markdown links are found in prose, not in code spans or code blocks")
    func linkScanning() {
        let (blocks, prose) = Markdown.scan("""
        [a](A.md) and ![b](img/B.png "title") and `[c](C.md)` and [d](<D E.md>)
        [ref]: Ref.md
        ```
        [e](E.md)
        ```
        [f](F_(1).md)
        """)
        #expect(blocks.count == 1)
        #expect(Markdown.links(in: prose).map(\.destination) == ["A.md", "img/B.png", "D E.md", "Ref.md", "F_(1).md"])
    }
}
