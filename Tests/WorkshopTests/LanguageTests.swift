import CourseProgress
import Examples
import Testing
@testable import Workshop

/// `--lang zh-Hans` and the locale variables: the workshop speaks Simplified Chinese where a reader
/// meets it first, within 100 display columns, and falls back to English, never to a key.
@Suite("workshop in Simplified Chinese")
struct LanguageTests {
    /// Whether `text` has a Han character in it.
    func hasChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    /// The lines wider than `width` display columns.
    func tooWide(_ output: String, width: Int = 100) -> [String] {
        output.split(separator: "\n").map(String.init).filter { $0.displayWidth > width }
    }

    @Test("a Han character and full-width punctuation take two columns; ASCII, → and · take one")
    func displayWidth() {
        #expect("abc".displayWidth == 3)
        #expect("信号".displayWidth == 4)
        #expect("订阅者：".displayWidth == 8)
        #expect("→ a · b".displayWidth == 7)
    }

    @Test("workshop --lang zh-Hans: the overview in Chinese, every line within 100 display columns")
    func overview() {
        let (status, output) = runWorkshop(["--lang", "zh-Hans"])
        #expect(status == 0)
        #expect(output.hasPrefix("RACFromScratch：用 Swift 从零重写 ReactiveCocoa 2，每章一个概念。\n"))
        #expect(output.contains("   1  最小的信号  已完成  swift test --filter '^Chapter01_MinimalSignalTests'\n"))
        #expect(output.contains("  workshop chapter N            运行第 N 章的演示：事件与弹珠图\n"))
        #expect(tooWide(output) == [])
        // Measured by characters, the Chinese lines would pass a check that counts them: the
        // same output must have a line that is wider in columns than in characters.
        #expect(output.split(separator: "\n").contains { $0.displayWidth > 90 && $0.count <= 90 })
    }

    @Test("workshop example send-code --lang zh-Hans: Chinese captions, the state column in place, within 100 columns")
    func sendCode() {
        let (status, output) = runWorkshop(["example", "send-code", "--lang", "zh-Hans"])
        #expect(status == 0)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0].hasPrefix("示例 send-code：发送验证码按钮："))
        #expect(lines.contains("t=  0.0s  打开页面                          button: disabled \"Send code\" · phone: (empty) (invalid)"))
        #expect(lines.contains("t=  3.0s  → 倒计时：剩余 59 秒              button: disabled \"Wait (59s)\" ·"))
        #expect(lines.contains { $0.hasPrefix("send-code：请求发生在 1.0s 和 64.0s；倒计时 60 秒") })
        #expect(tooWide(output) == [])
        // The state column starts at the same display column as in English (column 44).
        let english = runWorkshop(["example", "send-code"]).output
        #expect(english.contains("t=  0.0s  open screen                       button: disabled \"Send code\""))
    }

    @Test("workshop chapter N --lang zh-Hans: headings and narration in Chinese, within 100 columns, marbles unchanged")
    func chapters() {
        for number in 1...8 {
            let chinese = runWorkshop(["chapter", String(number), "--lang", "zh-Hans"])
            let english = runWorkshop(["chapter", String(number)])
            #expect(chinese.status == 0)
            #expect(chinese.output.hasPrefix("第 \(number) 章："))
            #expect(chinese.output.contains("     注意："))
            #expect(!chinese.output.contains("     Notice: "), "chapter \(number) has an untranslated heading")
            #expect(tooWide(chinese.output) == [], "chapter \(number)")
            // The diagrams are the same in both languages (the guides' marble check relies on it).
            let marbles = { (output: String) -> [Substring] in
                // The rows under each "Marbles:" heading, up to the legend or the blank line.
                var rows: [Substring] = []
                var inDiagram = false
                for line in output.split(separator: "\n", omittingEmptySubsequences: false) {
                    if line == "     Marbles:" || line == "     弹珠图：" {
                        inDiagram = true
                    } else if inDiagram, line.hasPrefix("       "), !line.hasPrefix("       where"), !line.hasPrefix("       其中") {
                        rows.append(line)
                    } else {
                        inDiagram = false
                    }
                }
                return rows
            }
            #expect(!marbles(english.output).isEmpty)
            #expect(marbles(chinese.output) == marbles(english.output), "chapter \(number)")
        }
    }

    @Test("LANG=zh_CN.UTF-8 picks Chinese; LC_ALL overrides LANG; zh_TW and en_US stay English; --lang overrides both")
    func environment() {
        let chinese = runWorkshop([], environment: ["LANG": "zh_CN.UTF-8"]).output
        #expect(chinese.hasPrefix("RACFromScratch：用 Swift"))
        for locale in ["zh_SG.UTF-8", "zh_Hans", "zh-Hans", "zh_CN"] {
            #expect(hasChinese(runWorkshop([], environment: ["LANG": locale]).output), "\(locale)")
        }
        for locale in ["zh_TW.UTF-8", "zh_HK.UTF-8", "en_US.UTF-8", "C"] {
            #expect(!hasChinese(runWorkshop([], environment: ["LANG": locale]).output), "\(locale)")
        }
        #expect(!hasChinese(runWorkshop([], environment: ["LANG": "zh_CN.UTF-8", "LC_ALL": "en_US.UTF-8"]).output))
        #expect(hasChinese(runWorkshop([], environment: ["LANG": "C", "LC_ALL": "zh_CN.UTF-8"]).output))
        #expect(!hasChinese(runWorkshop(["--lang", "en"], environment: ["LANG": "zh_CN.UTF-8"]).output))
        #expect(hasChinese(runWorkshop(["chapter", "1", "--lang=zh-Hans"]).output))
    }

