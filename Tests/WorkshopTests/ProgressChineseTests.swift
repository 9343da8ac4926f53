@testable import CourseProgress
import Foundation
import Testing
@testable import Workshop

/// Hand-made verdicts of every shape, with a Chinese workspace's titles and tasks, for the
/// Chinese goldens, the width check and the check that no English sentence is left.
enum ProgressShapes {
    static func exercise(_ id: String, _ title: String, tests: [String], takenOut: Bool = true, task: String = "把值发给每一个订阅者") -> Course.Exercise {
        Course.Exercise(
            id: ExerciseID(id)!, title: title, takenOut: takenOut, rules: [], question: "", hints: ["先想一想。", "代码"],
            places: [Course.Place(file: "Sources/M/Signal.swift", task: task, declaration: "sendNext", stub: [])],
            tests: tests.map { Course.Test(id: "MTests.S/\($0)", name: "练习 \(id)：\($0) 成立", alsoNeeds: []) }
        )
    }

    static let crash = TestRun.Result.crashed(CrashReport(message: "Fatal error: Unexpectedly found nil while unwrapping an Optional value", location: "Sources/M/Signal.swift:7", function: "sendNext(_:)"))
    static let names = ["MTests.S/c": "练习 2.2：c 成立", "MTests.S/d": "练习 2.2：d 成立", "MTests.S/h": "练习 2.6：h 成立", "MTests.O/x": "x 仍然成立", "MTests.O/y": "y 会结束"]

    /// Every exercise shape: done, not yet (a crash, a hang beside it, the tally, the blame),
    /// needs, given, no tests, broken (not in the test list, and a test that waited); the
    /// other tests pass; next.
    static func report(title: String = "结束于第一个终止事件") -> ProgressVerdict {
        let two = exercise("2.2", title, tests: ["c", "d", "e"])
        return ProgressVerdict(
            exercises: [
                ExerciseVerdict(exercise: exercise("2.1", "送达每一个值", tests: ["a", "b"]), state: .done, names: [:]),
                ExerciseVerdict(
                    exercise: two, state: .notYet(test: "MTests.S/c", result: crash), names: names,
                    results: ["MTests.S/c": crash, "MTests.S/d": .hung(60), "MTests.S/e": .passed], order: ["MTests.S/c", "MTests.S/d", "MTests.S/e"],
                    changedSince: [ExerciseID("2.1")!]
                ),
                ExerciseVerdict(exercise: exercise("2.3", "放开那些 block", tests: ["f"]), state: .needs([ExerciseID("2.2")!]), names: [:]),
                ExerciseVerdict(exercise: exercise("2.4", "给出的那一个", tests: ["g"], takenOut: false), state: .given(waiting: 1, on: [ExerciseID("2.2")!]), names: [:]),
                ExerciseVerdict(exercise: exercise("2.5", "没有测试检查它", tests: []), state: .untested, names: [:]),
                ExerciseVerdict(
                    exercise: exercise("2.6", "写好的那一个", tests: ["h", "i"], takenOut: false), state: .broken(test: "MTests.S/h", result: .notFound), names: names,
                    results: ["MTests.S/h": .notFound], order: ["MTests.S/h"], changedSince: []
                ),
            ],
            others: .pass(count: 4), solved: false, next: two
        )
    }

    /// The other tests failing: a crash first, a hang after it, never passed before.
    static let othersFailing = OtherTestsVerdict.fail(
        test: "MTests.O/x", result: crash, alsoStopped: (test: "MTests.O/y", result: .hung(60)), names: names, changedSince: nil
    )

    /// Every exercise done: the challenges.
    static var allDone: ProgressVerdict {
        var done = report()
        done.exercises = [done.exercises[0]]
        done.next = nil
        return done
    }

    /// Nothing taken out: one exercise, given (or solved).
    static var nothingTakenOut: ProgressVerdict {
        var given = allDone
        given.exercises = [ExerciseVerdict(exercise: exercise("2.4", "给出的那一个", tests: ["g"], takenOut: false), state: .given(waiting: 0, on: []), names: [:])]
        return given
    }

