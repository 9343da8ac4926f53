import CourseProgress

/// The README of an exercise workspace: the learner's guide. How to work, what is given, then each
/// exercise in order: what it is about, every place it is written with that place's task, the
/// rules it must keep, the question to answer before writing, the tests that check it, and how to
/// ask for its hints. Then the challenges.
///
/// The README holds no hint and no solution code: `cat` and `less` show everything, folded or not,
/// so the hints stay where only `swift run progress hint N.M` reads them (`Hints.file`).
///
/// It is written in the workspace's language: each of its own sentences is made here in English
/// and in Chinese with its values in (`say`), and the reader's is kept; the course file's prose,
/// the tasks and the test names come already in that language (`WorkspaceTranslation`).
struct WorkspaceReadme {
    let workspace: ExerciseWorkspace

    /// The text in the workspace's language.
    private func say(_ english: String, _ chinese: String) -> String {
        Bilingual(english, chinese).text(in: workspace.language)
    }

    /// Several lines in the workspace's language (each language breaks its lines where it reads best).
    private func say(_ english: [String], _ chinese: [String]) -> [String] {
        workspace.language == .english ? english : chinese
    }

    /// A test's name as the README quotes it: "name" in English, “名称” in Chinese.
    private func quoted(_ name: String) -> String {
        say("\"\(name)\"", "“\(name)”")
    }

