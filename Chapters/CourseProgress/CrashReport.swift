/// What a crashed test process said about its crash, read from its output: the runtime's message
/// (`Fatal error: Unexpectedly found nil while unwrapping an Optional value`, `Can't remove items
/// from an empty collection`), the first frame of the crashed thread that is in the workspace's
/// sources (`Sources/Chapter02_Disposable/Disposable.swift:29`, in `Disposable.dispose()`), and,
/// when that frame is in code the learner was given, the nearest frame of their own (inside an
/// exercise region), or the fact that none of theirs is in the stack.
///
/// The frames come from Swift's backtracer, which the test runs turn on (`SWIFT_BACKTRACE`); its
/// format is the same on Linux and macOS. Without it, the message's own `File.swift:29:` prefix
/// still names the line when the failing check is in the learner's code.
public struct CrashReport: Sendable, Equatable {
    public var message: String
    /// The message in Chinese when it is this tool's own sentence (a stack overflow, a process that
    /// stopped without a message); `nil` when it is the runtime's text, shown as it came.
    public var chineseMessage: String?
    /// `Sources/Chapter02_Disposable/Disposable.swift:29`.
    public var location: String?
    /// `Disposable.dispose()`.
    public var function: String?
    /// The nearest frame inside an exercise region (`.unknown` when the regions were not read).
    public var yours: StackPlace.Yours

    public init(message: String, location: String?, function: String?, yours: StackPlace.Yours = .unknown) {
        self.message = message
        self.location = location
        self.function = function
        self.yours = yours
    }

    /// The crash in `output`; `modules` are the folders under `Sources/` that hold the learner's code.
    /// `regions`, when given, tell the learner's lines from the lines they were given.
    public static func parse(_ output: String, modules: [String], status: Int32, regions: ExerciseRegions? = nil) -> CrashReport {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var message: String?
        var prefixLocation: String?
        for line in lines {
            for keyword in ["Fatal error:", "Precondition failed:", "Assertion failed:"] {
                guard message == nil, let range = line.range(of: keyword) else { continue }
                let text = line[range.upperBound...].trimmingWhitespace()
                message = text.isEmpty ? String(keyword.dropLast()) : "\(keyword) \(text)"
                // `Chapter02_Disposable/Disposable.swift:29: Fatal error: …`
                let before = line[..<range.lowerBound].trimmingWhitespace()
                let place = before.hasSuffix(":") ? String(before.dropLast()) : before
                if let module = modules.first(where: { place.hasPrefix("\($0)/") }) {
                    prefixLocation = "Sources/\(module)/" + place.dropFirst(module.count + 1)
                }
            }
        }
        var chinese: String?
        if message == nil, let line = lines.first(where: { $0.contains("*** Program crashed: ") }) {
            // `*** Program crashed: Bad pointer dereference at 0x… ***`
            var text = line.components(separatedBy: "*** Program crashed: ")[1]
            if let at = text.range(of: " at 0x") { text = String(text[..<at.lowerBound]) }
            text = text.replacingOccurrences(of: " ***", with: "").trimmingWhitespace()
            message = text == "Bad pointer dereference" ? "Bad pointer dereference (a bad access, or a stack overflow from endless recursion)" : text
            if text == "Bad pointer dereference" { chinese = "`Bad pointer dereference`（一次错误的内存访问，或无休止的递归造成的栈溢出）" }
        }
        let place = Backtrace(lines: lines, modules: modules).crashedThread.map { StackPlace($0, regions: regions) }
        let location = place?.top?.location
        let function = place?.top?.function
        if let recursing = recursion(in: lines) {
            message = "stack overflow (the recursion in \(recursing))"
            chinese = "栈溢出（`\(recursing)` 里的递归）"
        }
        // `swift test` exits with 1 and says which signal ended the test process.
        let signal = lines.lazy.compactMap(signalCode).first
        if message == nil, location == nil, signal == 11 {
            // A stack overflow on a test's thread leaves no room to print a trace: the signal is all there is.
            message = "stack overflow, most likely: the test process died of signal 11 (SIGSEGV) before it could print a trace, which is what a function that calls itself without end does (or a bad memory access)"
            chinese = "很可能是栈溢出：测试进程在打印调用栈之前就死于信号 11（SIGSEGV），一个无休止地调用自己的函数就会这样（也可能是一次错误的内存访问）"
        }
        if message == nil {
            chinese = "测试进程停止了（\(describing(signal.map { 128 + $0 } ?? status).chinese)）"
        }
        var report = CrashReport(
            message: message ?? "the test process stopped (\(describe(signal.map { 128 + $0 } ?? status)))",
            location: location ?? prefixLocation,
            function: function,
            yours: location == nil ? .unknown : place?.yours ?? .unknown
        )
        report.chineseMessage = chinese
        return report
    }