    static let failedBuild = WorkspaceBuild.Result(
        succeeded: false, timedOut: true, errors: ["Sources/M/Signal.swift:3:5: error: cannot find 'x' in scope"], seconds: 1, ended: Date()
    )

    /// Every line `renderer` makes from the shapes above.
    static func everything(_ renderer: ProgressRenderer, title: String = "结束于第一个终止事件") -> [String] {
        renderer.lines(for: report(title: title)) + renderer.lines(for: othersFailing) + renderer.lines(for: .couldNotRun("测试进程无法启动"))
            + renderer.summary(allDone) + renderer.summary(nothingTakenOut)
            + ProgressRenderer(solved: true, width: renderer.width, language: renderer.language).summary(nothingTakenOut)
            + renderer.buildFailed(failedBuild)
    }

    /// The runs of three or more English words outside backticks in `text` (a backticked span may
    /// go over a line break): an English sentence left in a Chinese text. A word is Latin letters
    /// alone (with a comma or a full stop after it); an identifier, a path, a number or `zh-Hans`
    /// is not a word.
    static func englishSentences(in text: String) -> [String] {
        let outsideCode = text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 0 }.map(\.element).joined(separator: " ")
        var runs: [String] = []
        var run: [Substring] = []
        func end() {
            if run.count >= 3 { runs.append(run.joined(separator: " ")) }
            run = []
        }
        for token in outsideCode.split(whereSeparator: { $0 == " " || $0 == "\n" }) {
            let word = token.last.map { ",.;:".contains($0) } == true ? token.dropLast() : token
            if !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isLetter }) {
                run.append(token)
                if word.count < token.count { end() }
            } else {
                end()
            }
        }
        end()
        return runs
    }
}

@Suite("progress in Simplified Chinese: the report from hand-made verdicts")
struct ProgressChineseTests {
    let chinese = ProgressRenderer(solved: false, width: 100, language: .simplifiedChinese)

    @Test("a whole report: done, not yet (a crash, a hang beside it, the tally, the blame), needs, given, no tests, broken, others pass, next")
    func wholeReport() {
        #expect(chinese.lines(for: ProgressShapes.report()).joined(separator: "\n") == Self.whole)
    }

    @Test("the other tests failing, or not run at all")
    func othersFailing() {
        #expect(chinese.lines(for: ProgressShapes.othersFailing).joined(separator: "\n") == Self.othersFailing)
        #expect(chinese.lines(for: .couldNotRun("测试进程无法启动")) == ["其他测试  失败     测试进程无法启动"])
    }

