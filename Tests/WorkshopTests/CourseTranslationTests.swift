import Foundation
import Testing
@testable import Workshop

/// The course in Chinese: `Exercises/zh-Hans/ChapterNN.md` read by the same parser as the English
/// files, to the same catalogue; `check-docs` failing a translation that leaves the English
/// structure; and the terminology table's variants found where a reader meets them.
@Suite("The course files in Chinese, and the terminology table")
struct CourseTranslationTests {
    /// What must not differ between a course file and its translation: ids, the number of rules
    /// and hints, excerpts, what each mistake is (breaks, equivalent, report) and its edits.
    static func catalogue(_ file: CourseFile) -> [String] {
        var lines = [file.given == nil ? "no given" : "given"]
        for exercise in file.exercises {
            lines.append("\(exercise.id) rules \(exercise.rules.count) hints \(exercise.hints.count)")
            for excerpt in exercise.hints.flatMap(\.excerpts) {
                lines.append("excerpt \(excerpt.path) \(excerpt.lines)")
            }
            for mistake in exercise.mistakes {
                let kind = mistake.equivalent == nil ? "breaks" : "equivalent"
                let edits = mistake.edits.map { "\($0.file) \($0.hunks)" }
                lines.append("\(mistake.id) \(kind) \(String(describing: mistake.report)) \(edits)")
            }
        }
        return lines
    }

    @Test("each Chinese course file parses to the English file's catalogue", arguments: 1...8)
    func chineseFilesParse(chapter: Int) throws {
        let english = CourseFile.path(chapter: chapter)
        let chinese = english.replacingOccurrences(of: "Exercises/", with: "Exercises/zh-Hans/")
        let englishText = try #require(Files.read(packageRoot.appendingPathComponent(english)))
        let chineseText = try #require(Files.read(packageRoot.appendingPathComponent(chinese)))
        #expect(TranslationCheck.header(Markdown.lines(of: chineseText)[0])?.original == english)
        let ours = try CourseFile.parse(chineseText, file: chinese)
        let theirs = try CourseFile.parse(englishText, file: english)
        #expect(Self.catalogue(ours) == Self.catalogue(theirs))
        #expect(CourseTranslationCheck.mismatch(chinese: chineseText, english: englishText, original: english) == nil)
    }

    static let english = """
    # Chapter 9 · Things: the exercises

    ## Exercise 9.1: one thing

    A thing.

    **Rules**

    - One rule.

    **Before you write:** why?

    **Hints**

    1. First.
    2. The code:

    <!-- from: Chapters/Thing.swift -->
    ```swift
    let thing = 1
    ```

    **Mistakes**

    ### Mistake 9.1a: two things

    Breaks: there are two.

    In `Thing.swift`:

    ```diff
    -let thing = 1
    +let thing = 2
    ```
    """

    /// The translation of `english`, with the prose in Chinese and `replacing` changed.
    static func chinese(replacing old: String = "", with new: String = "") -> String {
        let text = english
            .replacingOccurrences(of: "A thing.", with: "一个东西。")
            .replacingOccurrences(of: "- One rule.", with: "- 一条规则。")
            .replacingOccurrences(of: "Breaks: there are two.", with: "Breaks: 有两个。")
            .replacingOccurrences(of: "## Exercise 9.1: one thing", with: "## Exercise 9.1: 一个东西")
        return old.isEmpty ? text : text.replacingOccurrences(of: old, with: new)
    }

    @Test("a translation that keeps the structure passes; each kind of departure is found at its line")
    func structure() {
        func check(_ text: String) -> (line: Int, message: String)? {
            CourseTranslationCheck.mismatch(chinese: text, english: Self.english, original: "Exercises/Chapter09.md")
        }
        #expect(check(Self.chinese()) == nil)
        // A keyword line translated: the parser would no longer see a Breaks: line.
        #expect(check(Self.chinese(replacing: "Breaks: 有两个。", with: "有两个。"))?.line == 29)
        // An id changed, a diff changed, a rule merged into prose, a mistake left out.
        #expect(check(Self.chinese(replacing: "### Mistake 9.1a", with: "### Mistake 9.1b"))?.line == 25)
        #expect(check(Self.chinese(replacing: "+let thing = 2", with: "+let thing = 3")) != nil)
        #expect(check(Self.chinese(replacing: "- 一条规则。", with: "一条规则。")) != nil)
        let cut = Self.chinese().components(separatedBy: "### Mistake")[0]
        #expect(check(cut)?.message.contains("is missing from the translation") == true)
        // A backtick fence's info string holds no backtick: such a line is prose, not a block.
        #expect(CourseTranslationCheck.marks(of: "- a ```` ```swift ```` block\n- b").map(\.text) == ["-", "-"])
    }

    @Test("a Mermaid diagram's labels may be translated, its shape may not")
    func mermaid() {
        #expect(TranslationCheck.mermaidShape(#"P["P: the passthrough"] -->|"step 9"| C"#) == #"P[""] -->|| C"#)
        #expect(TranslationCheck.mermaidShape(#"P["P：内部订阅者"] -->|"第 9 步"| C"#) == #"P[""] -->|| C"#)
        #expect(TranslationCheck.mermaidShape("A -.->|weak| B") == "A -.->|| B")
        #expect(TranslationCheck.mermaidShape("A --> B") != TranslationCheck.mermaidShape("A --> C"))
    }

    static let table = """
    # 指南

    ## 术语表

    | English | 中文 | 出处 | 不用 |
    |---|---|---|---|
    | the seed articles | 种子文章 | — | `原文` |
    | tick | tick | — | `第 # 刻` |
    | handler | 处理 block | — | `handler` |

    ## 阅读路径
    """

    @Test("the terminology table's variants are found in Chinese prose, diagrams and the workshop's texts, and nowhere else")
    func terms() throws {
        let tree = try TemporaryTree()
        try tree.write("Docs/zh-Hans/README.md", Self.table)
        try tree.write("Docs/zh-Hans/Page.md", """
        原文说过。
        在第 3 刻发送。
        它调用 handler 返回的信号。
        它调用处理 block（handler）。
        - **The handler runs once.**（处理 block 运行一次。）
        `原文` 是代码。

        ```text
        原文 in a diagram that must be the English one's
        ```

        ```mermaid
        flowchart LR
            a["原文的 S.handler"] --> b
        ```
        """)
        try tree.write("Exercises/zh-Hans/Chapter01.md", "第1刻\n")
        try tree.write("Chapters/Workshop/Localization/ChineseText.swift", """
        let texts = ["the seed's": "原文的", "tick 1": "第 1 刻"]
        """)
        let found = TermCheck(root: tree.root).problems().map { "\($0.document):\($0.line): \($0.message.prefix { $0 != "」" })」" }
        #expect(found == [
            "Docs/zh-Hans/Page.md:1: 「原文」",
            "Docs/zh-Hans/Page.md:2: 「第 3 刻」",
            "Docs/zh-Hans/Page.md:3: 「handler」",
            "Docs/zh-Hans/Page.md:14: 「原文」",
            "Exercises/zh-Hans/Chapter01.md:1: 「第1刻」",
            "Chapters/Workshop/Localization/ChineseText.swift:1: 「原文」",
            "Chapters/Workshop/Localization/ChineseText.swift:1: 「第 1 刻」",
        ])
    }

    @Test("the repository's Chinese texts use the table's words")
    func repositoryTerms() {
        let problems = TermCheck(root: packageRoot).problems()
        #expect(problems.map(\.description) == [])
        #expect(TermCheck(root: packageRoot).variants().count >= 10)
    }
}
