import CourseProgress

/// One chapter's `Exercises/ChapterNN.md`, parsed: what each exercise asks, how it is helped, and
/// the catalogue of mistakes its tests must catch. The format is fixed in `Exercises/README.md`;
/// headings are the structure, and every problem is reported with its line.
struct CourseFile {
    /// A problem of the file, at a line.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let file: String
        let line: Int
        let message: String
        var description: String { "\(file):\(line): \(message)" }
    }

    /// Every problem of a file that cannot be parsed.
    struct Problems: Error, Equatable {
        let list: [Problem]
    }

    /// A ```` ```swift ```` block with `<!-- from: PATH -->` above it.
    struct Excerpt: Equatable {
        let path: String
        let lines: [String]
        /// The line of the opening fence.
        let line: Int
    }

    struct Hint: Equatable {
        /// The hint's Markdown, without its number and with its indentation under the list item removed.
        let text: String
        let excerpts: [Excerpt]
    }

    /// One line of an edit's diff.
    enum DiffLine: Equatable {
        case context(String)
        case removed(String)
        case added(String)
    }

    /// `In `FILE`:` and its diff: one or more hunks (separated by `@@` lines), each applied where its
    /// context and removed lines match.
    struct Edit: Equatable {
        /// Inside the chapter's module folder: `Subscriber.swift`.
        let file: String
        let hunks: [[DiffLine]]
        let line: Int
    }

    struct Mistake: Equatable {
        /// `2.3a`.
        let id: String
        let exercise: ExerciseID
        let title: String
        /// Why no test can tell it from the solution; `nil` for a mistake that breaks something (its
        /// `Breaks:` line says what, for the file's reader: the parser only requires it).
        let equivalent: String?
        /// What `progress` must report for it, when it crashes or hangs (a `Report:` line).
        let report: ExpectedReport?
        let edits: [Edit]
        let line: Int
    }

    /// A `Report:` line: `Report: crash: TEXT` (the crash message holds TEXT) or `Report: hang`.
    enum ExpectedReport: Equatable {
        case crash(String)
        case hang

        init?(_ text: String) {
            if text == "hang" {
                self = .hang
            } else if text.hasPrefix("crash:") {
                let message = text.dropFirst("crash:".count).trimmingWhitespace()
                guard !message.isEmpty else { return nil }
                self = .crash(message)
            } else {
                return nil
            }
        }
    }

    struct Exercise: Equatable {
        let id: ExerciseID
        let title: String
        /// What the exercise is about (Markdown, no code).
        let summary: String
        let rules: [String]
        let question: String
        let hints: [Hint]
        let mistakes: [Mistake]
        let line: Int
    }

    /// The path the problems name: `Exercises/Chapter02.md`.
    let file: String
    /// The `## Given` section's Markdown, if there is one.
    let given: String?
    let exercises: [Exercise]

    var mistakes: [Mistake] { exercises.flatMap(\.mistakes) }

    func exercise(_ id: ExerciseID) -> Exercise? {
        exercises.first { $0.id == id }
    }

    /// The path of chapter `number`'s file, relative to the package root.
    static func path(chapter number: Int) -> String {
        "Exercises/\(ChapterCatalog.numberedName(number)).md"
    }
}

// MARK: - Parsing

extension CourseFile {
    /// A line of the file with its 1-based number and whether it is inside a fenced block.
    private struct Line {
        let number: Int
        let text: String
        let inFence: Bool
        /// Whether this line opens or closes a fence.
        let isFence: Bool
        var trimmed: String { text.trimmingWhitespace() }
    }

