import CourseProgress
import Testing

/// A crash in code the learner was given, and a hang, told at the learner's own line: from a
/// backtrace made by hand in the format of Swift's backtracer, and a workspace whose exercise
/// regions are given line by line.
@Suite("Progress: a crash or a hang names the learner's nearest line")
struct StackPlaceTests {
    static let file = "Sources/Chapter05_CombineLatest/CombineLatest.swift"

    /// 5.1's region is lines 16 to 33 of CombineLatest.swift; `unpack`, given, is at line 85.
    let regions = ExerciseRegions(lines: [file: [16...33]])

    /// A crash in `unpack` (given), called through given code from the learner's `sendNext` line.
    let crashOutput = """
    Swift/RangeReplaceableCollection.swift:623: Fatal error: Can't remove items from an empty collection

    *** Program crashed: Illegal instruction at 0x00007f506b76df7f ***

    Thread 0 "ExercisesPackag":

      0      0x00007f5069e92301 sigsuspend + 65 in libc.so.6

    Thread 2 "oot.default-qos" crashed:

      0                  0x00007f506b76df7f closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
      1 [ra]             0x00007f506b8f961f Slice.removeFirst() + 302 in libswiftCore.so
      2 [ra]             0x000055ddc8ea1bf8 next #1 <A>(_:) in unpack<each A>(_:as:) + 99 in ExercisesPackageTests.xctest at /tmp/ws/Sources/Chapter05_CombineLatest/CombineLatest.swift:85:19
      3 [ra]             0x000055ddc8ea1453 closure #1 in static Signal.combineLatest<each A>(_:) + 40 in ExercisesPackageTests.xctest at /tmp/ws/Sources/Chapter05_CombineLatest/CombineLatest.swift:53:13
      4 [ra]             0x000055ddc8ea1999 Subscriber.sendNext(_:) + 40 in ExercisesPackageTests.xctest at /tmp/ws/Sources/Chapter05_CombineLatest/Subscriber.swift:36:9
      5 [ra]             0x000055ddc8ea1777 closure #1 in closure #1 in static Signal.combineLatest<A>(_:) + 12 in ExercisesPackageTests.xctest at /tmp/ws/Sources/Chapter05_CombineLatest/CombineLatest.swift:23:21
      6 [ra]             0x000055ddc8eb93cc CombineLatestTests.pairs() + 1163 in ExercisesPackageTests.xctest at /tmp/ws/Tests/Chapter05_CombineLatestTests/CombineLatestTests.swift:40:18
    """

