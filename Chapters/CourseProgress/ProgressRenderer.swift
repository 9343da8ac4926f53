/// The one place `progress`'s verdicts become text, in lines that fit `width` display columns, in
/// the reader's `language`: the same lines for `progress`, `progress watch`,
/// `workshop exercise --status` and `workshop course`. Each text is made in both languages here,
/// with its values; Chinese wraps between characters (`TextLayout.breakPieces`).
public struct ProgressRenderer: Sendable {
    /// Whether the workspace holds the solutions (its exercises are "solved", not "given").
    public let solved: Bool
    public let width: Int
    public let language: Language

    public init(solved: Bool, width: Int = TextLayout.width, language: Language = .english) {
        self.solved = solved
        self.width = width
        self.language = language
    }

    /// `english` or `chinese`, whichever the reader reads.
    private func say(_ english: String, _ chinese: String) -> String {
        Bilingual(english, chinese).text(in: language)
    }

    /// `text` in lines of at most `width` columns; `firstIndent` starts the first when given.
    private func wrap(_ text: String, indent: String, firstIndent: String? = nil, quotesAreTokens: Bool = true) -> [String] {
        TextLayout.wrap(text, width: width, indent: indent, firstIndent: firstIndent, quotesAreTokens: quotesAreTokens, pieces: TextLayout.breakPieces)
    }

    /// Where the lines under an exercise's or the other tests' heading start: under the state.
    var pad: String { String(repeating: " ", count: say("Exercise 2.3  ", "练习 2.3  ").displayWidth) }

    /// `Exercise 2.3`, `Other tests`: the heading, with the spaces that bring the state under `pad`.
    private func heading(_ text: String) -> String {
        text + String(repeating: " ", count: max(2, pad.count - text.displayWidth))
    }

    /// `word` (a state: `done`, `not yet`) and the space after it, taking at least 9 columns.
    private func state(_ word: String) -> String {
        word.displayWidth < 8 ? word + String(repeating: " ", count: 8 - word.displayWidth) + " " : word + "  "
    }

    /// What the learner should do after a failed build.
    public func buildFailed(_ build: WorkspaceBuild.Result) -> [String] {
        let late = build.timedOut ? say(" (the build did not finish in time)", "（构建没有在时限内完成）") : ""
        var lines = wrap(say("The workspace does not compile\(late). The compiler's first errors:", "工作区编译不通过\(late)。编译器给出的前几个错误："), indent: "")
        lines += build.errors.map { "  \($0)" }
        return lines
    }

    /// The other tests' lines.
    public func lines(for others: OtherTestsVerdict) -> [String] {
        let head = heading(say("Other tests", "其他测试"))
        switch others {
        case let .pass(count):
            let what = say("(\(count) test\(count == 1 ? " that checks" : "s that check") no exercise)", "（\(count) 个不检查任何练习的测试）")
            return [head + state(say("pass", "通过")) + what]
        case let .couldNotRun(problem):
            return wrap(head + state(say("FAIL", "失败")) + problem, indent: pad + "  ", firstIndent: "", quotesAreTokens: false)
        case let .fail(test, result, alsoStopped, names, changedSince):
            var lines = [head + say("FAIL", "失败")]
            lines += wrap(say("These tests check code you were given, which runs your exercises' code too.",
                              "这些测试检查的是给你的代码，而这些代码也会运行你在练习里写的代码。"), indent: pad)
            lines += describe(test: test, result: result, names: names)
            if let stop = alsoStopped {
                lines += wrap(say("also:", "另外："), indent: pad + "  ") + describe(test: stop.test, result: stop.result, names: names)
            }
            if let changedSince {
                lines += wrap(PassRecord.sentence(changedSince, in: language), indent: pad + "  ")
            } else {
                lines += wrap(say("Look first at the exercise you changed last.", "先看你最后改动的那个练习。"), indent: pad + "  ")
            }
            return lines
        }
    }

