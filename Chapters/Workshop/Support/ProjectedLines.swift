import Examples

/// An example's timeline laid out for a projector: no line wider than `width` columns.
///
/// A timeline line is `t=  1.0s  <what happened>  <state>`, and the state lists every control
/// (`button: enabled "Log in" · user: alice · …`), which can run to 200 columns. The state is
/// broken between controls (at ` · `), each continuation indented under the state column; the
/// header and the summary, which are prose, are broken between words.
enum ProjectedLines {
    /// The width `workshop example` uses unless told otherwise.
    static let defaultWidth = 100

    /// `line`, in lines of at most `width` columns (a single control wider than the state column
    /// still gets a line of its own, whole).
    static func lines(_ line: TimelineLine, width: Int) -> [String] {
        let text = line.description
        guard text.count > width else { return [text] }
        guard line.kind != .summary else { return prose(text, width: width) }
        let stateColumn = text.count - line.state.count
        let indent = String(repeating: " ", count: stateColumn)
        var result: [String] = []
        var current = String(text.prefix(stateColumn))
        let controls = line.state.components(separatedBy: " · ")
        for (index, control) in controls.enumerated() {
            let piece = index == 0 ? control : " · " + control
            // Room for the " ·" that ends a line when more follows.
            let room = index == controls.count - 1 ? width : width - 2
            if index > 0, current.count + piece.count > room {
                result.append(current + " ·")
                current = indent + control
            } else {
                current += piece
            }
        }
        result.append(current)
        return result
    }

    /// Prose in lines of at most `width` columns, broken between words; continuations indented by two.
    static func prose(_ text: String, width: Int) -> [String] {
        guard text.count > width else { return [text] }
        var result: [String] = []
        var current = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count > width, !current.trimmingWhitespace().isEmpty {
                result.append(current)
                current = "  " + word
            } else {
                current = candidate
            }
        }
        result.append(current)
        return result
    }
}