    @Test("an example caption without an entry falls back to the English, never to a key; placeholders carry their values")
    func captionFallback() {
        #expect(ExampleCaptions.text("a caption nobody translated", in: .simplifiedChinese) == "a caption nobody translated")
        #expect(ExampleCaptions.text("open screen", in: .simplifiedChinese) == "打开页面")
        #expect(ExampleCaptions.text("→ tick: 7 s left", in: .simplifiedChinese) == "→ 倒计时：剩余 7 秒")
        #expect(ExampleCaptions.text("tap \"Wait (42s)\": ignored", in: .simplifiedChinese) == "点击「Wait (42s)」：被忽略")
        #expect(ExampleCaptions.text("open screen", in: .english) == "open screen")
        // The table's own fallback rule: a text with no entry and no matching pattern is itself.
        #expect(ExampleCaptions.translate("x 1 y", table: [:], patterns: [("x {} z", "甲 {} 丙")]) == "x 1 y")
        #expect(ExampleCaptions.translate("x 1 z", table: [:], patterns: [("x {} z", "甲 {} 丙")]) == "甲 1 丙")
    }

    @Test("the workshop's own texts are made in both languages: each has a Chinese text of its own, and both fit 100 columns")
    func workshopTexts() {
        let texts: [WorkshopText] = [
            .overviewHeading, .chaptersHeading, .titleColumn, .statusColumn, .testsColumn, .status(.written), .status(.planned),
            .howToRunAChapter, .examplesHeading, .howToRunAnExample, .commandsHeading, .thisOverview, .chapterNotWritten(9),
            .itWillAdd, .chapterHeading(9), .whatItAdds, .itsTests, .fullStop, .marblesKeyValues, .marblesKeySubscriptions,
            .noDemos(9), .noticeHeading, .eventsHeading, .marblesHeading, .legendLead, .exampleHeading("login"),
        ]
        for message in texts {
            let chinese = message.text(in: .simplifiedChinese)
            #expect(chinese != message.text(in: .english), "\(message) has no Chinese")
            #expect(chinese.displayWidth <= 100 && message.text(in: .english).displayWidth <= 100, "\(message)")
        }
        for chapter in ChapterCatalog.chapters {
            #expect(hasChinese(chapter.title.chinese) || chapter.title.chinese == chapter.title.english.lowercased(), "chapter \(chapter.number)'s title")
            #expect(chapter.adds.chinese != chapter.adds.english, "chapter \(chapter.number)'s summary")
        }
        for command in Workshop.subcommands {
            #expect(hasChinese(command.summary.chinese), "\(command.name)'s summary")
        }
    }

    @Test("every example in Chinese: a Chinese header and captions, within 100 display columns")
    func everyExample() {
        for example in ExampleCatalog.examples {
            let (status, output) = runWorkshop(["example", example.name, "--lang", "zh-Hans"])
            #expect(status == 0)
            #expect(output.hasPrefix("示例 \(example.name)："), "\(example.name)")
            #expect(tooWide(output) == [], "\(example.name)")
            // Every timeline line (not a continuation, not blank) has a Chinese caption.
            let untranslated = output.split(separator: "\n").filter { !$0.hasPrefix(" ") && !hasChinese(String($0)) }
            #expect(untranslated == [], "\(example.name)")
        }
    }

    @Test("workshop example login --lang zh-Hans: seed 000's login, captions in Chinese")
    func login() {
        let (status, output) = runWorkshop(["example", "login", "--lang", "zh-Hans"])
        #expect(status == 0)
        #expect(output.contains("t=  1.0s  输入密码 \"sesame\"                "))
        #expect(output.contains("t=  7.0s  → 服务器：密码错误"))
        #expect(output.contains("login：2 次尝试，转圈时段 2.0–7.0s 和 10.0–15.0s（每次 5 秒），1 次错误，15.0s 时欢迎"))
        #expect(tooWide(output) == [])
    }

    @Test("--lang with an unknown language is a usage error")
    func unknownLanguage() {
        let (status, output) = runWorkshop(["--lang", "fr"])
        #expect(status == 2)
        #expect(output.contains("there is no language 'fr'; the languages are en, zh-Hans"))
    }

    @Test("Chinese prose breaks between characters, never before a closing mark")
    func lineBreaks() {
        let lines = ProjectedLines.wrap("信号就是一个保存起来的订阅，block", after: "", width: 12)
        #expect(lines.allSatisfy { $0.displayWidth <= 12 })
        #expect(lines.allSatisfy { !$0.hasPrefix("，") })
        #expect(lines.joined() == "信号就是一个保存起来的订阅，block")
    }
}
