import Foundation

/// One verdict for every test a run was asked for, read line by line from the run's event stream
/// and settled once by how its process ended.
///
/// A test moves `notInPlan → planned → running → passed | failed`. When the process stops early,
/// the test that was running crashed or hung, and the tests planned but never started were
/// stopped by it: they are the ones to run again in a fresh process. A test the plan never listed
/// is the only one that may have been renamed. Nothing is decided by where a test sits in a list:
/// run order is the order the stream started the tests in.
public struct TestLedger: Sendable {
    private enum State: Sendable, Equatable {
        case notInPlan
        case planned
        case running(since: Date)
        case settled(TestRun.Result)
        /// Planned, never started: the process stopped first (in `culprit`, when a test was running).
        case stopped(culprit: String?)
    }

    /// How the test process ended.
    public enum Ending: Sendable, Equatable {
        /// It ran to its end.
        case finished
        /// It was stopped after `seconds`: the test running then hung (at `place`, when its
        /// stack could be read).
        case stopped(seconds: Int, place: StackPlace? = nil)
        /// It died: the test running then crashed this way.
        case died(CrashReport)
    }

    /// `nil`: every test the plan lists counts.
    private let requested: [String]?
    /// The language of the reasons a test did not run.
    private let language: Language
    private var states: [String: State] = [:]
    private var firstIssue: [String: TestEvents.Issue] = [:]
    /// Tests in the order they started.
    public private(set) var order: [String] = []
    /// Display names by identifier.
    public private(set) var names: [String: String] = [:]
    /// Whether the stream reached the plan (its test list, or the run's start).
    public private(set) var planSeen = false
    /// Whether the stream reached the run's end.
    public private(set) var runEnded = false
    private var partial = Data()

    public init(requested: [String]?, language: Language = .english) {
        self.requested = requested
        self.language = language
        for id in requested ?? [] { states[id] = .notInPlan }
    }

    /// The test running now, and since when.
    public var running: (id: String, since: Date)? {
        for id in order.reversed() {
            if case let .running(since) = states[id] { return (id, since) }
        }
        return nil
    }

    /// Reads a chunk of the stream (any number of lines, the last one possibly incomplete: it is
    /// kept until the rest arrives). `now` is when the chunk was read.
    public mutating func read(_ chunk: Data, now: Date = Date()) {
        partial.append(chunk)
        while let newline = partial.firstIndex(of: UInt8(ascii: "\n")) {
            let line = String(decoding: partial[partial.startIndex..<newline], as: UTF8.self)
            partial.removeSubrange(partial.startIndex...newline)
            readLine(line, now: now)
        }
    }

    public mutating func read(_ chunk: String, now: Date = Date()) {
        read(Data(chunk.utf8), now: now)
    }

    private mutating func readLine(_ line: String, now: Date) {
        guard let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
              let kind = object["kind"] as? String,
              let payload = object["payload"] as? [String: Any] else { return }
        if kind == "test" {
            planSeen = true
            guard payload["kind"] as? String == "function", let raw = payload["id"] as? String else { return }
            let id = TestEvents.identifier(raw)
            guard requested == nil || states[id] != nil else { return }
            names[id] = (payload["displayName"] as? String) ?? (payload["name"] as? String) ?? id
            if states[id] == nil || states[id] == .notInPlan { states[id] = .planned }
            return
        }
        guard kind == "event", let event = payload["kind"] as? String else { return }
        if event == "runStarted" { planSeen = true }
        if event == "runEnded" { runEnded = true }
        guard let raw = payload["testID"] as? String else { return }
        let id = TestEvents.identifier(raw)
        guard let state = states[id] else { return }
        switch event {
        case "testStarted":
            guard state == .planned || state == .notInPlan else { return }
            states[id] = .running(since: now)
            order.append(id)
        case "issueRecorded":
            guard firstIssue[id] == nil, let issue = TestEvents.issue(in: payload) else { return }
            firstIssue[id] = issue
        case "testEnded":
            guard case .running = state else { return }
            states[id] = .settled(firstIssue[id].map { .failed($0) } ?? .passed)
        case "testSkipped":
            // Skipped by its own condition (a challenge's test, unless asked for): only a test
            // asked for by name stays in the ledger, as not run.
            if requested == nil { states[id] = nil; names[id] = nil } else { states[id] = .settled(.notRun(Bilingual("skipped by its own condition", "它自己的条件让它跳过了").text(in: language))) }
        default:
            break
        }
    }

    /// Settles every test by how the process ended: the running test crashed or hung, the planned
    /// ones were stopped by it, and those never planned are not in the workspace's test list.
    public mutating func settle(_ ending: Ending) {
        if !partial.isEmpty { readLine(String(decoding: partial, as: UTF8.self), now: Date()); partial = Data() }
        let culprit = running?.id
        for (id, state) in states {
            switch state {
            case .running:
                switch ending {
                case .finished: states[id] = .settled(.notRun(Bilingual("it started but the run ended without it", "它开始了，但测试运行没等它结束就结束了").text(in: language)))
                case let .stopped(seconds, place): states[id] = .settled(.hung(Hang(seconds: seconds, place: place)))
                case let .died(crash): states[id] = .settled(.crashed(crash))
                }
            case .planned:
                states[id] = ending == .finished ? .settled(.notRun(Bilingual("the run did not start it", "测试运行没有启动它").text(in: language))) : .stopped(culprit: culprit)
            case .notInPlan:
                states[id] = planSeen ? .settled(.notFound) : .stopped(culprit: nil)
            case .settled, .stopped:
                break
            }
        }
    }

    /// The tests that never started because the process stopped first: to run again.
    public var stoppedEarly: [String] {
        states.filter { if case .stopped = $0.value { return true } else { return false } }.map(\.key).sorted()
    }

    /// Every test's outcome (after `settle`): the ones that ran in run order, then the others by name.
    /// A test to run again reads as not run, stopped by the one that crashed or hung.
    public var outcomes: [(id: String, result: TestRun.Result)] {
        let rest = states.keys.filter { !order.contains($0) }.sorted()
        return (order + rest).compactMap { id in
            switch states[id] {
            case let .settled(result)?: return (id, result)
            case let .stopped(culprit)?:
                let reason = culprit.map { Bilingual("the test process stopped in \(names[$0] ?? $0) before this test started", "测试进程在 \(names[$0] ?? $0) 中停下了，这个测试还没开始") }
                    ?? Bilingual("the test process stopped before this test started", "测试进程在这个测试开始之前就停下了")
                return (id, .notRun(reason.text(in: language)))
            case .notInPlan?: return (id, .notFound)
            case .planned?, .running?: return (id, .notRun(Bilingual("the run has not settled", "测试运行还没有结束").text(in: language)))
            case nil: return nil
            }
        }
    }
}
