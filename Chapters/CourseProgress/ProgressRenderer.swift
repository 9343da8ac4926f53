/// The one place `progress`'s verdicts become text, in lines that fit `width`: the same lines for
/// `progress`, `progress watch`, `workshop exercise --status` and `workshop course`.
public struct ProgressRenderer: Sendable {
    /// Whether the workspace holds the solutions (its exercises are "solved", not "given").
    public let solved: Bool
    public let width: Int

    public init(solved: Bool, width: Int = TextLayout.width) {
        self.solved = solved
        self.width = width
    }

    /// What the learner should do after a failed build.
    public static func buildFailed(_ build: WorkspaceBuild.Result) -> [String] {
        var lines = ["The workspace does not compile\(build.timedOut ? " (the build did not finish in time)" : ""). The compiler's first errors:"]
        lines += build.errors.map { "  \($0)" }
        return lines
    }

    /// The other tests' lines.
    public func lines(for others: OtherTestsVerdict) -> [String] {
        switch others {
        case let .pass(count):
            return ["Other tests   pass     (\(count) test\(count == 1 ? " that checks" : "s that check") no exercise)"]
        case let .couldNotRun(problem):
            return ["Other tests   FAIL     \(problem)"]
        case let .fail(test, result, alsoStopped, names, changedSince):
            var lines = ["Other tests   FAIL"]
            lines += TextLayout.wrap("These tests check code you were given, which runs your exercises' code too.", width: width, indent: Self.pad)
            lines += describe(test: test, result: result, names: names)
            if let stop = alsoStopped {
                lines += TextLayout.wrap("also:", width: width, indent: Self.pad + "  ") + describe(test: stop.test, result: stop.result, names: names)
            }
            if let changedSince {
                lines += TextLayout.wrap(PassRecord.sentence(changedSince), width: width, indent: Self.pad + "  ")
            } else {
                lines += TextLayout.wrap("Look first at the exercise you changed last.", width: width, indent: Self.pad + "  ")
            }
            return lines
        }
    }

    /// The report's last lines: how many are done, then what is next (or the challenges).
    public func summary(_ verdict: ProgressVerdict) -> [String] {
        var lines: [String] = []
        let (done, takenOut, given) = (verdict.done, verdict.takenOut, verdict.given)
        if takenOut == 0 {
            lines.append("Nothing is taken out of this workspace: its \(given) exercise\(given == 1 ? " is" : "s are") \(solved ? "solved" : "given").")
        } else {
            lines.append("\(done) of \(takenOut) exercise\(takenOut == 1 ? "" : "s") done." + (given > 0 ? " (\(given) given in this workspace.)" : ""))
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

    static let pad = String(repeating: " ", count: 14)

    /// The report's lines for one exercise: `Exercise 2.3  not yet  Title`, then why.
    public func lines(for entry: ExerciseVerdict) -> [String] {
        let exercise = entry.exercise
        let head = "Exercise \(exercise.id)"
        /// `Exercise 2.3  not yet  Title`, the title continuing under itself if it is long.
        func line(_ word: String) -> [String] {
            // At least two spaces between the state and the title, however long the state.
            let padded = word.count < 8 ? word + String(repeating: " ", count: 8 - word.count) : word + " "
            let start = head + "  " + padded + " "
            let title = TextLayout.wrap(exercise.title, width: width - start.count, indent: "", quotesAreTokens: false)
            return [start + title[0]] + title.dropFirst().map { String(repeating: " ", count: start.count) + $0 }
        }
        let count = exercise.tests.count
        switch entry.state {
        case .done:
            return line("done") + [Self.pad + "\(count) test\(count == 1 ? "" : "s") pass"]
        case let .notYet(test, result):
            return line("not yet") + describe(test: test, result: result, names: entry.names) + alsoStopped(entry, shown: test) + tally(entry) + blame(entry)
        case let .needs(exercises):
            let list = exercises.map(\.description).joined(separator: ", ")
            return line("needs \(list) first")
                + TextLayout.wrap("its tests also check \(list), which \(exercises.count == 1 ? "is" : "are") not done yet: finish \(exercises.count == 1 ? "it" : "them") first, then this one.", width: width, indent: Self.pad)
        case let .given(waiting, on):
            let given = solved ? "solved" : "given"
            let list = on.map(\.description).joined(separator: ", ")
            let note = waiting == 0 ? "written in this workspace; its tests pass"
                : "written in this workspace; \(waiting == 1 ? "one of its tests waits" : "\(waiting) of its tests wait") for \(list), which you are writing"
            return line(given) + TextLayout.wrap(note, width: width, indent: Self.pad)
        case let .broken(test, result):
            return line("FAILING")
                + TextLayout.wrap("written in this workspace, but a test of its own fails (was its code changed?):", width: width, indent: Self.pad)
                + describe(test: test, result: result, names: entry.names) + alsoStopped(entry, shown: test) + tally(entry) + blame(entry)
        case .untested:
            return line("no tests") + [Self.pad + "no test checks this exercise yet"]
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
                    text = "✘ \(name): crashed the same way"
                } else {
                    text = "✘ \(name): crashed: \(crash.summary)"
                }
            case let .hung(hang)?:
                text = "✘ \(name): hang: still running after \(hang.seconds) s, stopped"
            default:
                continue
            }
            let wrapped = TextLayout.wrap(text, width: width, indent: Self.pad + "  ", quotesAreTokens: false)
            lines += [wrapped[0]] + wrapped.dropFirst().map { "  " + $0 }
        }
        return lines.isEmpty ? [] : TextLayout.wrap("also:", width: width, indent: Self.pad + "  ") + lines
    }

