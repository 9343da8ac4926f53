import CourseProgress
import Examples

/// Text laid out for a projector: no line wider than `width` columns (`workshop`'s overview, a
/// chapter's demos, an example's timeline).
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
        let text = self.text(of: line)
        guard text.displayWidth > width else { return [text] }
        guard line.kind != .summary else { return prose(text, width: width) }
        let stateColumn = text.displayWidth - line.state.displayWidth
        let controls = line.state.components(separatedBy: " · ")
        // Continuations go under the state column, unless a control would not fit there: then
        // under the "what happened" column, ten columns in (after `t=  1.0s  `).
        let widest = controls.map(\.displayWidth).max() ?? 0
        let fitsUnderState = stateColumn + widest + 2 <= width
        let indent = String(repeating: " ", count: fitsUnderState ? stateColumn : 10)
        var result: [String] = []
        var current = String(text.dropLast(line.state.count))
        if !fitsUnderState, current.displayWidth + (controls.first?.displayWidth ?? 0) + 2 > width {
            result.append(current.trimmingWhitespace().isEmpty ? current : String(current.reversed().drop { $0 == " " }.reversed()))
            current = indent
        }
        var first = true
        for (index, control) in controls.enumerated() {
            let piece = first ? control : " · " + control
            // Room for the " ·" that ends a line when more follows.
            let room = index == controls.count - 1 ? width : width - 2
            if !first, current.displayWidth + piece.displayWidth > room {
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

    /// Prose in lines of at most `width` display columns, broken between words (and, in Chinese,
    /// between characters: `TextLayout.breakPieces`); continuations indented by two.
    static func prose(_ text: String, width: Int) -> [String] {
        guard text.displayWidth > width else { return [text] }
        return TextLayout.wrap(text, width: width, indent: "  ", firstIndent: "", quotesAreTokens: false, pieces: TextLayout.breakPieces)
    }

    /// `lead` then `body`, in lines of at most `width` display columns, `body` broken as `prose`
    /// is; the continuations start under `body`'s first column.
    static func wrap(_ body: String, after lead: String, width: Int) -> [String] {
        guard lead.displayWidth + body.displayWidth > width else { return [lead + body] }
        let indent = String(repeating: " ", count: lead.displayWidth)
        return TextLayout.wrap(body, width: width, indent: indent, firstIndent: lead, quotesAreTokens: false, pieces: TextLayout.breakPieces)
    }

    /// The printed line, as `TimelineLine.description` lays it out, but with the "what happened"
    /// column padded by display width, so that a Chinese caption keeps the state column in place.
    static func text(of line: TimelineLine) -> String {
        guard line.kind != .summary else { return line.what }
        let english = line.description
        let padding = max(0, TimelineLine.whatWidth - line.what.displayWidth)
        // `description` is `t=…s  ` + what + padding + `  ` + state; keep its time column.
        let timeColumn = english.prefix { $0 != "s" } + "s  "
        return timeColumn + line.what + String(repeating: " ", count: padding) + "  " + line.state
    }
}
