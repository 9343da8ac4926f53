import Foundation
import Testing
@testable import RAC
import TestSupport

// Random operator chains against a model: thousands of `from(values).op1.op2…` chains, each compared
// with the same chain applied to a plain Swift array (the model below, a dozen lines per operator).
//
// Everything is drawn from a seeded `SplitMix64`, so a run is reproducible: the base seed is fixed
// (CI always tries the same chains) unless `RAC_CHAIN_SEED` gives another; `RAC_CHAIN_COUNT` changes
// how many chains are tried, and `RAC_CHAIN_CASE` replays one case seed printed by a failure.

/// What a finite signal does, as plain data: its values, then `completed` (`error == nil`) or an error.
struct Trace: Equatable, CustomStringConvertible {
    var values: [Int]
    var error: TestError?

    var description: String {
        let values = self.values.map(String.init).joined(separator: ", ")
        return "[\(values)] then \(error.map { "error(\($0))" } ?? "completed")"
    }

    /// Subscribes to `signal` and records what it sends synchronously. Returns `nil`, with the
    /// reason, if the events break the grammar `next* (error | completed)` or never terminate.
    static func record(_ signal: Signal<Int>) -> Result<Trace, RecordingFailure> {
        var values: [Int] = []
        var terminal: TestError?? = nil
        var violation: String?
        signal.subscribeNext(
            { value in
                if terminal != nil { violation = violation ?? "next(\(value)) after the terminal event" }
                values.append(value)
            },
            error: { error in
                if terminal != nil { violation = violation ?? "a second terminal event: error(\(error))" }
                guard let error = error as? TestError else {
                    violation = violation ?? "an unexpected error: \(error)"
                    return
                }
                terminal = .some(error)
            },
            completed: {
                if terminal != nil { violation = violation ?? "a second terminal event: completed" }
                terminal = .some(nil)
            }
        )
        if let violation { return .failure(RecordingFailure(reason: violation)) }
        guard let terminal else {
            return .failure(RecordingFailure(reason: "no terminal event after \(values)"))
        }
        return .success(Trace(values: values, error: terminal))
    }
}

struct RecordingFailure: Error, CustomStringConvertible {
    let reason: String
    var description: String { reason }
}

// MARK: - The vocabulary: named functions, so a failing chain prints as code

/// A function with the source text it prints as.
struct Named<F: Sendable>: CustomStringConvertible, Sendable {
    let description: String
    let function: F
    init(_ description: String, _ function: F) {
        self.description = description
        self.function = function
    }
}

// Wrapping arithmetic (`&+`, `&*`): a long chain of scans and maps must never trap on overflow.
let chainTransforms: [Named<@Sendable (Int) -> Int>] = [
    Named("{ $0 * 2 }") { $0 &* 2 },
    Named("{ $0 + 3 }") { $0 &+ 3 },
    Named("{ $0 - 5 }") { $0 &- 5 },
    Named("{ $0 % 4 }") { $0 % 4 },
    Named("{ -$0 }") { 0 &- $0 },
    Named("{ $0 / 2 }") { $0 / 2 },
    Named("{ $0 * $0 % 11 }") { ($0 &* $0) % 11 },
]

let chainPredicates: [Named<@Sendable (Int) -> Bool>] = [
    Named("{ $0 % 2 == 0 }") { $0 % 2 == 0 },
    Named("{ $0 > 0 }") { $0 > 0 },
    Named("{ $0 < 3 }") { $0 < 3 },
    Named("{ $0 % 3 != 0 }") { $0 % 3 != 0 },
    Named("{ $0 != 1 }") { $0 != 1 },
]

let chainReducers: [Named<@Sendable (Int, Int) -> Int>] = [
    Named("{ $0 + $1 }") { $0 &+ $1 },
    Named("{ max($0, $1) }") { max($0, $1) },
    Named("{ $0 * 3 + $1 }") { $0 &* 3 &+ $1 },
    Named("{ $0 - $1 }") { $0 &- $1 },
]

/// What `collect()` is followed by, to come back to `Int`: an order-sensitive fingerprint of the
/// whole array (its length included), so a lost, extra or reordered value changes the result.
func fingerprint(_ values: [Int]) -> Int {
    values.reduce(values.count &* 1_000_003) { $0 &* 31 &+ $1 }
}

// MARK: - Chains

/// A source: `Signal.from(values)` when it completes, otherwise (or at random) a `createSignal`
/// that sends the values and then its terminal event.
struct ChainSource: CustomStringConvertible {
    var trace: Trace
    var usesFrom: Bool