    /// "this passed at your last check; since then you changed 8.6", when it did.
    func blame(_ entry: ExerciseVerdict) -> [String] {
        guard let changed = entry.changedSince else { return [] }
        return TextLayout.wrap(PassRecord.sentence(changed), width: width, indent: Self.pad + "  ")
    }

    /// How all of the exercise's tests went, in one line: `its 7 tests: 3 pass, 1 fails, 3 hang`.
    func tally(_ entry: ExerciseVerdict) -> [String] {
        let tests = entry.exercise.tests
        guard tests.count > 1, !entry.results.isEmpty else { return [] }
        var counts: [(String, String, Int)] = [("passes", "pass", 0), ("fails", "fail", 0), ("crashes", "crash", 0),
                                                ("hangs", "hang", 0), ("did not run", "did not run", 0),
                                                ("waits for an earlier exercise", "wait for earlier exercises", 0)]
        for test in tests {
            switch entry.results[test.id] {
            case .passed?: counts[0].2 += 1
            case .failed?: counts[1].2 += 1
            case .crashed?: counts[2].2 += 1
            case .hung?: counts[3].2 += 1
            case .notRun?, .notFound?: counts[4].2 += 1
            case nil: counts[5].2 += 1
            }
        }
        let parts = counts.filter { $0.2 > 0 }.map { "\($0.2) \($0.2 == 1 ? $0.0 : $0.1)" }
        return TextLayout.wrap("(its \(tests.count) tests: \(parts.joined(separator: ", ")))", width: width, indent: Self.pad + "  ")
    }

    /// How test `id` failed, in lines that fit the width.
    func describe(test id: String, result: TestRun.Result, names: [String: String]) -> [String] {
        let name = names[id] ?? id
        let inner = Self.pad + "  "
        var heading = "✘ " + name
        if case let .failed(issue) = result, let location = issue.location { heading += " (\(location))" }
        // The name is prose: it may break between any two words.
        var lines = TextLayout.wrap(heading, width: width, indent: Self.pad, quotesAreTokens: false)
        lines = [lines[0]] + lines.dropFirst().map { "  " + $0 }
        switch result {
        case .passed:
            break
        case let .failed(issue):
            lines += FailureText.lines(issue.message, width: width, indent: inner)
        case let .crashed(crash):
            lines += TextLayout.wrap("crashed: \(crash.message)", width: width, indent: inner)
            for place in crash.places() { lines += TextLayout.wrap(place, width: width, indent: inner) }
        case let .hung(hang):
            lines += TextLayout.wrap("hang: still running after \(hang.seconds) s, stopped (a loop that never ends, or a wait for something that never comes?)", width: width, indent: inner)
            for place in hang.places() { lines += TextLayout.wrap(place, width: width, indent: inner) }
        case let .notRun(reason):
            lines += TextLayout.wrap("did not run: \(reason)", width: width, indent: inner)
        case .notFound:
            lines += TextLayout.wrap("this test is not in the workspace's test list (was it renamed? write the workspace again)", width: width, indent: inner)
        }
        return lines
    }

    /// With every exercise done: the challenges, and the command that runs their tests.
    public func allDoneLines() -> [String] {
        TextLayout.wrap("Every exercise of this workspace is done. Next: the challenges (README.md, \"Chapter N's challenges\"): write a challenge's solution in a new file of Sources/, then run its tests with `CHALLENGES=k swift test --filter ChallengeTests` (k is the challenge's number; CHALLENGES=1,3 or all for several).", width: width, indent: "", quotesAreTokens: false)
    }

    /// What to do next: the exercise, where to write it, and how to get a hint.
    public func nextLines(_ exercise: Course.Exercise) -> [String] {
        var lines = TextLayout.wrap("Next: exercise \(exercise.id), \(exercise.title).", width: width, indent: "  ", firstIndent: "", quotesAreTokens: false)
        for place in exercise.places {
            let file = place.file + (place.declaration.map { ", in \($0)" } ?? "")
            let wrapped = TextLayout.wrap("- \(file): \(place.task)", width: width, indent: "  ", quotesAreTokens: false)
            lines += [wrapped[0]] + wrapped.dropFirst().map { "  " + $0 }
        }
        lines.append("  A hint: swift run progress hint \(exercise.id)")
        return lines
    }

    /// A test's result in one line, for `workshop course`'s log.
    public static func oneLine(_ result: TestRun.Result) -> String {
        switch result {
        case .passed: return "passed"
        case let .failed(issue):
            // Swift Testing breaks a long value over several lines: one line here.
            let message = issue.message.split(whereSeparator: { $0 == "\n" || $0 == " " }).joined(separator: " ")
            return (issue.location.map { "\($0): " } ?? "") + message
        case let .crashed(crash): return "crashed: \(crash.summary)"
        case let .hung(hang): return "hang (stopped after \(hang.seconds) s)"
        case let .notRun(reason): return "did not run: \(reason)"
        case .notFound: return "not in the workspace's test list"
        }
    }
}
