/// What a crashed test process said about its crash, read from its output: the runtime's message
/// (`Fatal error: Unexpectedly found nil while unwrapping an Optional value`, `Can't remove items
/// from an empty collection`) and the first frame of the crashed thread that is in the learner's
/// own sources (`Sources/Chapter02_Disposable/Disposable.swift:29`, in `Disposable.dispose()`).
///
/// The frames come from Swift's backtracer, which the test runs turn on (`SWIFT_BACKTRACE`); its
/// format is the same on Linux and macOS. Without it, the message's own `File.swift:29:` prefix
/// still names the line when the failing check is in the learner's code.
public struct CrashReport: Sendable, Equatable {
    public var message: String
    /// `Sources/Chapter02_Disposable/Disposable.swift:29`.
    public var location: String?
    /// `Disposable.dispose()`.
    public var function: String?

    public init(message: String, location: String?, function: String?) {
        self.message = message
        self.location = location
        self.function = function
    }

    /// The crash in `output`; `modules` are the folders under `Sources/` that hold the learner's code.
    public static func parse(_ output: String, modules: [String], status: Int32) -> CrashReport {
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
        if message == nil, let line = lines.first(where: { $0.contains("*** Program crashed: ") }) {
            // `*** Program crashed: Bad pointer dereference at 0x… ***`
            var text = line.components(separatedBy: "*** Program crashed: ")[1]
            if let at = text.range(of: " at 0x") { text = String(text[..<at.lowerBound]) }
            text = text.replacingOccurrences(of: " ***", with: "").trimmingWhitespace()
            message = text == "Bad pointer dereference" ? "Bad pointer dereference (a bad access, or a stack overflow from endless recursion)" : text
        }
        let (location, function) = firstFrame(in: lines, modules: modules)
        if let recursing = recursion(in: lines) {
            message = "stack overflow (the recursion in \(recursing))"
        }
        // `swift test` exits with 1 and says which signal ended the test process.
        let signal = lines.lazy.compactMap(signalCode).first
        if message == nil, location == nil, signal == 11 {
            // A stack overflow on a test's thread leaves no room to print a trace: the signal is all there is.
            message = "stack overflow, most likely: the test process died of signal 11 (SIGSEGV) before it could print a trace, which is what a function that calls itself without end does (or a bad memory access)"
        }
        return CrashReport(
            message: message ?? "the test process stopped (\(describe(signal.map { 128 + $0 } ?? status)))",
            location: location ?? prefixLocation,
            function: function
        )
    }

    /// The first frame of the crashed thread (or of any thread, if none is marked) in `Sources/MODULE/`.
    static func firstFrame(in lines: [String], modules: [String]) -> (String?, String?) {
        let crashed = lines.firstIndex { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") }
        for line in lines[(crashed ?? 0)...] {
            if crashed != nil, line.hasPrefix("Thread "), !line.hasSuffix(" crashed:") { break }
            guard let at = line.range(of: " at /", options: .backwards) else { continue }
            let path = String(line[line.index(before: at.upperBound)...])
            guard let module = modules.first(where: { path.contains("/Sources/\($0)/") }),
                  let start = path.range(of: "/Sources/\(module)/") else { continue }
            // `…/Sources/M/File.swift:29:14` → `Sources/M/File.swift:29`
            var relative = String(path[path.index(after: start.lowerBound)...])
            let pieces = relative.split(separator: ":")
            if pieces.count >= 2 { relative = "\(pieces[0]):\(pieces[1])" }
            return (relative, functionName(in: String(line[..<at.lowerBound])))
        }
        return (nil, nil)
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
            guard line.contains(" 0x"), let name = functionName(in: line) else { continue }
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

    /// `Disposable.dispose()` in `  2 [ra]   0x0000558692abcbf8 Disposable.dispose() + 359 in Tests.xctest`.
    private static func functionName(in frame: String) -> String? {
        guard let address = frame.range(of: "0x") else { return nil }
        var rest = frame[address.upperBound...].drop { $0.isHexDigit }.trimmingWhitespace()
        if let plus = rest.range(of: " + ") { rest = String(rest[..<plus.lowerBound]) }
        else if let inRange = rest.range(of: " in ", options: .backwards) { rest = String(rest[..<inRange.lowerBound]) }
        return rest.isEmpty ? nil : rest
    }

    static func describe(_ status: Int32) -> String {
        guard status > 128 else { return "exit status \(status)" }
        let names: [Int32: String] = [4: "SIGILL", 5: "SIGTRAP", 6: "SIGABRT", 8: "SIGFPE", 9: "SIGKILL",
                                      11: "SIGSEGV: a bad memory access, or a stack overflow from endless recursion"]
        let signal = status - 128
        return "signal \(signal)" + (names[signal].map { ", \($0)" } ?? "")
    }

    /// One line: `Fatal error: … at Sources/…/Disposable.swift:29 (in Disposable.dispose())`.
    public var summary: String {
        var text = message
        if let location { text += " at \(location)" }
        if let function { text += " (in \(function))" }
        return text
    }
}