    var description: String {
        if usesFrom { return "Signal.from(\(trace.values))" }
        return "create(\(trace.values), then: \(trace.error.map { ".error(\($0))" } ?? ".completed"))"
    }

    var signal: Signal<Int> {
        let trace = self.trace
        if usesFrom { return Signal.from(trace.values) }
        return Signal<Int>.createSignal { subscriber in
            for value in trace.values { subscriber.sendNext(value) }
            if let error = trace.error { subscriber.sendError(error) } else { subscriber.sendCompleted() }
        }
    }
}

/// One operator of a chain.
indirect enum ChainStep: CustomStringConvertible {
    case map(Named<@Sendable (Int) -> Int>)
    case filter(Named<@Sendable (Int) -> Bool>)
    case take(Int)
    case skip(Int)
    case scan(start: Int, Named<@Sendable (Int, Int) -> Int>)
    case distinctUntilChanged
    case startWith(Int)
    case concat(Chain)
    case takeWhileBlock(Named<@Sendable (Int) -> Bool>)
    case skipWhileBlock(Named<@Sendable (Int) -> Bool>)
    case ignore(Int)
    case aggregate(start: Int, Named<@Sendable (Int, Int) -> Int>)
    case collect

    /// The operator's name, for the coverage count.
    var name: String {
        switch self {
        case .map: "map"
        case .filter: "filter"
        case .take: "take"
        case .skip: "skip"
        case .scan: "scan"
        case .distinctUntilChanged: "distinctUntilChanged"
        case .startWith: "startWith"
        case .concat: "concat"
        case .takeWhileBlock: "takeWhileBlock"
        case .skipWhileBlock: "skipWhileBlock"
        case .ignore: "ignore"
        case .aggregate: "aggregate"
        case .collect: "collect"
        }
    }

    var description: String {
        switch self {
        case .map(let f): "map \(f)"
        case .filter(let p): "filter \(p)"
        case .take(let n): "take(\(n))"
        case .skip(let n): "skip(\(n))"
        case .scan(let start, let r): "scan(withStart: \(start)) \(r)"
        case .distinctUntilChanged: "distinctUntilChanged()"
        case .startWith(let v): "startWith(\(v))"
        case .concat(let chain): "concat(\(chain))"
        case .takeWhileBlock(let p): "takeWhileBlock \(p)"
        case .skipWhileBlock(let p): "skipWhileBlock \(p)"
        case .ignore(let v): "ignore(\(v))"
        case .aggregate(let start, let r): "aggregate(withStart: \(start)) \(r)"
        case .collect: "collect().map(fingerprint)"
        }
    }

    /// The operator on a `Signal`.
    func apply(to signal: Signal<Int>) -> Signal<Int> {
        switch self {
        case .map(let f): signal.map(f.function)
        case .filter(let p): signal.filter(p.function)
        case .take(let n): signal.take(n)
        case .skip(let n): signal.skip(n)
        case .scan(let start, let r): signal.scan(withStart: start, reduce: r.function)
        case .distinctUntilChanged: signal.distinctUntilChanged()
        case .startWith(let v): signal.startWith(v)
        case .concat(let chain): signal.concat(chain.signal)
        case .takeWhileBlock(let p): signal.takeWhileBlock(p.function)
        case .skipWhileBlock(let p): signal.skipWhileBlock(p.function)
        case .ignore(let v): signal.ignore(v)
        case .aggregate(let start, let r): signal.aggregate(withStart: start, reduce: r.function)
        case .collect: signal.collect().map(fingerprint)
        }
    }

    /// The model: the same operator on an array and its terminal event.
    func apply(to trace: Trace) -> Trace {
        var values = trace.values
        switch self {
        case .map(let f):
            values = values.map(f.function)
        case .filter(let p):
            values = values.filter(p.function)
        case .take(let n):
            // Completes as soon as the n-th value has passed, before any later error.
            if n == 0 { return Trace(values: [], error: nil) }
            if values.count >= n { return Trace(values: Array(values.prefix(n)), error: nil) }
        case .skip(let n):
            values = Array(values.dropFirst(n))
        case .scan(let start, let r):
            var running = start
            values = values.map { value in
                running = r.function(running, value)
                return running
            }
        case .distinctUntilChanged:
            var previous: Int?
            values = values.filter { value in
                defer { previous = value }
                return value != previous
            }
        case .startWith(let v):
            values.insert(v, at: 0)
        case .concat(let chain):
            // The second signal is subscribed only if the first completes.
            if trace.error != nil { return trace }
            let second = chain.model
            return Trace(values: values + second.values, error: second.error)
        case .takeWhileBlock(let p):
            if let end = values.firstIndex(where: { !p.function($0) }) {
                return Trace(values: Array(values[..<end]), error: nil)
            }
        case .skipWhileBlock(let p):
            values = Array(values.drop(while: p.function))
        case .ignore(let v):
            values = values.filter { $0 != v }
        case .aggregate(let start, let r):
            if trace.error != nil { return Trace(values: [], error: trace.error) }
            return Trace(values: [values.reduce(start, r.function)], error: nil)
        case .collect:
            if trace.error != nil { return Trace(values: [], error: trace.error) }
            return Trace(values: [fingerprint(values)], error: nil)
        }
        return Trace(values: values, error: trace.error)
    }
}

