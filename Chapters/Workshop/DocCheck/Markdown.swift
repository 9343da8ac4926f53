/// Just enough Markdown for `check-docs`: fenced code blocks and link destinations.
enum Markdown {
    /// A fenced code block.
    struct CodeBlock: Equatable {
        /// The first word of the info string, lowercased (`swift`, `text`, or empty).
        let language: String
        /// 1-based line number of the opening fence.
        let line: Int
        /// The lines between the fences.
        let lines: [String]
        /// The line just above the opening fence, or `nil` at the top of the file.
        let lineAbove: String?
    }

    /// A link or image destination, with where it was found.
    struct Link: Equatable {
        let destination: String
        /// 1-based line number.
        let line: Int
    }

    /// The fence that opens a code block: ``` or ~~~ (three or more), possibly indented.
    private struct Fence {
        let character: Character
        let length: Int
        let info: String

        init?(_ line: String) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard let first = trimmed.first, first == "`" || first == "~" else { return nil }
            let run = trimmed.prefix { $0 == first }
            guard run.count >= 3 else { return nil }
            let info = trimmed.dropFirst(run.count).trimmingWhitespace()
            // A backtick fence's info string cannot contain backticks (that is inline code).
            if first == "`", info.contains("`") { return nil }
            character = first
            length = run.count
            self.info = info
        }

        /// Whether `line` closes this fence: the same character, at least as many, nothing else.
        func isClosed(by line: String) -> Bool {
            let trimmed = line.trimmingWhitespace()
            return trimmed.count >= length && trimmed.allSatisfy { $0 == character }
        }
    }

    /// Splits a document into lines.
    static func lines(of text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
    }

    /// The fenced code blocks of `text`, and the lines that are prose (outside every block).
    static func scan(_ text: String) -> (blocks: [CodeBlock], prose: [(line: Int, text: String)]) {
        let all = lines(of: text)
        var blocks: [CodeBlock] = []
        var prose: [(line: Int, text: String)] = []
        var index = 0
        while index < all.count {
            guard let fence = Fence(all[index]) else {
                prose.append((index + 1, all[index]))
                index += 1
                continue
            }
            let start = index
            var body: [String] = []
            index += 1
            // An unclosed fence runs to the end of the document.
            while index < all.count, !fence.isClosed(by: all[index]) {
                body.append(all[index])
                index += 1
            }
            index += 1
            let language = fence.info.split(separator: " ").first.map { $0.lowercased() } ?? ""
            blocks.append(CodeBlock(
                language: language,
                line: start + 1,
                lines: body,
                lineAbove: start > 0 ? all[start - 1] : nil
            ))
        }
        return (blocks, prose)
    }

    /// The link and image destinations in prose lines: `[text](destination "title")`,
    /// `![alt](destination)` and reference definitions `[label]: destination`. Code spans are skipped.
    static func links(in prose: [(line: Int, text: String)]) -> [Link] {
        var links: [Link] = []
        for (number, text) in prose {
            let line = Array(removingCodeSpans(text))
            // Reference definition: `[label]: destination` at the start of the line.
            let trimmed = String(line).trimmingWhitespace()
            if trimmed.hasPrefix("["), let close = trimmed.range(of: "]:") {
                let rest = trimmed[close.upperBound...].trimmingWhitespace()
                if let destination = rest.split(separator: " ").first {
                    links.append(Link(destination: unbracketed(String(destination)), line: number))
                }
                continue
            }
            var index = 0
            while index + 1 < line.count {
                guard line[index] == "]", line[index + 1] == "(" else {
                    index += 1
                    continue
                }
                var cursor = index + 2
                while cursor < line.count, line[cursor] == " " { cursor += 1 }
                var destination = ""
                if cursor < line.count, line[cursor] == "<" {
                    cursor += 1
                    while cursor < line.count, line[cursor] != ">" {
                        destination.append(line[cursor])
                        cursor += 1
                    }
                } else {
                    // Up to whitespace or the `)` that balances the opening one.
                    var depth = 0
                    while cursor < line.count, line[cursor] != " " {
                        if line[cursor] == "(" { depth += 1 }
                        if line[cursor] == ")" {
                            if depth == 0 { break }
                            depth -= 1
                        }
                        destination.append(line[cursor])
                        cursor += 1
                    }
                }
                links.append(Link(destination: destination, line: number))
                index = cursor
            }
        }
        return links
    }

    private static func unbracketed(_ destination: String) -> String {
        if destination.hasPrefix("<"), destination.hasSuffix(">") {
            return String(destination.dropFirst().dropLast())
        }
        return destination
    }

    /// `line` with every inline code span (`` `code` ``, ``` ``co`de`` ```) blanked out.
    static func removingCodeSpans(_ line: String) -> String {
        let characters = Array(line)
        var result = ""
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                result.append(characters[index])
                index += 1
                continue
            }
            var run = 0
            while index + run < characters.count, characters[index + run] == "`" { run += 1 }
            // Find the closing run of exactly the same length.
            var search = index + run
            var closing: Int?
            while search < characters.count {
                if characters[search] == "`" {
                    var length = 0
                    while search + length < characters.count, characters[search + length] == "`" { length += 1 }
                    if length == run {
                        closing = search
                        break
                    }
                    search += length
                } else {
                    search += 1
                }
            }
            guard let closing else {
                // No closing run: the backticks are literal.
                result += String(repeating: "`", count: run)
                index += run
                continue
            }
            result += String(repeating: " ", count: closing + run - index)
            index = closing + run
        }
        return result
    }
}