    /// Parses `text`; throws every problem found (at least one).
    static func parse(_ text: String, file: String) throws(Problems) -> CourseFile {
        var problems: [Problem] = []
        func problem(_ line: Int, _ message: String) { problems.append(Problem(file: file, line: line, message: message)) }
        let lines = classify(Markdown.lines(of: text))
        var given: String?
        var exercises: [Exercise] = []
        // Split at `## ` headings.
        var sections: [(heading: Line, body: [Line])] = []
        var preamble: [Line] = []
        for line in lines {
            if !line.inFence, !line.isFence, line.text.hasPrefix("## ") {
                sections.append((line, []))
            } else if sections.isEmpty {
                preamble.append(line)
            } else {
                sections[sections.count - 1].body.append(line)
            }
        }
        if !preamble.contains(where: { !$0.inFence && $0.text.hasPrefix("# ") }) {
            problem(1, "the file must start with a `# Chapter N · …` title")
        }
        for (heading, body) in sections {
            let name = String(heading.text.dropFirst(3)).trimmingWhitespace()
            if name == "Given" {
                if given != nil || !exercises.isEmpty {
                    problem(heading.number, "`## Given` comes once, before the exercises")
                }
                given = markdown(body)
            } else if name.hasPrefix("Exercise ") {
                let rest = name.dropFirst("Exercise ".count)
                guard let colon = rest.firstIndex(of: ":"), let id = ExerciseID(String(rest[..<colon])) else {
                    problem(heading.number, "an exercise heading is `## Exercise N.M: title`, got `## \(name)`")
                    continue
                }
                let exerciseTitle = rest[rest.index(after: colon)...].trimmingWhitespace()
                if exerciseTitle.isEmpty { problem(heading.number, "exercise \(id) has no title after the colon") }
                if let previous = exercises.last, !(previous.id < id) {
                    problem(heading.number, "exercise \(id) comes after \(previous.id): exercises are in order, each once")
                }
                if let exercise = parseExercise(id: id, title: exerciseTitle, heading: heading, body: body, file: file, problems: &problems) {
                    exercises.append(exercise)
                }
            } else {
                problem(heading.number, "unknown section `## \(name)`: the sections are `## Given` and `## Exercise N.M: title`")
            }
        }
        if exercises.isEmpty, problems.isEmpty {
            problem(1, "no `## Exercise N.M: title` section")
        }
        var seen: Set<String> = []
        for mistake in exercises.flatMap(\.mistakes) {
            if !seen.insert(mistake.id).inserted { problem(mistake.line, "mistake \(mistake.id) is defined twice") }
        }
        guard problems.isEmpty else { throw Problems(list: problems) }
        return CourseFile(file: file, given: given, exercises: exercises)
    }

    /// Marks which lines are inside fenced blocks (``` or ~~~, three or more, possibly indented).
    private static func classify(_ texts: [String]) -> [Line] {
        var result: [Line] = []
        var fence: (Character, Int)?
        for (index, text) in texts.enumerated() {
            let trimmed = text.drop { $0 == " " || $0 == "\t" }
            let first = trimmed.first
            let run = first.map { character in trimmed.prefix { $0 == character }.count } ?? 0
            if let open = fence {
                let closes = first == open.0 && run >= open.1 && trimmed.trimmingWhitespace().count == run
                result.append(Line(number: index + 1, text: text, inFence: !closes, isFence: closes))
                if closes { fence = nil }
            } else if let first, first == "`" || first == "~", run >= 3 {
                fence = (first, run)
                result.append(Line(number: index + 1, text: text, inFence: false, isFence: true))
            } else {
                result.append(Line(number: index + 1, text: text, inFence: false, isFence: false))
            }
        }
        return result
    }

    /// The Markdown of `lines`, with blank lines at both ends dropped.
    private static func markdown(_ lines: [Line]) -> String {
        var texts = lines.map(\.text)
        while texts.first?.trimmingWhitespace().isEmpty == true { texts.removeFirst() }
        while texts.last?.trimmingWhitespace().isEmpty == true { texts.removeLast() }
        return texts.joined(separator: "\n")
    }