    func text() -> String {
        let chapters = workspace.chapters
        let single = chapters.count == 1 ? chapters[0] : nil
        let anyTakenOut = !workspace.solved
        let language = workspace.language
        var lines: [String] = []
        if let chapter = single {
            lines.append(say("# Exercises for chapter \(chapter.number): \(chapter.title.english)", "# 第 \(chapter.number) 章的练习：\(chapter.title.chinese)"))
        } else {
            let numbers = chapters.map { String($0.number) }
            lines.append(say("# Exercises for chapters \(numbers.joined(separator: ", "))", "# 第 \(numbers.joined(separator: "、")) 章的练习"))
        }
        lines.append("")
        lines.append(say("This package was written by `\(workspace.command)` in RACFromScratch.",
                         "这个包是在 RACFromScratch 里用 `\(workspace.command)` 生成的。"))
        if workspace.solved {
            lines += say(["**It is solved:** it holds the solutions, and every test passes. Compare it with your own",
                          "workspace, or start one of your own with the same command without `--solved`."],
                         ["**它是解好的：**里面是答案，每个测试都通过。拿它和你自己的工作区对照，",
                          "或者去掉 `--solved` 用同一条命令生成一个你自己的工作区。"])
        } else if let only = workspace.only {
            let list = only.sorted().map(\.description)
            lines.append(say("Only exercise\(only.count == 1 ? "" : "s") \(list.joined(separator: ", ")) \(only.count == 1 ? "is" : "are") taken out; every other exercise is written for you and works.",
                             "只拿掉了练习 \(list.joined(separator: "、"))；其余每个练习都已经替你写好，可以直接用。"))
        } else {
            lines.append(say("It holds the chapter's module with the pieces the chapter adds taken out: you write them.",
                             "里面是本章的模块，本章新加的部分被拿掉了：由你来写。"))
        }
        lines.append("")
        lines.append(say("## How to work", "## 怎样做练习"))
        lines.append("")
        if anyTakenOut {
            lines += say(["1. Take the exercises in order. Read one below, answer its question *before* you write, then",
                          "   write the code in `Sources/`, between the exercise's two comment lines"],
                         ["1. 按顺序做练习。先读下面的一个练习，*动手之前*先回答它的问题，然后在 `Sources/` 里",
                          "   写代码，写在这个练习的两行注释"])
            if hasStandIns() {
                lines += say(["   `// BEGIN exercise N.M · …` and `// END exercise N.M`, in place of the stand-in where there is",
                              "   one (an inert line that keeps the package compiling until you write yours). Keep those two",
                              "   lines: `reset` finds the exercise by them."],
                             ["   `// BEGIN exercise N.M · …` 和 `// END exercise N.M` 之间；有占位实现的地方，替换掉它",
                              "   （一行不做事的代码，让包在你写好之前也能编译）。保留这两行：`reset` 靠它们找到练习。"])
            } else {
                lines += say(["   `// BEGIN exercise N.M · …` and `// END exercise N.M`; between them there is nothing yet, and",
                              "   the package compiles as it is. Keep those two lines: `reset` finds the exercise by them."],
                             ["   `// BEGIN exercise N.M · …` 和 `// END exercise N.M` 之间；两行之间现在什么也没有，",
                              "   包照样能编译。保留这两行：`reset` 靠它们找到练习。"])
            }
            lines += say(["2. `swift run progress` builds the workspace and lists each exercise as done or not yet, with",
                          "   the first failing expectation, then says what is next. Each exercise's tests run in a",
                          "   process of their own under a time limit: code that hangs is stopped and reported as a hang,",
                          "   and a crash is reported with its message and the line of your code where it happened.",
                          "   The limit is 60 s per test; `swift run progress --timeout SECONDS` changes it.",
                          "   When an exercise's tests also need an earlier exercise that is not done, it says so",
                          "   (\"needs 4.1 first\") instead of blaming the exercise.",
                          "3. `swift run progress watch` re-runs the current exercise's tests every time you save a file,",
                          "   and moves to the next exercise when they pass (Ctrl-C to stop).",
                          "4. `swift run progress hint N.M` shows exercise N.M's next hint, one at a time (the last is",
                          "   the code). Nothing in this README or in `Sources/` gives a hint away: ask only when stuck.",
                          "5. `swift run progress reset N.M` puts exercise N.M's region back as it was written, and",
                          "   leaves the rest of its files, other exercises included, as they are; the code it replaces",
                          "   is kept in `.progress/reset/` (the file's path, then `.reset-1`, `.reset-2`, …)."],
                         ["2. `swift run progress` 构建工作区，列出每个练习是已完成还是未完成，附上第一个失败的",
                          "   期望，再告诉你下一步做什么。每个练习的测试都在自己的进程里、在时限内运行：卡住的",
                          "   代码会被停下，报告为挂起；崩溃会连同它的消息和你的代码里出事的那一行一起报告。",
                          "   每个测试的时限是 60 秒；`swift run progress --timeout SECONDS` 可以改。",
                          "   如果一个练习的测试还需要前面某个没做完的练习，它会直说（“先做 4.1”），",
                          "   而不是怪罪这个练习。",
                          "3. `swift run progress watch` 在你每次保存文件时重新运行当前练习的测试，",
                          "   测试通过后就转到下一个练习（按 Ctrl-C 停止）。",
                          "4. `swift run progress hint N.M` 显示练习 N.M 的下一条提示，一次一条（最后一条是代码）。",
                          "   这个 README 和 `Sources/` 里都不会泄露提示：卡住了再问。",
                          "5. `swift run progress reset N.M` 把练习 N.M 的区域恢复成最初的样子，它所在文件的其余部分",
                          "   （包括其他练习）保持不变；被替换掉的代码保存在 `.progress/reset/` 里",
                          "   （文件的路径，后面加 `.reset-1`、`.reset-2`、…）。"])
        } else {
            lines.append(say("- `swift run progress` builds the workspace and lists each exercise with its tests.",
                             "- `swift run progress` 构建工作区，列出每个练习和它的测试。"))
        }
        lines.append("")
        lines += say(["Progress needs nothing outside this folder; `workshop exercise N --status DIR`, run in",
                      "RACFromScratch, prints the same report. `swift test` runs every test, unchanged, all at once",
                      "(a test named \"Exercise N.M: …\" checks exercise N.M; the others pass in the workspace as",
                      "written, so one that fails later is failing on code you wrote: `progress` says whose).",
                      "`swift test --filter` matches test identifiers (listed under each exercise), not names.",
                      "`\(ExerciseWorkspace.challengeCommand("2"))` builds and runs challenge 2's tests",
                      "(`CHALLENGES=1,3`, or `all`); a challenge's tests compile once you have written what it asks for."],
                     ["`progress` 不需要这个文件夹以外的任何东西；在 RACFromScratch 里运行",
                      "`workshop exercise N --status DIR` 会打印同样的报告。`swift test` 原样、一次运行全部测试",
                      "（名为“练习 N.M：…”的测试检查练习 N.M；其他测试在刚生成的工作区里就通过，",
                      "所以后来失败的那个，是败在你写的代码上：`progress` 会说是谁的代码）。",
                      "`swift test --filter` 匹配的是测试标识符（列在每个练习下面），不是测试名。",
                      "`\(ExerciseWorkspace.challengeCommand("2"))` 构建并运行挑战 2 的测试",
                      "（`CHALLENGES=1,3`，或 `all`）；写好挑战要求的东西之后，它的测试才能编译。"])
        for material in workspace.materials {
            let chapter = material.chapter
            let exercises = workspace.exercises(of: material)
            let file = material.courseFile
            let title = chapter.title.text(in: language)
            lines.append("")
            lines.append(single == nil ? say("## Chapter \(chapter.number): \(title)", "## 第 \(chapter.number) 章：\(title)") : say("## Already written for you", "## 已经替你写好的部分"))
            if single == nil, let given = file?.given {
                lines.append("")
                lines.append(say("### Already written for you", "### 已经替你写好的部分"))
                lines.append("")
                lines.append(given)
            } else if single != nil {
                lines.append("")
                lines.append(file?.given ?? say("Everything in `Sources/` outside the exercises' BEGIN and END lines.",
                                                "`Sources/` 里练习的 BEGIN 和 END 两行之外的一切。"))
            }
            for exercise in exercises {
                lines.append("")
                lines += self.exercise(exercise, written: file?.exercise(exercise.id), heading: single == nil ? "###" : "##")
            }
            lines.append("")
            let heading = single == nil ? "###" : "##"
            lines.append(say("\(heading) Chapter \(chapter.number)'s challenges", "\(heading) 第 \(chapter.number) 章的挑战"))
            lines.append("")
            let challenges = material.challengeFiles
            if challenges.isEmpty {
                lines.append(say("The guide's challenges for this chapter have no tests in the workspace.",
                                 "指南里这一章的挑战在工作区里没有测试。"))
            } else {
                lines += say(["The guide's \"Challenges\" section says what each asks. Write the solution in",
                              "`Sources/\(chapter.module)/` (a new file is best), then run its tests:"],
                             ["指南的“挑战”一节说明每个挑战要做什么。把答案写在 `Sources/\(chapter.module)/` 里",
                              "（最好是一个新文件），然后运行它的测试："])
                lines.append("")
                for challenge in challenges {
                    let number = challenge.dropFirst("Challenge".count).prefix { $0.isNumber }
                    let command = "`\(ExerciseWorkspace.challengeCommand(String(number)))`"
                    let tests = "`Challenges/\(chapter.module)/\(challenge)`"
                    lines.append(say("- challenge \(chapter.number).\(number) (its tests are named \"Challenge \(chapter.number).\(number): …\"): \(command), tests in \(tests)",
                                     "- 挑战 \(chapter.number).\(number)（它的测试名以“挑战 \(chapter.number).\(number)：”开头）：\(command)，测试在 \(tests)"))
                }
            }
        }
        lines.append("")
        return lines.joined(separator: "\n")
    }

