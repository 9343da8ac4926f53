import Foundation
import Testing
@testable import RAC
import TestSupport

// `merge`, `combineLatest` and `zip` driven by random interleavings of subject sends, against a small
// reference model of each (below). Same seeds as the random chains: the fixed base seed, or
// `RAC_CHAIN_SEED`; `RAC_CHAIN_COUNT` cases per combinator; `RAC_CHAIN_CASE` replays one case.

/// One send to one of the source subjects.
enum SubjectSend: CustomStringConvertible {
    case next(source: Int, value: Int)
    case completed(source: Int)
    case error(source: Int, TestError)

    var source: Int {
        switch self {
        case .next(let source, _), .completed(let source), .error(let source, _): source
        }
    }

    var description: String {
        switch self {
        case .next(let source, let value): "s\(source).sendNext(\(value))"
        case .completed(let source): "s\(source).sendCompleted()"
        case .error(let source, let error): "s\(source).sendError(\(error))"
        }
    }

    func send(to subjects: [Subject<Int>]) {
        switch self {
        case .next(let source, let value): subjects[source].sendNext(value)
        case .completed(let source): subjects[source].sendCompleted()
        case .error(let source, let error): subjects[source].sendError(error)
        }
    }
}

enum Combinator: CaseIterable, CustomStringConvertible {
    case merge, combineLatest, zip
    var description: String {
        switch self {
        case .merge: "merge"
        case .combineLatest: "combineLatest"
        case .zip: "zip"
        }
    }
}

/// Which spelling of the combinator a case uses: each has its own code path in RAC.
enum CombinatorForm {
    /// `Signal.merge([…])`, `Signal.combineLatest([…])`, `Signal.zip([…])`.
    case array
    /// `Signal.combineLatest(a, b, …)` / `Signal.zip(a, b, …)`: the fixed arities (2–4) or the
    /// parameter pack (5).
    case variadic
    /// `a.merge(b)`, `a.combineLatest(with: b)`, `a.zip(with: b)` (two sources).
    case method
}

/// The reference model: what the combinator sends after each input, written from the contract
/// (Docs/Contracts.md §5) rather than from RAC's code.
struct CombinatorModel {
    let combinator: Combinator
    private var finished = false
    private var completed: [Bool]
    private var latest: [Int?]
    private var queues: [[Int]]

    init(_ combinator: Combinator, sources: Int) {
        self.combinator = combinator
        completed = Array(repeating: false, count: sources)
        latest = Array(repeating: nil, count: sources)
        queues = Array(repeating: [], count: sources)
    }

    /// `zip` can make no further tuple once a completed source has nothing queued.
    private var zipExhausted: Bool {
        queues.indices.contains { completed[$0] && queues[$0].isEmpty }
    }

    /// Feeds one input; returns the output events as log entries.
    mutating func feed(_ send: SubjectSend) -> [String] {
        if finished { return [] }
        switch send {
        case .error(_, let error):
            // Any source's error ends the combination at once.
            finished = true
            return ["error(\(error))"]
        case .next(let source, let value):
            switch combinator {
            case .merge:
                return ["next(\([value]))"]
            case .combineLatest:
                // Remember the latest; send all latest values once every source has one.
                latest[source] = value
                let all = latest.compactMap { $0 }
                return all.count == latest.count ? ["next(\(all))"] : []
            case .zip:
                // The k-th values of all sources go together.
                queues[source].append(value)
                var output: [String] = []
                if queues.allSatisfy({ !$0.isEmpty }) {
                    output.append("next(\(queues.map { $0[0] }))")
                    for index in queues.indices { queues[index].removeFirst() }
                }
                if zipExhausted {
                    finished = true
                    output.append("completed")
                }
                return output
            }
        case .completed(let source):
            completed[source] = true
            let done = combinator == .zip ? zipExhausted : completed.allSatisfy { $0 }
            if done { finished = true }
            return done ? ["completed"] : []
        }
    }
}

/// One random case: the combinator, its spelling, the sources' sends in interleaved order, and
/// possibly a disposal of the subscription after some of them.
struct InterleavingCase: CustomStringConvertible {
    var combinator: Combinator
    var form: CombinatorForm
    var sources: Int
    var sends: [SubjectSend]
    var disposeAfter: Int?

