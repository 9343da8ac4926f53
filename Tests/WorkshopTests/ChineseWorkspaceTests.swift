import CourseProgress
import Foundation
import Testing
@testable import Workshop

/// A Chinese workspace (`--lang zh-Hans`) is Chinese wherever a learner reads prose: its README, the
/// challenges' texts and the names of its tests. Code, identifiers, paths and commands stay English.
@Suite("A Chinese workspace: no English sentence outside code")
struct ChineseWorkspaceTests {
    /// The lines of `text` that hold an English sentence outside code: fenced blocks, backtick
    /// spans, identifiers, paths, commands and numbers removed, a run of three or more Latin words.
    static func englishLines(in text: String) -> [String] {
        var found: [String] = []
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if line.trimmingWhitespace().hasPrefix("```") { inFence.toggle(); continue }
            if inFence { continue }
            if longestLatinRun(in: line) >= 3 { found.append(line) }
        }
        return found
    }

    /// The length of the longest run of plain Latin words in `line`, outside backticks. A word that
    /// is code (an identifier with a capital inside, `_`, `.`, `/`, `$`, `(`, digits) breaks no run
    /// and counts for none: it is removed first.
    static func longestLatinRun(in line: String) -> Int {
        let outsideCode = line.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
        var longest = 0
        var run = 0
        for token in outsideCode.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            // Words split off their ASCII punctuation: `works,` is `works`; Chinese breaks a run.
            for piece in splitAtChinese(String(token)) {
                let word = piece.trimmingCharacters(in: CharacterSet(charactersIn: ",;:.!?\"'()[]*“”"))
                if word.isEmpty { continue }
                if isCode(word) { continue }
                if word.allSatisfy({ $0.isASCII && ($0.isLetter || $0 == "-" || $0 == "'") }), word.contains(where: \.isLetter) {
                    run += 1
                    longest = max(longest, run)
                } else {
                    run = 0
                }
            }
        }
        return longest
    }

    /// `token` cut at each Chinese character or full-width mark, which end a run: `值而不是` → "", `a中b` → a, "", b.
    private static func splitAtChinese(_ token: String) -> [String] {
        var pieces: [String] = [""]
        for character in token {
            if !character.isASCII {
                pieces.append("\u{3000}")
                pieces.append("")
            } else {
                pieces[pieces.count - 1].append(character)
            }
        }
        return pieces.filter { !$0.isEmpty }
    }

    /// An identifier, path, command or number: `subscribeNext`, `N.M`, `Sources/`, `--lang`, `4.1`.
    private static func isCode(_ word: String) -> Bool {
        if word.contains(where: { "._/$()<>=@#\\0123456789".contains($0) }) { return true }
        if word.hasPrefix("-") { return true }
        // An uppercase letter after the first: `subscribeNext`, `RAC`, `CHALLENGES`.
        return word.dropFirst().contains(where: \.isUppercase)
    }

    /// The chapters whose test names are all translated (every name their workspace writes has its
    /// Chinese): read from `Exercises/zh-Hans/ChapterNN-tests.txt`, so it grows as they are filled.
    static func chaptersWithChineseTestNames() throws -> Set<Int> {
        let names = ChineseNames.load(root: packageRoot, kind: .tests)
        var complete: Set<Int> = []
        for chapter in ChapterCatalog.chapters {
            let material = try ChapterMaterial.load(root: packageRoot, chapter: chapter, language: .simplifiedChinese)
            let files = material.tests.map(\.text) + material.challengeTests.map(\.text)
            if files.allSatisfy({ TestNameLiterals.scan($0).allSatisfy { names.chinese(for: $0.text) != nil } }) {
                complete.insert(chapter.number)
            }
        }
        return complete
    }

    /// Chapter `number`'s Chinese workspace as `--lang zh-Hans` writes it; for a chapter whose test
    /// names are not all translated yet, one written as if they were (the untranslated keep their
    /// English), with those English names, so that the rest can still be checked.
    static func chineseWorkspace(_ number: Int, complete: Set<Int>) throws -> (files: [String: String], untranslated: Set<String>) {
        let chapter = try #require(ChapterCatalog.chapter(number))
        if complete.contains(number) {
            let workspace = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false, language: .simplifiedChinese)
            return (try workspace.files(), [])
        }
        let material = try ChapterMaterial.load(root: packageRoot, chapter: chapter, language: .simplifiedChinese)
        let translation = WorkspaceTranslation(testNames: .load(root: packageRoot, kind: .tests), tasks: .load(root: packageRoot, kind: .tasks))
        let workspace = ExerciseWorkspace(root: packageRoot, materials: [material], solved: false, translation: translation)
        let untranslated = (material.tests + material.challengeTests).flatMap { TestNameLiterals.scan($0.text) }
            .map(\.text).filter { translation.testNames.chinese(for: $0) == nil }
        return (try workspace.files(), Set(untranslated.map(WorkspaceTranslation.displayName(ofLiteral:))))
    }

    @Test("the README, the challenges' texts and the test names of a Chinese workspace hold no English sentence", arguments: 1...8)
    func noEnglishSentence(chapter number: Int) throws {
        let complete = try Self.chaptersWithChineseTestNames()
        let (files, untranslated) = try Self.chineseWorkspace(number, complete: complete)
        // The test names not translated yet (their chapter's -tests.txt is not filled) are left out
        // of this check until it is; every other line is checked.
        var readme = try #require(files["README.md"])
        for name in untranslated { readme = readme.replacingOccurrences(of: "“\(name)”", with: "“”") }
        let english = Self.englishLines(in: readme)
        #expect(english.isEmpty, "chapter \(number)'s Chinese README has English sentences:\n\(english.joined(separator: "\n"))")
        var names: [String] = []
        for (path, text) in files where path.hasPrefix("Tests/") || path.hasPrefix("Challenges/") {
            names += TestNameLiterals.scan(text).map(\.text).filter { !untranslated.contains($0) }.filter { Self.longestLatinRun(in: $0) >= 3 }
        }
        #expect(names.isEmpty, "chapter \(number)'s Chinese workspace has English test names:\n\(names.sorted().joined(separator: "\n"))")
        // The README says a challenge's tests are named "挑战 N.K：…": the Chinese of every
        // "Challenge N.K: …" name must start so (`Exercise N.M: …` likewise, with 练习).
        let translated = ChineseNames.load(root: packageRoot, kind: .tests)
        for entry in translated.entries where !entry.chinese.isEmpty && entry.file == ChineseNames.path(chapter: number, kind: .tests) {
            for (english, chinese) in [("Challenge ", "挑战 "), ("Exercise ", "练习 ")] where entry.english.hasPrefix(english) {
                let label = entry.english.dropFirst(english.count).prefix { $0 != ":" }
                #expect(entry.chinese.hasPrefix("\(chinese)\(label)："), "\(entry.file):\(entry.line): \(entry.chinese)")
            }
        }
        if !complete.contains(number) {
            // Not a failure: the chapter's test names wait for their translation.
            #expect(!untranslated.isEmpty)
        }
    }

    @Test("the English-sentence finder: a run of three plain words outside code, and nothing in code or Chinese")
    func finderFindsWhatItShould() {
        #expect(Self.longestLatinRun(in: "Take the exercises in order.") == 5)
        #expect(Self.longestLatinRun(in: "- “练习 1.2：订阅在 subscribeNext 返回之前运行订阅 block”（`subscribeRunsBlock`）") == 1)
        #expect(Self.longestLatinRun(in: "`swift run progress hint N.M` 显示提示") == 0)
        #expect(Self.longestLatinRun(in: "练习 4.1：the first value arrives") == 4)
        #expect(Self.englishLines(in: "```\nrun the code here\n```\n中文，and so on here") == ["中文，and so on here"])
    }

    @Test("a Chinese workspace's test files differ from the English only in the names: identifiers and the rest unchanged")
    func onlyTheNamesChange() throws {
        let chapter = try #require(ChapterCatalog.chapter(2))
        let chinese = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false, language: .simplifiedChinese).files()
        let english = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).files()
        let names = ChineseNames.load(root: packageRoot, kind: .tests)
        var changed = 0
        for (path, text) in english where path.hasPrefix("Tests/") || path.hasPrefix("Challenges/") {
            let translated = try #require(chinese[path])
            let before = text.split(separator: "\n", omittingEmptySubsequences: false)
            let after = translated.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(before.count == after.count, "\(path) changed its line count")
            let literals = Dictionary(TestNameLiterals.scan(text).map { ($0.line, $0) }, uniquingKeysWith: { first, _ in first })
            for (index, (old, new)) in zip(before, after).enumerated() where old != new {
                changed += 1
                let literal = try #require(literals[index], "\(path):\(index + 1) changed, and holds no test name: \(new)")
                let name = try #require(names.chinese(for: literal.text))
                #expect(String(new) == String(old).replacingOccurrences(of: "\"\(literal.text)\"", with: "\"\(name)\""), "\(path): \(new)")
            }
        }
        #expect(changed > 50)
        // Which test checks which exercise is read from the English, and stays.
        let englishCourse = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false).course()
        let chineseCourse = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false, language: .simplifiedChinese).course()
        #expect(chineseCourse.exercises.map { $0.tests.map(\.id) } == englishCourse.exercises.map { $0.tests.map(\.id) })
        #expect(chineseCourse.exercises.flatMap(\.tests).allSatisfy { $0.name.hasPrefix("练习 ") })
    }

    @Test("a test name with no Chinese stops a Chinese workspace, naming the name and the file that lacks it")
    func missingNameIsRefused() throws {
        let tree = try TemporaryTree()
        let chapter = try #require(ChapterCatalog.chapter(1))
        for folder in [chapter.folder, "Tests/\(chapter.module)Tests", "Solutions/Chapter01/Tests", "Tests/TestSupport"] {
            for path in Files.list(under: packageRoot.appendingPathComponent(folder)) {
                try tree.write("\(folder)/\(path)", try #require(Files.read(packageRoot.appendingPathComponent("\(folder)/\(path)"))))
            }
        }
        for path in [CourseFile.path(chapter: 1), TestMap.path(chapter: 1), "Exercises/zh-Hans/Chapter01.md", ChineseNames.path(chapter: 1, kind: .tasks)] {
            try tree.write(path, try #require(Files.read(packageRoot.appendingPathComponent(path))))
        }
        let names = try #require(Files.read(packageRoot.appendingPathComponent(ChineseNames.path(chapter: 1, kind: .tests))))
        let english = "Exercise 1.1: A subscriber runs its next block for each value"
        let chinese = "练习 1.1：订阅者对每个值运行它的 next block"
        #expect(names.contains("en: \(english)\nzh: \(chinese)\n"))
        try tree.write(ChineseNames.path(chapter: 1, kind: .tests), names.replacingOccurrences(of: "zh: \(chinese)\n", with: "zh: \n"))
        do {
            _ = try ExerciseWorkspace(root: tree.root, chapters: [chapter], solved: false, language: .simplifiedChinese)
            Issue.record("a Chinese workspace was made with an untranslated test name")
        } catch {
            #expect(error.description == """
            没有生成中文工作区：它要写出的 1 段文字还没有中文；
            请在 Exercises/zh-Hans 里补上，或者去掉 --lang zh-Hans：
              Exercises/zh-Hans/Chapter01-tests.txt:49：Tests/Chapter01_MinimalSignalTests/SubscriberTests.swift:11 处的测试名的 `zh:` 是空的：
                "\(english)"
            """)
        }
        // In English, nothing is needed.
        #expect(try ExerciseWorkspace(root: tree.root, chapters: [chapter], solved: false).files()["README.md"] != nil)
    }
}

/// The Chinese README's scaffolding, whole, for chapter 1: the course file's prose (what is
/// given, each exercise's summary, rules and question, which `CourseTranslationTests` check) is
/// put in from the course file, and everything around it is this text.
@Suite("The Chinese README of a workspace: its scaffolding")
struct ChineseReadmeGoldenTests {
    @Test("chapter 1's Chinese README, with the course file's prose put in")
    func chapterOne() throws {
        let chapter = try #require(ChapterCatalog.chapter(1))
        let workspace = try ExerciseWorkspace(root: packageRoot, chapters: [chapter], solved: false, language: .simplifiedChinese)
        let file = try #require(workspace.materials[0].courseFile)
        let one = try #require(file.exercise(ExerciseID("1.1")!))
        let two = try #require(file.exercise(ExerciseID("1.2")!))
        func rules(_ exercise: CourseFile.Exercise) -> String { exercise.rules.map { "- \($0)" }.joined(separator: "\n") }
        let readme = try #require(try workspace.files()["README.md"])
        let challenges = ["SignalOf", "Map", "SeedSignal", "StoppableSignal"].enumerated().map { index, name in
            "- 挑战 1.\(index + 1)（它的测试名以“挑战 1.\(index + 1)：”开头）：`CHALLENGES=\(index + 1) swift test --filter ChallengeTests`，"
                + "测试在 `Challenges/Chapter01_MinimalSignal/Challenge\(index + 1)_\(name).swift`"
        }
        let expected = """
        # 第 1 章的练习：最小的信号

        这个包是在 RACFromScratch 里用 `swift run workshop exercise 1 --lang zh-Hans` 生成的。
        里面是本章的模块，本章新加的部分被拿掉了：由你来写。

        ## 怎样做练习

        1. 按顺序做练习。先读下面的一个练习，*动手之前*先回答它的问题，然后在 `Sources/` 里
           写代码，写在这个练习的两行注释
           `// BEGIN exercise N.M · …` 和 `// END exercise N.M` 之间；两行之间现在什么也没有，
           包照样能编译。保留这两行：`reset` 靠它们找到练习。
        2. `swift run progress` 构建工作区，列出每个练习是已完成还是未完成，附上第一个失败的
           期望，再告诉你下一步做什么。每个练习的测试都在自己的进程里、在时限内运行：卡住的
           代码会被停下，报告为挂起；崩溃会连同它的消息和你的代码里出事的那一行一起报告。
           每个测试的时限是 60 秒；`swift run progress --timeout SECONDS` 可以改。
           如果一个练习的测试还需要前面某个没做完的练习，它会直说（“先做 4.1”），
           而不是怪罪这个练习。
        3. `swift run progress watch` 在你每次保存文件时重新运行当前练习的测试，
           测试通过后就转到下一个练习（按 Ctrl-C 停止）。
        4. `swift run progress hint N.M` 显示练习 N.M 的下一条提示，一次一条（最后一条是代码）。
           这个 README 和 `Sources/` 里都不会泄露提示：卡住了再问。
        5. `swift run progress reset N.M` 把练习 N.M 的区域恢复成最初的样子，它所在文件的其余部分
           （包括其他练习）保持不变；被替换掉的代码保存在 `.progress/reset/` 里
           （文件的路径，后面加 `.reset-1`、`.reset-2`、…）。

        `progress` 不需要这个文件夹以外的任何东西；在 RACFromScratch 里运行
        `workshop exercise N --status DIR` 会打印同样的报告。`swift test` 原样、一次运行全部测试
        （名为“练习 N.M：…”的测试检查练习 N.M；其他测试在刚生成的工作区里就通过，
        所以后来失败的那个，是败在你写的代码上：`progress` 会说是谁的代码）。
        `swift test --filter` 匹配的是测试标识符（列在每个练习下面），不是测试名。
        `CHALLENGES=2 swift test --filter ChallengeTests` 构建并运行挑战 2 的测试
        （`CHALLENGES=1,3`，或 `all`）；写好挑战要求的东西之后，它的测试才能编译。

        ## 已经替你写好的部分

        \(try #require(file.given))

        ## 练习 1.1：\(one.title)

        \(one.summary)

        **写在哪里**（`// BEGIN exercise 1.1 · …` 和 `// END exercise 1.1` 之间）：

        - `Sources/Chapter01_MinimalSignal/Subscriber.swift` 的 `sendNext` 里：把值送达 next block（如果有的话）

        **它必须遵守的规则**

        \(rules(one))

        **动手之前：**\(one.question)

        **检查它的测试**（由 `swift run progress` 运行）：

        - “练习 1.1：没有 next block 的订阅者忽略值”（`SubscriberTests/missingNextBlockIgnoresValues`）
        - “练习 1.1：订阅者对每个值运行它的 next block”（`SubscriberTests/runsNextBlock`）
        - “练习 1.1：有意为之，本章在这里与 RAC 不同：它的订阅者不会把从几个线程发来的值串行化”（`DifferencesTests/valuesFromSeveralThreadsMayOverlap`）

        **卡住了？**`swift run progress hint 1.1` 显示 3 条提示中的第一条；再运行一次
        看下一条（最后一条是代码）。

        ## 练习 1.2：\(two.title)

        \(two.summary)

        **写在哪里**（`// BEGIN exercise 1.2 · …` 和 `// END exercise 1.2` 之间）：

        - `Sources/Chapter01_MinimalSignal/Signal+Subscribe.swift` 的 `subscribeNext` 里：把 `next` 包进一个 `Subscriber`，再订阅它
        - `Sources/Chapter01_MinimalSignal/Signal.swift` 的 `subscribe` 里：现在就为这个订阅者运行订阅 block

        **它必须遵守的规则**

        \(rules(two))

        **动手之前：**\(two.question)

        **检查它的测试**（由 `swift run progress` 运行）：

        - “练习 1.2：订阅从不自行结束：任何时候发送的值都仍然会到达”（`SignalTests/aSubscriptionNeverEnds`）；还需要 1.1
        - “练习 1.2：每次订阅都再运行一次订阅 block”（`SignalTests/eachSubscriptionRunsTheBlockAgain`）；还需要 1.1
        - “练习 1.2：同一个生产者留着的两个订阅者都收到每个值，按订阅顺序”（`SignalTests/keptSubscribersEachGetEveryValue`）；还需要 1.1
        - “练习 1.2：生产者可以留着它的订阅者，稍后再发送”（`SignalTests/producerSendsLater`）；还需要 1.1
        - “练习 1.2：种子文章的第一个演示：一个信号把一个值发给它的订阅者”（`SignalTests/seedDemoOne`）；还需要 1.1
        - “练习 1.2：副作用对每个订阅者发生一次”（`SignalTests/sideEffectsRepeatPerSubscriber`）；还需要 1.1
        - “练习 1.2：订阅在 subscribeNext 返回之前运行订阅 block”（`SignalTests/subscribingIsSynchronous`）；还需要 1.1
        - “练习 1.2：订阅在任何线程上都是同步的，不只是在主线程上”（`SignalTests/subscribingIsSynchronousOffTheMainThread`）；还需要 1.1
        - “练习 1.2：不留着订阅者的生产者，在订阅返回时就放开它”（`SignalTests/subscriptionEndsWithProducerReference`）；还需要 1.1
        - “练习 1.2：生产者留着订阅者多久，订阅就存活多久”（`SignalTests/subscriptionLivesWhileProducerKeepsSubscriber`）；还需要 1.1
        - “练习 1.2：订阅者按发送的顺序看到值”（`SignalTests/valuesArriveInOrder`）；还需要 1.1
        - “练习 1.2：next block 可以再向同一个订阅者发送一个值”（`SubscriberTests/reentrantSendIsDelivered`）；还需要 1.1

        **卡住了？**`swift run progress hint 1.2` 显示 3 条提示中的第一条；再运行一次
        看下一条（最后一条是代码）。

        ## 第 1 章的挑战

        指南的“挑战”一节说明每个挑战要做什么。把答案写在 `Sources/Chapter01_MinimalSignal/` 里
        （最好是一个新文件），然后运行它的测试：

        \(challenges.joined(separator: "\n"))

        """
        #expect(readme == expected)
        // Every line this file writes itself stays within 100 columns.
        let own = expected.split(separator: "\n").filter { !$0.hasPrefix("- ") && !$0.hasPrefix("**动手之前") && !$0.hasPrefix("## 练习") }
        for line in own where !file.given!.contains(line) && !one.summary.contains(line) && !two.summary.contains(line) {
            #expect(line.displayWidth <= 100, "\(line)")
        }
    }

    @Test("LANG=zh_CN.UTF-8 writes a Chinese workspace, as --lang zh-Hans does; the sources' BEGIN lines keep their syntax")
    func localeChoosesChinese() throws {
        let tree = try TemporaryTree()
        let (status, output) = runWorkshop(["exercise", "1", "--into", tree.root.appendingPathComponent("ws").path, "--root", packageRoot.path],
                                           environment: ["LANG": "zh_CN.UTF-8"])
        #expect(status == 0, "\(output)")
        #expect(output.hasPrefix("已写好 "))
        #expect(tree.read("ws/README.md")?.hasPrefix("# 第 1 章的练习：最小的信号\n") == true)
        let signal = try #require(tree.read("ws/Sources/Chapter01_MinimalSignal/Signal.swift"))
        #expect(signal.contains("// BEGIN exercise 1.2 · 订阅：为每个订阅者运行订阅 block\n"))
        #expect(signal.contains("// 你的任务：现在就为这个订阅者运行订阅 block。\n"))
        #expect(signal.contains("// 把你的代码写在 BEGIN 和 END 之间，替换下面的占位实现。\n") || signal.contains("// 把你的代码写在 BEGIN 和 END 之间。\n"))
        #expect(!signal.contains("// Your task:"))
        #expect(signal.contains("// END exercise 1.2\n"))
        let tests = try #require(tree.read("ws/Tests/Chapter01_MinimalSignalTests/SubscriberTests.swift"))
        #expect(tests.contains("@Test(\"练习 1.1：订阅者对每个值运行它的 next block\")"))
    }
}
