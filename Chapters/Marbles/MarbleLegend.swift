/// Letters for values that have no one-character spelling, and the key that explains them.
///
/// A marble line has one character per value, so `"hello"` or `42` cannot appear in it as they
/// are. `symbolized()` gives each such value a free letter (the same letter every time the value
/// comes back) and returns the legend to print under the diagram:
///
/// ```text
/// input  -a-b-|
///        a = "hello", b = "world"
/// ```
public struct MarbleLegend: Hashable, Sendable, CustomStringConvertible {
    /// One substituted value.
    public struct Entry: Hashable, Sendable {
        /// The letter used in the diagram.
        public var symbol: Character
        /// The value it stands for.
        public var value: String

        public init(symbol: Character, value: String) {
            self.symbol = symbol
            self.value = value
        }
    }

    /// The substitutions, in order of first appearance.
    public private(set) var entries: [Entry] = []

    /// Whether nothing was substituted.
    public var isEmpty: Bool { entries.isEmpty }

    /// `a = "hello", b = "world"`.
    public var description: String {
        entries.map { "\($0.symbol) = \"\($0.value)\"" }.joined(separator: ", ")
    }

    /// Rewrites `timelines` so that every value has a one-character spelling, and records the
    /// substitutions. Values that already have one keep it; the others get the first unused
    /// letters of `a`…`z`, then `A`…`Z` (never `X`), then digits.
    static func symbolize(_ timelines: [MarbleTimeline]) -> (timelines: [MarbleTimeline], legend: MarbleLegend) {
        var used = Set<Character>()
        for timeline in timelines {
            for entry in timeline.entries {
                if case .next = entry.event, let symbol = entry.event.symbol { used.insert(symbol) }
            }
        }
        let candidates = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWYZ0123456789")
        var free = candidates.filter { !used.contains($0) }[...]
        var legend = MarbleLegend()
        var assigned: [String: Character] = [:]

        func spelling(of value: String) -> String {
            if MarbleEvent.next(value).symbol != nil { return value }
            if let symbol = assigned[value] { return String(symbol) }
            // Out of letters (more than 61 distinct values): keep the value; it renders as `*`.
            guard let symbol = free.popFirst() else { return value }
            assigned[value] = symbol
            legend.entries.append(Entry(symbol: symbol, value: value))
            return String(symbol)
        }

        let rewritten = timelines.map { timeline in
            MarbleTimeline(
                timeline.entries.map { entry in
                    guard case .next(let value) = entry.event else { return entry }
                    return MarbleTimeline.Entry(tick: entry.tick, event: .next(spelling(of: value)))
                },
                length: timeline.length
            )
        }
        return (rewritten, legend)
    }
}

extension MarbleTimeline {
    /// This timeline with a letter for each value that has no one-character spelling, and the
    /// legend that says which letter means what.
    public func symbolized() -> (timeline: MarbleTimeline, legend: MarbleLegend) {
        let result = MarbleLegend.symbolize([self])
        return (result.timelines[0], result.legend)
    }
}
