import Foundation

/// Runs a workspace's tests, already built, and says how each one went: passed, failed (with its
/// first issue), crashed (with the crash's message and place) or hung (killed at the limit).
///
/// Tests run one at a time (`--no-parallel`), so the same code always gives the same first
/// failure, and the test that was running when the process crashed or hung is the one that started
/// and never ended. `runAll` then runs the rest again without it, until every test is accounted for.
public struct TestRun: Sendable {
    public enum Result: Sendable, Equatable {
        case passed
        case failed(TestEvents.Issue)
        case crashed(CrashReport)
        /// Still running when the limit (seconds) passed.
        case hung(Int)

        public var passed: Bool { self == .passed }
    }

    public struct Report: Sendable {
        /// Each test that ran, in order, with how it went.
        public var order: [String] = []
        public var results: [String: Result] = [:]
        /// Display names by identifier.
        public var names: [String: String] = [:]
        /// Why the run said nothing about its tests (it could not start, or stopped before any test).
        public var problem: String?
        /// Seconds spent in test processes.
        public var seconds: Double = 0

        public init() {}

        public mutating func record(_ id: String, _ result: Result) {
            if results[id] == nil { order.append(id) }
            results[id] = result
        }

        public var failures: [String] { order.filter { results[$0]?.passed == false } }
    }

    public let directory: URL
    /// Seconds allowed for each test: a test still running after this long is a hang, and its
    /// process is stopped.
    public let limit: Double
    /// The folders under `Sources/` that hold the learner's code (where a crash is looked for).
    public let modules: [String]

    public init(directory: URL, limit: Double, modules: [String]) {
        self.directory = directory
        self.limit = limit
        self.modules = modules
    }

    /// The environment of every test process: Swift's backtracer on, plain, and only the crashed thread.
    public static let environment = [
        "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none",
    ]

    /// Runs the tests `only` names (all of them when `nil`), except those `skipping` names, in one
    /// process. A crash or hang ends the process: the tests after it are not in the report.
    public func run(only: [String]? = nil, skipping: [String] = []) -> Report {
        var report = Report()
        if let only, only.isEmpty { return report }
        let events = FileManager.default.temporaryDirectory.appendingPathComponent("course-events-\(UUID().uuidString).jsonl")
        defer { try? FileManager.default.removeItem(at: events) }
        var arguments = ["swift", "test", "--skip-build", "--disable-xctest", "--no-parallel",
                         "--event-stream-output-path", events.path, "--event-stream-version", "0"]
        arguments += (only ?? []).flatMap { ["--filter", TestEvents.pattern(for: $0)] }
        arguments += skipping.flatMap { ["--skip", TestEvents.pattern(for: $0)] }
        // The limit is per test: the stream says when each test starts. The process as a whole gets
        // the limit for each test it may run, and a minute to start and stop.
        let tail = EventTail(url: events)
        let perTest = limit
        let whole = limit * Double(only?.count ?? 100) + 60
        let process = SessionProcess(arguments: arguments, directory: directory, limit: whole, environment: Self.environment)
            .run(stopWhen: { tail.runningFor() > perTest })
        report.seconds = process.seconds
        let stream = TestEvents.parse((try? String(contentsOf: events, encoding: .utf8)) ?? "")
        report.names = stream.names
        for id in stream.tests where stream.ended.contains(id) {
            if let issue = stream.issues[id]?.first {
                report.record(id, .failed(issue))
            } else {
                report.record(id, .passed)
            }
        }
        let unfinished = stream.unfinished
        if process.timedOut {
            for id in unfinished { report.record(id, .hung(Int(limit))) }
            if unfinished.isEmpty {
                report.problem = "the test process did not finish in time, and no test was running"
            }
        } else if !stream.runEnded {
            let crash = CrashReport.parse(process.output, modules: modules, status: process.status)
            for id in unfinished { report.record(id, .crashed(crash)) }
            if unfinished.isEmpty {
                report.problem = stream.tests.isEmpty && process.status != 0
                    ? "swift test did not run the tests: \(Self.lastLines(of: process.output))"
                    : "the test process stopped outside any test: \(crash.summary)"
            }
        }
        return report
    }

    /// Runs the tests `only` names (all when `nil`), except those `skipping` names, until each one
    /// has passed, failed, crashed or hung: after a crash or a hang, the tests not yet run are run again in a new process.
    public func runAll(only: [String]? = nil, skipping: [String] = []) -> Report {
        var total = Report()
        var accounted: [String] = []
        while true {
            let pass = run(only: only, skipping: skipping + accounted)
            total.seconds += pass.seconds
            total.names.merge(pass.names) { $1 }
            for id in pass.order { total.record(id, pass.results[id]!) }
            let new = pass.order.filter { !accounted.contains($0) }
            accounted += new
            let crashedOrHung = pass.order.contains { id in
                switch pass.results[id]! {
                case .crashed, .hung: return true
                default: return false
                }
            }
            if let problem = pass.problem {
                total.problem = problem
                return total
            }
            if !crashedOrHung || new.isEmpty { return total }
        }
    }

    /// Follows the event stream while the tests run: how long the test now running has run.
    final class EventTail {
        let url: URL
        private var offset: UInt64 = 0
        private var partial = Data()
        private var running: (id: String, since: Date)?
        private var lastRead = Date.distantPast

        init(url: URL) {
            self.url = url
        }

        /// Seconds since the running test started (0 when none runs). Reads the file at most
        /// four times a second.
        func runningFor() -> Double {
            if Date().timeIntervalSince(lastRead) >= 0.25 {
                lastRead = Date()
                read()
            }
            return running.map { Date().timeIntervalSince($0.since) } ?? 0
        }

        private func read() {
            guard let handle = try? FileHandle(forReadingFrom: url) else { return }
            defer { try? handle.close() }
            handle.seek(toFileOffset: offset)
            let data = handle.readDataToEndOfFile()
            offset += UInt64(data.count)
            partial.append(data)
            while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: partial[partial.startIndex..<newline], as: UTF8.self)
                partial.removeSubrange(partial.startIndex...newline)
                // Only test functions' events: their identifiers hold the function's parentheses.
                guard line.contains("\"kind\":\"event\""), let id = Self.testID(in: line), id.contains("(") else { continue }
                if line.contains("\"kind\":\"testStarted\"") {
                    running = (id, Date())
                } else if line.contains("\"kind\":\"testEnded\""), running?.id == id {
                    running = nil
                }
            }
        }

        private static func testID(in line: String) -> String? {
            guard let range = line.range(of: "\"testID\":\"") else { return nil }
            let rest = line[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            return String(rest[..<end])
        }
    }

    static func lastLines(of output: String) -> String {
        let lines = output.split(separator: "\n").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        let errors = lines.filter { $0.contains("error:") }
        return (errors.isEmpty ? Array(lines.suffix(3)) : Array(errors.prefix(3))).joined(separator: " / ")
    }
}
