import Foundation
import Testing

/// Keeps Docs/PortingFromReactiveObjC.md honest: every `RAC` name its tables cite (each
/// backticked spelling in the RAC column) is declared in Chapters/RAC, with the same argument
/// labels, and every test file the table links to exists.
@Suite("Porting guide")
struct PortingGuideTests {
    @Test("every RAC spelling the porting guide cites is declared in Chapters/RAC")
    func citedNamesExist() throws {
        let guide = try PortingGuide.load()
        let declarations = try DeclarationIndex(sourcesUnder: PortingGuide.root.appendingPathComponent("Chapters/RAC"))
        #expect(guide.rows.count > 150)
        var checked = 0
        for row in guide.rows {
            for spelling in row.citedSpellings {
                checked += 1
                #expect(declarations.declares(spelling), "Docs/PortingFromReactiveObjC.md:\(row.line): `\(spelling)` is not declared in Chapters/RAC")
            }
            let cited = !row.citedSpellings.isEmpty
            let explained = row.racCell.hasPrefix("not ") || row.racCell.hasPrefix("planned") || row.racCell.hasPrefix("a switch")
            #expect(cited || explained, "Docs/PortingFromReactiveObjC.md:\(row.line): a row cites no RAC name and gives no reason")
        }
        #expect(checked > 150)
    }

    @Test("the checker rejects a name, or argument labels, that RAC does not declare")
    func checkerCatchesMistakes() throws {
        let declarations = try DeclarationIndex(sourcesUnder: PortingGuide.root.appendingPathComponent("Chapters/RAC"))
        #expect(declarations.declares("groupBy(_:transform:)"))
        #expect(declarations.declares("Scheduler.scheduler(priority:name:)"))
        #expect(declarations.declares("Scheduler.scheduler(priority:)"))  // `name` has a default
        #expect(!declarations.declares("Scheduler.scheduler(name:)"))  // `priority` does not
        #expect(!declarations.declares("groupBy(_:transformer:)"))
        #expect(!declarations.declares("reduceApply()"))
        #expect(!declarations.declares("Signal.sequence"))
        #expect(!declarations.declares("Sheduler.current"))
        #expect(declarations.declares("CommandError.notEnabled"))
        #expect(declarations.declares("Signal.if(_:then:else:)"))
    }

    @Test("every test file the porting guide links to exists")
    func linkedTestsExist() throws {
        let guide = try PortingGuide.load()
        for row in guide.rows {
            for file in row.linkedTestFiles {
                let url = PortingGuide.root.appendingPathComponent("Docs").appendingPathComponent(file).standardizedFileURL
                #expect(FileManager.default.fileExists(atPath: url.path), "Docs/PortingFromReactiveObjC.md:\(row.line): no test file \(file)")
            }
        }
    }
}

/// The rows of the guide's tables: `| ReactiveObjC | RAC | test |`.
private struct PortingGuide {
    struct Row {
        let line: Int
        let racCell: String
        let testCell: String

        /// The backticked spans of the RAC cell: each one is a spelling to check.
        var citedSpellings: [String] {
            racCell.split(separator: "`", omittingEmptySubsequences: false)
                .enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        }

        /// The targets of the links in the test cell, relative to Docs/.
        var linkedTestFiles: [String] {
            testCell.components(separatedBy: "](").dropFirst().compactMap { $0.split(separator: ")").first.map(String.init) }
        }
    }

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    let rows: [Row]

    static func load() throws -> PortingGuide {
        let text = try String(contentsOf: root.appendingPathComponent("Docs/PortingFromReactiveObjC.md"), encoding: .utf8)
        var rows: [Row] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            guard line.hasPrefix("| "), !line.hasPrefix("| ReactiveObjC |") else { continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count == 5 else { continue }  // "", objc, rac, test, ""
            rows.append(Row(line: index + 1, racCell: cells[2], testCell: cells[3]))
        }
        return PortingGuide(rows: rows)
    }
}