    @Test("a crash in given code: its line, and the nearest line of the learner's in the stack, in both languages")
    func crashInGivenCode() {
        let crash = CrashReport.parse(crashOutput, modules: ["Chapter05_CombineLatest"], status: 132, regions: regions)
        #expect(crash.location == "\(Self.file):85")
        #expect(crash.yours == .at(Backtrace.Frame(location: "\(Self.file):23", function: "closure #1 in closure #1 in static Signal.combineLatest<A>(_:)")))
        #expect(crash.places(in: .english) == [
            "at \(Self.file):85 in next #1 <A>(_:) in unpack<each A>(_:as:), in code you were given",
            "called from your line \(Self.file):23 (in closure #1 in closure #1 in static Signal.combineLatest<A>(_:))",
        ])
        #expect(crash.places(in: .simplifiedChinese) == [
            "位置：\(Self.file):85（在 next #1 <A>(_:) in unpack<each A>(_:as:) 中），在给你的代码里",
            "调用它的是你的代码 \(Self.file):23（在 closure #1 in closure #1 in static Signal.combineLatest<A>(_:) 中）",
        ])
        #expect(crash.summary(in: .english) == "Fatal error: Can't remove items from an empty collection at \(Self.file):85 (in next #1 <A>(_:) in unpack<each A>(_:as:)), in code you were given; called from your line \(Self.file):23 (in closure #1 in closure #1 in static Signal.combineLatest<A>(_:))")
    }

    @Test("a crash in given code with no line of the learner's in the stack says so")
    func crashWithNoLineOfYours() {
        let crash = CrashReport.parse(crashOutput, modules: ["Chapter05_CombineLatest"], status: 132, regions: ExerciseRegions(lines: [:]))
        #expect(crash.yours == .absent)
        #expect(crash.places(in: .english).last == "no line of yours (between // BEGIN exercise and // END) is in the stack")
        #expect(crash.places(in: .simplifiedChinese).last == "调用栈里没有你写的代码（`// BEGIN exercise` 与 `// END` 之间的行）")
    }

    @Test("a crash at the learner's own line reads as before: one place")
    func crashInOwnCode() {
        let crash = CrashReport.parse(crashOutput, modules: ["Chapter05_CombineLatest"], status: 132, regions: ExerciseRegions(lines: [Self.file: [80...90]]))
        #expect(crash.places(in: .english) == ["at \(Self.file):85 in next #1 <A>(_:) in unpack<each A>(_:as:)"])
    }

    @Test("the regions of a source: the lines between BEGIN and END, the boundary lines left out")
    func regionsOfASource() {
        let text = ["func f() {", "    // BEGIN exercise 5.1 · t", "    // Your task: x", "    work()", "    // END exercise 5.1", "}"].joined(separator: "\n")
        let found = ExerciseRegions(files: ["Sources/M/F.swift": text])
        #expect(found.lines == ["Sources/M/F.swift": [3...4]])
        #expect(found.contains("Sources/M/F.swift:4"))
        #expect(!found.contains("Sources/M/F.swift:5"))
    }

    /// What a hung test's process printed when its busiest thread got a SIGTRAP (the shape seen in
    /// a chapter 5 workspace whose 5.1 waits in a loop for its signals to complete).
    let hangOutput = """
    ◇ Test "Exercise 5.1: combineLatest sends nothing until every signal has sent a value" started.

    *** Signal 5: Backtracing from 0x7ff643e6d85d... done ***

    *** Program crashed: System trap at 0x0000000000003db7 ***

    Thread 1 "oot.default-qos" crashed:

      0                  0x00007ff643e6d85d swift_endAccess + 77 in libswiftCore.so
      1 [ra]             0x000055c250007db5 closure #1 in static Signal.combineLatest<A>(_:) + 1092 in ExercisesPackageTests.xctest at /tmp/ws/Sources/Chapter05_CombineLatest/CombineLatest.swift:30:13
      2 [ra]             0x000055c250012ec5 closure #1 in static Signal.createSignal<A>(_:) + 84 in ExercisesPackageTests.xctest at /tmp/ws/Sources/Chapter05_CombineLatest/Signal.swift:36:46
      3 [ra]             0x000055c250012bdd Signal.subscribeNext(_:error:completed:) + 252 in ExercisesPackageTests.xctest at /tmp/ws/Sources/Chapter05_CombineLatest/Signal+Subscribe.swift:31:9
      4 [ra]             0x000055c2500b25a0 EventLog.record<A>(_:_:) + 655 in ExercisesPackageTests.xctest at /tmp/ws/Tests/Chapter05_CombineLatestTests/Recording.swift:19:23
      5 [ra]             0x000055c25005d624 CombineLatestTests.waitsForEverySignal() + 451 in ExercisesPackageTests.xctest at /tmp/ws/Tests/Chapter05_CombineLatestTests/CombineLatestTests.swift:18:13
    """

    func hang(_ output: String, regions: ExerciseRegions) -> Hang {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let thread = Backtrace(lines: lines, modules: ["Chapter05_CombineLatest"]).testThread
        return Hang(seconds: 5, place: thread.map { StackPlace($0, regions: regions) })
    }

    @Test("a hang: the learner's line it was spinning on, and the test's line, in both languages")
    func hangAtYourLine() {
        let found = hang(hangOutput, regions: regions)
        #expect(found.places(in: .english) == [
            "it was running your line \(Self.file):30 (in closure #1 in static Signal.combineLatest<A>(_:))",
            "the test's line: Tests/Chapter05_CombineLatestTests/CombineLatestTests.swift:18",
        ])
        #expect(found.places(in: .simplifiedChinese) == [
            "它当时正在执行你的代码 \(Self.file):30（在 closure #1 in static Signal.combineLatest<A>(_:) 中）",
            "测试中的行：Tests/Chapter05_CombineLatestTests/CombineLatestTests.swift:18",
        ])
    }

    @Test("a hang in given code names it, and says when no line of the learner's is in the stack")
    func hangInGivenCode() {
        let found = hang(hangOutput, regions: ExerciseRegions(lines: [Self.file: [3...4]]))
        #expect(found.places(in: .english) == [
            "it was running \(Self.file):30 (in closure #1 in static Signal.combineLatest<A>(_:))",
            "no line of yours (between // BEGIN exercise and // END) is in the stack",
            "the test's line: Tests/Chapter05_CombineLatestTests/CombineLatestTests.swift:18",
        ])
    }

    @Test("a hang whose top frame has no line (the backtracer marks it [system]) in a file the learner writes in")
    func hangWithoutALine() {
        let lineless = hangOutput.replacingOccurrences(of: "CombineLatest.swift:30:13", with: "CombineLatest.swift")
        let found = hang(lineless, regions: regions)
        #expect(found.places(in: .english).first == "it was running \(Self.file) (in closure #1 in static Signal.combineLatest<A>(_:)), a file with your exercise code (the backtrace gives no line number there)")
        #expect(found.places(in: .simplifiedChinese).first == "它当时正在执行 \(Self.file)（在 closure #1 in static Signal.combineLatest<A>(_:) 中），这个文件里有你的练习代码（调用栈在这里没有给出行号）")
    }

    @Test("a process asked twice (the first stack had no line): the report with a line is the one read")
    func secondReportWithALine() {
        let lineless = hangOutput.replacingOccurrences(of: "CombineLatest.swift:30:13", with: "CombineLatest.swift")
        let found = hang(lineless + "\n" + hangOutput, regions: regions)
        #expect(found.places(in: .english).first == "it was running your line \(Self.file):30 (in closure #1 in static Signal.combineLatest<A>(_:))")
    }

    @Test("a hang whose stack could not be read says so")
    func hangWithoutAStack() {
        let unread = Hang(seconds: 5, place: StackPlace(top: nil, yours: .unknown, test: nil))
        #expect(unread.places(in: .english) == ["(its stack could not be read, so the line it was on is unknown)"])
        #expect(unread.places(in: .simplifiedChinese) == ["（读不到它的调用栈，不知道它停在哪一行）"])
        #expect(hang("no backtrace here", regions: regions).place == nil)
        // A hang made by hand, not asked for its stack, says nothing about it.
        #expect(Hang(integerLiteral: 5).places(in: .english) == [])
    }
}
