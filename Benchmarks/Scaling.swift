import Foundation
import RAC

/// Linear-scaling checks: each runs a workload at several sizes (each twice the one before), fits
/// a straight line to log(time) against log(size) by least squares, and requires its slope — the
/// exponent k of time ∝ size^k — to stay at or under `exponentLimit` (linear is 1, quadratic 2).
enum Scaling {
    struct Check {
        /// What `--only` and `--scaling-step` select it by ("S2", "replay", …).
        let id: String
        let name: String
        /// At least four sizes, each twice the one before.
        let sizes: [Int]
        let run: (_ size: Int) -> Void
    }

    /// The fitted exponent a check may reach. Linear work fits 0.98–1.02; a working set that
    /// outgrows a cache level somewhere in the 16x range adds a one-time step to the cost per
    /// element, under 0.1 to the exponent (S2 fits 1.06–1.08 for that reason); work with a
    /// linear search per element fits 1.5 or more.
    static let exponentLimit = 1.15

    /// Five sizes, from `smallest` up by doubling: a 16x range.
    static func doubling(from smallest: Int) -> [Int] {
        (0..<5).map { smallest << $0 }
    }

    static func checks(quick: Bool) -> [Check] {
        let shrink = quick ? 10 : 1
        return [
            Check(id: "S1", name: "S1 map-filter, N values", sizes: doubling(from: 250_000 / shrink)) { n in
                _ = RACScenarios.mapFilter(n)
            },
            Check(id: "S2", name: "S2 fan-out, subscribers (20k sends)", sizes: doubling(from: 50)) { subscribers in
                _ = RACScenarios.fanOut(subscribers: subscribers, sends: 20_000 / shrink)
            },
            Check(id: "S3", name: "S3 churn, cycles", sizes: doubling(from: 25_000 / shrink)) { cycles in
                _ = RACScenarios.churn(cycles)
            },
            Check(id: "compound", name: "CompoundDisposable add+remove, children", sizes: doubling(from: 2_500 / shrink)) { count in
                let compound = CompoundDisposable()
                let children = (0..<count).map { _ in Disposable() }
                for child in children { compound.add(child) }
                for child in children { compound.remove(child) }
                compound.dispose()
            },
            Check(id: "replay", name: "ReplaySubject(capacity: 1), sends", sizes: doubling(from: 250_000 / shrink)) { sends in
                let subject = ReplaySubject<Int>(capacity: 1)
                for value in 0..<sends { subject.sendNext(value) }
            },
            Check(id: "merge", name: "merge, signals", sizes: doubling(from: 250 / shrink)) { count in
                let subjects = (0..<count).map { _ in Subject<Int>() }
                let sum = Accumulator()
                Signal.merge(subjects.map { $0 as Signal<Int> }).subscribeNext { sum.total &+= $0 }
                for subject in subjects { subject.sendNext(1) }
                for subject in subjects { subject.sendCompleted() }
            },
        ]
    }

    /// A check's measured times and the line fitted through them.
    struct Fit {
        let sizes: [Int]
        /// The fastest timing at each size, in seconds.
        let seconds: [Double]
        /// The least-squares slope of log(seconds) against log(size).
        let exponent: Double
        /// The slope between each pair of neighbouring sizes (where a growth starts shows here).
        let steps: [Double]
    }

    /// Times `check` at each of its sizes `repetitions` times (the sizes interleaved, smallest
    /// first, within each repetition) and fits the exponent to the fastest timing per size.
    ///
    /// - The clock is the thread's CPU time, not the wall clock: on a shared machine the wall clock
    ///   also counts the time this thread waited for a core, which says nothing about the work.
    /// - The fastest, not the median: what other processes add (cache lines evicted, a core shared)
    ///   only ever adds time.
    /// - A size whose single run is short is repeated within one timing until it lasts ~30 ms, so
    ///   every timing is about as long and as exposed to interference as the others (timings of
    ///   unequal length bias the slope upward: the long ones are hit more often).
    static func fit(_ check: Check, repetitions: Int) -> Fit {
        for size in check.sizes { check.run(size) }  // warm-up: code, allocator, page faults
        let loops = check.sizes.map { size in
            max(1, Int((0.03 / max(cpuSeconds { check.run(size) }, 1e-6)).rounded(.up)))
        }
        var fastest = [Double](repeating: .infinity, count: check.sizes.count)
        for _ in 0..<repetitions {
            for (index, size) in check.sizes.enumerated() {
                let time = cpuSeconds { for _ in 0..<loops[index] { check.run(size) } } / Double(loops[index])
                fastest[index] = min(fastest[index], time)
            }
        }
        let x: [Double] = check.sizes.map { log(Double($0)) }
        let y: [Double] = fastest.map { log(max($0, 1e-9)) }
        let steps: [Double] = (1..<x.count).map { (i: Int) -> Double in (y[i] - y[i - 1]) / (x[i] - x[i - 1]) }
        return Fit(sizes: check.sizes, seconds: fastest, exponent: slope(x, y), steps: steps)
    }

    /// One line per check: the name, the fastest CPU time per size, the fitted exponent against
    /// the limit, and the slope between neighbouring sizes.
    static func report(_ check: Check, _ fit: Fit) -> String {
        func number(_ value: Double, _ digits: Int) -> String { String(format: "%.\(digits)f", value) }
        let times = zip(fit.sizes, fit.seconds).map { "\($0): \(number($1 * 1000, 2)) ms" }.joined(separator: ", ")
        let steps = fit.steps.map { number($0, 2) }.joined(separator: " ")
        return "\(check.name): \(times); exponent \(number(fit.exponent, 3)) (limit \(number(exponentLimit, 2))), steps \(steps)"
    }

    /// The least-squares slope of `y` against `x`.
    static func slope(_ x: [Double], _ y: [Double]) -> Double {
        let meanX = x.reduce(0, +) / Double(x.count)
        let meanY = y.reduce(0, +) / Double(y.count)
        var covariance = 0.0
        var variance = 0.0
        for (xi, yi) in zip(x, y) {
            covariance += (xi - meanX) * (yi - meanY)
            variance += (xi - meanX) * (xi - meanX)
        }
        return covariance / variance
    }

    /// The CPU time the calling thread spends in `body`, in seconds.
    static func cpuSeconds(_ body: () -> Void) -> Double {
        let start = threadCPUNanoseconds()
        body()
        return Double(threadCPUNanoseconds() - start) / 1e9
    }

    static func threadCPUNanoseconds() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Runs one check once at one size, and nothing else (for `valgrind --tool=callgrind`: the
    /// difference between two sizes' instruction counts is the work's own, start-up excluded).
    static func step(id: String, size: Int) throws {
        guard let check = checks(quick: false).first(where: { $0.id == id }) else {
            throw BenchmarkError.usage("--scaling-step: no check \(id); the checks are \(checks(quick: false).map(\.id).joined(separator: ", "))")
        }
        check.run(size)
    }
}
