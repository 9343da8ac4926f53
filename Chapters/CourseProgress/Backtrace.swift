/// The threads and frames of a report by Swift's backtracer (`SWIFT_BACKTRACE`), as it prints one
/// for a crash and for a SIGTRAP sent to a hung thread, on Linux and macOS alike:
///
///     Thread 2 "oot.default-qos" crashed:
///       0      0x00007f506b76df7f closure #1 in _assertionFailure(…) + 623 in libswiftCore.so
///       2 [ra] 0x000055ddc8ea1bf8 Disposable.dispose() + 359 in X.xctest at /ws/Sources/M/Disposable.swift:29:14
///
/// Only frames with a place (`at /…/File.swift:LINE:COLUMN`, or a file alone) in the workspace
/// count: `Sources/M/…` for a module `M` of the learner's, or `Tests/…`. A place is told relative
/// to the workspace, `Sources/M/Disposable.swift:29`.
public struct Backtrace: Sendable, Equatable {
    public struct Frame: Sendable, Equatable {
        /// `Sources/M/Disposable.swift:29`, or a test file's place under `Tests/`.
        public var location: String
        /// `Disposable.dispose()`.
        public var function: String?

        public init(location: String, function: String?) {
            self.location = location
            self.function = function
        }

        public var isInSources: Bool { location.hasPrefix("Sources/") }
        /// Whether the backtracer gave the frame's line.
        public var hasLine: Bool { location.hasSuffix(".swift") == false }
        /// `Sources/M/File.swift`.
        public var file: String { hasLine ? String(location[..<location.lastIndex(of: ":")!]) : location }
        public var isInTests: Bool { location.hasPrefix("Tests/") }
    }

    public struct Thread: Sendable, Equatable {
        /// The thread the signal was handled on (`Thread N crashed:`).
        public var crashed: Bool
        /// The workspace's frames, innermost first.
        public var frames: [Frame]
    }

    public var threads: [Thread]

    /// The backtracer's threads in `lines`; empty when it printed none.
    public init(lines: [String], modules: [String]) {
        var threads: [Thread] = []
        for line in lines {
            if line.hasPrefix("Thread "), line.hasSuffix(":") {
                threads.append(Thread(crashed: line.hasSuffix(" crashed:"), frames: []))
                continue
            }
            guard let frame = Self.frame(line, modules: modules) else { continue }
            // Frames before any thread's heading belong to one unnamed thread.
            if threads.isEmpty { threads.append(Thread(crashed: false, frames: [])) }
            threads[threads.count - 1].frames.append(frame)
        }
        self.threads = threads
    }

    /// The crashed thread; when none is marked, every thread's frames in one.
    public var crashedThread: Thread? {
        if let crashed = threads.first(where: \.crashed) { return crashed }
        return threads.isEmpty ? nil : Thread(crashed: false, frames: threads.flatMap(\.frames))
    }

    /// The thread that runs a test: the first (the crashed one first) with a frame in `Tests/`,
    /// else with a frame in the learner's modules. Of several reports (a hung process asked more
    /// than once), the first whose first frame in the learner's modules has a line.
    public var testThread: Thread? {
        let ordered = threads.filter(\.crashed) + threads.filter { !$0.crashed }
        let running = ordered.filter { $0.frames.contains(where: \.isInTests) }
        let candidates = running.isEmpty ? ordered.filter { $0.frames.contains(where: \.isInSources) } : running
        return candidates.first { $0.frames.first(where: \.isInSources)?.hasLine == true } ?? candidates.first
    }

    /// The workspace frame `line` describes, if it is one.
    static func frame(_ line: String, modules: [String]) -> Frame? {
        guard line.contains(" 0x"), let at = line.range(of: " at /", options: .backwards) else { return nil }
        let path = String(line[line.index(before: at.upperBound)...])
        let start: String.Index
        if let module = modules.first(where: { path.contains("/Sources/\($0)/") }),
           let range = path.range(of: "/Sources/\(module)/") {
            start = path.index(after: range.lowerBound)
        } else if let range = path.range(of: "/Tests/", options: .backwards) {
            start = path.index(after: range.lowerBound)
        } else {
            return nil
        }
        // `…/Sources/M/File.swift:29:14` → `Sources/M/File.swift:29`; a frame the backtracer
        // gives no line for (`[system]`, line 0 in the debug information) keeps its file alone.
        let pieces = path[start...].split(separator: ":")
        guard let file = pieces.first else { return nil }
        let location = pieces.count >= 2 ? "\(file):\(pieces[1])" : String(file)
        return Frame(location: location, function: functionName(in: String(line[..<at.lowerBound])))
    }

    /// `Disposable.dispose()` in `  2 [ra]   0x0000558692abcbf8 Disposable.dispose() + 359 in Tests.xctest`.
    static func functionName(in frame: String) -> String? {
        guard let address = frame.range(of: "0x") else { return nil }
        var rest = frame[address.upperBound...].drop { $0.isHexDigit }.trimmingWhitespace()
        if let plus = rest.range(of: " + ") { rest = String(rest[..<plus.lowerBound]) }
        else if let inRange = rest.range(of: " in ", options: .backwards) { rest = String(rest[..<inRange.lowerBound]) }
        return rest.isEmpty ? nil : rest
    }
}

/// Where in the workspace a stopped thread was: the first frame in the learner's modules (code
/// they wrote, or code they were given), and the nearest frame inside an exercise region, which is
/// the line to look at; with the test's own line.
public struct StackPlace: Sendable, Equatable {
    /// The first frame in `Sources/` (`Sources/M/CombineLatest.swift:85`, in `unpack(_:)`).
    public var top: Backtrace.Frame?
    /// The nearest frame inside `// BEGIN exercise` … `// END`: `.at` the top frame when the top is
    /// the learner's own; `.lineUnknown` when the top frame has no line and its file holds the
    /// learner's code; `.absent` when no frame is; `.unknown` when the regions were not read.
    public var yours: Yours
    /// The outermost frame in `Tests/`: the test function's line (inner ones are its helpers').
    public var test: Backtrace.Frame?

    public enum Yours: Sendable, Equatable {
        case unknown
        case at(Backtrace.Frame)
        case lineUnknown(Backtrace.Frame)
        case absent
    }

    public init(top: Backtrace.Frame?, yours: Yours, test: Backtrace.Frame?) {
        self.top = top
        self.yours = yours
        self.test = test
    }

    /// The places of `thread`; `regions` are the workspace's exercise regions (`nil`: unknown).
    public init(_ thread: Backtrace.Thread, regions: ExerciseRegions?) {
        top = thread.frames.first(where: \.isInSources)
        test = thread.frames.last { $0.isInTests && $0.hasLine }
        if let regions {
            if let top, !top.hasLine, regions.hasRegion(inFile: top.file) {
                yours = .lineUnknown(top)
            } else {
                yours = thread.frames.first { $0.isInSources && regions.contains($0.location) }.map(Yours.at) ?? .absent
            }
        } else {
            yours = .unknown
        }
    }

    /// Whether the top frame is in code the learner was given (a frame of theirs is further down,
    /// or none is).
    public var topIsGiven: Bool {
        guard let top else { return false }
        switch yours {
        case .unknown: return false
        case let .at(frame): return frame != top
        case .lineUnknown: return false
        case .absent: return true
        }
    }
}