    @Test("every exercise done: the challenges; nothing taken out: given or solved; a failed build")
    func endings() {
        #expect(chinese.summary(ProgressShapes.allDone).joined(separator: "\n") == Self.allDone)
        #expect(chinese.summary(ProgressShapes.nothingTakenOut) == ["这个工作区没有拿掉任何练习：它的 1 个练习是给出的。"])
        let solved = ProgressRenderer(solved: true, width: 100, language: .simplifiedChinese)
        #expect(solved.summary(ProgressShapes.nothingTakenOut) == ["这个工作区没有拿掉任何练习：它的 1 个练习已解答。"])
        #expect(chinese.buildFailed(ProgressShapes.failedBuild) == [
            "工作区编译不通过（构建没有在时限内完成）。编译器给出的前几个错误：",
            "  Sources/M/Signal.swift:3:5: error: cannot find 'x' in scope",
        ])
    }

    @Test("a hint's framing in Chinese, the hint as the course file has it")
    func hintFraming() {
        let exercise = ProgressShapes.exercise("2.2", "结束于第一个终止事件", tests: [])
        #expect(Hints.text(of: exercise, hint: 1, in: .simplifiedChinese, width: 100) == """
            练习 2.2（结束于第一个终止事件）的提示 1/2：

            先想一想。

            （再运行一次 `swift run progress hint 2.2`，看下一条。）
            """)
        #expect(Hints.text(of: exercise, hint: 2, repeated: true, in: .simplifiedChinese, width: 100) == """
            练习 2.2（结束于第一个终止事件）的提示 2/2（这一条就是代码）：

            代码

            （这还是最后一条提示：没有更多了。）
            """)
    }

    @Test("a hint's prose wraps to the width (Chinese between characters, a list item under its text); its code stays as written")
    func hintWraps() {
        let prose = String(repeating: "三份状态在订阅之前建立，", count: 10)
        let code = "let everything = CompoundDisposable() // " + String(repeating: "a long comment ", count: 6)
        let lines = Hints.fitted("\(prose)\n- \(prose)\n```swift\n\(code)\n```\n    \(code)", width: 100)
        let wide: [String] = lines.filter { $0.displayWidth > 100 }
        #expect(wide == [code, "    " + code])
        #expect(lines.map(\.displayWidth) == [100, 100, 40, 100, 100, 46, 8, code.count, 3, code.count + 4])
        #expect(lines[3].hasPrefix("- 三份") && lines[4].hasPrefix("  ") && !lines[4].hasPrefix("   "))
        #expect(lines.suffix(4) == ["```swift", code, "```", "    " + code])
    }

    static let whole = """
        练习 2.1  已完成   送达每一个值
                  2 个测试通过
        练习 2.2  未完成   结束于第一个终止事件
                  ✘ 练习 2.2：c 成立
                    崩溃：`Fatal error: Unexpectedly found nil while unwrapping an Optional value`
                    位置：Sources/M/Signal.swift:7（在 sendNext(_:) 中）
                    另外：
                    ✘ 练习 2.2：d 成立：挂起：60 秒后仍在运行，已停止
                    （它的 3 个测试：1 个通过，1 个崩溃，1 个挂起）
                    上次检查时它通过了；此后你改动了 2.1：先看那里
        练习 2.3  需先完成 2.2  放开那些 block
                  它的测试也会检查 2.2，而它还没有完成：先完成它，再做这个练习。
        练习 2.4  已给出   给出的那一个
                  这个工作区里已经写好；它有 1 个测试在等 2.2，那是你正在写的练习
        练习 2.5  无测试   没有测试检查它
                  还没有测试检查这个练习
        练习 2.6  出错     写好的那一个
                  这个工作区里已经写好，但它自己的一个测试失败了（是不是改动了它的代码？）：
                  ✘ 练习 2.6：h 成立
                    这个测试不在工作区的测试列表里（它改名了吗？请重新生成工作区）
                    （它的 2 个测试：1 个没有运行，1 个在等前面的练习）
                    上次检查时它通过了，而此后没有哪个练习的代码改动过（是不是改了别的文件？）
        其他测试  通过     （4 个不检查任何练习的测试）
        4 个练习中完成了 1 个。（这个工作区另外给出了 2 个。）
        下一步：练习 2.2，结束于第一个终止事件。
          - Sources/M/Signal.swift，sendNext 里：把值发给每一个订阅者
          要一条提示：`swift run progress hint 2.2`
        """
    static let othersFailing = """
        其他测试  失败
                  这些测试检查的是给你的代码，而这些代码也会运行你在练习里写的代码。
                  ✘ x 仍然成立
                    崩溃：`Fatal error: Unexpectedly found nil while unwrapping an Optional value`
                    位置：Sources/M/Signal.swift:7（在 sendNext(_:) 中）
                    另外：
                  ✘ y 会结束
                    挂起：60 秒后仍在运行，已停止（是一个永不结束的循环，还是在等一件永远不会来的事？）
                    先看你最后改动的那个练习。
        """
    static let allDone = """
        1 个练习中完成了 1 个。
        这个工作区的练习都完成了。下一步是挑战题（见 README.md 里第 N 章的挑战）：在 Sources/ 里新建一个文
        件，写出挑战题的解答，然后用 `CHALLENGES=k swift test --filter ChallengeTests` 运行它的测试（k 是挑
        战题的编号；几道一起时写 CHALLENGES=1,3 或 all）。
        """
}

@Suite("progress in both languages: every line within the width, no English sentence left in Chinese")
struct ProgressLanguageRulesTests {
    static let longTitle = "一个很长很长的标题：命令在整个组合完成之后放开它的输入，而不是在那之前；这一行一定会折到下一行上去"
    static let longEnglishTitle = "the command lets go of its input once the whole combination has completed, and not before that"

    /// Every line of every verdict shape, in `language`, with a title and a task long enough to wrap.
    static func everyLine(in language: Language, title: String) -> [String] {
        var lines = ProgressShapes.everything(ProgressRenderer(solved: false, width: 100, language: language), title: title)
        let long = ProgressShapes.exercise("8.7", title, tests: [], task: title + "；" + title)
        lines += ProgressRenderer(solved: false, width: 100, language: language).nextLines(long)
        lines += Hints.text(of: long, hint: 2, in: language, width: 100).split(separator: "\n").map(String.init)
        lines += ProgressTool.usage(in: language, width: 100).split(separator: "\n").map(String.init)
        return lines
    }

    @Test("every verdict shape, the Next: lines, a hint's framing and the help: at most 100 display columns, in both languages", arguments: [Language.english, .simplifiedChinese])
    func widths(language: Language) {
        for title in [Self.longTitle, Self.longEnglishTitle] {
            let wide = Self.everyLine(in: language, title: title).filter { $0.displayWidth > 100 }
            #expect(wide == [], "\(language)")
        }
    }

    @Test("the Next: line of a long task continues within the width (it went to 101 columns)")
    func nextLineOfALongTask() {
        let task = "release the three blocks and dispose every subscription that the subscriber holds, then return"
        let longer = ProgressShapes.exercise("2.3", "release", tests: [], task: String(repeating: "release the blocks and the subscriptions ", count: 6))
        let lines = ProgressRenderer(solved: false, width: 100).nextLines(longer)
        #expect(lines.count == 5 && lines.allSatisfy { $0.displayWidth <= 100 }, "\(lines)")
        #expect(lines[2...3].allSatisfy { $0.hasPrefix("    ") })
        let exercise = ProgressShapes.exercise("2.3", "release", tests: [], task: task)
        #expect(ProgressRenderer(solved: false, width: 100).nextLines(exercise) == [
            "Next: exercise 2.3, release.",
            "  - Sources/M/Signal.swift, in sendNext: release the three blocks and dispose every subscription",
            "    that the subscriber holds, then return",
            "  A hint: swift run progress hint 2.3",
        ])
    }

    @Test("the Chinese renderings and help hold no English sentence outside code; the English ones do")
    func noEnglishLeft() {
        let chinese = ProgressShapes.everything(ProgressRenderer(solved: false, width: 100, language: .simplifiedChinese)).joined(separator: "\n")
        #expect(ProgressShapes.englishSentences(in: chinese) == [])
        let help = ProgressTool.commands.map(\.help.chinese) + ProgressTool.options.options.map { $0.help(in: .simplifiedChinese) }
        #expect(ProgressShapes.englishSentences(in: help.joined(separator: "\n")) == [])
        let exercise = ProgressShapes.exercise("2.2", "结束于第一个终止事件", tests: [])
        #expect(ProgressShapes.englishSentences(in: Hints.text(of: exercise, hint: 2, in: .simplifiedChinese)) == [])
        // The check can fail: English is found, code in backticks is not.
        let english = ProgressShapes.everything(ProgressRenderer(solved: false, width: 100)).joined(separator: "\n")
        #expect(ProgressShapes.englishSentences(in: english).contains("Every exercise of this workspace is done."))
        #expect(ProgressShapes.englishSentences(in: "运行 `swift run progress hint 2.2` 和 Sources/M/a.swift") == [])
    }
}
