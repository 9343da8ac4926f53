import CourseProgress
import Foundation

/// Checks the figures of `Docs/Teaching.md` and its translation against the course files, so
/// that none goes stale when a chapter gains an exercise or a mistake:
///
/// - the estimates table (its first header cell `chapter` or `章`): each chapter's number of
///   exercises and of catalogued mistakes are those of `Exercises/ChapterNN.md`;
/// - the total of the table's "exercises take" column is the one the prose states
///   ("18 to 25 hours");
/// - the one-day plan's hours of teaching are its slots' minutes, breaks and lunch left out;
/// - the per-test limit the guide quotes is `progress`'s default (`OptionSpec.defaultTimeout`);
/// - "Chapter 1, both exercises" while chapter 1 has two.
struct TeachingFigureCheck {
    let root: URL

    func problems() -> [DocsChecker.Problem] {
        var problems: [DocsChecker.Problem] = []
        for (document, language) in zip(TeachingPlanCheck.documents, [Language.english, .simplifiedChinese]) {
            guard let text = Files.read(root.appendingPathComponent(document)) else { continue }
            problems += check(text, language: language).map { DocsChecker.Problem(document: document, line: $0.line, message: $0.message) }
        }
        return problems
    }

    /// The course's counts for chapter `number`: exercises and catalogued mistakes.
    func counts(chapter number: Int) -> (exercises: Int, mistakes: Int)? {
        let path = CourseFile.path(chapter: number)
        guard let text = Files.read(root.appendingPathComponent(path)),
              let file = try? CourseFile.parse(text, file: path) else { return nil }
        return (file.exercises.count, file.mistakes.count)
    }

    func check(_ text: String, language: Language) -> [(line: Int, message: String)] {
        let lines = Markdown.lines(of: text)
        var problems: [(line: Int, message: String)] = []
        var low = 0.0, high = 0.0, chapters = 0
        var inEstimates = false
        for (index, line) in lines.enumerated() {
            let cells = Self.cells(line)
            if cells.first == "chapter" || cells.first == "章" { inEstimates = true; continue }
            guard inEstimates else { continue }
            guard !cells.isEmpty else { if chapters > 0 { inEstimates = false }; continue }
            guard cells.count >= 4, let chapter = Int(cells[0].prefix { $0.isNumber }) else { continue }
            chapters += 1
            guard let counts = counts(chapter: chapter) else {
                problems.append((index + 1, "chapter \(chapter) has no \(CourseFile.path(chapter: chapter)) to count from"))
                continue
            }
            if cells[1] != String(counts.exercises) {
                problems.append((index + 1, "chapter \(chapter) has \(counts.exercises) exercises in \(CourseFile.path(chapter: chapter)); the table says \(cells[1])"))
            }
            if cells[2] != String(counts.mistakes) {
                problems.append((index + 1, "chapter \(chapter) has \(counts.mistakes) mistakes catalogued in \(CourseFile.path(chapter: chapter)); the table says \(cells[2])"))
            }
            let hours = Self.numbers(in: cells[3])
            low += hours.first ?? 0
            high += hours.last ?? 0
        }
        if chapters == 0 {
            problems.append((1, "no estimates table (first header cell 'chapter' or '章') to check"))
        }
        let teaching = Self.teachingHours(lines)
        let limit = Self.format(OptionSpec.defaultTimeout)
        let figures: [(what: String, phrase: Bilingual)] = [
            ("the table's total", Bilingual("\(Self.format(low)) to \(Self.format(high)) hours", "\(Self.format(low)) 到 \(Self.format(high)) 小时")),
            ("the one-day plan's teaching time", Bilingual("(\(Self.format(teaching)) hours of teaching)", "（\(Self.format(teaching)) 小时教学）")),
            ("progress's default limit for one test", Bilingual("(\(limit) s is the default limit for one test)", "（\(limit) 秒是单个测试的默认时限）")),
        ]
        for figure in figures where !text.contains(figure.phrase.text(in: language)) {
            problems.append((1, "\(figure.what) is \"\(figure.phrase.text(in: language))\", which the guide does not say"))
        }
        // "both exercises" of chapter 1 holds while it has two.
        let both = Bilingual("Chapter 1, both exercises", "第 1 章，两个练习都做").text(in: language)
        if let count = counts(chapter: 1)?.exercises, count != 2, let line = lines.firstIndex(where: { $0.contains(both) }) {
            problems.append((line + 1, "chapter 1 has \(count) exercises, not two: \"\(both)\" is stale"))
        }
        return problems
    }

    /// The hours of the first schedule table (the one-day plan) that are not a break or lunch.
    static func teachingHours(_ lines: [String]) -> Double {
        guard let header = lines.firstIndex(where: TeachingPlanCheck.isScheduleHeader) else { return 0 }
        var minutes = 0
        for line in lines.dropFirst(header + 2) {
            let cells = cells(line)
            guard cells.count >= 2 else { break }
            if ["break", "lunch", "休息", "午餐"].contains(cells[1]) { continue }
            let times = cells[0].split(whereSeparator: { $0 == "–" || $0 == ":" }).compactMap { Int($0) }
            guard times.count == 4 else { continue }
            minutes += (times[2] * 60 + times[3]) - (times[0] * 60 + times[1])
        }
        return Double(minutes) / 60
    }

    /// A table row's cells, trimmed; empty for a line that is not a row.
    static func cells(_ line: String) -> [String] {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("|"), trimmed.hasSuffix("|") else { return [] }
        return trimmed.dropFirst().dropLast().split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingWhitespace() }
    }

    /// The decimal numbers in `text`, in order: `2.5–3.5 h` gives 2.5 and 3.5.
    static func numbers(in text: String) -> [Double] {
        text.split(whereSeparator: { !($0.isASCII && ($0.isNumber || $0 == ".")) }).compactMap { Double($0) }
    }

    /// `18` for 18.0, `6.5` for 6.5.
    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
