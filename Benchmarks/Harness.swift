import Foundation

/// One benchmark scenario: its RAC and baseline runs, its size and its closed-form checksum.
struct Scenario {
    let name: String
    let events: Int
    let expected: Int
    let rac: () throws -> Int
    let baseline: () throws -> Int
}

/// The measured figures of one scenario.
struct Measurement {
    let scenario: Scenario
    let racSeconds: Double
    let baselineSeconds: Double

    var nsPerEvent: Double { racSeconds * 1e9 / Double(scenario.events) }
    var baselineNsPerEvent: Double { baselineSeconds * 1e9 / Double(scenario.events) }
    var ratio: Double { racSeconds / baselineSeconds }
}

enum Harness {
    /// The scenarios at `scale` (1 = the sizes of the table in Docs/Performance.md).
    static func scenarios(scale: Double) -> [Scenario] {
        let n = Int(1_000_000 * scale)
        let sends = Int(100_000 * scale)
        let cycles = Int(100_000 * scale)
        let outer = max(1, Int(1_000 * scale.squareRoot()))
        let inner = max(1, Int(1_000 * scale.squareRoot()))
        let combined = Int(300_000 * scale)
        let perThread = Int(500_000 * scale)
        return [
            Scenario(name: "S1 map-filter", events: n, expected: ClosedForm.mapFilter(n),
                     rac: { RACScenarios.mapFilter(n) }, baseline: { BaselineScenarios.mapFilter(n) }),
            Scenario(name: "S2 fan-out x100", events: 100 * sends, expected: ClosedForm.fanOut(subscribers: 100, sends: sends),
                     rac: { RACScenarios.fanOut(subscribers: 100, sends: sends) },
                     baseline: { BaselineScenarios.fanOut(subscribers: 100, sends: sends) }),
            Scenario(name: "S3 churn", events: cycles, expected: cycles,
                     rac: { RACScenarios.churn(cycles) }, baseline: { BaselineScenarios.churn(cycles) }),
            Scenario(name: "S4 flattenMap merge", events: outer * inner, expected: ClosedForm.sum(below: outer * inner),
                     rac: { RACScenarios.flattenMapMerge(outer: outer, inner: inner) },
                     baseline: { BaselineScenarios.flattenMapMerge(outer: outer, inner: inner) }),
            Scenario(name: "S5 combineLatest 3", events: combined, expected: ClosedForm.combineLatest3(combined),
                     rac: { RACScenarios.combineLatest3(combined) }, baseline: { BaselineScenarios.combineLatest3(combined) }),
            Scenario(name: "S6 two senders", events: 2 * perThread, expected: ClosedForm.sum(below: 2 * perThread),
                     rac: { try RACScenarios.twoSenders(perThread: perThread) },
                     baseline: { try BaselineScenarios.twoSenders(perThread: perThread) }),
        ]
    }

    /// One untimed warm-up, then `repetitions` timed runs of each side; medians.
    static func measure(_ scenario: Scenario, repetitions: Int) throws -> Measurement {
        try check(scenario.name + " (RAC)", scenario.rac(), scenario.expected)
        try check(scenario.name + " (baseline)", scenario.baseline(), scenario.expected)
        var racTimes: [Double] = []
        var baselineTimes: [Double] = []
        for _ in 0..<repetitions {
            // Alternate the two sides so that machine noise affects both alike.
            baselineTimes.append(try time(scenario.name, scenario.baseline, scenario.expected))
            racTimes.append(try time(scenario.name, scenario.rac, scenario.expected))
        }
        return Measurement(scenario: scenario, racSeconds: median(racTimes), baselineSeconds: median(baselineTimes))
    }

    static func time(_ name: String, _ body: () throws -> Int, _ expected: Int) throws -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        let result = try body()
        let end = DispatchTime.now().uptimeNanoseconds
        try check(name, result, expected)
        return Double(end - start) / 1e9
    }

    static func check(_ name: String, _ actual: Int, _ expected: Int) throws {
        if actual != expected { throw BenchmarkError.wrongChecksum(name, expected: expected, actual: actual) }
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}

enum BenchmarkError: Error, CustomStringConvertible {
    case wrongChecksum(String, expected: Int, actual: Int)
    case usage(String)
    case hung(String)

    var description: String {
        switch self {
        case let .wrongChecksum(name, expected, actual): return "\(name): checksum \(actual), expected \(expected)"
        case let .usage(message), let .hung(message): return message
        }
    }
}

/// The checksums in closed form.
enum ClosedForm {
    static func sum(below n: Int) -> Int { n * (n - 1) / 2 }

    /// Even numbers among 1...n.
    static func mapFilter(_ n: Int) -> Int {
        let evens = n / 2
        return evens * (evens + 1)
    }

    static func fanOut(subscribers: Int, sends: Int) -> Int { subscribers * sum(below: sends) }

    /// Value k goes to subject k % 3; from k = 2 on, each send emits k + (k - 1) + (k - 2).
    static func combineLatest3(_ sends: Int) -> Int {
        guard sends >= 3 else { return 0 }
        // Σ_{k=2}^{sends-1} (3k - 3) = 3 Σ_{j=1}^{sends-2} j
        let m = sends - 2
        return 3 * m * (m + 1) / 2
    }
}
