import Foundation

/// Holds the Chinese texts to one word per English term: the terminology table of
/// `Docs/zh-Hans/README.md` (`## 术语表`) gives each term its rendering and, in its `不用` column,
/// the variants it does not allow, each in backticks. A variant is found in the guides and
/// course files in Chinese (their prose and Mermaid labels: code spans and other code blocks are
/// code), in the `zh:` lines of the tests' and tasks' Chinese names (`ChineseNames`), and in the
/// string literals of the workshop's and the course tools' Chinese texts, which are made where they
/// are used (`Chapters/Workshop`, `Chapters/CourseProgress`).
///
/// In a variant, `#` stands for a number (`第 # 刻`). A variant in Latin letters (`handler`) is a
/// word left in English: it is found only as a whole word next to Chinese text, not inside an English
/// sentence (a test's title), not after a dot (`S.upstream`) and not as a gloss in full-width
/// parentheses after its rendering (`处理 block（handler）`).
struct TermCheck {
    /// One row's variant.
    struct Variant {
        let text: String
        let term: String
        let rendering: String
        let pattern: NSRegularExpression
        let isLatin: Bool
    }

    static let table = "Docs/zh-Hans/README.md"
    /// The folders whose Swift string literals hold Chinese texts.
    static let codeFolders = ["Chapters/Workshop", "Chapters/CourseProgress"]

    let root: URL

    /// The variants of the table (none if there is no table).
    func variants() -> [Variant] {
        guard let text = Files.read(root.appendingPathComponent(Self.table)) else { return [] }
        var variants: [Variant] = []
        for (_, row) in Self.tableRows(Markdown.lines(of: text)) {
            let cells = row.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
            // `| English | 中文 | 出处 | 不用 |`: empty first and last cells around four.
            guard cells.count >= 6 else { continue }
            for text in Self.codeSpans(in: cells[4]) {
                guard let pattern = Self.pattern(for: text) else { continue }
                variants.append(Variant(text: text, term: cells[1], rendering: cells[2], pattern: pattern,
                                        isLatin: text.unicodeScalars.allSatisfy { $0.isASCII }))
            }
        }
        return variants
    }

    /// The table's rows (after its header and separator), with their 1-based line numbers.
    static func tableRows(_ lines: [String]) -> [(Int, String)] {
        guard let start = lines.firstIndex(where: { $0.trimmingWhitespace() == "## 术语表" }) else { return [] }
        var rows: [(Int, String)] = []
        var index = start + 1
        while index < lines.count, !lines[index].hasPrefix("## ") {
            let line = lines[index].trimmingWhitespace()
            if line.hasPrefix("|"), !line.hasPrefix("|---"), !line.hasPrefix("| English") { rows.append((index + 1, line)) }
            index += 1
        }
        return rows
    }

