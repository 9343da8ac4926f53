import CourseProgress
import Testing
@testable import Workshop

/// A course file in the format of `Exercises/README.md`, with one exercise and two mistakes.
private let goodFile = """
# Chapter 2 · Disposable: the exercises

What the chapter's exercises teach.

## Given

- `link(to:)` in `Subscriber.swift`: already written for you, because it is not the point.

## Exercise 2.3: end the subscriber on its first terminal event

What it is about.

**Rules**

- The blocks are released before anything upstream
  is disposed.
- The handler runs last.

**Before you write:** what should a clean-up that sends `next` make
the subscriber do?

**Hints**

1. A direction, no code.
2. Closer: `subscriptions.dispose()`.
3. The code:

   <!-- from: Chapters/Chapter02_Disposable/Subscriber.swift -->
   ```swift
   next = nil
   ```

**Mistakes**

### Mistake 2.3a: dispose before letting go

Breaks: a clean-up that sends is heard after `completed`.

In `Subscriber.swift`:

```diff
-next = nil
 subscriptions.dispose()
+next = nil
```

### Mistake 2.3b: an equivalent order

Equivalent: nothing can observe it,
because nothing runs in between.

In `Subscriber.swift`:

```diff
 error = nil
-completed = nil
+completed = nil
```
"""

@Suite("Course files: Exercises/ChapterNN.md parsed, and every malformed part named with its line")
struct CourseFileTests {
    @Test("a well-formed file: given, title, rules (continuation lines joined), question, hints, mistakes and their edits")
    func parsesGoodFile() throws {
        let file = try CourseFile.parse(goodFile, file: "Exercises/Chapter02.md")
        #expect(file.given == "- `link(to:)` in `Subscriber.swift`: already written for you, because it is not the point.")
        let exercise = try #require(file.exercises.first)
        #expect(exercise.id == ExerciseID("2.3"))
        #expect(exercise.title == "end the subscriber on its first terminal event")
        #expect(exercise.summary == "What it is about.")
        #expect(exercise.rules == ["The blocks are released before anything upstream is disposed.", "The handler runs last."])
        #expect(exercise.question == "what should a clean-up that sends `next` make the subscriber do?")
        #expect(exercise.hints.map(\.text).prefix(2) == ["A direction, no code.", "Closer: `subscriptions.dispose()`."])
        #expect(exercise.hints[2].excerpts == [CourseFile.Excerpt(path: "Chapters/Chapter02_Disposable/Subscriber.swift", lines: ["next = nil"], line: 29)])
        #expect(exercise.mistakes.map(\.id) == ["2.3a", "2.3b"])
        #expect(exercise.mistakes[0].equivalent == nil)
        #expect(exercise.mistakes[1].equivalent == "nothing can observe it, because nothing runs in between.")
        #expect(exercise.mistakes[0].edits == [CourseFile.Edit(file: "Subscriber.swift", hunks: [[.removed("next = nil"), .context("subscriptions.dispose()"), .added("next = nil")]], line: 41)])
    }

    @Test("the real course files parse", arguments: 1...8)
    func realFilesParse(chapter: Int) throws {
        let path = CourseFile.path(chapter: chapter)
        guard let text = Files.read(packageRoot.appendingPathComponent(path)) else { return }
        #expect(throws: Never.self) { try CourseFile.parse(text, file: path) }
    }

    /// The problems of `text`, as `line: message` without the file name.
    private func problems(_ text: String) -> [String] {
        do {
            _ = try CourseFile.parse(text, file: "F.md")
            return []
        } catch {
            return error.list.map { "\($0.line): \($0.message)" }
        }
    }