    /// The report's last lines: how many are done, then what is next (or the challenges).
    public func summary(_ verdict: ProgressVerdict) -> [String] {
        var lines: [String] = []
        let (done, takenOut, given) = (verdict.done, verdict.takenOut, verdict.given)
        if takenOut == 0 {
            let how = solved ? say("solved", "已解答") : say("given", "是给出的")
            lines += wrap(say("Nothing is taken out of this workspace: its \(given) exercise\(given == 1 ? " is" : "s are") \(how).",
                              "这个工作区没有拿掉任何练习：它的 \(given) 个练习\(given == 1 ? "" : "都")\(how)。"), indent: "")
        } else {
            let alsoGiven = given > 0 ? say(" (\(given) given in this workspace.)", "（这个工作区另外给出了 \(given) 个。）") : ""
            lines += wrap(say("\(done) of \(takenOut) exercise\(takenOut == 1 ? "" : "s") done.", "\(takenOut) 个练习中完成了 \(done) 个。") + alsoGiven, indent: "")
        }
        if let next = verdict.next {
            lines += nextLines(next)
        } else if takenOut > 0, verdict.allDone {
            lines += allDoneLines()
        }
        return lines
    }

    /// The whole report, as `progress` prints it after "Building …".
    public func lines(for verdict: ProgressVerdict) -> [String] {
        verdict.exercises.flatMap(lines(for:)) + lines(for: verdict.others) + summary(verdict)
    }

    /// The report's lines for one exercise: `Exercise 2.3  not yet  Title`, then why.
    public func lines(for entry: ExerciseVerdict) -> [String] {
        let exercise = entry.exercise
        let head = heading(say("Exercise \(exercise.id)", "练习 \(exercise.id)"))
        /// `Exercise 2.3  not yet  Title`, the title continuing under itself if it is long.
        func line(_ word: String) -> [String] {
            // At least two spaces between the state and the title, however long the state.
            let start = head + state(word)
            let indent = String(repeating: " ", count: start.displayWidth)
            let title = TextLayout.wrap(exercise.title, width: width - start.displayWidth, indent: "", quotesAreTokens: false, pieces: TextLayout.breakPieces)
            return [start + title[0]] + title.dropFirst().map { indent + $0 }
        }
        let count = exercise.tests.count
        switch entry.state {
        case .done:
            return line(say("done", "已完成")) + [pad + say("\(count) test\(count == 1 ? "" : "s") pass", "\(count) 个测试通过")]
        case let .notYet(test, result):
            return line(say("not yet", "未完成")) + describe(test: test, result: result, names: entry.names) + alsoStopped(entry, shown: test) + tally(entry) + blame(entry)
        case let .needs(exercises):
            let list = exercises.map(\.description)
            let english = list.joined(separator: ", "), chinese = list.joined(separator: "、")
            let one = exercises.count == 1
            return line(say("needs \(english) first", "需先完成 \(chinese)"))
                + wrap(say("its tests also check \(english), which \(one ? "is" : "are") not done yet: finish \(one ? "it" : "them") first, then this one.",
                           "它的测试也会检查 \(chinese)，而\(one ? "它" : "它们")还没有完成：先完成\(one ? "它" : "它们")，再做这个练习。"), indent: pad)
        case let .given(waiting, on):
            let given = solved ? say("solved", "已解答") : say("given", "已给出")
            let list = on.map(\.description)
            let note = waiting == 0
                ? say("written in this workspace; its tests pass", "这个工作区里已经写好；它的测试通过")
                : say("written in this workspace; \(waiting == 1 ? "one of its tests waits" : "\(waiting) of its tests wait") for \(list.joined(separator: ", ")), which you are writing",
                      "这个工作区里已经写好；它有 \(waiting) 个测试在等 \(list.joined(separator: "、"))，那是你正在写的练习")
            return line(given) + wrap(note, indent: pad)
        case let .broken(test, result):
            return line(say("FAILING", "出错"))
                + wrap(say("written in this workspace, but a test of its own fails (was its code changed?):",
                           "这个工作区里已经写好，但它自己的一个测试失败了（是不是改动了它的代码？）："), indent: pad)
                + describe(test: test, result: result, names: entry.names) + alsoStopped(entry, shown: test) + tally(entry) + blame(entry)
        case .untested:
            return line(say("no tests", "无测试")) + [pad + say("no test checks this exercise yet", "还没有测试检查这个练习")]
        }
    }