/// What Chapters/RAC declares for users: public and open members, the requirements of public
/// protocols, enum cases, and types, each function with its argument labels.
private struct DeclarationIndex {
    /// A function or initialiser's parameters: external label and whether it has a default.
    typealias Parameters = [(label: String, hasDefault: Bool)]

    private(set) var types: Set<String> = []
    private(set) var properties: Set<String> = []
    private(set) var functions: [String: [Parameters]] = [:]

    init(sourcesUnder folder: URL) throws {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        for file in files {
            index(try String(contentsOf: file, encoding: .utf8).replacingOccurrences(of: "->", with: "→"))
        }
    }

    private mutating func index(_ source: String) {
        let text = Array(source)
        let protocolBodies = Self.publicProtocolBodies(text)
        var position = 0
        while position < text.count {
            guard let (keyword, start) = Self.nextKeyword(in: text, from: position) else { break }
            position = start + keyword.count
            let isPublic = Self.isPublic(text, before: start) || protocolBodies.contains { $0.contains(start) }
            var cursor = position
            Self.skipSpaces(text, &cursor)
            switch keyword {
            case "case":
                let name = Self.identifier(text, &cursor)
                if let first = name.first, first.isLowercase, name != "let", name != "var" { properties.insert(name) }
            case "class", "struct", "enum", "protocol", "typealias", "actor":
                let name = Self.identifier(text, &cursor)
                if isPublic, name.first?.isUppercase == true { types.insert(name) }
            case "var", "let":
                if isPublic { properties.insert(Self.identifier(text, &cursor)) }
            case "func", "init":
                guard isPublic else { continue }
                let name = keyword == "init" ? "init" : Self.identifier(text, &cursor)
                Self.skipSpaces(text, &cursor)
                if cursor < text.count, text[cursor] == "<" { _ = Self.balanced(text, &cursor, open: "<", close: ">") }
                Self.skipSpaces(text, &cursor)
                guard cursor < text.count, text[cursor] == "(" else { continue }
                let list = Self.balanced(text, &cursor, open: "(", close: ")")
                functions[name, default: []].append(Self.parameters(list))
            default:
                break
            }
        }
    }

    /// Whether `spelling` (`Type.member(label:…)`, `member(_:)`, `Type.property`, `Type`) is declared.
    func declares(_ spelling: String) -> Bool {
        var name = spelling
        var labels: [String]?
        if let open = spelling.firstIndex(of: "(") {
            guard spelling.hasSuffix(")") else { return false }
            name = String(spelling[..<open])
            let inner = spelling[spelling.index(after: open)..<spelling.index(before: spelling.endIndex)]
            guard inner.isEmpty || inner.hasSuffix(":") else { return false }
            labels = inner.split(separator: ":").map(String.init)
        }
        var parts = name.split(separator: ".").map(String.init)
        guard let member = parts.popLast(), !member.isEmpty else { return false }
        for part in parts where !types.contains(part) { return false }
        guard let labels else {
            return types.contains(member) || properties.contains(member)
        }
        return (functions[member] ?? []).contains { Self.matches(labels, $0) }
    }

    /// The cited labels are the declaration's, with some defaulted parameters left out.
    private static func matches(_ labels: [String], _ parameters: Parameters) -> Bool {
        if parameters.isEmpty { return labels.isEmpty }
        let first = parameters[0], rest = Array(parameters.dropFirst())
        if let label = labels.first, label == first.label, matches(Array(labels.dropFirst()), rest) { return true }
        return first.hasDefault && matches(labels, rest)
    }

    // MARK: Scanning

    private static let keywords = ["func", "init", "var", "let", "case", "class", "struct", "enum", "protocol", "typealias", "actor"]

