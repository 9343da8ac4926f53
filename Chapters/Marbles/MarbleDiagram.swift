/// Several named marble lines drawn one under the other, tick under tick.
///
/// ```text
/// input  -a-b-|
/// output --A-B|
/// ```
///
/// Names are padded to the same width, so that column *n* is tick *n* in every row. A group such
/// as `(ab)` is wider than one character; the other rows get spaces in that column so that the
/// ticks after it still line up (spaces mean nothing to the parser):
///
/// ```text
/// input  -(ab)-|
/// output -A   -|
/// ```
public struct MarbleDiagram: Hashable, Sendable {
    /// One named line.
    public struct Row: Hashable, Sendable {
        public var name: String
        public var timeline: MarbleTimeline

        public init(name: String, timeline: MarbleTimeline) {
            self.name = name
            self.timeline = timeline
        }
    }

    /// The rows, top to bottom.
    public var rows: [Row]

    public init(_ rows: [Row] = []) {
        self.rows = rows
    }

    /// A diagram of `(name, timeline)` rows.
    public init(rows: [(name: String, timeline: MarbleTimeline)]) {
        self.rows = rows.map { Row(name: $0.name, timeline: $0.timeline) }
    }

    /// A diagram of `(name, marbles)` rows, each marble string parsed as by `MarbleTimeline(parsing:)`.
    public init(parsing rows: [(name: String, marbles: String)]) throws {
        self.rows = try rows.map { Row(name: $0.name, timeline: try MarbleTimeline(parsing: $0.marbles)) }
    }

    /// Adds a row at the bottom.
    public mutating func append(_ name: String, _ timeline: MarbleTimeline) {
        rows.append(Row(name: name, timeline: timeline))
    }

    /// The diagram with every value given a one-character spelling, consistently across rows, and
    /// the legend for the values that needed a letter.
    public func symbolized() -> (diagram: MarbleDiagram, legend: MarbleLegend) {
        let result = MarbleLegend.symbolize(rows.map(\.timeline))
        let diagram = MarbleDiagram(zip(rows, result.timelines).map { Row(name: $0.name, timeline: $1) })
        return (diagram, result.legend)
    }

    /// The diagram as lines joined by `\n` (no trailing newline, no trailing spaces).
    ///
    /// Each row is drawn to its own `length`, or to `ticks` ticks if given (cut or padded with
    /// `-`). A name column, as wide as the longest name plus one space, comes first unless every
    /// name is empty.
    public func render(ticks: Int? = nil) -> String {
        let cellRows = rows.map { $0.timeline.cells(ticks: ticks ?? $0.timeline.length) }
        let columnCount = cellRows.map(\.count).max() ?? 0
        var widths = Array(repeating: 1, count: columnCount)
        for cells in cellRows {
            for (column, cell) in cells.enumerated() {
                widths[column] = max(widths[column], cell.count)
            }
        }
        let nameWidth = rows.map(\.name.count).max() ?? 0
        let lines = zip(rows, cellRows).map { row, cells -> String in
            var line = nameWidth == 0 ? "" : row.name + String(repeating: " ", count: nameWidth - row.name.count + 1)
            for (column, cell) in cells.enumerated() {
                line += cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
        return lines.joined(separator: "\n")
    }
}

extension MarbleDiagram: CustomStringConvertible {
    /// The rendered diagram.
    public var description: String { render() }
}
