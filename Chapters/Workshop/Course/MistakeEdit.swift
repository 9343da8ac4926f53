/// Applying a mistake's edit to a solved file.
///
/// Each hunk's context and removed lines, compared with leading and trailing whitespace trimmed,
/// must match exactly one contiguous run of the file's lines; the removed lines go, and the added
/// lines come in with the indentation of the first line they replace (or, for pure additions, of
/// the line they follow), keeping any indentation they have beyond that line's in the diff.
enum MistakeEdit {
    struct Failure: Error, Equatable, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    /// `text` with `edit`'s hunks applied, in order.
    static func apply(_ edit: CourseFile.Edit, to text: String) throws(Failure) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (number, hunk) in edit.hunks.enumerated() {
            let what = edit.hunks.count == 1 ? "the diff" : "hunk \(number + 1) of the diff"
            let pattern = hunk.compactMap { line -> String? in
                if case .added = line { return nil }
                return line.text.trimmingWhitespace()
            }
            let matches = places(of: pattern, in: lines)
            guard matches.count == 1, let start = matches.first else {
                if matches.isEmpty {
                    let best = bestPartialMatch(of: pattern, in: lines)
                    throw Failure(message: "\(what) matches no place in \(edit.file): no run of lines reads \"\(pattern[best])\" after the lines before it (lines compare with surrounding whitespace trimmed)")
                }
                throw Failure(message: "\(what) matches \(matches.count) places in \(edit.file) (lines \(matches.map { String($0 + 1) }.joined(separator: ", "))); add context lines until it matches one")
            }
            lines.replaceSubrange(start..<(start + pattern.count), with: replacement(hunk, matching: Array(lines[start..<(start + pattern.count)])))
        }
        return lines.joined(separator: "\n")
    }

    /// The starting indices where `pattern` matches `lines`, trimmed.
    static func places(of pattern: [String], in lines: [String]) -> [Int] {
        guard !pattern.isEmpty, pattern.count <= lines.count else { return [] }
        let trimmed = lines.map { $0.trimmingWhitespace() }
        return (0...(lines.count - pattern.count)).filter { start in
            pattern.indices.allSatisfy { trimmed[start + $0] == pattern[$0] }
        }
    }

    /// The index of the first pattern line that the longest partial match fails on.
    private static func bestPartialMatch(of pattern: [String], in lines: [String]) -> Int {
        let trimmed = lines.map { $0.trimmingWhitespace() }
        var best = 0
        for start in trimmed.indices {
            var matched = 0
            while matched < pattern.count, start + matched < trimmed.count, trimmed[start + matched] == pattern[matched] { matched += 1 }
            best = max(best, matched)
        }
        return min(best, pattern.count - 1)
    }

    /// The hunk's lines as they go into the file: context lines kept from `original` (the matched
    /// run), removed lines dropped, added lines indented after their reference line.
    private static func replacement(_ hunk: [CourseFile.DiffLine], matching original: [String]) -> [String] {
        // The file line each context or removed diff line matched.
        var matched: [Int: String] = [:]
        var cursor = 0
        for (index, line) in hunk.enumerated() where !isAdded(line) {
            matched[index] = original[cursor]
            cursor += 1
        }
        var output: [String] = []
        for (index, line) in hunk.enumerated() {
            switch line {
            case .context:
                output.append(matched[index]!)
            case .removed:
                break
            case let .added(text):
                let reference = referenceLine(for: index, in: hunk)
                let fileIndentation = indentation(of: matched[reference]!)
                let diffIndentation = indentation(of: hunk[reference].text)
                let own = indentation(of: text)
                let extra = own.hasPrefix(diffIndentation) ? String(own.dropFirst(diffIndentation.count)) : ""
                let content = text.trimmingWhitespace()
                output.append(content.isEmpty ? "" : fileIndentation + extra + content)
            }
        }
        return output
    }

    /// The line whose indentation the added line at `index` takes: the first line of the removed
    /// run right above it (the lines it replaces), else the line above it, else the line below.
    private static func referenceLine(for index: Int, in hunk: [CourseFile.DiffLine]) -> Int {
        var above = index - 1
        while above >= 0, isAdded(hunk[above]) { above -= 1 }
        if above >= 0 {
            guard case .removed = hunk[above] else { return above }
            var first = above
            while first > 0, case .removed = hunk[first - 1] { first -= 1 }
            return first
        }
        return hunk.indices.first { !isAdded(hunk[$0]) }!
    }

    private static func isAdded(_ line: CourseFile.DiffLine) -> Bool {
        if case .added = line { return true }
        return false
    }

    private static func indentation(of line: String) -> String {
        String(line.prefix { $0 == " " || $0 == "\t" })
    }
}