    /// Whether any exercise taken out of the workspace has a stand-in between its BEGIN and END lines.
    func hasStandIns() -> Bool {
        for material in workspace.materials {
            for exercise in workspace.exercises(of: material) where exercise.takenOut {
                if exercise.places.contains(where: { !$0.stub.isEmpty }) { return true }
            }
        }
        return false
    }

    /// One exercise's entry.
    func exercise(_ exercise: Course.Exercise, written: CourseFile.Exercise?, heading: String) -> [String] {
        let id = exercise.id
        var lines = [say("\(heading) Exercise \(id): \(exercise.title)", "\(heading) 练习 \(id)：\(exercise.title)")]
        if !exercise.takenOut {
            lines.append("")
            lines.append(workspace.solved
                ? say("Solved in this workspace.", "在这个工作区里已经解好。")
                : say("Written for you in this workspace (it was written with `--only`), so the exercises you write can use it.",
                      "这个工作区里已经替你写好（它是用 `--only` 生成的），你写的练习可以用它。"))
        }
        if let summary = written?.summary, !summary.isEmpty {
            lines.append("")
            lines.append(summary)
        }
        lines.append("")
        lines.append(exercise.takenOut
            ? say("**Where you write it**, between `// BEGIN exercise \(id) · …` and `// END exercise \(id)`:",
                  "**写在哪里**（`// BEGIN exercise \(id) · …` 和 `// END exercise \(id)` 之间）：")
            : say("**Where it is written:**", "**写在哪里：**"))
        lines.append("")
        for place in exercise.places {
            let location = "`\(place.file)`" + (place.declaration.map { say(", in `\($0)`", " 的 `\($0)` 里") } ?? "")
            lines.append(say("- \(location): \(place.task)", "- \(location)：\(place.task)"))
        }
        if !exercise.rules.isEmpty {
            lines.append("")
            lines.append(say("**The rules it must keep**", "**它必须遵守的规则**"))
            lines.append("")
            lines += exercise.rules.map { "- \($0)" }
        }
        if !exercise.question.isEmpty {
            lines.append("")
            lines.append(say("**Before you write:** \(exercise.question)", "**动手之前：**\(exercise.question)"))
        }
        lines.append("")
        if exercise.tests.isEmpty {
            lines.append(say("No test checks this exercise yet.", "还没有测试检查这个练习。"))
        } else {
            lines.append(say("**The tests that check it** (`swift run progress` runs them):",
                             "**检查它的测试**（由 `swift run progress` 运行）："))
            lines.append("")
            for test in exercise.tests {
                let identifier = test.id.split(separator: ".", maxSplits: 1).last.map(String.init) ?? test.id
                var line = say("- \(quoted(test.name)) (`\(identifier)`)", "- \(quoted(test.name))（`\(identifier)`）")
                if !test.alsoNeeds.isEmpty {
                    let needs = test.alsoNeeds.map(\.description)
                    line += say("; also needs \(needs.joined(separator: ", "))", "；还需要 \(needs.joined(separator: "、"))")
                }
                lines.append(line)
            }
        }
        if exercise.takenOut, !exercise.hints.isEmpty {
            let count = exercise.hints.count
            lines.append("")
            lines += say(["**Stuck?** `swift run progress hint \(id)` shows the first of \(count) hints; run it again for",
                          "the next (the last is the code)."],
                         ["**卡住了？**`swift run progress hint \(id)` 显示 \(count) 条提示中的第一条；再运行一次",
                          "看下一条（最后一条是代码）。"])
        }
        return lines
    }
}