    /// The other tests that crashed or hung, one line each: a crash or a hang is never hidden.
    func alsoStopped(_ entry: ExerciseVerdict, shown: String) -> [String] {
        let shownResult = entry.results[shown]
        var lines: [String] = []
        for id in entry.order where id != shown {
            let name = entry.names[id] ?? id
            let text: String
            switch entry.results[id] {
            case let .crashed(crash)?:
                if case let .crashed(first)? = shownResult, first.message == crash.message {
                    text = say("✘ \(name): crashed the same way", "✘ \(name)：以同样的方式崩溃")
                } else {
                    text = say("✘ \(name): crashed: \(crash.summary)", "✘ \(name)：崩溃：\(crash.summary(in: .simplifiedChinese))")
                }
            case let .hung(hang)?:
                text = say("✘ \(name): hang: still running after \(hang.seconds) s, stopped", "✘ \(name)：挂起：\(hang.seconds) 秒后仍在运行，已停止")
            default:
                continue
            }
            lines += wrap(text, indent: pad + "    ", firstIndent: pad + "  ", quotesAreTokens: false)
        }
        return lines.isEmpty ? [] : wrap(say("also:", "另外："), indent: pad + "  ") + lines
    }

    /// "this passed at your last check; since then you changed 8.6", when it did.
    func blame(_ entry: ExerciseVerdict) -> [String] {
        guard let changed = entry.changedSince else { return [] }
        return wrap(PassRecord.sentence(changed, in: language), indent: pad + "  ")
    }

    /// How a test of an exercise went, for the tally.
    enum Outcome: CaseIterable {
        case passes, fails, crashes, hangs, didNotRun, waits

        init(_ result: TestRun.Result?) {
            switch result {
            case .passed?: self = .passes
            case .failed?: self = .fails
            case .crashed?: self = .crashes
            case .hung?: self = .hangs
            case .notRun?, .notFound?: self = .didNotRun
            case nil: self = .waits
            }
        }

        /// `3 pass`, `1 crashes`: `count` tests that went this way.
        func text(_ count: Int) -> Bilingual {
            let one = count == 1
            switch self {
            case .passes: return Bilingual("\(count) \(one ? "passes" : "pass")", "\(count) 个通过")
            case .fails: return Bilingual("\(count) \(one ? "fails" : "fail")", "\(count) 个失败")
            case .crashes: return Bilingual("\(count) \(one ? "crashes" : "crash")", "\(count) 个崩溃")
            case .hangs: return Bilingual("\(count) \(one ? "hangs" : "hang")", "\(count) 个挂起")
            case .didNotRun: return Bilingual("\(count) did not run", "\(count) 个没有运行")
            case .waits: return Bilingual("\(count) \(one ? "waits for an earlier exercise" : "wait for earlier exercises")", "\(count) 个在等前面的练习")
            }
        }
    }

    /// How all of the exercise's tests went, in one line: `its 7 tests: 3 pass, 1 fails, 3 hang`.
    func tally(_ entry: ExerciseVerdict) -> [String] {
        let tests = entry.exercise.tests
        guard tests.count > 1, !entry.results.isEmpty else { return [] }
        let outcomes = tests.map { Outcome(entry.results[$0.id]) }
        let parts = Outcome.allCases.compactMap { outcome -> Bilingual? in
            let count = outcomes.filter { $0 == outcome }.count
            return count > 0 ? outcome.text(count) : nil
        }
        return wrap(say("(its \(tests.count) tests: \(parts.map(\.english).joined(separator: ", ")))",
                        "（它的 \(tests.count) 个测试：\(parts.map(\.chinese).joined(separator: "，"))）"), indent: pad + "  ")
    }

