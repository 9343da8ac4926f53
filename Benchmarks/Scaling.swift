import Foundation
import RAC

/// Linear-scaling checks: each runs a workload at 1x and 4x and reports the time ratio, which
/// must stay at or under 4.6 (anything quadratic shows up as ~16).
enum Scaling {
    struct Check {
        let name: String
        let run: (_ factor: Int) -> Void
    }

    static let limit = 4.6

    static func checks(quick: Bool) -> [Check] {
        let shrink = quick ? 10 : 1
        return [
            Check(name: "S1 map-filter, N vs 4N") { factor in
                _ = RACScenarios.mapFilter(1_000_000 / shrink * factor)
            },
            Check(name: "S2 fan-out, 100 vs 400 subscribers") { factor in
                _ = RACScenarios.fanOut(subscribers: 100 * factor, sends: 20_000 / shrink)
            },
            Check(name: "S3 churn, 100k vs 400k cycles") { factor in
                _ = RACScenarios.churn(100_000 / shrink * factor)
            },
            Check(name: "CompoundDisposable add+remove, 10k vs 40k children") { factor in
                let compound = CompoundDisposable()
                let children = (0..<(10_000 / shrink * factor)).map { _ in Disposable() }
                for child in children { compound.add(child) }
                for child in children { compound.remove(child) }
                compound.dispose()
            },
            Check(name: "ReplaySubject(capacity: 1), 1M vs 4M sends") { factor in
                let subject = ReplaySubject<Int>(capacity: 1)
                for value in 0..<(1_000_000 / shrink * factor) { subject.sendNext(value) }
            },
            Check(name: "merge, 1k vs 4k signals") { factor in
                let subjects = (0..<(1_000 / shrink * factor)).map { _ in Subject<Int>() }
                let sum = Accumulator()
                Signal.merge(subjects.map { $0 as Signal<Int> }).subscribeNext { sum.total &+= $0 }
                for subject in subjects { subject.sendNext(1) }
                for subject in subjects { subject.sendCompleted() }
            },
        ]
    }

    /// The fastest of `repetitions` timings of `check` at factor 1 and at factor 4 (alternating);
    /// returns the ratio. The fastest, not the median as in the table: interference from the rest
    /// of the machine only ever adds time, so the fastest timing is the closest to the work's own
    /// cost, and a ratio of two medians on a busy virtual machine swung by ±15% between runs.
    /// Small workloads (a few milliseconds) are repeated enough times that each timing lasts at
    /// least ~30 ms, the same count at both factors, so scheduler noise does not decide the ratio.
    static func ratio(_ check: Check, repetitions: Int) -> (one: Double, four: Double, ratio: Double) {
        check.run(1)  // warm-up
        let once = max(seconds { check.run(1) }, 1e-6)
        let loops = max(1, Int((0.03 / once).rounded(.up)))
        var ones: [Double] = []
        var fours: [Double] = []
        for _ in 0..<repetitions {
            ones.append(seconds { for _ in 0..<loops { check.run(1) } } / Double(loops))
            fours.append(seconds { for _ in 0..<loops { check.run(4) } } / Double(loops))
        }
        let one = ones.min()!
        let four = fours.min()!
        return (one, four, four / one)
    }

    static func seconds(_ body: () -> Void) -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }
}