    @Test("a missing part, parts out of order, or a bad heading is named with its line")
    func malformedSections() {
        #expect(problems(goodFile.replacingOccurrences(of: "**Rules**", with: "Rules")) == ["9: exercise 2.3 has no **Rules**"])
        #expect(problems(goodFile.replacingOccurrences(of: "## Exercise 2.3:", with: "## Exercise two:")) == [
            "9: an exercise heading is `## Exercise N.M: title`, got `## Exercise two: end the subscriber on its first terminal event`",
        ])
        #expect(problems(goodFile.replacingOccurrences(of: "## Given", with: "## Notes")) == [
            "5: unknown section `## Notes`: the sections are `## Given` and `## Exercise N.M: title`",
        ])
        #expect(problems(goodFile.replacingOccurrences(of: "Breaks: a clean-up that sends is heard after `completed`.", with: "")).contains(
            "35: mistake 2.3a needs a `Breaks:` line (what goes wrong) or an `Equivalent:` line (why nothing can tell)"))
        #expect(problems(goodFile.replacingOccurrences(of: "### Mistake 2.3b", with: "### Mistake 2.4b")).contains(
            "47: mistake 2.4b is under exercise 2.3: a mistake goes under its own exercise"))
        // The title and the Breaks: line are required, though nothing keeps their text.
        #expect(problems(goodFile.replacingOccurrences(of: "# Chapter 2 · Disposable: the exercises\n", with: "")) == [
            "1: the file must start with a `# Chapter N · …` title",
        ])
        #expect(problems(goodFile.replacingOccurrences(
            of: "Breaks: a clean-up that sends is heard after `completed`.\n",
            with: "Breaks: a clean-up that sends is heard after `completed`.\n\nEquivalent: nothing tells.\n"
        )) == ["39: mistake 2.3a has more than one Breaks:/Equivalent: line"])
    }

    @Test("code in a hint other than the last, an excerpt without its from-line, and a bad diff line are refused")
    func malformedHintsAndEdits() {
        let codeInFirstHint = goodFile.replacingOccurrences(of: "1. A direction, no code.", with: "1. A direction:\n\n   ```swift\n   x\n   ```")
        #expect(problems(codeInFirstHint).contains { $0.contains("only the last hint holds code (this is hint 1 of 3)") })
        let noFrom = goodFile.replacingOccurrences(of: "   <!-- from: Chapters/Chapter02_Disposable/Subscriber.swift -->\n", with: "")
        #expect(problems(noFrom).contains { $0.contains("an excerpt needs <!-- from: PATH --> on the line right above it") })
        let badDiff = goodFile.replacingOccurrences(of: "+next = nil\n", with: "*next = nil\n")
        #expect(problems(badDiff) == ["44: mistake 2.3a: a diff line starts with a space (context), - (removed) or + (added)"])
        let noEdit = goodFile.replacingOccurrences(of: "In `Subscriber.swift`:\n\n```diff\n-next = nil\n subscriptions.dispose()\n+next = nil\n```\n", with: "")
        #expect(problems(noEdit).contains { $0.contains("mistake 2.3a has no edit") })
    }
}

@Suite("Mistake edits: applied where their lines match exactly one place")
struct MistakeEditTests {
    let file = """
    func terminate() {
        next = nil
        error = nil
        subscriptions.dispose()
    }
    func other() {
        error = nil
    }
    """

    private func edit(_ lines: [CourseFile.DiffLine]...) -> CourseFile.Edit {
        CourseFile.Edit(file: "Subscriber.swift", hunks: lines, line: 1)
    }

