import Foundation

/// `Tests/RACMistakes.md`, parsed: plausible mistakes in `RAC`, each a single edit of one of its
/// files, and the tests that must fail on it. `.ci/rac-mistakes` applies each alone to a copy of
/// the package and runs those tests; the format is described at the top of the file.
///
/// The edits are those of the course's catalogues (`MistakeEdit`), against `Chapters/RAC`.
struct RACMistakes {
    struct Mistake: Equatable {
        /// `R1`.
        let id: String
        let title: String
        /// The tests that must fail, as `swift test --filter` matches them:
        /// `RACTests.CombineLatestTests/failsWithAnySignal`.
        let tests: [String]
        /// Whether the tests catch it only under ThreadSanitizer (a `Sanitizer: thread` line).
        let needsThreadSanitizer: Bool
        let edits: [CourseFile.Edit]
        let line: Int
    }

    /// Where the catalogue is, relative to the package root.
    static let path = "Tests/RACMistakes.md"
    /// The folder the edits' file names are relative to.
    static let sourceFolder = "Chapters/RAC"

    let mistakes: [Mistake]

    /// Parses `text`; throws every problem found (at least one).
    static func parse(_ text: String, file: String = path) throws(CourseFile.Problems) -> RACMistakes {
        var problems: [CourseFile.Problem] = []
        func problem(_ line: Int, _ message: String) { problems.append(CourseFile.Problem(file: file, line: line, message: message)) }
        let lines = Markdown.lines(of: text)
        // `### ID: title` sections, outside fenced blocks.
        var sections: [(heading: Int, body: [Int])] = []
        var inFence = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("```") { inFence.toggle() }
            if !inFence, line.hasPrefix("### ") {
                sections.append((index, []))
            } else if !inFence, line.hasPrefix("#") {
                sections.append((-1, []))  // another heading ends the mistake before it
            } else if let last = sections.indices.last, sections[last].heading >= 0 {
                sections[last].body.append(index)
            }
        }
        var mistakes: [Mistake] = []
        for (heading, body) in sections where heading >= 0 {
            let name = String(lines[heading].dropFirst(4))
            guard let colon = name.firstIndex(of: ":"), name.hasPrefix("R"), Int(name.dropFirst()[..<colon]) != nil else {
                problem(heading + 1, "a mistake heading is `### RN: what is wrong`, got `### \(name)`")
                continue
            }
            let id = String(name[..<colon])
            let title = name[name.index(after: colon)...].trimmingWhitespace()
            var breaks = false
            var tests: [String] = []
            var needsThreadSanitizer = false
            var edits: [CourseFile.Edit] = []
            var position = 0
            while position < body.count {
                let index = body[position]
                let trimmed = lines[index].trimmingWhitespace()
                position += 1
                if trimmed.hasPrefix("Breaks:") {
                    breaks = !trimmed.dropFirst("Breaks:".count).trimmingWhitespace().isEmpty
                } else if trimmed.hasPrefix("Sanitizer:") {
                    needsThreadSanitizer = trimmed.dropFirst("Sanitizer:".count).trimmingWhitespace() == "thread"
                    if !needsThreadSanitizer { problem(index + 1, "\(id): the only sanitizer is `Sanitizer: thread`") }
                } else if trimmed.hasPrefix("Caught by:") {
                    tests += trimmed.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
                } else if trimmed.hasPrefix("In `"), trimmed.hasSuffix("`:") {
                    let fileName = String(trimmed.dropFirst(4).dropLast(2))
                    while position < body.count, lines[body[position]].trimmingWhitespace().isEmpty { position += 1 }
                    guard position < body.count, lines[body[position]].trimmingWhitespace() == "```diff" else {
                        problem(index + 1, "\(id): `In `\(fileName)`:` must be followed by a ```diff block")
                        continue
                    }
                    let open = body[position]
                    position += 1
                    var hunks: [[CourseFile.DiffLine]] = [[]]
                    while position < body.count, lines[body[position]].trimmingWhitespace() != "```" {
                        let line = lines[body[position]]
                        position += 1
                        if line.hasPrefix("@@") {
                            hunks.append([])
                        } else if line.hasPrefix("+") {
                            hunks[hunks.count - 1].append(.added(String(line.dropFirst())))
                        } else if line.hasPrefix("-") {
                            hunks[hunks.count - 1].append(.removed(String(line.dropFirst())))
                        } else {
                            hunks[hunks.count - 1].append(.context(line.hasPrefix(" ") ? String(line.dropFirst()) : line))
                        }
                    }
                    position += 1
                    hunks = hunks.filter { hunk in hunk.contains { if case .context = $0 { return false } else { return true } } }
                    if hunks.isEmpty {
                        problem(open + 1, "\(id): the diff changes nothing")
                    } else {
                        edits.append(CourseFile.Edit(file: fileName, hunks: hunks, line: open + 1))
                    }
                }
            }
            if !breaks { problem(heading + 1, "\(id) needs a `Breaks:` line (what goes wrong, in one sentence)") }
            if tests.isEmpty { problem(heading + 1, "\(id) needs a `Caught by:` line naming the tests that fail, in backticks") }
            if edits.isEmpty { problem(heading + 1, "\(id) has no edit (`In `FILE`:` and a ```diff block)") }
            if mistakes.contains(where: { $0.id == id }) { problem(heading + 1, "\(id) is defined twice") }
            mistakes.append(Mistake(id: id, title: title, tests: tests, needsThreadSanitizer: needsThreadSanitizer, edits: edits, line: heading + 1))
        }
        if mistakes.isEmpty, problems.isEmpty { problem(1, "no `### RN: …` mistake") }
        guard problems.isEmpty else { throw CourseFile.Problems(list: problems) }
        return RACMistakes(mistakes: mistakes)
    }

    /// The files `mistake` changes, as `(path relative to the package root, new text)`, read from
    /// the package at `root`; an edit that matches no place or several is a `MistakeEdit.Failure`.
    static func apply(_ mistake: Mistake, root: URL) throws(MistakeEdit.Failure) -> [(path: String, text: String)] {
        var changed: [(path: String, text: String)] = []
        for edit in mistake.edits {
            let path = sourceFolder + "/" + edit.file
            let text: String
            if let index = changed.firstIndex(where: { $0.path == path }) {
                text = changed[index].text
                changed.remove(at: index)
            } else if let read = Files.read(root.appendingPathComponent(path)) {
                text = read
            } else {
                throw MistakeEdit.Failure(message: "\(mistake.id): no file \(path)")
            }
            do {
                changed.append((path, try MistakeEdit.apply(edit, to: text)))
            } catch {
                throw MistakeEdit.Failure(message: "\(mistake.id): \(error.message)")
            }
        }
        return changed
    }
}
