import Foundation

/// The hints of a workspace's exercises, one at a time, and only when asked.
///
/// They are kept apart from everything else a learner reads: the README and `course.json` hold none,
/// and `.progress/hints.json` (written with the workspace) is opened by `progress hint` alone. Which
/// ones were shown is kept in `.progress-state.json` in the workspace, so each `hint` shows the next.
public struct Hints {
    /// The file that holds the hints, relative to the workspace.
    public static let file = ".progress/hints.json"
    public static let stateFile = ".progress-state.json"

    let directory: URL
    let course: Course
    /// The language of the lines around a hint (the hint itself is in the course file's language).
    let language: Language

    public init(directory: URL, course: Course, language: Language = .english) {
        self.directory = directory
        self.course = course
        self.language = language
    }

    struct State: Codable {
        var hintsShown: [String: Int] = [:]
    }

    /// The hints file's text for `exercises`: each exercise's hints (the last is the code), by its number.
    public static func encoded(_ exercises: [Course.Exercise]) -> String {
        let book = Dictionary(uniqueKeysWithValues: exercises.filter { !$0.hints.isEmpty }.map { ($0.id.description, $0.hints) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        // Encoding strings cannot fail.
        return String(decoding: (try? encoder.encode(book)) ?? Data(), as: UTF8.self) + "\n"
    }

    /// `exercise`'s hints as the workspace keeps them.
    func hints(of exercise: Course.Exercise) -> [String] {
        let url = directory.appendingPathComponent(Self.file)
        let book = FileManager.default.contents(atPath: url.path).flatMap { try? JSONDecoder().decode([String: [String]].self, from: $0) }
        return book?[exercise.id.description] ?? []
    }

    /// The text of `exercise`'s next hint. After the last, the last again.
    public func next(for exercise: Course.Exercise) throws(CourseError) -> String {
        var exercise = exercise
        exercise.hints = hints(of: exercise)
        guard !exercise.hints.isEmpty else {
            throw CourseError(Bilingual(
                "exercise \(exercise.id) has no hints in this workspace (\(Self.file) has none for it)",
                "这个工作区里练习 \(exercise.id) 没有提示（\(Self.file) 里没有它的提示）"
            ))
        }
        let url = directory.appendingPathComponent(Self.stateFile)
        var state = FileManager.default.contents(atPath: url.path).flatMap { try? JSONDecoder().decode(State.self, from: $0) } ?? State()
        let shown = state.hintsShown[exercise.id.description] ?? 0
        let number = min(shown + 1, exercise.hints.count)
        state.hintsShown[exercise.id.description] = number
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let data = try? encoder.encode(state) { try? data.write(to: url) }
        return Self.text(of: exercise, hint: number, repeated: shown >= exercise.hints.count, in: language)
    }

    /// `Hint 2 of 3 for exercise 2.3 (title):` and the hint, for a terminal, framed in `language`
    /// in lines of at most `width` columns.
    public static func text(of exercise: Course.Exercise, hint number: Int, repeated: Bool = false, footer: Bool = true, in language: Language = .english,
                            width: Int = TextLayout.width) -> String {
        /// A framing line, wrapped to the width (the hint itself is Markdown, shown as written).
        func framing(_ text: Bilingual) -> [String] {
            TextLayout.wrap(text.text(in: language), width: width, indent: "", quotesAreTokens: false, pieces: TextLayout.breakPieces)
        }
        let count = exercise.hints.count
        let heading = number == count
            ? Bilingual("Hint \(number) of \(count) for exercise \(exercise.id), \(exercise.title) (the code):",
                        "练习 \(exercise.id)（\(exercise.title)）的提示 \(number)/\(count)（这一条就是代码）：")
            : Bilingual("Hint \(number) of \(count) for exercise \(exercise.id), \(exercise.title):",
                        "练习 \(exercise.id)（\(exercise.title)）的提示 \(number)/\(count)：")
        var lines = framing(heading) + [""]
        lines += Self.fitted(exercise.hints[number - 1], width: width)
        guard footer else { return lines.joined(separator: "\n") }
        lines.append("")
        let closing: Bilingual
        if repeated {
            closing = Bilingual("(That is the last hint again: there are no more.)", "（这还是最后一条提示：没有更多了。）")
        } else if number < count {
            closing = Bilingual("(`swift run progress hint \(exercise.id)` again for the next one.)",
                                "（再运行一次 `swift run progress hint \(exercise.id)`，看下一条。）")
        } else {
            closing = Bilingual(
                "(That was the last hint: the code itself. Type it rather than paste it, and ask yourself why each line is where it is.)",
                "（这是最后一条提示：代码本身。请亲手敲一遍，不要粘贴，并问问自己每一行为什么在那里。）"
            )
        }
        lines += framing(closing)
        return lines.joined(separator: "\n")
    }

    /// A hint's Markdown in lines of at most `width` columns: a prose line is wrapped (Chinese
    /// between characters), continuing under its text (under a list item's text, past its `- `);
    /// a line of code, in a fenced block or indented by four spaces, is shown as written.
    static func fitted(_ markdown: String, width: Int) -> [String] {
        var lines: [String] = []
        var inCode = false
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("```") { inCode.toggle() }
            guard !inCode, !trimmed.hasPrefix("```"), !line.hasPrefix("    "), line.displayWidth > width else {
                lines.append(line)
                continue
            }
            let indent = String(line.prefix { $0 == " " })
            let number = trimmed.prefix { $0.isNumber }
            let marker: String
            if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
                marker = "- "
            } else if !number.isEmpty, trimmed.dropFirst(number.count).hasPrefix(". ") {
                marker = number + ". "
            } else {
                marker = ""
            }
            let under = indent + String(repeating: " ", count: marker.count)
            lines += TextLayout.wrap(line, width: width, indent: under, firstIndent: "", quotesAreTokens: false, pieces: TextLayout.breakPieces)
        }
        return lines
    }
}
