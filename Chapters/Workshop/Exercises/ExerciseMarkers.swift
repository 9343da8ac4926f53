import CourseProgress

/// The exercise markers in a chapter's sources: what a workspace takes out, and what it puts back.
///
/// A marked region is one comment line before the code and one after:
///
///     // exercise 2.3: dispose every subscription on the first terminal event
///     subscriptions.dispose()
///     // end exercise
///
/// An opening line may end with ` => CODE`: the inert code that stands in for the region in an
/// unsolved workspace (`=> return nil`, `=> Disposable()`). Without it the region becomes nothing,
/// which suits a body that returns `Void`. Markers are the only source of exercises: the chapter
/// stays the one copy of the code, and `diffs` and `check-docs` read the sources with them removed.
enum ExerciseMarkers {
    /// One marked region of a source file.
    struct Region: Equatable {
        /// `2.3`.
        let exercise: ExerciseID
        /// What the learner writes, in one sentence.
        let task: String
        /// The stand-in code, without indentation; empty for "nothing".
        let stub: String
        /// 1-based line of the opening marker.
        let line: Int
    }

    /// A malformed marker, reported with its line.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let line: Int
        let message: String
        var description: String { "line \(line): \(message)" }
    }

    static let openingPrefix = "// exercise "
    static let closingLine = "// end exercise"

    /// Whether `line` is a marker (opening or closing), whatever its indentation.
    static func isMarker(_ line: some StringProtocol) -> Bool {
        let trimmed = line.trimmingWhitespace()
        return trimmed == closingLine || opening(trimmed) != nil
    }

    /// `text` without its marker lines: what the chapter reads like to everyone but the workspace.
    static func removingMarkers(from text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !isMarker($0) }
            .joined(separator: "\n")
    }

    /// The regions of `text`, in order; throws on an unclosed, nested or stray marker.
    static func regions(in text: String) throws(Problem) -> [Region] {
        try scan(text).regions
    }

    /// `text` as the unsolved workspace has it: each region replaced by its begin and end comments
    /// (`RegionComments`), the task between them, and the region's stub. Marker lines go either
    /// way. With `only`, the regions of other exercises keep their code. `titles` gives each
    /// exercise's title (the region's task when it has none); `task` gives a task as the comments
    /// write it (translated, in a Chinese workspace).
    static func unsolved(
        _ text: String, only: Set<ExerciseID>? = nil, titles: [ExerciseID: String] = [:], task: (String) -> String = { $0 },
        language: Language = .english
    ) throws(Problem) -> String {
        try scan(text, only: only, titles: titles, written: task, language: language).unsolved
    }

    /// `text` as the solved workspace has it: the chapter's code, markers removed.
    static func solved(_ text: String) throws(Problem) -> String {
        _ = try scan(text)
        return removingMarkers(from: text)
    }

    // MARK: - Scanning

    private static func scan(
        _ text: String, only: Set<ExerciseID>? = nil, titles: [ExerciseID: String] = [:], written: (String) -> String = { $0 },
        language: Language = .english
    ) throws(Problem) -> (regions: [Region], unsolved: String) {
        var regions: [Region] = []
        var output: [String] = []
        var open: Region?
        /// Whether the open region's code is replaced (or kept, for an exercise left out of `only`).
        var takingOut = true
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let number = index + 1
            let trimmed = line.trimmingWhitespace()
            if let (exercise, task, stub) = opening(trimmed) {
                if let open {
                    throw Problem(line: number, message: "exercise \(exercise) starts inside exercise \(open.exercise) (line \(open.line)); close it first with '\(closingLine)'")
                }
                let indentation = String(line.prefix { $0 == " " || $0 == "\t" })
                let region = Region(exercise: exercise, task: task, stub: stub, line: number)
                open = region
                regions.append(region)
                takingOut = only?.contains(exercise) ?? true
                guard takingOut else { continue }
                let place = Course.Place(file: "", task: written(task), declaration: nil, stub: stub.isEmpty ? [] : [stub])
                for line in RegionComments.lines(exercise, title: titles[exercise] ?? written(task), place: place, language: language) {
                    output.append(indentation + line)
                }
            } else if trimmed == closingLine {
                guard open != nil else {
                    throw Problem(line: number, message: "'\(closingLine)' without an opening '\(openingPrefix)N.M: …'")
                }
                open = nil
            } else if trimmed.hasPrefix(openingPrefix), trimmed.dropFirst(openingPrefix.count).first?.isNumber == true {
                throw Problem(line: number, message: "malformed exercise marker; write '\(openingPrefix)N.M: what to write [=> stand-in code]'")
            } else if open == nil || !takingOut {
                output.append(String(line))
            }
        }
        if let open {
            throw Problem(line: open.line, message: "exercise \(open.exercise) is never closed with '\(closingLine)'")
        }
        return (regions, output.joined(separator: "\n"))
    }

    /// The parts of an opening marker, `// exercise 2.3: task => stub`, or `nil` if `trimmed` is not one.
    private static func opening(_ trimmed: String) -> (ExerciseID, String, String)? {
        guard trimmed.hasPrefix(openingPrefix) else { return nil }
        let rest = trimmed.dropFirst(openingPrefix.count)
        guard let colon = rest.firstIndex(of: ":"), let exercise = ExerciseID(String(rest[..<colon])) else { return nil }
        var task = String(rest[rest.index(after: colon)...])
        var stub = ""
        if let arrow = task.range(of: " => ") {
            stub = String(task[arrow.upperBound...]).trimmingWhitespace()
            task = String(task[..<arrow.lowerBound])
        }
        task = task.trimmingWhitespace()
        guard !task.isEmpty else { return nil }
        return (exercise, task, stub)
    }
}
