/// A file's change in unified format: `---`/`+++` headers and `@@` hunks, as `diff -u` writes it.
enum UnifiedDiff {
    /// One line of a file, and whether a newline ends it (only the last line may lack one).
    struct Line: Equatable {
        let text: String
        let hasNewline: Bool
    }

    /// Splits `text` into lines at `\n` (a `\r` stays part of its line, as in `diff`).
    static func lines(of text: String) -> [Line] {
        var lines: [Line] = []
        var current: [UInt8] = []
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n") {
                lines.append(Line(text: String(decoding: current, as: UTF8.self), hasNewline: true))
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty {
            lines.append(Line(text: String(decoding: current, as: UTF8.self), hasNewline: false))
        }
        return lines
    }

    /// The unified diff of one file, or `nil` if nothing changed.
    ///
    /// `oldPath`/`newPath` are the header paths without their `a/`/`b/` prefix; `nil` text means
    /// the file does not exist on that side (a new or a deleted file, with `/dev/null` in its
    /// header, as `diff -N` and git write it).
    static func file(oldPath: String, oldText: String?, newPath: String, newText: String?, context: Int = 3) -> String? {
        let old = oldText.map(lines(of:)) ?? []
        let new = newText.map(lines(of:)) ?? []
        if oldText != nil, newText != nil, old == new { return nil }
        if oldText == nil, newText == nil { return nil }

        let edits = LineDiff.edits(from: old, to: new)
        var output = ""
        output += "--- " + (oldText == nil ? "/dev/null" : "a/" + oldPath) + "\n"
        output += "+++ " + (newText == nil ? "/dev/null" : "b/" + newPath) + "\n"
        for hunk in hunks(edits, context: context) {
            output += hunk.header + "\n"
            for edit in edits[hunk.range] {
                switch edit {
                case let .equal(oldIndex, _): output += render(old[oldIndex], prefix: " ")
                case let .delete(oldIndex): output += render(old[oldIndex], prefix: "-")
                case let .insert(newIndex): output += render(new[newIndex], prefix: "+")
                }
            }
        }
        return output
    }

    private static func render(_ line: Line, prefix: String) -> String {
        prefix + line.text + (line.hasNewline ? "\n" : "\n\\ No newline at end of file\n")
    }

    /// A run of edits shown together: the changes plus up to `context` equal lines around them.
    struct Hunk: Equatable {
        /// The edits it shows.
        let range: Range<Int>
        /// 1-based first line and line count on each side.
        let oldStart: Int, oldCount: Int, newStart: Int, newCount: Int

        /// `@@ -1,5 +1,6 @@`; a count of 1 is left out (`-3`), and an empty side names the line
        /// before it (`-0,0` for a new file), as `diff -u` does.
        var header: String {
            func side(_ start: Int, _ count: Int) -> String {
                count == 1 ? "\(start)" : "\(start),\(count)"
            }
            return "@@ -\(side(oldStart, oldCount)) +\(side(newStart, newCount)) @@"
        }
    }

    /// Groups the changes of `edits` into hunks with `context` lines of context; changes closer
    /// than twice the context share a hunk.
    static func hunks(_ edits: [LineDiff.Edit], context: Int) -> [Hunk] {
        let changes = edits.indices.filter {
            if case .equal = edits[$0] { return false }
            return true
        }
        guard let firstChange = changes.first else { return [] }

        var ranges: [Range<Int>] = []
        var start = max(firstChange - context, 0)
        var end = min(firstChange + context + 1, edits.count)
        for change in changes.dropFirst() {
            let changeStart = max(change - context, 0)
            if changeStart <= end {
                end = min(change + context + 1, edits.count)
            } else {
                ranges.append(start..<end)
                start = changeStart
                end = min(change + context + 1, edits.count)
            }
        }
        ranges.append(start..<end)

        return ranges.map { range in
            var oldBefore = 0, newBefore = 0
            for edit in edits[..<range.lowerBound] {
                switch edit {
                case .equal: oldBefore += 1; newBefore += 1
                case .delete: oldBefore += 1
                case .insert: newBefore += 1
                }
            }
            var oldCount = 0, newCount = 0
            for edit in edits[range] {
                switch edit {
                case .equal: oldCount += 1; newCount += 1
                case .delete: oldCount += 1
                case .insert: newCount += 1
                }
            }
            return Hunk(
                range: range,
                oldStart: oldCount == 0 ? oldBefore : oldBefore + 1, oldCount: oldCount,
                newStart: newCount == 0 ? newBefore : newBefore + 1, newCount: newCount
            )
        }
    }
}