    private static func parseExercise(id: ExerciseID, title: String, heading: Line, body: [Line], file: String, problems: inout [Problem]) -> Exercise? {
        func problem(_ line: Int, _ message: String) { problems.append(Problem(file: file, line: line, message: message)) }
        let before = problems.count
        /// Where each bold label starts, outside fences.
        func find(_ label: String) -> Int? {
            body.firstIndex { !$0.inFence && !$0.isFence && $0.trimmed.hasPrefix(label) }
        }
        let rulesAt = find("**Rules**")
        let questionAt = find("**Before you write:**")
        let hintsAt = find("**Hints**")
        let mistakesAt = find("**Mistakes**")
        let labels: [(String, Int?)] = [("**Rules**", rulesAt), ("**Before you write:**", questionAt), ("**Hints**", hintsAt)]
        for (label, at) in labels where at == nil {
            problem(heading.number, "exercise \(id) has no \(label)")
        }
        guard let rulesAt, let questionAt, let hintsAt else { return nil }
        let order = [rulesAt, questionAt, hintsAt] + (mistakesAt.map { [$0] } ?? [])
        guard order == order.sorted() else {
            problem(heading.number, "exercise \(id): the parts come in the order **Rules**, **Before you write:**, **Hints**, **Mistakes**")
            return nil
        }
        let summaryLines = Array(body[..<rulesAt])
        if summaryLines.contains(where: { $0.isFence }) {
            problem(heading.number, "exercise \(id): the text before **Rules** holds no code block (code is for the last hint)")
        }
        if let stray = summaryLines.first(where: { !$0.inFence && $0.text.hasPrefix("### ") }) {
            problem(stray.number, "a `###` heading before **Mistakes**: mistakes go after the **Mistakes** line")
        }
        // Rules: a list.
        let rules = listItems(Array(body[(rulesAt + 1)..<questionAt]), numbered: false)
        if rules.isEmpty { problem(body[rulesAt].number, "exercise \(id): **Rules** needs a list of at least one rule (`- …`)") }
        // The question: the rest of its line and the paragraph after.
        var question = String(body[questionAt].trimmed.dropFirst("**Before you write:**".count)).trimmingWhitespace()
        for line in body[(questionAt + 1)..<hintsAt] {
            if line.trimmed.isEmpty { break }
            question += (question.isEmpty ? "" : " ") + line.trimmed
        }
        if question.isEmpty { problem(body[questionAt].number, "exercise \(id): **Before you write:** needs its question") }
        // Hints: a numbered list; the last holds the code.
        let hintEnd = mistakesAt ?? body.count
        let hints = parseHints(Array(body[(hintsAt + 1)..<hintEnd]), exercise: id, file: file, problems: &problems)
        if hints.isEmpty { problem(body[hintsAt].number, "exercise \(id): **Hints** needs a numbered list (`1. …`) whose last item is the code") }
        var mistakes: [Mistake] = []
        if let mistakesAt {
            mistakes = parseMistakes(Array(body[(mistakesAt + 1)...]), exercise: id, file: file, problems: &problems)
        }
        guard problems.count == before else { return nil }
        return Exercise(id: id, title: title, summary: markdown(summaryLines), rules: rules, question: question, hints: hints, mistakes: mistakes, line: heading.number)
    }

    /// The items of a bulleted (`- `, `* `) or numbered (`1. `) list, continuation lines joined.
    private static func listItems(_ lines: [Line], numbered: Bool) -> [String] {
        var items: [String] = []
        for line in lines where !line.inFence {
            let trimmed = line.trimmed
            if !numbered, trimmed.hasPrefix("- ") || trimmed.hasPrefix("* "), !line.text.hasPrefix("  ") {
                items.append(String(trimmed.dropFirst(2)))
            } else if !trimmed.isEmpty, !items.isEmpty {
                items[items.count - 1] += " " + trimmed
            }
        }
        return items
    }

    /// `1. text` at the start of a line: the number's length, or `nil`.
    private static func numberedItem(_ text: String) -> Int? {
        let digits = text.prefix { $0.isNumber }
        guard !digits.isEmpty, text.dropFirst(digits.count).hasPrefix(". ") else { return nil }
        return digits.count + 2
    }