/// A source followed by operators.
struct Chain: CustomStringConvertible {
    var source: ChainSource
    var steps: [ChainStep]

    var description: String {
        ([source.description] + steps.map(\.description)).joined(separator: " .")
    }

    /// The chain built from RAC's operators.
    var signal: Signal<Int> {
        steps.reduce(source.signal) { signal, step in step.apply(to: signal) }
    }

    /// What the chain should do, computed on arrays.
    var model: Trace {
        steps.reduce(source.trace) { trace, step in step.apply(to: trace) }
    }

    /// Every operator in the chain, nested `concat` chains included.
    var allSteps: [ChainStep] {
        steps.flatMap { step -> [ChainStep] in
            if case .concat(let inner) = step { return [step] + inner.allSteps }
            return [step]
        }
    }
}

// MARK: - Generation

extension SplitMix64 {
    mutating func int(in range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &self) }
    mutating func chance(_ numerator: Int, in denominator: Int) -> Bool { int(in: 1...denominator) <= numerator }
    mutating func pick<T>(_ elements: [T]) -> T { elements[int(in: 0...(elements.count - 1))] }
}

enum ChainGenerator {
    /// A random finite source: 0–12 values in -5...9 (a small range, so that `distinctUntilChanged`
    /// and `ignore` have repeats to work on), failing one time in five.
    static func source(_ random: inout SplitMix64) -> ChainSource {
        let values = (0..<random.int(in: 0...12)).map { _ in random.int(in: -5...9) }
        let error: TestError? = random.chance(1, in: 5) ? .numbered(random.int(in: 1...9)) : nil
        return ChainSource(trace: Trace(values: values, error: error), usesFrom: error == nil && random.chance(1, in: 2))
    }

    /// A random chain of up to `maxSteps` operators; `concat` nests a shorter chain, two levels deep at most.
    static func chain(_ random: inout SplitMix64, maxSteps: Int = 7, depth: Int = 0) -> Chain {
        let source = source(&random)
        let steps = (0..<random.int(in: (depth == 0 ? 1 : 0)...maxSteps)).map { _ in step(&random, depth: depth) }
        return Chain(source: source, steps: steps)
    }

    static func step(_ random: inout SplitMix64, depth: Int) -> ChainStep {
        switch random.int(in: 0...12) {
        case 0: .map(random.pick(chainTransforms))
        case 1: .filter(random.pick(chainPredicates))
        case 2: .take(random.int(in: 0...6))
        case 3: .skip(random.int(in: 0...6))
        case 4: .scan(start: random.int(in: -3...3), random.pick(chainReducers))
        case 5: .distinctUntilChanged
        case 6: .startWith(random.int(in: -5...9))
        case 7: depth < 2 ? .concat(chain(&random, maxSteps: 3, depth: depth + 1)) : .distinctUntilChanged
        case 8: .takeWhileBlock(random.pick(chainPredicates))
        case 9: .skipWhileBlock(random.pick(chainPredicates))
        case 10: .ignore(random.int(in: -5...9))
        case 11: .aggregate(start: random.int(in: -3...3), random.pick(chainReducers))
        default: .collect
        }
    }
}

// MARK: - The test

@Suite("Random operator chains against a model", .checksLiveObjects)
struct RandomChainTests {
    /// The fixed base seed CI uses; `RAC_CHAIN_SEED` overrides it.
    static let fixedSeed: UInt64 = 0x00C0_FFEE_2C4A_1B5D
    static let defaultChainCount = 2_000