    static func codeSpans(in text: String) -> [String] {
        text.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }.filter { !$0.isEmpty }
    }

    static func pattern(for variant: String) -> NSRegularExpression? {
        let escaped = NSRegularExpression.escapedPattern(for: variant)
            .replacingOccurrences(of: "#", with: "[0-9０-９N一二三四五六七八九十]+")
            .replacingOccurrences(of: " ", with: " ?")
        let latin = variant.unicodeScalars.allSatisfy { $0.isASCII }
        return try? NSRegularExpression(pattern: latin ? "(?<![A-Za-z_.])\(escaped)(?![A-Za-z_])" : escaped,
                                        options: latin ? [.caseInsensitive] : [])
    }

    /// Every variant found, as problems.
    func problems() -> [DocsChecker.Problem] {
        // A tree without the table (a test's scratch tree) has nothing to check against.
        let variants = variants()
        guard !variants.isEmpty else { return [] }
        var problems: [DocsChecker.Problem] = []
        for document in TranslationCheck(root: root).chineseDocuments() {
            guard let text = Files.read(root.appendingPathComponent(document)) else { continue }
            let lines = Markdown.lines(of: text)
            let tableLines = document == Self.table ? Set(Self.tableRows(lines).map(\.0)) : []
            var texts = Markdown.scan(text).prose
                .filter { !tableLines.contains($0.line) && TranslationCheck.header($0.text) == nil }
                .map { (line: $0.line, text: Markdown.removingCodeSpans($0.text)) }
            for block in Markdown.scan(text).blocks where block.language == "mermaid" {
                texts += block.lines.enumerated().map { (line: block.line + 1 + $0.offset, text: $0.element) }
            }
            problems += find(variants, in: texts.sorted { $0.line < $1.line }, document: document)
        }
        // The Chinese names of the tests and the markers' tasks (`ChineseNames`): their `zh:` lines.
        for kind in ChineseNames.Kind.allCases {
            let entries = ChineseNames.load(root: root, kind: kind).entries.filter { !$0.chinese.isEmpty }
            for (file, inFile) in Dictionary(grouping: entries, by: \.file).sorted(by: { $0.key < $1.key }) {
                let texts = inFile.map { (line: $0.chineseLine, text: Markdown.removingCodeSpans($0.chinese)) }
                problems += find(variants, in: texts, document: file)
            }
        }
        for folder in Self.codeFolders {
            for file in Files.list(under: root.appendingPathComponent(folder)) where file.hasSuffix(".swift") {
                let document = "\(folder)/\(file)"
                guard let text = Files.read(root.appendingPathComponent(document)) else { continue }
                let texts = Markdown.lines(of: text).enumerated().flatMap { offset, line in
                    Self.stringLiterals(in: line).filter(Self.hasChinese).map { (line: offset + 1, text: $0) }
                }
                problems += find(variants, in: texts, document: document)
            }
        }
        return problems
    }

    private func find(_ variants: [Variant], in texts: [(line: Int, text: String)], document: String) -> [DocsChecker.Problem] {
        var problems: [DocsChecker.Problem] = []
        for (line, text) in texts {
            let string = text as NSString
            for variant in variants {
                for match in variant.pattern.matches(in: text, range: NSRange(location: 0, length: string.length)) {
                    if variant.isLatin, !Self.isLeftInEnglish(match.range, in: string) { continue }
                    let found = string.substring(with: match.range)
                    let rule = "the terminology table (\(Self.table), 术语表) says \(variant.term) is \(variant.rendering)"
                    problems.append(.init(document: document, line: line, message: "「\(found)」: \(rule), not \(variant.text)"))
                }
            }
        }
        return problems
    }

    /// Whether a Latin word at `range` sits in Chinese text: its nearest neighbours (spaces
    /// skipped) include a Chinese character, and it is not a gloss `（word）`.
    static func isLeftInEnglish(_ range: NSRange, in text: NSString) -> Bool {
        func neighbour(from start: Int, step: Int) -> Character? {
            var index = start
            while index >= 0, index < text.length {
                let character = Character(text.substring(with: NSRange(location: index, length: 1)))
                if character != " " { return character }
                index += step
            }
            return nil
        }
        let before = neighbour(from: range.location - 1, step: -1)
        let after = neighbour(from: range.location + range.length, step: 1)
        if before == "（", after == "）" { return false }
        return [before, after].contains { $0.map(isChinese) ?? false }
    }

    /// A Chinese character or full-width punctuation (`，`, `（`, `：`, `」`).
    static func isChinese(_ character: Character) -> Bool {
        let ranges: [ClosedRange<UInt32>] = [0x4E00...0x9FFF, 0x3000...0x303F, 0xFF01...0xFF0F, 0xFF1A...0xFF20]
        return character.unicodeScalars.contains { scalar in ranges.contains { $0.contains(scalar.value) } }
    }

    static func hasChinese(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) }
    }

    /// The contents of the `"…"` literals on a Swift line (escapes kept as written).
    static func stringLiterals(in line: String) -> [String] {
        var literals: [String] = []
        var current: String?
        var escaped = false
        for character in line {
            if var open = current {
                if escaped { open.append(character); escaped = false; current = open; continue }
                if character == "\\" { escaped = true; open.append(character); current = open; continue }
                if character == "\"" { literals.append(open); current = nil; continue }
                open.append(character)
                current = open
            } else if character == "\"" {
                current = ""
            }
        }
        return literals
    }
}
