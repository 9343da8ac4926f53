import CourseProgress
import Foundation

/// Keeps `Exercises/zh-Hans/ChapterNN-tests.txt` and `-tasks.txt` (`ChineseNames`) in step with the
/// code, as `TranslationCheck` keeps the guides in step with their English: a test name or marker
/// task that has no Chinese, and an entry whose English no longer exists (the English changed), are
/// listed, grouped by file with a count; a Chinese workspace cannot be written until they are
/// fixed, but the check does not fail on them. A Chinese text that would break the Swift string or
/// comment it is written into (an unescaped `"`, a `\(`) is a problem.
struct ChineseNamesCheck {
    /// What the check found.
    struct Findings {
        /// One line per file, for the report's notes.
        var notes: [String] = []
        var problems: [DocsChecker.Problem] = []
        /// Texts in the code with no Chinese (not listed, or listed with an empty `zh:`).
        var untranslated = 0
        /// Entries whose English is in the code no more.
        var unused = 0
    }

    let root: URL

    /// A text of the code that a Chinese workspace writes, and where it is.
    struct Found {
        let text: String
        /// Relative to the root.
        let file: String
        /// 1-based.
        let line: Int
    }

    func run() -> Findings {
        var findings = Findings()
        for kind in ChineseNames.Kind.allCases {
            check(kind, found: found(kind), into: &findings)
        }
        return findings
    }

    /// Every text of `kind` in the chapters' code, in file order (a text may be found more than once).
    func found(_ kind: ChineseNames.Kind) -> [Found] {
        var found: [Found] = []
        for chapter in ChapterCatalog.chapters {
            switch kind {
            case .tests:
                let folders = ["Tests/\(chapter.module)Tests", "\(ExerciseWorkspace.solutionsFolder(chapter))/Tests"]
                for folder in folders {
                    for path in Files.list(under: root.appendingPathComponent(folder)) where path.hasSuffix(".swift") {
                        let file = "\(folder)/\(path)"
                        guard let text = Files.read(root.appendingPathComponent(file)) else { continue }
                        found += TestNameLiterals.scan(text).map { Found(text: $0.text, file: file, line: $0.line + 1) }
                    }
                }
            case .tasks:
                for path in Files.list(under: root.appendingPathComponent(chapter.folder)) where path.hasSuffix(".swift") {
                    let file = "\(chapter.folder)/\(path)"
                    guard let text = Files.read(root.appendingPathComponent(file)),
                          let regions = try? ExerciseMarkers.regions(in: text) else { continue }
                    found += regions.map { Found(text: $0.task, file: file, line: $0.line) }
                }
            }
        }
        return found
    }

    private func check(_ kind: ChineseNames.Kind, found: [Found], into findings: inout Findings) {
        let names = ChineseNames.load(root: root, kind: kind)
        let what = kind == .tests ? "test name" : "marker task"
        let inCode = Set(found.map(\.text))
        // Not listed at all: by the code file that has it.
        var unlisted: [String: [Found]] = [:]
        var seen: Set<String> = []
        for text in found where names.entry(for: text.text) == nil && seen.insert(text.text).inserted {
            unlisted[text.file, default: []].append(text)
        }
        for (file, texts) in unlisted.sorted(by: { $0.key < $1.key }) {
            findings.untranslated += texts.count
            let first = texts[0]
            findings.notes.append("\(file): \(plural(texts.count, what)) in no \(ChineseNames.folder)/ChapterNN-\(kind.rawValue).txt "
                + "(first: line \(first.line), \"\(first.text)\")")
        }
        // Listed with an empty `zh:`, and listed but in the code no more: by the list's file.
        var empty: [String: [ChineseNames.Entry]] = [:]
        var unused: [String: [ChineseNames.Entry]] = [:]
        for entry in names.entries {
            if !inCode.contains(entry.english) {
                unused[entry.file, default: []].append(entry)
            } else if entry.chinese.isEmpty {
                empty[entry.file, default: []].append(entry)
            } else if kind == .tests, let message = Self.breaksSwift(entry.chinese) {
                findings.problems.append(.init(document: entry.file, line: entry.chineseLine, message: message))
            }
        }
        for (file, entries) in empty.sorted(by: { $0.key < $1.key }) {
            findings.untranslated += entries.count
            findings.notes.append("\(file): \(plural(entries.count, what)) without Chinese (empty `zh:`, first at line \(entries[0].line))")
        }
        for (file, entries) in unused.sorted(by: { $0.key < $1.key }) {
            findings.unused += entries.count
            let lines = entries.prefix(5).map { String($0.line) }.joined(separator: ", ") + (entries.count > 5 ? ", …" : "")
            findings.notes.append("\(file): \(plural(entries.count, "entry", "entries")) whose English no \(what) has any more "
                + "(the English changed?): line\(entries.count == 1 ? "" : "s") \(lines)")
        }
    }

    private func plural(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// Why `chinese`, written between the quotes of a Swift string literal, would not be the same
    /// text: a `"` that ends it early, or a `\(` that interpolates; `nil` when it is safe.
    static func breaksSwift(_ chinese: String) -> String? {
        var escaped = false
        for (index, character) in chinese.enumerated() {
            if escaped {
                if character == "(" { return "`\\(` at column \(index) would interpolate in a Swift string: write it otherwise" }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return "an unescaped `\"` at column \(index + 1) would end the Swift string: use “ ” or `\\\"`"
            }
        }
        return escaped ? "a lone `\\` at the end would escape the closing quote of the Swift string" : nil
    }
}
