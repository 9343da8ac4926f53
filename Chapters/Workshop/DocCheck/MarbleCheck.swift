import Marbles

/// Checks a guide's marble diagrams against what the workshop's demos print.
///
/// The convention: a ```` ```text ```` block with `<!-- marbles: demo N.M -->` on the line right
/// above it shows the marble diagram of demo N.M, the M-th demo of `workshop chapter N`. Its lines
/// must be exactly the lines printed under that demo's "Marbles:" (the rows, and the `where …`
/// legend if there is one), each compared with surrounding spaces trimmed (so the legend may be
/// indented under the rows). So when a demo's output changes, the guide that
/// draws it has to change too, and a guide cannot draw a demo's story differently from the demo.
enum MarbleCheck {
    /// The demo `label` ("2.4") names in `<!-- marbles: demo 2.4 -->`, or `nil` if `line` is not
    /// such a marker.
    static func demoLabel(inMarker line: String) -> String? {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3).trimmingWhitespace()
        guard inner.hasPrefix("marbles:") else { return nil }
        let rest = inner.dropFirst("marbles:".count).trimmingWhitespace()
        guard rest.hasPrefix("demo ") else { return rest.isEmpty ? nil : rest }
        return String(rest.dropFirst("demo ".count)).trimmingWhitespace()
    }

    /// The marble lines demo `label` prints, or `nil` if there is no such demo.
    static func marbleLines(ofDemo label: String) -> [String]? {
        let parts = label.split(separator: ".")
        guard parts.count == 2, let chapter = Int(parts[0]), let index = Int(parts[1]),
              let demos = DemoRegistry.demos(forChapter: chapter), index >= 1, index <= demos.count
        else { return nil }
        return marbleLines(of: demos[index - 1])
    }

    /// What `workshop chapter N` prints under "Marbles:" for `demo`, without the indentation.
    static func marbleLines(of demo: Demo) -> [String] {
        let recorder = DemoRecorder()
        demo.body(recorder)
        let (diagram, legend) = recorder.diagram.symbolized()
        var lines = diagram.render().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if !legend.isEmpty { lines.append("where \(legend)") }
        return lines
    }

    /// Why the block fails, or `nil` if it is fine or is not a marked marble block.
    static func check(_ block: Markdown.CodeBlock) -> (label: String, message: String?)? {
        guard block.language == "text", let label = block.lineAbove.flatMap(demoLabel(inMarker:)) else { return nil }
        guard let expected = marbleLines(ofDemo: label) else {
            return (label, "marbles of demo \(label): there is no such demo (`workshop chapter N` numbers them N.1, N.2, …)")
        }
        let shown = block.lines.map { $0.trimmingWhitespace() }
        let printed = expected.map { $0.trimmingWhitespace() }
        guard shown != printed else { return (label, nil) }
        for (index, line) in printed.enumerated() where index >= shown.count || shown[index] != line {
            let found = index < shown.count ? "\"\(shown[index])\"" : "nothing"
            return (label, "marbles of demo \(label) differ from what the demo prints: line \(index + 1) should be \"\(line)\", found \(found)")
        }
        return (label, "marbles of demo \(label) differ from what the demo prints: \(shown.count - printed.count) extra line(s) after \"\(printed.last ?? "")\"")
    }

}
