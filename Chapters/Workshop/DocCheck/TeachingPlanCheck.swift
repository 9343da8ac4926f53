import CourseProgress
import Foundation

/// Checks the workshop plans of `Docs/Teaching.md` and its translation against the course's
/// dependencies, so that no pair is ever asked to write an exercise whose tests cannot pass yet.
///
/// Each schedule table (its first header cell `time` or `时间`) is followed by its plan, a text
/// block with `<!-- plan: NAME -->` on the line right above it. The block first writes the
/// workspaces, with the commands an instructor runs, then lists the slots that write exercises
/// in them, in the order of the day:
///
///     swift run workshop exercise 2 --only 2.1,2.4,2.5 --into ~/rac-ch02
///     10:35–12:15  ~/rac-ch02  live 2.1 · pairs 2.4 2.5
///     homework     ~/rac-ch02  2.6
///
/// An exercise's prerequisites are the earlier exercises its own tests also need
/// (`Exercises/ChapterNN.map`: what `progress` reports as "needs 8.1, 8.2, 8.4 first"). The rule:
/// every exercise a slot writes is taken out of that workspace, and each of its prerequisites
/// is either given there (not taken out) or written before it, in an earlier slot or earlier in
/// the same one; and every exercise a workspace takes out is written by some slot.
struct TeachingPlanCheck {
    /// The guides that hold plans, relative to the root.
    static let documents = ["Docs/Teaching.md", "Docs/zh-Hans/Teaching.md"]
    static let marker = "plan:"
    static let command = "swift run workshop exercise "

    let root: URL

    /// For each exercise of the course, the earlier exercises its tests also need.
    func prerequisites() -> [ExerciseID: Set<ExerciseID>] {
        var needs: [ExerciseID: Set<ExerciseID>] = [:]
        for chapter in ChapterCatalog.chapters {
            guard let text = Files.read(root.appendingPathComponent(TestMap.path(chapter: chapter.number))),
                  let map = try? TestMap.parse(text, file: TestMap.path(chapter: chapter.number)) else { continue }
            for entry in map.entries {
                needs[entry.exercise, default: []].formUnion(entry.alsoNeeds.filter { $0 < entry.exercise })
            }
        }
        return needs
    }

    /// The exercises of chapter `number`, from its course file, in order.
    func exercises(ofChapter number: Int) -> [ExerciseID] {
        let path = CourseFile.path(chapter: number)
        guard let text = Files.read(root.appendingPathComponent(path)),
              let file = try? CourseFile.parse(text, file: path) else { return [] }
        return file.exercises.map(\.id)
    }

    func problems() -> [DocsChecker.Problem] {
        let needs = prerequisites()
        var problems: [DocsChecker.Problem] = []
        for document in Self.documents {
            guard let text = Files.read(root.appendingPathComponent(document)) else { continue }
            problems += check(text, document: document, needs: needs)
        }
        return problems
    }

    /// The problems of one guide's plans.
    func check(_ text: String, document: String, needs: [ExerciseID: Set<ExerciseID>]) -> [DocsChecker.Problem] {
        let lines = Markdown.lines(of: text)
        let (blocks, _) = Markdown.scan(text)
        var problems: [DocsChecker.Problem] = []
        let plans = blocks.filter { $0.lineAbove.flatMap(Self.planName) != nil }
        // Every schedule table has its plan after it, before the next table or heading.
        for (index, line) in lines.enumerated() where Self.isScheduleHeader(line) {
            let next = lines.indices.dropFirst(index + 1).first { Self.isScheduleHeader(lines[$0]) || lines[$0].hasPrefix("#") } ?? lines.count
            if !plans.contains(where: { $0.line - 1 > index && $0.line - 1 < next }) {
                problems.append(DocsChecker.Problem(document: document, line: index + 1, message: "a schedule table without its plan: add a text block with <!-- plan: NAME --> above it after the table"))
            }
        }
        for block in plans {
            let name = block.lineAbove.flatMap(Self.planName)!
            // The times of the schedule table right above the plan.
            let header = lines[..<(block.line - 1)].lastIndex(where: Self.isScheduleHeader) ?? 0
            let tableTimes = Set(lines[header..<(block.line - 1)].compactMap(Self.firstCell))
            problems += check(block, name: name, tableTimes: tableTimes, needs: needs).map {
                DocsChecker.Problem(document: document, line: $0.line, message: "plan '\(name)': \($0.message)")
            }
        }
        return problems
    }

    /// A workspace a plan writes: the exercises it takes out, in order.
    struct Workspace {
        let line: Int
        let takenOut: [ExerciseID]
    }