    @Test("a unique match: removed lines go, added lines take the indentation of what they replace or follow")
    func uniqueMatch() throws {
        let moved = try MistakeEdit.apply(edit([.removed("next = nil"), .removed("error = nil"), .context("subscriptions.dispose()"), .added("next = nil")]), to: file)
        #expect(moved == """
        func terminate() {
            subscriptions.dispose()
            next = nil
        }
        func other() {
            error = nil
        }
        """)
        // Replacing a line: the new one sits where the old one was; extra indentation in the diff is kept.
        let replaced = try MistakeEdit.apply(edit([.removed("subscriptions.dispose()"), .added("if true {"), .added("    subscriptions.dispose()"), .added("}")]), to: file)
        #expect(replaced.contains("    if true {\n        subscriptions.dispose()\n    }\n"))
    }

    @Test("lines compare with surrounding whitespace trimmed, in the diff and in the file")
    func whitespace() throws {
        let text = try MistakeEdit.apply(edit([.context("        next = nil   "), .removed("  error = nil")]), to: file)
        #expect(text.hasPrefix("func terminate() {\n    next = nil\n    subscriptions.dispose()\n"))
    }

    @Test("no match, or several, is an error that says which")
    func zeroOrSeveral() {
        #expect(throws: MistakeEdit.Failure(message: "the diff matches no place in Subscriber.swift: no run of lines reads \"completed = nil\" after the lines before it (lines compare with surrounding whitespace trimmed)")) {
            try MistakeEdit.apply(edit([.context("next = nil"), .removed("completed = nil")]), to: file)
        }
        #expect(throws: MistakeEdit.Failure(message: "the diff matches 2 places in Subscriber.swift (lines 3, 7); add context lines until it matches one")) {
            try MistakeEdit.apply(edit([.removed("error = nil")]), to: file)
        }
    }

    @Test("hunks apply one after the other")
    func hunks() throws {
        let text = try MistakeEdit.apply(edit([.removed("next = nil")], [.context("func other() {"), .added("print(1)")]), to: file)
        #expect(!text.contains("next = nil"))
        #expect(text.contains("func other() {\nprint(1)\n    error = nil"))
    }
}

@Suite("The measured test map: owner is the last exercise whose stand-in breaks a test")
struct TestMapTests {
    @Test("owner and also-needs from the failures of each exercise taken out alone")
    func ownerAndAlsoNeeds() {
        let map = TestMap.measured([
            ExerciseID("4.1")!: ["T.a", "T.b", "T.c"],
            ExerciseID("4.2")!: ["T.b"],
            ExerciseID("4.5")!: ["T.c", "T.d"],
        ])
        #expect(map.entries == [
            TestMap.Entry(exercise: ExerciseID("4.1")!, test: "T.a", alsoNeeds: []),
            TestMap.Entry(exercise: ExerciseID("4.2")!, test: "T.b", alsoNeeds: [ExerciseID("4.1")!]),
            TestMap.Entry(exercise: ExerciseID("4.5")!, test: "T.c", alsoNeeds: [ExerciseID("4.1")!]),
            TestMap.Entry(exercise: ExerciseID("4.5")!, test: "T.d", alsoNeeds: []),
        ])
    }

    @Test("a test that a mistake of E breaks also needs E, earlier or later than its owner; only the stand-ins decide the owner")
    func mistakesAddNeeds() {
        let map = TestMap.measured([
            ExerciseID("6.1")!: ["T.a"],
            ExerciseID("6.2")!: ["T.b"],
            ExerciseID("6.4")!: ["T.c"],
        ], mistakes: [
            ExerciseID("6.1")!: ["T.b", "T.a"],
            ExerciseID("6.4")!: ["T.b", "T.z"],
        ])
        #expect(map.entries == [
            TestMap.Entry(exercise: ExerciseID("6.1")!, test: "T.a", alsoNeeds: []),
            TestMap.Entry(exercise: ExerciseID("6.2")!, test: "T.b", alsoNeeds: [ExerciseID("6.1")!, ExerciseID("6.4")!]),
            TestMap.Entry(exercise: ExerciseID("6.4")!, test: "T.c", alsoNeeds: []),
        ])
    }

    @Test("compared with a measurement of the stand-ins alone, a file may need more, never less, and never another owner")
    func furtherNeedsAllowed() {
        let standIns = TestMap.measured([ExerciseID("6.1")!: ["T.a", "T.b"], ExerciseID("6.2")!: ["T.b"]])
        let file = TestMap.measured([ExerciseID("6.1")!: ["T.a", "T.b"], ExerciseID("6.2")!: ["T.b"]], mistakes: [ExerciseID("6.2")!: ["T.a"]])
        #expect(file.differences(from: standIns, allowingFurtherNeeds: true).isEmpty)
        #expect(!file.differences(from: standIns).isEmpty)
        let less = TestMap(entries: [
            TestMap.Entry(exercise: ExerciseID("6.1")!, test: "T.a", alsoNeeds: []),
            TestMap.Entry(exercise: ExerciseID("6.2")!, test: "T.b", alsoNeeds: []),
        ])
        #expect(less.differences(from: standIns, allowingFurtherNeeds: true) == ["- 6.2\tT.b", "+ 6.2\tT.b\talso needs 6.1"])
        let moved = TestMap(entries: [
            TestMap.Entry(exercise: ExerciseID("6.1")!, test: "T.a", alsoNeeds: []),
            TestMap.Entry(exercise: ExerciseID("6.1")!, test: "T.b", alsoNeeds: [ExerciseID("6.2")!]),
        ])
        #expect(moved.differences(from: standIns, allowingFurtherNeeds: true).count == 2)
    }

    @Test("the file's text reads back as the same map; a malformed line names its line")
    func roundTrip() throws {
        let map = TestMap.measured([ExerciseID("2.2")!: ["X.s/a"], ExerciseID("2.3")!: ["X.s/a", "X.s/b"]])
        let text = map.text(chapter: 2)
        #expect(text.hasSuffix("2.3\tX.s/a\talso needs 2.2\n2.3\tX.s/b\n"))
        #expect(try TestMap.parse(text, file: "m") == map)
        #expect(map.differences(from: map).isEmpty)
        #expect(throws: TestMap.Problem.self) { try TestMap.parse("2.3 X.s/a", file: "m") }
    }
}

@Suite("Course files: a mistake's Report: line, and the replay that compares it with the failure progress shows")
struct ReportLineTests {
    private let withReport = goodFile.replacingOccurrences(
        of: "Breaks: a clean-up that sends is heard after `completed`.\n",
        with: "Breaks: a clean-up that sends is heard after `completed`.\n\nReport: crash: Can't remove first element from an empty collection\n")

    @Test("`Report: crash: MESSAGE` and `Report: hang` are read; anything else is refused with its line")
    func parses() throws {
        let file = try CourseFile.parse(withReport, file: "F.md")
        #expect(file.mistakes[0].report == .crash("Can't remove first element from an empty collection"))
        #expect(file.mistakes[1].report == nil)
        let hang = try CourseFile.parse(withReport.replacingOccurrences(of: "Report: crash: Can't remove first element from an empty collection", with: "Report: hang"), file: "F.md")
        #expect(hang.mistakes[0].report == .hang)
        #expect(throws: CourseFile.Problems.self) {
            try CourseFile.parse(withReport.replacingOccurrences(of: "Report: crash: Can't remove first element from an empty collection", with: "Report: crashes"), file: "F.md")
        }
    }

    @Test("the replay: a crash must hold the message, a hang must be a hang")
    func compares() {
        let crash = TestRun.Result.crashed(CrashReport(message: "Fatal error: Can't remove first element from an empty collection", location: nil, function: nil))
        #expect(CourseCheck.reportDiffers(.crash("Can't remove first element"), crash) == nil)
        #expect(CourseCheck.reportDiffers(.crash("Unexpectedly found nil"), crash) != nil)
        #expect(CourseCheck.reportDiffers(.hang, .hung(5)) == nil)
        #expect(CourseCheck.reportDiffers(.hang, crash) == "did not hang")
        #expect(CourseCheck.reportDiffers(.crash("x"), .hung(5)) != nil)
        #expect(CourseCheck.reportDiffers(.crash("x"), .failed(TestEvents.Issue(message: "x", location: nil))) != nil)
    }

    @Test("the first crash or hang in run order, which a report always shows")
    func firstStop() {
        var run = TestRun.Report()
        run.record("a", .passed)
        run.record("b", .failed(TestEvents.Issue(message: "x", location: nil)))
        #expect(run.firstStop == nil)
        run.record("c", .hung(5))
        run.record("d", .crashed(CrashReport(message: "m", location: nil, function: nil)))
        #expect(run.firstStop == "c")
    }

    @Test("the real catalogue marks the crashes and the hang that Teaching.md quotes")
    func realCatalogue() throws {
        var reports: [String: CourseFile.ExpectedReport] = [:]
        for chapter in 1...8 {
            let path = CourseFile.path(chapter: chapter)
            guard let text = Files.read(packageRoot.appendingPathComponent(path)) else { continue }
            for mistake in try CourseFile.parse(text, file: path).mistakes {
                if let report = mistake.report { reports[mistake.id] = report }
            }
        }
        #expect(reports["1.1a"] == .crash("Unexpectedly found nil while unwrapping an Optional value"))
        #expect(reports["6.1d"] == .crash("Can't remove first element from an empty collection"))
        #expect(reports["7.2a"] == .crash("stack overflow"))
        #expect(reports["5.1a"] == .crash("Can't remove items from an empty collection"))
        #expect(reports["6.1f"] == .hang)
    }
}