    var description: String {
        let names = (0..<sources).map { "s\($0)" }
        let call: String
        switch form {
        case .array: call = "Signal.\(combinator)([\(names.joined(separator: ", "))])"
        case .variadic: call = "Signal.\(combinator)(\(names.joined(separator: ", ")))"
        case .method: call = combinator == .merge ? "s0.merge(s1)" : "s0.\(combinator)(with: s1)"
        }
        var steps = sends.map(\.description)
        if let disposeAfter { steps.insert("dispose()", at: disposeAfter) }
        return "\(call); \(steps.joined(separator: "; "))"
    }

    /// The combined signal, every output as an array of `Int`s.
    func signal(over subjects: [Subject<Int>]) -> Signal<[Int]> {
        let s = subjects.map { $0 as Signal<Int> }
        switch (combinator, form) {
        case (.merge, .method): return s[0].merge(s[1]).map { [$0] }
        case (.merge, _): return Signal.merge(s).map { [$0] }
        case (.combineLatest, .array): return Signal.combineLatest(s)
        case (.combineLatest, .method): return s[0].combineLatest(with: s[1]).map { [$0.0, $0.1] }
        case (.combineLatest, .variadic):
            switch s.count {
            case 2: return Signal.combineLatest(s[0], s[1]).map { [$0.0, $0.1] }
            case 3: return Signal.combineLatest(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
            case 4: return Signal.combineLatest(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
            default: return Signal.combineLatest(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
            }
        case (.zip, .array): return Signal.zip(s)
        case (.zip, .method): return s[0].zip(with: s[1]).map { [$0.0, $0.1] }
        case (.zip, .variadic):
            switch s.count {
            case 2: return Signal.zip(s[0], s[1]).map { [$0.0, $0.1] }
            case 3: return Signal.zip(s[0], s[1], s[2]).map { [$0.0, $0.1, $0.2] }
            case 4: return Signal.zip(s[0], s[1], s[2], s[3]).map { [$0.0, $0.1, $0.2, $0.3] }
            default: return Signal.zip(s[0], s[1], s[2], s[3], s[4]).map { [$0.0, $0.1, $0.2, $0.3, $0.4] }
            }
        }
    }

    /// What the model says the subscriber receives.
    var expected: [String] {
        var model = CombinatorModel(combinator, sources: sources)
        var output: [String] = []
        for (index, send) in sends.enumerated() {
            if index == disposeAfter { break }
            output += model.feed(send)
        }
        return output
    }

    /// Runs the case on RAC; returns a description of any mismatch, or `nil`.
    func mismatch() -> String? {
        let subjects = (0..<sources).map { _ in Subject<Int>() }
        var received: [String] = []
        var terminated = false
        let subscription = signal(over: subjects).subscribeNext(
            { received.append("next(\($0))") },
            error: { received.append("error(\($0))"); terminated = true },
            completed: { received.append("completed"); terminated = true }
        )
        for (index, send) in sends.enumerated() {
            if index == disposeAfter { subscription.dispose() }
            send.send(to: subjects)
        }
        let expected = self.expected
        if received != expected { return "received \(received), the model says \(expected)" }
        // Clean-up: once the combination has ended (or been disposed), no source keeps a subscriber.
        if terminated || disposeAfter != nil {
            let left = subjects.map(\.subscriberCount)
            if left.contains(where: { $0 != 0 }) { return "after it ended, the sources still have \(left) subscribers" }
        }
        subscription.dispose()
        let left = subjects.map(\.subscriberCount)
        if left.contains(where: { $0 != 0 }) { return "after dispose(), the sources still have \(left) subscribers" }
        return nil
    }
}

enum InterleavingGenerator {
    /// A case with 1–5 sources. Each source sends 0–6 values (0–99), then completes (60%), fails
    /// (15%) or stays open (25%); the sends of all sources are shuffled together, each source's
    /// own order kept. One case in five disposes the subscription partway.
    static func make(_ combinator: Combinator, _ random: inout SplitMix64) -> InterleavingCase {
        let sources = random.int(in: 1...5)
        var scripts: [[SubjectSend]] = (0..<sources).map { source in
            var script = (0..<random.int(in: 0...6)).map { _ in SubjectSend.next(source: source, value: random.int(in: 0...99)) }
            switch random.int(in: 1...20) {
            case 1...12: script.append(.completed(source: source))
            case 13...15: script.append(.error(source: source, .numbered(random.int(in: 1...9))))
            default: break
            }
            return script
        }
        var sends: [SubjectSend] = []
        while scripts.contains(where: { !$0.isEmpty }) {
            let candidates = scripts.indices.filter { !scripts[$0].isEmpty }
            let source = random.pick(candidates)
            sends.append(scripts[source].removeFirst())
        }
        var forms: [CombinatorForm] = [.array]
        if sources >= 2 && (combinator != .merge) { forms.append(.variadic) }
        if sources == 2 { forms.append(.method) }
        let disposeAfter = random.chance(1, in: 5) && !sends.isEmpty ? random.int(in: 0...(sends.count - 1)) : nil
        return InterleavingCase(combinator: combinator, form: random.pick(forms), sources: sources, sends: sends, disposeAfter: disposeAfter)
    }
}

@Suite("Random interleavings of merge, combineLatest and zip against a model", .checksLiveObjects)
struct RandomInterleavingTests {
    static let defaultCaseCount = 1_000
    /// Keeps this test's cases apart from the chain test's under the same base seed.
    static let salt: UInt64 = 0x1A7E_5EED

    @Test("merge, combineLatest and zip send what the reference model sends, for random interleavings of their sources' events", arguments: Combinator.allCases)
    func randomInterleavingsMatchTheModel(combinator: Combinator) {
        let environment = ProcessInfo.processInfo.environment
        let base = baseSeed(fromEnvironment: "RAC_CHAIN_SEED", default: RandomChainTests.fixedSeed)
        let caseSeeds: [UInt64]
        if environment["RAC_CHAIN_CASE"] != nil {
            caseSeeds = [baseSeed(fromEnvironment: "RAC_CHAIN_CASE", default: 0)]
        } else {
            let count = environment["RAC_CHAIN_COUNT"].flatMap { Int($0) } ?? Self.defaultCaseCount
            caseSeeds = (0..<count).map { SplitMix64.caseSeed(base: base ^ Self.salt, index: $0) }
        }

        var mismatches = 0
        var forms: [String: Int] = [:]
        for (index, caseSeed) in caseSeeds.enumerated() {
            var random = SplitMix64(seed: caseSeed)
            let testCase = InterleavingGenerator.make(combinator, &random)
            forms["\(testCase.form)", default: 0] += 1
            guard let problem = testCase.mismatch() else { continue }
            mismatches += 1
            let report = """
                \(combinator) case #\(index) of RAC_CHAIN_SEED=\(formatSeed(base)) (replay it alone: RAC_CHAIN_CASE=\(formatSeed(caseSeed)))
                  \(testCase)
                  \(problem)
                """
            print(report)
            if mismatches <= 10 { Issue.record(Comment(rawValue: report)) }
        }
        print("Random interleavings (\(combinator)): \(caseSeeds.count) tried (RAC_CHAIN_SEED=\(formatSeed(base))), \(mismatches) mismatched; forms: \(forms.sorted { $0.key < $1.key })")
        #expect(mismatches == 0)
    }

    @Test("The reference model agrees with hand-worked interleavings (a check of the checker)")
    func modelMatchesHandWorkedExamples() {
        func run(_ combinator: Combinator, _ sources: Int, _ sends: [SubjectSend]) -> [String] {
            InterleavingCase(combinator: combinator, form: .array, sources: sources, sends: sends, disposeAfter: nil).expected
        }
        let sends: [SubjectSend] = [.next(source: 0, value: 1), .next(source: 1, value: 10), .next(source: 0, value: 2),
                                    .completed(source: 0), .next(source: 1, value: 20), .completed(source: 1)]
        #expect(run(.merge, 2, sends) == ["next([1])", "next([10])", "next([2])", "next([20])", "completed"])
        #expect(run(.combineLatest, 2, sends) == ["next([1, 10])", "next([2, 10])", "next([2, 20])", "completed"])
        // zip completes when source 0 has completed and its values are all used.
        #expect(run(.zip, 2, sends) == ["next([1, 10])", "next([2, 20])", "completed"])
        #expect(run(.merge, 2, [.next(source: 1, value: 5), .error(source: 0, .boom), .next(source: 1, value: 6)]) == ["next([5])", "error(boom)"])
        #expect(run(.combineLatest, 2, [.completed(source: 0), .next(source: 1, value: 5), .completed(source: 1)]) == ["completed"])
        #expect(run(.zip, 2, [.next(source: 0, value: 1), .completed(source: 1)]) == ["completed"])
    }
}