    /// `message` in `language`: the runtime's own text stays as it came (in backticks, as code, in
    /// Chinese); this tool's sentences are translated.
    public func message(in language: Language) -> String {
        switch language {
        case .english: message
        case .simplifiedChinese: chineseMessage ?? "`\(message)`"
        }
    }

    /// N in `error: Process '…xctest …' exited with unexpected signal code N`.
    static func signalCode(in line: String) -> Int32? {
        guard let range = line.range(of: "exited with unexpected signal code ") else { return nil }
        return Int32(line[range.upperBound...].prefix { $0.isNumber })
    }

    /// The function that calls itself over and over at the top of the crashed thread (the same
    /// function in many frames in a row): a stack overflow. `nil` when no frame repeats like that.
    static func recursion(in lines: [String]) -> String? {
        let crashed = lines.firstIndex { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") } ?? 0
        var previous: String?
        var repeats = 0
        for line in lines[crashed...] {
            if line.hasPrefix("Thread "), !line.hasSuffix(" crashed:") { break }
            guard line.contains(" 0x"), let name = Backtrace.functionName(in: line) else { continue }
            if name == previous {
                repeats += 1
                if repeats >= 8 { return name }
            } else {
                previous = name
                repeats = 1
            }
        }
        return nil
    }

    static func describe(_ status: Int32) -> String {
        describing(status).english
    }

    /// "exit status 3", "signal 11, SIGSEGV: …", in both languages.
    static func describing(_ status: Int32) -> Bilingual {
        guard status > 128 else { return Bilingual("exit status \(status)", "退出状态 \(status)") }
        let signal = status - 128
        if signal == 11 {
            return Bilingual("signal 11, SIGSEGV: a bad memory access, or a stack overflow from endless recursion",
                             "信号 11，SIGSEGV：一次错误的内存访问，或无休止的递归造成的栈溢出")
        }
        let names: [Int32: String] = [4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 8: "SIGFPE", 9: "SIGKILL"]
        let name = names[signal].map { ", \($0)" } ?? ""
        return Bilingual("signal \(signal)\(name)", "信号 \(signal)\(name.replacingOccurrences(of: ", ", with: "，"))")
    }

    /// Whether the crash's first frame is in code the learner was given.
    public var isInGivenCode: Bool {
        StackPlace(top: location.map { Backtrace.Frame(location: $0, function: function) }, yours: yours, test: nil).topIsGiven
    }

    /// The sentences that say where the crash happened (none when nothing says): its line, and
    /// when that line is in code the learner was given, the nearest line of theirs.
    public func places(in language: Language = .english) -> [String] {
        guard let location else { return [] }
        let top = Bilingual(
            "at \(location)" + (function.map { " in \($0)" } ?? ""),
            "位置：\(location)" + (function.map { "（在 \($0) 中）" } ?? "")
        )
        if case .lineUnknown = yours { return [top.text(in: language), Self.yoursSentence(yours).text(in: language)] }
        guard isInGivenCode else { return [top.text(in: language)] }
        return [
            Bilingual(top.english + ", in code you were given", top.chinese + "，在给你的代码里").text(in: language),
            Self.yoursSentence(yours).text(in: language),
        ]
    }

    /// "called from your line …", or that no line of the learner's is in the stack.
    static func yoursSentence(_ yours: StackPlace.Yours) -> Bilingual {
        switch yours {
        case let .at(frame):
            let inFunction = frame.function.map { Bilingual(" (in \($0))", "（在 \($0) 中）") } ?? Bilingual("", "")
            return Bilingual("called from your line \(frame.location)" + inFunction.english,
                             "调用它的是你的代码 \(frame.location)" + inFunction.chinese)
        case .lineUnknown:
            return Bilingual("a file with your exercise code (the backtrace gives no line number there)",
                             "这个文件里有你的练习代码（调用栈在这里没有给出行号）")
        case .absent, .unknown:
            return Bilingual("no line of yours (between // BEGIN exercise and // END) is in the stack",
                             "调用栈里没有你写的代码（`// BEGIN exercise` 与 `// END` 之间的行）")
        }
    }

    /// One line: `Fatal error: … at Sources/…/Disposable.swift:29 (in Disposable.dispose())`;
    /// when that is code the learner was given, their nearest line follows.
    public func summary(in language: Language) -> String {
        var english = message
        var chinese = message(in: .simplifiedChinese)
        if let location {
            english += " at \(location)"
            chinese += "，位置：\(location)"
        }
        if let function {
            english += " (in \(function))"
            chinese += "（在 \(function) 中）"
        }
        if isInGivenCode {
            let yours = Self.yoursSentence(yours)
            english += ", in code you were given; " + yours.english
            chinese += "，在给你的代码里；" + yours.chinese
        }
        return Bilingual(english, chinese).text(in: language)
    }

    /// `summary(in: .english)`.
    public var summary: String { summary(in: .english) }
}
