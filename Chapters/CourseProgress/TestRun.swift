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
        /// Still running when the limit passed (and where, when its stack could be read).
        case hung(Hang)
        /// Never started, for this reason (the process stopped first, or could not start).
        case notRun(String)
        /// Not in the workspace's test list: the only verdict that may mean a renamed test.
        case notFound

        public var passed: Bool { self == .passed }

        /// Whether the test crashed or hung (its process had to end).
        public var stoppedTheProcess: Bool {
            switch self {
            case .crashed, .hung: return true
            default: return false
            }
        }
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
        /// Tests the process stopped before (after a crash or a hang): `runAll` runs them again.
        public var stoppedEarly: [String] = []

        public init() {}

        public mutating func record(_ id: String, _ result: Result) {
            if results[id] == nil { order.append(id) }
            results[id] = result
        }

        public var failures: [String] { order.filter { results[$0]?.passed == false } }

        /// Adds a later run's tests after this run's, as if they had run in the same process.
        public mutating func append(_ later: Report) {
            for id in later.order { record(id, later.results[id]!) }
            names.merge(later.names) { $1 }
            seconds += later.seconds
            problem = problem ?? later.problem
        }

        /// The first test, in run order, that crashed or hung: a report always shows it.
        public var firstStop: String? {
            failures.first { results[$0]?.stoppedTheProcess == true }
        }
    }

    public let directory: URL
    /// Seconds allowed for each test: a test still running after this long is a hang, and its
    /// process is stopped.
    public let limit: Double
    /// The folders under `Sources/` that hold the learner's code (where a crash is looked for).
    public let modules: [String]
    /// The language of the reasons and problems the run gives.
    public let language: Language

    public init(directory: URL, limit: Double, modules: [String], language: Language = .english) {
        self.directory = directory
        self.limit = limit
        self.modules = modules
        self.language = language
    }

    /// The environment of every test process: Swift's backtracer on, plain, and only the crashed thread.
    public static let environment = [
        "SWIFT_BACKTRACE": "enable=yes,interactive=no,color=no,threads=crashed,registers=none,images=none",
    ]

    /// Before a hung test's process is killed, its busiest thread gets a SIGTRAP, on which the
    /// backtracer prints that thread's stack (as for a crash; the process goes on), and at most
    /// this long to print it; its last line ends the wait. A stack whose place in the learner's
    /// modules has no line (an instruction the debug information gives line 0) is asked for
    /// again, up to three times.
    func stackWarning() -> SessionProcess.Warning {
        let modules = modules
        return SessionProcess.Warning(signal: SIGTRAP, seconds: 15, answered: "Backtrace took", attempts: 3) { answer in
            let lines = answer.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            return Backtrace(lines: lines, modules: modules).testThread?.frames.first(where: \.isInSources)?.hasLine ?? true
        }
    }

    /// The learner's exercise regions in the workspace's sources, read when a crash or a hang
    /// needs them.
    func regions() -> ExerciseRegions {
        ExerciseRegions.read(directory: directory, modules: modules)
    }

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
        var ledger = TestLedger(requested: only, language: language)
        let tail = EventTail(url: events)
        let perTest = limit
        let whole = limit * Double(only?.count ?? 100) + 60
        let process = SessionProcess(arguments: arguments, directory: directory, limit: whole, environment: Self.environment, warning: stackWarning())
            .run(stopWhen: {
                tail.read(into: &ledger)
                return ledger.running.map { Date().timeIntervalSince($0.since) > perTest } ?? false
            })
        report.seconds = process.seconds
        tail.readRest(into: &ledger)
        let ending: TestLedger.Ending
        if process.timedOut {
            let lines = process.output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let thread = Backtrace(lines: lines, modules: modules).testThread
            let unread = StackPlace(top: nil, yours: .unknown, test: nil)
            ending = .stopped(seconds: Int(limit), place: thread.map { StackPlace($0, regions: regions()) } ?? unread)
        } else if ledger.runEnded {
            ending = .finished
        } else {
            ending = .died(CrashReport.parse(process.output, modules: modules, status: process.status, regions: regions()))
        }
        let culprit = ledger.running?.id
        ledger.settle(ending)
        report.names = ledger.names
        for (id, result) in ledger.outcomes { report.record(id, result) }
        report.stoppedEarly = ledger.stoppedEarly
        if culprit == nil, !ledger.runEnded {
            switch ending {
            case .stopped:
                report.problem = Bilingual("the test process did not finish in time, and no test was running",
                                           "测试进程没有按时结束，而当时没有测试在运行").text(in: language)
            case let .died(crash):
                report.problem = (!ledger.planSeen && process.status != 0
                    ? Bilingual("swift test did not run the tests: \(Self.lastLines(of: process.output))",
                                "swift test 没有运行测试：\(Self.lastLines(of: process.output))")
                    : Bilingual("the test process stopped outside any test: \(crash.summary)",
                                "测试进程在测试之外停下了：\(crash.summary(in: .simplifiedChinese))")).text(in: language)
            case .finished:
                break
            }
        }
        return report
    }

    /// Runs the tests `only` names (all when `nil`), except those `skipping` names, until each one
    /// has its own verdict: after a crash (or a hang, unless `stopAtHang`), the tests the process
    /// never reached are run again in a fresh process, as long as each new process settles at
    /// least one of them. With `stopAtHang`, a hang costs one time limit, not one per test that
    /// hangs: the tests after it are not run, and say why.
    /// Why a test was not run after `name` hung.
    public static func notRunAfterHang(in name: String, language: Language) -> String {
        Bilingual(
            "not run after the hang in \(name): one hang is enough to look at, and each costs the whole time limit",
            "\(name) 挂起之后就不再运行：一次挂起已经够你查看，而每次挂起都要等满整个时限"
        ).text(in: language)
    }

    public func runAll(only: [String]? = nil, skipping: [String] = [], stopAtHang: Bool = false) -> Report {
        var total = Report()
        var settled: [String] = []
        var remaining = only
        while true {
            let pass = run(only: remaining, skipping: skipping + settled)
            total.seconds += pass.seconds
            total.names.merge(pass.names) { $1 }
            let reached = pass.order.filter { !pass.stoppedEarly.contains($0) }
            for id in reached { total.record(id, pass.results[id]!) }
            settled += reached
            let again = pass.stoppedEarly
            let progressed = reached.contains { id in
                switch pass.results[id]! {
                case .notRun, .notFound: return false
                default: return true
                }
            }
            if stopAtHang, let hung = pass.order.first(where: { if case .hung = pass.results[$0] { return true } else { return false } }) {
                let name = pass.names[hung] ?? hung
                for id in again { total.record(id, .notRun(Self.notRunAfterHang(in: name, language: language))) }
                total.problem = pass.problem
                return total
            }
            if again.isEmpty || !progressed {
                for id in again { total.record(id, pass.results[id]!) }
                total.problem = pass.problem
                return total
            }
            remaining = only == nil ? nil : again
        }
    }

    /// Follows the event stream while the tests run, handing what was written since the last look
    /// to a ledger (at most four times a second).
    final class EventTail {
        let url: URL
        private var offset: UInt64 = 0
        private var lastRead = Date.distantPast

        init(url: URL) {
            self.url = url
        }

        func read(into ledger: inout TestLedger) {
            guard Date().timeIntervalSince(lastRead) >= 0.25 || lastRead == .distantPast else { return }
            lastRead = Date()
            guard let handle = try? FileHandle(forReadingFrom: url) else { return }
            defer { try? handle.close() }
            handle.seek(toFileOffset: offset)
            let data = handle.readDataToEndOfFile()
            offset += UInt64(data.count)
            ledger.read(data)
        }

        /// Reads everything left, however soon after the last look.
        func readRest(into ledger: inout TestLedger) {
            lastRead = .distantPast
            read(into: &ledger)
        }
    }

    static func lastLines(of output: String) -> String {
        let lines = output.split(separator: "\n").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        let errors = lines.filter { $0.contains("error:") }
        return (errors.isEmpty ? Array(lines.suffix(3)) : Array(errors.prefix(3))).joined(separator: " / ")
    }
}