    /// How test `id` failed, in lines that fit the width.
    func describe(test id: String, result: TestRun.Result, names: [String: String]) -> [String] {
        let name = names[id] ?? id
        let inner = pad + "  "
        var heading = "✘ " + name
        if case let .failed(issue) = result, let location = issue.location { heading += " (\(location))" }
        // The name is prose: it may break between any two words.
        var lines = wrap(heading, indent: pad + "  ", firstIndent: pad, quotesAreTokens: false)
        switch result {
        case .passed:
            break
        case let .failed(issue):
            lines += FailureText.lines(issue.message, width: width, indent: inner, language: language)
        case let .crashed(crash):
            lines += wrap(say("crashed: \(crash.message)", "崩溃：\(crash.message(in: .simplifiedChinese))"), indent: inner)
            for place in crash.places(in: language) { lines += wrap(place, indent: inner) }
        case let .hung(hang):
            lines += wrap(say("hang: still running after \(hang.seconds) s, stopped (a loop that never ends, or a wait for something that never comes?)",
                              "挂起：\(hang.seconds) 秒后仍在运行，已停止（是一个永不结束的循环，还是在等一件永远不会来的事？）"), indent: inner)
            for place in hang.places(in: language) { lines += wrap(place, indent: inner) }
        case let .notRun(reason):
            lines += wrap(say("did not run: \(reason)", "没有运行：\(reason)"), indent: inner)
        case .notFound:
            lines += wrap(say("this test is not in the workspace's test list (was it renamed? write the workspace again)",
                              "这个测试不在工作区的测试列表里（它改名了吗？请重新生成工作区）"), indent: inner)
        }
        return lines
    }

    /// With every exercise done: the challenges, and the command that runs their tests.
    public func allDoneLines() -> [String] {
        wrap(say("Every exercise of this workspace is done. Next: the challenges (README.md, \"Chapter N's challenges\"): write a challenge's solution in a new file of Sources/, then run its tests with `CHALLENGES=k swift test --filter ChallengeTests` (k is the challenge's number; CHALLENGES=1,3 or all for several).",
                 "这个工作区的练习都完成了。下一步是挑战题（见 README.md 里第 N 章的挑战）：在 Sources/ 里新建一个文件，写出挑战题的解答，然后用 `CHALLENGES=k swift test --filter ChallengeTests` 运行它的测试（k 是挑战题的编号；几道一起时写 CHALLENGES=1,3 或 all）。"),
             indent: "", quotesAreTokens: false)
    }

    /// What to do next: the exercise, where to write it, and how to get a hint.
    public func nextLines(_ exercise: Course.Exercise) -> [String] {
        var lines = wrap(say("Next: exercise \(exercise.id), \(exercise.title).", "下一步：练习 \(exercise.id)，\(exercise.title)。"), indent: "  ", firstIndent: "", quotesAreTokens: false)
        for place in exercise.places {
            let file = place.file + (place.declaration.map { say(", in \($0)", "，\($0) 里") } ?? "")
            lines += wrap(say("- \(file): \(place.task)", "- \(file)：\(place.task)"), indent: "    ", firstIndent: "  ", quotesAreTokens: false)
        }
        lines += wrap(say("A hint: swift run progress hint \(exercise.id)", "要一条提示：`swift run progress hint \(exercise.id)`"), indent: "    ", firstIndent: "  ")
        return lines
    }

    /// A test's result in one line, for `workshop course`'s log.
    public static func oneLine(_ result: TestRun.Result, in language: Language = .english) -> String {
        let say = { (english: String, chinese: String) in Bilingual(english, chinese).text(in: language) }
        switch result {
        case .passed: return say("passed", "通过")
        case let .failed(issue):
            // Swift Testing breaks a long value over several lines: one line here.
            let message = issue.message.split(whereSeparator: { $0 == "\n" || $0 == " " }).joined(separator: " ")
            return (issue.location.map { "\($0): " } ?? "") + message
        case let .crashed(crash): return say("crashed: \(crash.summary)", "崩溃：\(crash.summary(in: .simplifiedChinese))")
        case let .hung(hang): return say("hang (stopped after \(hang.seconds) s)", "挂起（\(hang.seconds) 秒后被停止）")
        case let .notRun(reason): return say("did not run: \(reason)", "没有运行：\(reason)")
        case .notFound: return say("not in the workspace's test list", "不在工作区的测试列表里")
        }
    }
}
