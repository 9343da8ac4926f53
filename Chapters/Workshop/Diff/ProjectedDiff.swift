import CourseProgress

/// A unified diff laid out for a projector: no line wider than `width` columns, nothing lost.
///
/// A line that fits is shown as it is. A longer one is cut after its last space that fits (or,
/// with no space, at the width itself), and each continuation starts with the same first column
/// (`+`, `-` or a space), the line's own indentation and `↪ `: the mark no source line starts
/// with. Every character of the line is still there, in order, and the cut keeps its space at
/// the end of the piece before it.
enum ProjectedDiff {
    static let continuation = "↪ "

    /// `diff`'s lines, each at most `width` columns (`width` of at least 40).
    static func lines(of diff: String, width: Int) -> [String] {
        Markdown.lines(of: diff.hasSuffix("\n") ? String(diff.dropLast()) : diff).flatMap { lines($0, width: width) }
    }

    /// One line of a diff, in pieces of at most `width` columns.
    static func lines(_ line: String, width: Int) -> [String] {
        guard line.displayWidth > width else { return [line] }
        let column = line.first.map(String.init) ?? ""
        let isHeader = line.hasPrefix("--- ") || line.hasPrefix("+++ ") || line.hasPrefix("@@")
        let indentation = isHeader ? "" : String(line.dropFirst().prefix { $0 == " " })
        // The lead of a continuation; never more than half the width, so each piece moves on.
        let lead = String((column + indentation).prefix(width / 2)) + continuation
        var pieces: [String] = []
        var rest = Substring(line)
        var prefix = ""
        while (prefix + rest).displayWidth > width {
            let room = width - prefix.displayWidth
            var fitting = rest.startIndex
            var used = 0
            for index in rest.indices {
                let next = used + rest[index].displayWidth
                if next > room { break }
                used = next
                fitting = rest.index(after: index)
            }
            // Cut after the last space that fits, if text comes before it on this piece.
            let bodyStart = prefix.isEmpty ? rest.index(rest.startIndex, offsetBy: min(rest.count, 1 + indentation.count)) : rest.startIndex
            var cut = fitting
            if bodyStart < fitting, let space = rest[bodyStart..<fitting].lastIndex(of: " "), space > bodyStart {
                cut = rest.index(after: space)
            }
            pieces.append(prefix + rest[..<cut])
            rest = rest[cut...]
            prefix = lead
        }
        pieces.append(prefix + rest)
        return pieces
    }
}
