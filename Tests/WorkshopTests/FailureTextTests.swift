import CourseProgress
import Testing

/// Swift Testing's own texts for three shapes of expectation, as its event stream gives them (seen
/// in a chapter 6 workspace with planted mistakes), and what a learner reads for each, in both
/// languages.
@Suite("Progress: a failed expectation says exactly what was expected, in both languages")
struct ExactFailureTextTests {
    /// `#expect(child != nil)` (chapter 2's CompoundDisposableTests): the value must NOT be nil.
    let notEqual = "Expectation failed: (child → nil) != nil"

    /// `#expect(log.entries == [` with one entry a line (chapter 5's BooleanTests).
    let multiLine = "Expectation failed: (log.entries → [\"next(1)\", \"completed\"]) == ([\n            \"next(1)\",\n            \"next(2)\",\n            \"completed\",\n        ] → [\"next(1)\", \"next(2)\", \"completed\"])"

    /// `#expect(log.entries == [...]\n + (1...3).map { … })` (chapter 6's CountdownTests): a
    /// computed value whose source spans lines, with a test's comment after it.
    let computed = "Expectation failed: (log.entries → [\"t=0 tap\", \"t=1 title: Retry in 9 s\"]) == ([\"t=0 tap\"]\n            + (1...2).map { \"t=\\($0) title: Retry in \\(10 - $0) s\" } → [\"t=0 tap\", \"t=1 title: Retry in 9 s\", \"t=2 title: Retry in 8 s\"])\nthe countdown goes on"

    func text(_ message: String, _ language: Language) -> String {
        FailureText.lines(message, width: 100, indent: "    ", language: language).joined(separator: "\n")
    }

    @Test("!=: the value it must not be, and the learner's")
    func notEqualSaysMustNot() {
        #expect(text(notEqual, .english) == """
            Expectation failed: child != the value it must not be
            must not be  nil
            yours        nil
        """)
        #expect(text(notEqual, .simplifiedChinese) == """
            期望未满足：child != 它不应等于的值
            不应等于  nil
            你的      nil
        """)
    }

    @Test("an expected value whose source spans lines: the value, not the source, and the marbles")
    func multiLineShowsValues() {
        #expect(text(multiLine, .english) == """
            Expectation failed: log.entries == the expected value
            expected  ["next(1)", "next(2)", "completed"]
            yours     ["next(1)", "completed"]
            as marbles (| completed, X error):
            expected  ─1─2─|─
            yours     ─1─|─
                         ^ they part here: expected next(2), got completed
        """)
        #expect(text(multiLine, .simplifiedChinese) == """
            期望未满足：log.entries == 期望的值
            期望      ["next(1)", "next(2)", "completed"]
            你的      ["next(1)", "completed"]
            弹珠图（| 完成，X 错误）：
            期望      ─1─2─|─
            你的      ─1─|─
                         ^ 从这里开始不同：期望 next(2)，你的是 completed
        """)
    }

    @Test("a computed expected value over several lines, then the test's comment")
    func computedShowsValues() {
        #expect(text(computed, .english) == """
            Expectation failed: log.entries == the expected value
            expected  ["t=0 tap", "t=1 title: Retry in 9 s", "t=2 title: Retry in 8 s"]
            yours     ["t=0 tap", "t=1 title: Retry in 9 s"]
            the countdown goes on
        """)
        #expect(text(computed, .simplifiedChinese) == """
            期望未满足：log.entries == 期望的值
            期望      ["t=0 tap", "t=1 title: Retry in 9 s", "t=2 title: Retry in 8 s"]
            你的      ["t=0 tap", "t=1 title: Retry in 9 s"]
            the countdown goes on
        """)
    }

    @Test("the same entries in another order are said as order, in both languages")
    func orderInBothLanguages() {
        let swapped = "Expectation failed: (log → [\"b\", \"a\"]) == [\"a\", \"b\"]"
        #expect(text(swapped, .english).hasSuffix("the same entries in another order: expected a then b, got b then a"))
        #expect(text(swapped, .simplifiedChinese).hasSuffix("条目相同，顺序不同：期望先 a 后 b，你的是先 b 后 a"))
    }

    /// `#expect(disposable.isDisposed)` (chapter 2's DisposableTests) and `#expect(waitFor(done,
    /// timeout:` over two lines (chapter 6's RealThreadTests): Boolean expectations that were false.
    let booleanFalse = "Expectation failed: (disposable → Chapter02_Disposable.Disposable).isDisposed → false"
    let falseCall = "Expectation failed: waitFor((done → Dispatch.DispatchSemaphore), timeout:\n(Self.firstTicksLimit → 2.0))\nthe first ticks come"

    @Test("a Boolean expectation that was false: its expression without the values, true expected, false got")
    func booleanSaysTrueExpected() {
        #expect(text(booleanFalse, .english) == """
            Expectation failed: disposable.isDisposed
            expected  true
            yours     false
        """)
        #expect(text(falseCall, .simplifiedChinese) == """
            期望未满足：waitFor(done, timeout: Self.firstTicksLimit)
            期望      true
            你的      false
            the first ticks come
        """)
        #expect(text("Expectation failed: an error was expected", .simplifiedChinese) == "    期望未满足：an error was expected")
    }
}