    private static func parseHints(_ lines: [Line], exercise id: ExerciseID, file: String, problems: inout [Problem]) -> [Hint] {
        func problem(_ line: Int, _ message: String) { problems.append(Problem(file: file, line: line, message: message)) }
        var items: [(start: Int, lines: [Line])] = []
        for line in lines {
            if !line.inFence, !line.isFence, numberedItem(line.text) != nil {
                items.append((line.number, [line]))
            } else if !items.isEmpty {
                items[items.count - 1].lines.append(line)
            } else if !line.trimmed.isEmpty {
                problem(line.number, "exercise \(id): only a numbered list goes under **Hints**")
            }
        }
        var hints: [Hint] = []
        for (position, item) in items.enumerated() {
            let isLast = position == items.count - 1
            // The item's text: the first line without its number, the others without the list indentation.
            // The list indentation is what every continuation line has in common, up to the width
            // of the item's number: a block written flush left keeps its own indentation.
            let marker = numberedItem(item.lines[0].text)!
            let common = item.lines.dropFirst()
                .filter { !$0.trimmed.isEmpty }
                .map { $0.text.prefix { $0 == " " }.count }
                .min() ?? 0
            let strip = min(common, marker)
            var texts: [String] = []
            for (offset, line) in item.lines.enumerated() {
                texts.append(String(line.text.dropFirst(offset == 0 ? marker : strip)))
            }
            while texts.last?.trimmingWhitespace().isEmpty == true { texts.removeLast() }
            let scanned = Markdown.scan(texts.joined(separator: "\n")).blocks
            var excerpts: [Excerpt] = []
            for block in scanned {
                let line = item.start + block.line - 1
                guard isLast else {
                    problem(line, "exercise \(id): only the last hint holds code (this is hint \(position + 1) of \(items.count))")
                    continue
                }
                guard block.language == "swift" else {
                    problem(line, "exercise \(id): the last hint's code blocks are ```swift excerpts")
                    continue
                }
                guard let path = block.lineAbove.flatMap(DocsChecker.sourcePath(inMarker:)) else {
                    problem(line, "exercise \(id): an excerpt needs <!-- from: PATH --> on the line right above it")
                    continue
                }
                excerpts.append(Excerpt(path: path, lines: block.lines, line: line))
            }
            if isLast, scanned.isEmpty {
                problem(item.start, "exercise \(id): the last hint is the code: \"The code:\" and one or more excerpts")
            }
            hints.append(Hint(text: texts.joined(separator: "\n"), excerpts: excerpts))
        }
        return hints
    }

    private static func parseMistakes(_ lines: [Line], exercise id: ExerciseID, file: String, problems: inout [Problem]) -> [Mistake] {
        func problem(_ line: Int, _ message: String) { problems.append(Problem(file: file, line: line, message: message)) }
        var sections: [(heading: Line, body: [Line])] = []
        for line in lines {
            if !line.inFence, !line.isFence, line.text.hasPrefix("### ") {
                sections.append((line, []))
            } else if !sections.isEmpty {
                sections[sections.count - 1].body.append(line)
            } else if !line.trimmed.isEmpty {
                problem(line.number, "exercise \(id): under **Mistakes** come `### Mistake \(id)x: what the learner did` sections")
            }
        }
        var mistakes: [Mistake] = []
        for (heading, body) in sections {
            let name = String(heading.text.dropFirst(4)).trimmingWhitespace()
            guard name.hasPrefix("Mistake "), let colon = name.firstIndex(of: ":") else {
                problem(heading.number, "a mistake heading is `### Mistake \(id)x: what the learner did`, got `### \(name)`")
                continue
            }
            let mistakeID = String(name.dropFirst("Mistake ".count)[..<colon]).trimmingWhitespace()
            let letters = mistakeID.drop { $0.isNumber || $0 == "." }
            guard !letters.isEmpty, letters.allSatisfy({ $0.isLowercase && $0.isASCII }),
                  let owner = ExerciseID(String(mistakeID.dropLast(letters.count))) else {
                problem(heading.number, "a mistake is named N.M and a letter, `\(id)a`; got `\(mistakeID)`")
                continue
            }
            guard owner == id else {
                problem(heading.number, "mistake \(mistakeID) is under exercise \(id): a mistake goes under its own exercise")
                continue
            }
            let mistakeTitle = name[name.index(after: colon)...].trimmingWhitespace()
            var hasBreaksLine = false
            var equivalent: String?
            var report: ExpectedReport?
            var edits: [Edit] = []
            var badEdit = false
            var index = 0
            while index < body.count {
                let line = body[index]
                let trimmed = line.trimmed
                if !line.inFence, !line.isFence, trimmed.hasPrefix("Report:") {
                    let text = String(trimmed.dropFirst("Report:".count)).trimmingWhitespace()
                    if report != nil {
                        problem(line.number, "mistake \(mistakeID) has more than one Report: line")
                    } else if let expected = ExpectedReport(text) {
                        report = expected
                    } else {
                        problem(line.number, "mistake \(mistakeID): a Report: line is `Report: crash: MESSAGE` or `Report: hang`")
                    }
                    index += 1
                    continue
                }
                if !line.inFence, !line.isFence, trimmed.hasPrefix("Breaks:") || trimmed.hasPrefix("Equivalent:") {
                    var text = String(trimmed.drop { $0 != ":" }.dropFirst()).trimmingWhitespace()
                    var next = index + 1
                    while next < body.count, !body[next].trimmed.isEmpty, !body[next].isFence, !body[next].trimmed.hasPrefix("In `"),
                          !body[next].trimmed.hasPrefix("Report:") {
                        text += " " + body[next].trimmed
                        next += 1
                    }
                    if hasBreaksLine || equivalent != nil {
                        problem(line.number, "mistake \(mistakeID) has more than one Breaks:/Equivalent: line")
                    } else if trimmed.hasPrefix("Breaks:") {
                        hasBreaksLine = true
                    } else {
                        equivalent = text
                    }
                    index = next
                    continue
                }
                if !line.inFence, !line.isFence, trimmed.hasPrefix("In `"), trimmed.hasSuffix("`:") {
                    let fileName = String(trimmed.dropFirst(4).dropLast(2))
                    var open = index + 1
                    while open < body.count, body[open].trimmed.isEmpty { open += 1 }
                    guard open < body.count, body[open].isFence, body[open].trimmed.hasPrefix("```diff") || body[open].trimmed.hasPrefix("~~~diff") else {
                        problem(line.number, "mistake \(mistakeID): `In `\(fileName)`:` must be followed by a ```diff block")
                        index += 1
                        continue
                    }
                    var close = open + 1
                    var diff: [Line] = []
                    while close < body.count, !body[close].isFence {
                        diff.append(body[close])
                        close += 1
                    }
                    if let hunks = parseDiff(diff, mistake: mistakeID, file: file, problems: &problems) {
                        edits.append(Edit(file: fileName, hunks: hunks, line: body[open].number))
                    } else {
                        badEdit = true
                    }
                    index = close + 1
                    continue
                }
                if line.isFence {
                    problem(line.number, "mistake \(mistakeID): a code block here must be a ```diff right after `In `FILE`:`")
                    var close = index + 1
                    while close < body.count, !body[close].isFence { close += 1 }
                    index = close + 1
                    continue
                }
                index += 1
            }
            if !hasBreaksLine, equivalent == nil {
                problem(heading.number, "mistake \(mistakeID) needs a `Breaks:` line (what goes wrong) or an `Equivalent:` line (why nothing can tell)")
            }
            if report != nil, equivalent != nil {
                problem(heading.number, "mistake \(mistakeID) is Equivalent: it can have no Report: line")
            }
            if edits.isEmpty, !badEdit {
                problem(heading.number, "mistake \(mistakeID) has no edit (`In `FILE`:` and a ```diff block)")
            }
            mistakes.append(Mistake(id: mistakeID, exercise: id, title: mistakeTitle, equivalent: equivalent, report: report, edits: edits, line: heading.number))
        }
        return mistakes
    }