    private static func nextKeyword(in text: [Character], from start: Int) -> (String, Int)? {
        var index = start
        while index < text.count {
            if text[index].isLetter, index == 0 || !(text[index - 1].isLetter || text[index - 1].isNumber || text[index - 1] == "_" || text[index - 1] == "." || text[index - 1] == "`") {
                var end = index
                while end < text.count, text[end].isLetter { end += 1 }
                let word = String(text[index..<end])
                let followed = end < text.count && (text[end] == " " || text[end] == "(" || text[end] == "<")
                if followed, keywords.contains(word) { return (word, index) }
                index = end
            } else {
                index += 1
            }
        }
        return nil
    }

    /// Whether the declaration at `start` has `public` or `open` among its modifiers on its line.
    private static func isPublic(_ text: [Character], before start: Int) -> Bool {
        var lineStart = start
        while lineStart > 0, text[lineStart - 1] != "\n" { lineStart -= 1 }
        let modifiers = String(text[lineStart..<start]).split(separator: " ").map(String.init)
        return modifiers.contains("public") || modifiers.contains("open")
    }

    /// The character ranges of the bodies of `public protocol` declarations.
    private static func publicProtocolBodies(_ text: [Character]) -> [Range<Int>] {
        var bodies: [Range<Int>] = []
        let source = String(text)
        var searchStart = source.startIndex
        while let found = source.range(of: "public protocol ", range: searchStart..<source.endIndex) {
            let offset = source.distance(from: source.startIndex, to: found.lowerBound)
            var cursor = offset
            while cursor < text.count, text[cursor] != "{" { cursor += 1 }
            let bodyStart = cursor
            _ = balanced(text, &cursor, open: "{", close: "}")
            bodies.append(bodyStart..<cursor)
            searchStart = found.upperBound
        }
        return bodies
    }

    private static func skipSpaces(_ text: [Character], _ cursor: inout Int) {
        while cursor < text.count, text[cursor] == " " { cursor += 1 }
    }

    private static func identifier(_ text: [Character], _ cursor: inout Int) -> String {
        var name = ""
        while cursor < text.count, text[cursor].isLetter || text[cursor].isNumber || text[cursor] == "_" || text[cursor] == "`" {
            if text[cursor] != "`" { name.append(text[cursor]) }
            cursor += 1
        }
        return name
    }

    /// The text between `open` at `cursor` and its matching `close`; moves `cursor` past it.
    private static func balanced(_ text: [Character], _ cursor: inout Int, open: Character, close: Character) -> String {
        var depth = 0
        let start = cursor + 1
        while cursor < text.count {
            if text[cursor] == open { depth += 1 }
            if text[cursor] == close {
                depth -= 1
                if depth == 0 {
                    cursor += 1
                    return String(text[start..<(cursor - 1)])
                }
            }
            cursor += 1
        }
        return String(text[min(start, text.count)...])
    }

    /// The labels of a parameter list: the first word of each top-level, comma-separated parameter.
    private static func parameters(_ list: String) -> Parameters {
        var result: Parameters = []
        var depth = 0
        var current = ""
        for character in list + "," {
            switch character {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", ">", "}": depth -= 1
            default: break
            }
            if character == ",", depth == 0 {
                let trimmed = current.trimmingCharacters(in: .whitespacesAndNewlines)
                if !trimmed.isEmpty, let colon = trimmed.firstIndex(of: ":") {
                    let label = trimmed[..<colon].split(separator: " ").first.map(String.init) ?? "_"
                    result.append((label, Self.hasTopLevelDefault(trimmed)))
                }
                current = ""
            } else {
                current.append(character)
            }
        }
        return result
    }

    private static func hasTopLevelDefault(_ parameter: String) -> Bool {
        var depth = 0
        for character in parameter {
            switch character {
            case "(", "[", "<", "{": depth += 1
            case ")", "]", ">", "}": depth -= 1
            case "=" where depth == 0: return true
            default: break
            }
        }
        return false
    }
}