    /// The problems of one plan, each with its line in the document.
    func check(_ block: Markdown.CodeBlock, name: String, tableTimes: Set<String>, needs: [ExerciseID: Set<ExerciseID>]) -> [(line: Int, message: String)] {
        var problems: [(line: Int, message: String)] = []
        var workspaces: [String: Workspace] = [:]
        var written: [String: Set<ExerciseID>] = [:]
        for (offset, line) in block.lines.enumerated() {
            let number = block.line + 1 + offset
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty { continue }
            if trimmed.hasPrefix(Self.command) {
                switch workspace(trimmed, line: number) {
                case let .success((folder, workspace)):
                    if workspaces[folder] != nil { problems.append((number, "\(folder) is written twice")) }
                    workspaces[folder] = workspace
                case let .failure(error):
                    problems.append((number, "`\(trimmed)`: \(error.message)"))
                }
                continue
            }
            let words = trimmed.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            guard words.count >= 3 else {
                problems.append((number, "a slot is TIME FOLDER EXERCISES, got '\(trimmed)'"))
                continue
            }
            let (slot, folder) = (words[0], words[1])
            if slot != "homework", !tableTimes.contains(slot) {
                problems.append((number, "slot \(slot) is not a time of the schedule above"))
            }
            guard let workspace = workspaces[folder] else {
                problems.append((number, "slot \(slot): no command above writes \(folder)"))
                continue
            }
            for group in words.dropFirst(2).joined(separator: " ").split(separator: "·") {
                var items = group.split(separator: " ").map(String.init)
                if let mode = items.first, ExerciseList.parse(mode, dashes: ["-", "–"]) == nil {
                    guard ["live", "pairs"].contains(mode) else {
                        problems.append((number, "slot \(slot): '\(mode)' is neither live, pairs nor an exercise"))
                        continue
                    }
                    items.removeFirst()
                }
                for item in items {
                    guard let ids = ExerciseList.parse(item, dashes: ["-", "–"]) else {
                        problems.append((number, "slot \(slot): '\(item)' is not an exercise (N.M) or a range (N.M–N.K)"))
                        continue
                    }
                    for id in ids {
                        guard workspace.takenOut.contains(id) else {
                            problems.append((number, "slot \(slot): \(id) is given in \(folder), not taken out: there is nothing to write"))
                            continue
                        }
                        let done = written[folder, default: []]
                        for need in (needs[id] ?? []).sorted() where workspace.takenOut.contains(need) && !done.contains(need) {
                            problems.append((number, "slot \(slot): \(id) needs \(need), which \(folder) takes out and nothing before \(id) writes"))
                        }
                        written[folder, default: []].insert(id)
                    }
                }
            }
        }
        for (folder, workspace) in workspaces.sorted(by: { $0.value.line < $1.value.line }) {
            let left = workspace.takenOut.filter { !written[folder, default: []].contains($0) }
            if !left.isEmpty {
                problems.append((workspace.line, "\(folder) takes out \(left.map(\.description).joined(separator: ", ")), which no slot writes"))
            }
        }
        return problems
    }

    /// The folder and the exercises taken out by `swift run workshop exercise …`, read with the
    /// command's own parsers, so that the plan means what the command does.
    func workspace(_ text: String, line: Int) -> Result<(String, Workspace), UsageError> {
        let words = text.dropFirst(Self.command.count).split(separator: " ").map(String.init)
        var positionals: [String] = []
        var only: String?
        var folder: String?
        var index = 0
        while index < words.count {
            switch words[index] {
            case "--only", "--into":
                guard index + 1 < words.count else { return .failure(UsageError("\(words[index]) needs a value")) }
                if words[index] == "--only" { only = words[index + 1] } else { folder = words[index + 1] }
                index += 2
            default:
                positionals.append(words[index])
                index += 1
            }
        }
        guard positionals.count == 1, let folder else {
            return .failure(UsageError("a plan's workspace is `exercise N --into DIR` (with --only N.M,… if some are given)"))
        }
        do throws(UsageError) {
            let chapters = try ExerciseCommand.chapters(named: positionals[0])
            let chosen = try ExerciseCommand.exercises(only, of: chapters)
            let takenOut = chapters.flatMap { exercises(ofChapter: $0.number) }.filter { chosen?.contains($0) ?? true }
            return .success((folder, Workspace(line: line, takenOut: takenOut)))
        } catch {
            return .failure(error)
        }
    }

    /// `NAME` in `<!-- plan: NAME -->`.
    static func planName(_ line: String) -> String? {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3).trimmingWhitespace()
        guard inner.hasPrefix(marker) else { return nil }
        let name = inner.dropFirst(marker.count).trimmingWhitespace()
        return name.isEmpty ? nil : name
    }

    /// Whether `line` is the header of a schedule table: `| time | …` or `| 时间 | …`.
    static func isScheduleHeader(_ line: String) -> Bool {
        ["time", "时间"].contains(firstCell(line) ?? "")
    }

    /// The first cell of a table row, trimmed.
    static func firstCell(_ line: String) -> String? {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("|") else { return nil }
        return trimmed.dropFirst().split(separator: "|", omittingEmptySubsequences: false).first.map { $0.trimmingWhitespace() }
    }
}