    private static func parseDiff(_ lines: [Line], mistake: String, file: String, problems: inout [Problem]) -> [[DiffLine]]? {
        var hunks: [[DiffLine]] = [[]]
        var ok = true
        for line in lines {
            let text = line.text
            if text.hasPrefix("@@") {
                hunks.append([])
            } else if text.hasPrefix("+") {
                hunks[hunks.count - 1].append(.added(String(text.dropFirst())))
            } else if text.hasPrefix("-") {
                hunks[hunks.count - 1].append(.removed(String(text.dropFirst())))
            } else if text.hasPrefix(" ") {
                hunks[hunks.count - 1].append(.context(String(text.dropFirst())))
            } else if text.trimmingWhitespace().isEmpty {
                hunks[hunks.count - 1].append(.context(""))
            } else {
                problems.append(Problem(file: file, line: line.number, message: "mistake \(mistake): a diff line starts with a space (context), - (removed) or + (added)"))
                ok = false
            }
        }
        hunks = hunks.filter { !$0.isEmpty }
        for hunk in hunks {
            let anchored = hunk.contains { if case .added = $0 { return false } else { return !$0.text.trimmingWhitespace().isEmpty } }
            let changes = hunk.contains { if case .context = $0 { return false } else { return true } }
            if !anchored || !changes {
                problems.append(Problem(file: file, line: lines.first?.number ?? 0, message: "mistake \(mistake): each hunk needs a non-blank context or removed line to find its place, and at least one - or + line"))
                ok = false
            }
        }
        if hunks.isEmpty {
            problems.append(Problem(file: file, line: lines.first?.number ?? 0, message: "mistake \(mistake): the diff is empty"))
            ok = false
        }
        return ok ? hunks : nil
    }
}

extension CourseFile.DiffLine {
    var text: String {
        switch self {
        case let .context(text), let .removed(text), let .added(text): return text
        }
    }
}