    /// Compares one chain with its model: the events it sends (recorded by subscribing), then `toArray()`.
    /// Returns a description of the mismatch, or `nil`.
    static func mismatch(in chain: Chain) -> String? {
        let expected = chain.model
        let recorded: Trace
        switch Trace.record(chain.signal) {
        case .failure(let failure): return "broke the event grammar: \(failure)"
        case .success(let trace): recorded = trace
        }
        if recorded != expected { return "sent \(recorded), the model says \(expected)" }
        // `toArray()` blocks until the terminal event; the recording above proved there is one.
        do {
            let array = try chain.signal.boundedToArray()
            if let error = expected.error { return "toArray() returned \(array), the model says it throws \(error)" }
            if array != expected.values { return "toArray() returned \(array), the model says \(expected.values)" }
        } catch {
            if error as? TestError != expected.error { return "toArray() threw \(error), the model says \(expected)" }
        }
        return nil
    }

    @Test("Random chains of map, filter, take, skip, scan, distinctUntilChanged, startWith, concat, takeWhileBlock, skipWhileBlock, ignore, aggregate and collect send what the same chain computes on an array")
    func randomChainsMatchTheModel() {
        let environment = ProcessInfo.processInfo.environment
        let base = baseSeed(fromEnvironment: "RAC_CHAIN_SEED", default: Self.fixedSeed)
        let caseSeeds: [UInt64]
        if environment["RAC_CHAIN_CASE"] != nil {
            caseSeeds = [baseSeed(fromEnvironment: "RAC_CHAIN_CASE", default: 0)]
        } else {
            let count = environment["RAC_CHAIN_COUNT"].flatMap { Int($0) } ?? Self.defaultChainCount
            caseSeeds = (0..<count).map { SplitMix64.caseSeed(base: base, index: $0) }
        }

        var mismatches = 0
        var operatorsUsed: [String: Int] = [:]
        for (index, caseSeed) in caseSeeds.enumerated() {
            var random = SplitMix64(seed: caseSeed)
            let chain = ChainGenerator.chain(&random)
            for step in chain.allSteps { operatorsUsed[step.name, default: 0] += 1 }
            guard let problem = Self.mismatch(in: chain) else { continue }
            mismatches += 1
            let report = """
                chain #\(index) of RAC_CHAIN_SEED=\(formatSeed(base)) (replay it alone: RAC_CHAIN_CASE=\(formatSeed(caseSeed)))
                  \(chain)
                  \(problem)
                """
            print(report)
            if mismatches <= 10 { Issue.record(Comment(rawValue: report)) }
        }
        print("Random chains: \(caseSeeds.count) tried (RAC_CHAIN_SEED=\(formatSeed(base))), \(mismatches) mismatched; operators used: \(operatorsUsed.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))")
        #expect(mismatches == 0)
        // Every operator of the list took part, many times over (unless a single case is replayed).
        if caseSeeds.count >= 1_000 {
            #expect(operatorsUsed.count == 13)
            #expect(operatorsUsed.values.allSatisfy { $0 >= 100 })
        }
    }

    @Test("The model agrees with hand-worked chains (a check of the checker)")
    func modelMatchesHandWorkedExamples() {
        func chain(_ values: [Int], failing error: TestError? = nil, _ steps: [ChainStep]) -> Chain {
            Chain(source: ChainSource(trace: Trace(values: values, error: error), usesFrom: false), steps: steps)
        }
        let double = chainTransforms[0], even = chainPredicates[0], sum = chainReducers[0]
        #expect(chain([1, 2, 3], [.map(double), .take(2)]).model == Trace(values: [2, 4], error: nil))
        #expect(chain([1, 2], failing: .boom, [.take(2)]).model == Trace(values: [1, 2], error: nil))
        #expect(chain([1, 2], failing: .boom, [.take(3)]).model == Trace(values: [1, 2], error: .boom))
        #expect(chain([2, 4, 5, 6], failing: .boom, [.takeWhileBlock(even)]).model == Trace(values: [2, 4], error: nil))
        #expect(chain([1, 1, 2, 1], [.distinctUntilChanged, .scan(start: 10, sum)]).model == Trace(values: [11, 13, 14], error: nil))
        #expect(chain([1, 2, 3], failing: .boom, [.aggregate(start: 0, sum)]).model == Trace(values: [], error: .boom))
        #expect(chain([], [.aggregate(start: 7, sum), .startWith(1)]).model == Trace(values: [1, 7], error: nil))
        #expect(chain([1], [.concat(chain([2], failing: .other, [])), .concat(chain([3], []))]).model == Trace(values: [1, 2], error: .other))
        #expect(chain([3, 1, 2], [.collect]).model == Trace(values: [fingerprint([3, 1, 2])], error: nil))
        for example in [chain([1, 2, 3], [.map(double), .take(2)]), chain([1, 2], failing: .boom, [.take(3)]),
                        chain([1], [.concat(chain([2], failing: .other, [])), .concat(chain([3], []))])] {
            #expect(Self.mismatch(in: example) == nil)
        }
    }
}
