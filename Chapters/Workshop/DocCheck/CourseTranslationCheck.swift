/// Keeps a translated course file (`Exercises/zh-Hans/ChapterNN.md`) on the English file's
/// structure, so that the one parser (`CourseFile`) reads both and the same catalogue holds.
///
/// Only the prose is translated. What the parser and the course tools read must be the English
/// file's, in the same order: the heading levels, the `## Given`, `## Exercise N.M:` and
/// `### Mistake N.Mx:` ids, the `**Rules**`, `**Before you write:**`, `**Hints**` and
/// `**Mistakes**` labels, the `Breaks:`, `Equivalent:` and `Report:` lines, the `In `FILE`:`
/// lines, the `<!-- from: PATH -->` markers, the top-level list items (one rule, one hint each)
/// and every fenced block, diffs and excerpts alike.
enum CourseTranslationCheck {
    /// One structural line of a course file.
    struct Mark: Equatable {
        let line: Int
        let text: String
        static func == (lhs: Mark, rhs: Mark) -> Bool { lhs.text == rhs.text }
    }

    /// Whether `path` is a translated course file.
    static func isCourseFile(_ path: String) -> Bool {
        path.hasPrefix("Exercises/zh-Hans/") && path.hasSuffix(".md")
    }

    /// The first place where `chinese` leaves `english`'s structure, or `nil` if it keeps it.
    static func mismatch(chinese: String, english: String, original: String) -> (line: Int, message: String)? {
        let ours = marks(of: chinese)
        let theirs = marks(of: english)
        for (index, mark) in ours.enumerated() {
            guard index < theirs.count else {
                return (mark.line, "\(describe(mark)) is not in \(original) (its structure ends at line \(theirs.last?.line ?? 1))")
            }
            if mark != theirs[index] {
                let english = "\(original) has \(describe(theirs[index])) (line \(theirs[index].line))"
                return (mark.line, "\(describe(mark)) where \(english): keep the English file's headings, ids, keyword lines, lists and code")
            }
        }
        if ours.count < theirs.count {
            let missing = theirs[ours.count]
            return (ours.last?.line ?? 1, "\(describe(missing)) (\(original) line \(missing.line)) is missing from the translation")
        }
        return nil
    }

    private static func describe(_ mark: Mark) -> String {
        let first = mark.text.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init) ?? ""
        return mark.text.contains("\n") ? "the block `\(first)…`" : "`\(first)`"
    }

    static let labels = ["**Rules**", "**Before you write:**", "**Hints**", "**Mistakes**", "Breaks:", "Equivalent:"]

    /// The structural lines of a course file, in order.
    static func marks(of text: String) -> [Mark] {
        var marks: [Mark] = []
        var block: (line: Int, fence: String, lines: [String])?
        for (index, line) in Markdown.lines(of: text).enumerated() {
            let number = index + 1
            let trimmed = line.trimmingWhitespace()
            if var open = block {
                let closes = trimmed.hasPrefix(open.fence) && trimmed.allSatisfy { $0 == open.fence.first }
                if closes {
                    marks.append(Mark(line: open.line, text: open.lines.joined(separator: "\n")))
                    block = nil
                } else {
                    open.lines.append(trimmed)
                    block = open
                }
                continue
            }
            // A backtick fence's info string holds no backtick: "```` ```swift ```` block" is prose.
            if trimmed.hasPrefix("```") || trimmed.hasPrefix("~~~") {
                let fence = String(trimmed.prefix { $0 == trimmed.first })
                if fence.first == "~" || !trimmed.dropFirst(fence.count).contains("`") {
                    block = (number, fence, [trimmed])
                    continue
                }
            }
            if let mark = mark(of: line, trimmed: trimmed) {
                marks.append(Mark(line: number, text: mark))
            }
        }
        return marks
    }

    private static func mark(of line: String, trimmed: String) -> String? {
        if line.hasPrefix("#") {
            let level = line.prefix { $0 == "#" }
            let name = line.dropFirst(level.count).trimmingWhitespace()
            for keyword in ["Exercise ", "Mistake "] where name.hasPrefix(keyword) {
                return "\(level) " + (name.firstIndex(of: ":").map { String(name[...$0]) } ?? name)
            }
            return name == "Given" ? "\(level) Given" : String(level)
        }
        if let label = labels.first(where: { trimmed.hasPrefix($0) }) { return label }
        if trimmed.hasPrefix("Report:") || (trimmed.hasPrefix("In `") && trimmed.hasSuffix("`:")) { return trimmed }
        if DocsChecker.sourcePath(inMarker: trimmed) != nil { return trimmed }
        if line.hasPrefix("- ") || line.hasPrefix("* ") { return "-" }
        let digits = line.prefix { $0.isNumber }
        if !digits.isEmpty, line.dropFirst(digits.count).hasPrefix(". ") { return "\(digits)." }
        return nil
    }
}
