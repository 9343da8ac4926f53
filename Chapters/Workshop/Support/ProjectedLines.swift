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
        let controls = line.state.components(separatedBy: " · ")
        // Continuations go under the state column, unless a control would not fit there: then
        // under the "what happened" column, ten columns in (after `t=  1.0s  `).
        let widest = controls.map(\.count).max() ?? 0
        let fitsUnderState = stateColumn + widest + 2 <= width
        let indent = String(repeating: " ", count: fitsUnderState ? stateColumn : 10)
        var result: [String] = []
        var current = String(text.prefix(stateColumn))
        if !fitsUnderState, current.count + (controls.first?.count ?? 0) + 2 > width {
            result.append(current.trimmingWhitespace().isEmpty ? current : String(current.reversed().drop { $0 == " " }.reversed()))
            current = indent
        }
        var first = true
        for (index, control) in controls.enumerated() {
            let piece = first ? control : " · " + control
            // Room for the " ·" that ends a line when more follows.
            let room = index == controls.count - 1 ? width : width - 2
            if !first, current.count + piece.count > room {
                result.append(current + " ·")
                current = indent + control
            } else {
                current += piece
            }
            first = false
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
