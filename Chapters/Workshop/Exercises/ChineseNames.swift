import CourseProgress
import Foundation

/// The Chinese twins of English texts that live in code rather than in a course file: the names of
/// the tests (`Exercises/zh-Hans/ChapterNN-tests.txt`) and the tasks of the exercise markers
/// (`Exercises/zh-Hans/ChapterNN-tasks.txt`). A Chinese workspace writes these in place of the
/// English ones; the English stays the source that every tool scans (which test checks which
/// exercise, which region is which), so a text is looked up by its exact English.
///
/// Each file lists pairs, by the chapter where the English first appears; `#` starts a comment:
///
///     en: Exercise 1.2: Each subscription runs the subscribe block again
///     zh: 练习 1.2：每次订阅都会再次运行订阅 block
///
/// A pair whose `zh:` is empty is not translated yet: nothing may use it.
struct ChineseNames {
    /// What a file holds.
    enum Kind: String, CaseIterable {
        /// `@Test("…")` and `@Suite("…")` names, as written in the Swift source (escapes kept).
        case tests
        /// The task of an opening marker `// exercise N.M: task => stub`.
        case tasks
    }

    /// One pair, where it is written.
    struct Entry: Equatable {
        let english: String
        /// Empty when the pair is not translated yet.
        let chinese: String
        /// The file, relative to the package root.
        let file: String
        /// The 1-based line of `en:`.
        let line: Int
        /// The 1-based line of `zh:` (0 when the pair has none).
        let chineseLine: Int
    }

    static let folder = "Exercises/zh-Hans"

    /// `Exercises/zh-Hans/Chapter04-tests.txt`.
    static func path(chapter number: Int, kind: Kind) -> String {
        "\(folder)/\(ChapterCatalog.numberedName(number))-\(kind.rawValue).txt"
    }

    let kind: Kind
    /// Every pair of every chapter's file, in chapter and line order.
    let entries: [Entry]
    private let byEnglish: [String: Entry]

    init(kind: Kind, entries: [Entry]) {
        self.kind = kind
        self.entries = entries
        // The first pair of a text wins, as the chapter where it first appears.
        self.byEnglish = Dictionary(entries.map { ($0.english, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Every chapter's file of `kind` under `root` (a chapter without one has no pairs).
    static func load(root: URL, kind: Kind) -> ChineseNames {
        var entries: [Entry] = []
        for chapter in ChapterCatalog.chapters {
            let path = path(chapter: chapter.number, kind: kind)
            guard let text = Files.read(root.appendingPathComponent(path)) else { continue }
            entries += parse(text, file: path)
        }
        return ChineseNames(kind: kind, entries: entries)
    }

    /// The pairs of one file. A `zh:` line belongs to the `en:` line right above it.
    static func parse(_ text: String, file: String) -> [Entry] {
        var entries: [Entry] = []
        var pending: (text: String, line: Int)?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("en:") {
                if let open = pending { entries.append(Entry(english: open.text, chinese: "", file: file, line: open.line, chineseLine: 0)) }
                pending = (value(of: line), index + 1)
            } else if line.hasPrefix("zh:"), let open = pending {
                entries.append(Entry(english: open.text, chinese: value(of: line), file: file, line: open.line, chineseLine: index + 1))
                pending = nil
            }
        }
        if let open = pending { entries.append(Entry(english: open.text, chinese: "", file: file, line: open.line, chineseLine: 0)) }
        return entries
    }

    /// What follows `en:` or `zh:` and the one space after it; the end of the line is kept as written.
    private static func value(of line: Substring) -> String {
        let rest = line.dropFirst(3)
        return String(rest.hasPrefix(" ") ? rest.dropFirst() : rest)
    }

    /// The pair of `english`, translated or not; `nil` when no file lists it.
    func entry(for english: String) -> Entry? {
        byEnglish[english]
    }

    /// The Chinese of `english`; `nil` when no file lists it or its `zh:` is empty.
    func chinese(for english: String) -> String? {
        guard let chinese = byEnglish[english]?.chinese, !chinese.isEmpty else { return nil }
        return chinese
    }

    /// Where `english` (found at `place`) lacks its Chinese, or `nil` when it has it.
    func missing(_ english: String, in place: String) -> Bilingual? {
        guard chinese(for: english) == nil else { return nil }
        let what = kind == .tests
            ? Bilingual("the test name at \(place)", "\(place) 处的测试名")
            : Bilingual("the task of the marker at \(place)", "\(place) 处标记的任务")
        if let entry = entry(for: english) {
            return Bilingual("\(entry.file):\(entry.line): empty `zh:` for \(what.english):",
                             "\(entry.file):\(entry.line)：\(what.chinese)的 `zh:` 是空的：")
        }
        let file = "\(Self.folder)/ChapterNN-\(kind.rawValue).txt"
        return Bilingual("\(what.english) is in no \(file) (add it to its chapter's):",
                         "\(what.chinese)不在任何 \(file) 里（把它加到它所在章的文件里）：")
    }
}
