import Foundation
import Testing
@testable import Workshop

/// `workshop check-docs` on translated pages: checked like the English, their diagrams the English
/// page's, their links to translations, and never silently out of date (a scratch git repository
/// whose English page changes after the translation).
@Suite("workshop check-docs: translations")
struct TranslationCheckTests {
    static let source = """
    struct Thing {
        let name: String
    }
    """

    static let english = """
    # Things

    A thing has a name.

    <!-- from: Sources/Thing.swift -->
    ```swift
    struct Thing {
    let name: String
    ```

    ```text
    first  -a-b-|
    ```
    """

    /// The translation of `english`, recorded at `commit`.
    static func chinese(at commit: String, diagram: String = "first  -a-b-|", link: String = "[English](../Page.md)") -> String {
        """
        <!-- translated from Docs/Page.md at \(commit) -->
        \(link)

        # 东西

        一个东西有一个名字。

        <!-- from: Sources/Thing.swift -->
        ```swift
        struct Thing {
        let name: String
        ```

        ```text
        \(diagram)
        ```
        """
    }

    /// Runs git in `tree`, with an author of its own; returns its output, trimmed.
    @discardableResult
    func git(_ arguments: [String], in tree: TemporaryTree) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", tree.root.path, "-c", "user.name=Test", "-c", "user.email=test@example.com",
                             "-c", "commit.gpgsign=false"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = Pipe()
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "git \(arguments.joined(separator: " "))")
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// A package with an English page, committed, and its translation recorded at that commit.
    func makeRepository() throws -> (tree: TemporaryTree, translatedAt: String) {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// swift-tools-version: 6.0\n")
        try tree.write("Sources/Thing.swift", Self.source)
        try tree.write("Docs/Page.md", Self.english)
        try git(["init", "-q"], in: tree)
        try git(["add", "."], in: tree)
        try git(["commit", "-q", "-m", "English page"], in: tree)
        let commit = try git(["log", "-1", "--format=%h", "--", "Docs/Page.md"], in: tree)
        try tree.write("Docs/zh-Hans/Page.md", Self.chinese(at: commit))
        try git(["add", "."], in: tree)
        try git(["commit", "-q", "-m", "Chinese page"], in: tree)
        return (tree, commit)
    }

    @Test("the English page changes after the translation: listed (not failed), then the banner says so in Chinese")
    func staleTranslation() throws {
        let (tree, translatedAt) = try makeRepository()
        let fresh = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(fresh.status == 0)
        #expect(fresh.output == "check-docs: 2 Swift excerpts and 1 link in 2 documents (1 translated, 0 out of date): all good.\n")

        try tree.write("Docs/Page.md", Self.english.replacingOccurrences(of: "A thing has a name.", with: "A thing has a name, always."))
        try git(["commit", "-q", "-am", "English page: a clearer sentence"], in: tree)
        let changedAt = try git(["log", "-1", "--format=%h"], in: tree)

        let stale = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(stale.status == 0, "stale prose is a listing, not a failure")
        #expect(stale.output == """
        Docs/zh-Hans/Page.md: out of date: Docs/Page.md has changed since \(translatedAt) (1 commit: \(changedAt))
        Docs/zh-Hans/Page.md: out of date but without the banner; run 'workshop check-docs --update-banners'
        check-docs: 2 Swift excerpts and 1 link in 2 documents (1 translated, 1 out of date): all good.

        """)

        let update = runWorkshop(["check-docs", "--root", tree.root.path, "--update-banners"])
        #expect(update.status == 0)
        #expect(update.output.hasPrefix("Docs/zh-Hans/Page.md: banner added\n"))
        #expect(!update.output.contains("without the banner"))
        let lines = (tree.read("Docs/zh-Hans/Page.md") ?? "").split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "<!-- translated from Docs/Page.md at \(translatedAt) -->")
        #expect(lines[1] == "> **注意：** 英文版在本译文完成之后有过更新，本页可能已经过时；最新内容请看[英文版](../Page.md)。")
        #expect(lines[2] == "")
        #expect(lines[3] == "[English](../Page.md)")

        // Translated again at the new commit: --update-banners takes the banner off.
        let retranslated = (tree.read("Docs/zh-Hans/Page.md") ?? "")
            .replacingOccurrences(of: "at \(translatedAt) -->", with: "at \(changedAt) -->")
        try tree.write("Docs/zh-Hans/Page.md", retranslated)
        let extra = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(extra.output.contains("Docs/zh-Hans/Page.md: has the out-of-date banner, but Docs/Page.md has not changed since \(changedAt)"))
        let removed = runWorkshop(["check-docs", "--root", tree.root.path, "--update-banners"])
        #expect(removed.output.hasPrefix("Docs/zh-Hans/Page.md: banner removed\n"))
        #expect(tree.read("Docs/zh-Hans/Page.md") == Self.chinese(at: changedAt))
    }

    @Test("a translated page whose code excerpt no longer matches the source fails, like the English")
    func staleExcerptFails() throws {
        let (tree, _) = try makeRepository()
        try tree.write("Sources/Thing.swift", Self.source.replacingOccurrences(of: "let name", with: "var name"))
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(status == 1)
        #expect(output.contains("Docs/zh-Hans/Page.md:9: excerpt from Sources/Thing.swift does not match the file; first mismatching line: let name: String"))
        #expect(output.contains("Docs/Page.md:6: excerpt from Sources/Thing.swift"))
    }

    @Test("an unknown commit, or no git repository, is said in a line, not failed")
    func unknownCommit() throws {
        let (tree, translatedAt) = try makeRepository()
        try tree.write("Docs/zh-Hans/Page.md", Self.chinese(at: "0000000"))
        let unknown = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(unknown.status == 0)
        #expect(unknown.output.contains("Docs/zh-Hans/Page.md: cannot tell whether it is up to date with Docs/Page.md at 0000000: git says: "))

        let plain = try TemporaryTree()
        try plain.write("Package.swift", "// swift-tools-version: 6.0\n")
        try plain.write("Sources/Thing.swift", Self.source)
        try plain.write("Docs/Page.md", Self.english)
        try plain.write("Docs/zh-Hans/Page.md", Self.chinese(at: translatedAt))
        let noRepository = runWorkshop(["check-docs", "--root", plain.root.path])
        #expect(noRepository.status == 0)
        #expect(noRepository.output.contains("Docs/zh-Hans/Page.md: cannot tell whether it is up to date with Docs/Page.md at \(translatedAt): git says: "))
    }

    @Test("a diagram that is not the English page's fails; so does a missing one")
    func diagrams() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// swift-tools-version: 6.0\n")
        try tree.write("Sources/Thing.swift", Self.source)
        try tree.write("Docs/Page.md", Self.english)
        try tree.write("Docs/zh-Hans/Page.md", Self.chinese(at: "abc1234", diagram: "first  -a-c-|"))
        let changed = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(changed.status == 1)
        #expect(changed.output.contains("Docs/zh-Hans/Page.md:14: diagram 1 differs from Docs/Page.md's (line 11 there)"))

        let withoutDiagram = Self.chinese(at: "abc1234").replacingOccurrences(of: "```text\nfirst  -a-b-|\n```", with: "")
        try tree.write("Docs/zh-Hans/Page.md", withoutDiagram)
        let missing = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(missing.status == 1)
        #expect(missing.output.contains("Docs/zh-Hans/Page.md:1: Docs/Page.md has 1 diagrams, the translation 0: diagram 1 (line 11 there) is missing"))
    }

    @Test("a link from a translation to an English page that has a translation is reported; its own English page is fine")
    func linksToTranslations() throws {
        let tree = try TemporaryTree()
        try tree.write("Package.swift", "// swift-tools-version: 6.0\n")
        try tree.write("Sources/Thing.swift", Self.source)
        try tree.write("Docs/Page.md", Self.english)
        try tree.write("Docs/Other.md", "# Other\n")
        try tree.write("Docs/zh-Hans/Other.md", "<!-- translated from Docs/Other.md at abc1234 -->\n[English](../Other.md)\n\n# 另一页\n")
        try tree.write("Docs/zh-Hans/Page.md", Self.chinese(at: "abc1234", link: "[English](../Page.md) · [另一页](../Other.md#other)"))
        let (status, output) = runWorkshop(["check-docs", "--root", tree.root.path])
        #expect(status == 1)
        #expect(output.contains("Docs/zh-Hans/Page.md:2: link to ../Other.md#other: Docs/Other.md has a translation, link Docs/zh-Hans/Other.md instead"))
        #expect(!output.contains("link to ../Page.md"))
    }
}
