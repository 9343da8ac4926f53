/// The display names of a test file: the first argument of each `@Test("…")` and `@Suite("…")`
/// attribute, a string literal on the attribute's line or on the line after `@Test(`. Only that
/// literal is a name: `.disabled(if:, "…")` comments and `arguments:` strings are not.
///
/// The names are kept as the source writes them (escapes included), so a name is replaced by its
/// Chinese without touching a character around it.
enum TestNameLiterals {
    /// One name: its 0-based line, and where its contents (inside the quotes) are on that line.
    struct Literal: Equatable {
        let line: Int
        let range: Range<String.Index>
        let text: String
    }

    /// Every name of `text`, in order.
    static func scan(_ text: String) -> [Literal] {
        scan(lines: lines(of: text))
    }

    /// `text` with each name replaced by `replacement(name)`; everything else as it was.
    static func replacing(in text: String, _ replacement: (String) -> String) -> String {
        var lines = lines(of: text)
        for literal in scan(lines: lines).reversed() {
            lines[literal.line].replaceSubrange(literal.range, with: replacement(literal.text))
        }
        return lines.joined(separator: "\n")
    }

    private static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    private static func scan(lines: [String]) -> [Literal] {
        var literals: [Literal] = []
        // After a line ending in `@Test(` or `@Suite(`: the name may start the next line.
        var nameOnNextLine = false
        for (index, line) in lines.enumerated() {
            if nameOnNextLine {
                nameOnNextLine = false
                if let range = literal(in: line, after: line.startIndex, leading: "") {
                    literals.append(Literal(line: index, range: range, text: String(line[range])))
                    continue
                }
            }
            for attribute in ["@Test", "@Suite"] {
                guard let found = line.range(of: attribute) else { continue }
                let after = line[found.upperBound...]
                // `@Testable` or `@TestSomething` is another word.
                if let next = after.first, next.isLetter || next.isNumber { continue }
                if let range = literal(in: line, after: found.upperBound, leading: "(") {
                    literals.append(Literal(line: index, range: range, text: String(line[range])))
                } else if after.trimmingWhitespace() == "(" {
                    nameOnNextLine = true
                }
            }
        }
        return literals
    }

    /// The contents of the string literal that starts `line` from `start`, after `leading` and
    /// spaces; `nil` when something else comes first or the literal does not close on the line.
    private static func literal(in line: String, after start: String.Index, leading: String) -> Range<String.Index>? {
        var index = start
        for expected in leading {
            guard index < line.endIndex, line[index] == expected else { return nil }
            index = line.index(after: index)
        }
        while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) }
        guard index < line.endIndex, line[index] == "\"" else { return nil }
        let contentStart = line.index(after: index)
        var cursor = contentStart
        var escaped = false
        while cursor < line.endIndex {
            let character = line[cursor]
            if escaped {
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return contentStart..<cursor
            }
            cursor = line.index(after: cursor)
        }
        return nil
    }
}
