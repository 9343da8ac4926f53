import Foundation

// rac-bench: the benchmark scenarios of Docs/Performance.md, RAC against a hand-written
// baseline in the same process run. Release builds only: `swift run -c release rac-bench`.
//
//   rac-bench            the table (median seconds, ns per event, ratio to the baseline)
//   rac-bench --json     one JSON object per scenario
//   rac-bench --quick    small sizes, for CI (checks the checksums, keeps the benchmark from rotting)
//   rac-bench --scaling  growth of time with size: the fitted exponent k of time ∝ size^k (<= 1.15)
//   rac-bench --memory   peak memory of S1 and S3 at 1x and 10x, each in a child process
//   rac-bench --only S2  just one scenario or scaling check (for profilers: valgrind --tool=callgrind ...)
//   rac-bench --scaling-step S2 400   one scaling workload once at one size (for instruction counts)
//
// Every invocation first runs ReleaseChecks: behaviour only an optimised build can get wrong.

let arguments = Array(CommandLine.arguments.dropFirst())

/// The targets, as ratios to the baseline measured in the same run (Docs/Performance.md): each at
/// most half of the fastest peer library's ratio on this machine.
let targets: [String: Double] = ["S1": 10, "S2": 1.5, "S3": 9, "S4": 10, "S5": 3]

/// "S2" for "S2 fan-out x100".
func scenarioID(_ name: String) -> String {
    name.split(separator: " ").first.map(String.init) ?? name
}

func printTable(_ measurements: [Measurement]) {
    func pad(_ text: String, _ width: Int) -> String { text.padding(toLength: width, withPad: " ", startingAt: 0) }
    func number(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
    print(pad("scenario", 22) + pad("events", 12) + pad("median s", 11) + pad("ns/event", 11) + pad("baseline ns", 13) + pad("ratio", 9) + "target")
    for m in measurements {
        let target = targets[scenarioID(m.scenario.name)]
        let verdict = target.map { m.ratio <= $0 ? "<= \(number($0, 1))x ok" : "<= \(number($0, 1))x MISSED" } ?? ""
        print(pad(m.scenario.name, 22) + pad(String(m.scenario.events), 12) + pad(number(m.racSeconds, 4), 11)
              + pad(number(m.nsPerEvent, 1), 11) + pad(number(m.baselineNsPerEvent, 1), 13) + pad(number(m.ratio, 1) + "x", 9) + verdict)
    }
}

func printJSON(_ measurements: [Measurement]) {
    for m in measurements {
        let name = m.scenario.name.split(separator: " ").first.map(String.init) ?? m.scenario.name
        print("{\"scenario\": \"\(name)\", \"events\": \(m.scenario.events), \"median_s\": \(m.racSeconds), "
              + "\"ns_per_event\": \(m.nsPerEvent), \"baseline_ns_per_event\": \(m.baselineNsPerEvent), \"ratio\": \(m.ratio)}")
    }
}

do {
    if arguments.first == "--memory-child" {
        guard arguments.count == 3, let scale = Double(arguments[2]) else { throw BenchmarkError.usage("usage: --memory-child S1 1.0") }
        try Memory.runChild(scenario: arguments[1], scale: scale)
        exit(0)
    }
    if arguments.first == "--scaling-step" {
        guard arguments.count == 3, let size = Int(arguments[2]) else { throw BenchmarkError.usage("usage: --scaling-step S2 400") }
        try Scaling.step(id: arguments[1], size: size)
        exit(0)
    }
    var options = arguments
    var only: String?
    if let index = options.firstIndex(of: "--only"), index + 1 < options.count {
        only = options[index + 1]
        options.removeSubrange(index...(index + 1))
    }
    let known: Set = ["--json", "--quick", "--scaling", "--memory", "--help"]
    if let unknown = options.first(where: { !known.contains($0) }) {
        throw BenchmarkError.usage("rac-bench: unknown option \(unknown); use --json, --quick, --scaling, --memory or --help")
    }
    if arguments.contains("--help") {
        print("usage: swift run -c release rac-bench [--json] [--quick] [--scaling] [--memory] [--only S1…S6]")
        print("       swift run -c release rac-bench --scaling-step S1|S2|S3|compound|replay|merge SIZE")
        exit(0)
    }
    let quick = arguments.contains("--quick")
    let releaseFailures = ReleaseChecks.run()
    if !releaseFailures.isEmpty {
        for failure in releaseFailures { FileHandle.standardError.write(Data("rac-bench: release check failed: \(failure)\n".utf8)) }
        exit(1)
    }
    #if DEBUG
    if !quick { FileHandle.standardError.write(Data("rac-bench: this is a debug build; figures are meaningless. Use swift run -c release rac-bench\n".utf8)) }
    #endif
    if arguments.contains("--scaling") {
        let checks = Scaling.checks(quick: quick).filter { only == nil || $0.id == only }
        if checks.isEmpty { throw BenchmarkError.usage("--scaling --only: the checks are \(Scaling.checks(quick: quick).map(\.id).joined(separator: ", "))") }
        var failed = false
        for check in checks {
            let fit = Scaling.fit(check, repetitions: quick ? 1 : 7)
            let kept = fit.exponent <= Scaling.exponentLimit
            print(Scaling.report(check, fit) + (kept ? " (ok)" : " (NOT LINEAR)"))
            if !kept { failed = true }
        }
        // In quick mode the sizes are too small for stable fits: report, do not fail.
        if failed && !quick { exit(1) }
    } else if arguments.contains("--memory") {
        // The floor: the same executable doing no work (the Swift runtime, Foundation and, when
        // linked dynamically, their shared libraries). What a scenario adds is its figure minus this.
        let floor = try Memory.peakMegabytes(scenario: Memory.noWork, scale: 1)
        print("floor: peak RSS \(String(format: "%.1f", floor)) MB with no work (runtime and Foundation)")
        for scenario in ["S1", "S3"] {
            let one = try Memory.peakMegabytes(scenario: scenario, scale: quick ? 0.1 : 1)
            let ten = try Memory.peakMegabytes(scenario: scenario, scale: quick ? 1 : 10)
            print("\(scenario): peak RSS \(String(format: "%.1f", one)) MB at 1x, \(String(format: "%.1f", ten)) MB at 10x")
        }
    } else {
        let scenarios = Harness.scenarios(scale: quick ? 0.01 : 1).filter { only == nil || $0.name.hasPrefix(only! + " ") }
        if scenarios.isEmpty { throw BenchmarkError.usage("rac-bench: --only takes S1, S2, S3, S4, S5 or S6") }
        let measurements = try scenarios.map { try Harness.measure($0, repetitions: quick ? 1 : 5) }
        if arguments.contains("--json") { printJSON(measurements) } else { printTable(measurements) }
    }
} catch {
    FileHandle.standardError.write(Data("rac-bench: \(error)\n".utf8))
    exit(2)
}
