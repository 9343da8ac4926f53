import Foundation

/// `swift run progress …` in an exercise workspace: the learner's one command, which needs nothing
/// outside the workspace (the model is rustlings' `list`, `hint`, `reset` and `watch`).
public enum ProgressTool {
    public static let usage = """
    Usage: swift run progress [list]          what is done, and what is next
           swift run progress hint N.M        the next hint for exercise N.M (the last one is the code)
           swift run progress reset N.M       put exercise N.M's stand-in back (the rest of the file stays)
           swift run progress watch           re-run the current exercise's tests whenever a file
                                              changes, and move on when they pass (Ctrl-C to stop)
    Options: --timeout SECONDS (the most one test may take; default 60)
    """

    /// Runs `arguments` (without the program name) in the workspace at or above `directory`.
    public static func main(_ arguments: [String], directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) -> Int32 {
        var arguments = arguments
        var limit = 60.0
        if let index = arguments.firstIndex(of: "--timeout") {
            guard index + 1 < arguments.count, let seconds = Double(arguments[index + 1]), seconds > 0 else {
                say("error: --timeout needs a number of seconds\n\n\(usage)")
                return 2
            }
            limit = seconds
            arguments.removeSubrange(index...(index + 1))
        }
        if arguments.contains("--help") || arguments.contains("-h") {
            say(usage)
            return 0
        }
        guard let root = workspaceRoot(from: directory) else {
            say("error: no \(Course.fileName) in \(directory.path) or above: run this inside an exercise workspace.")
            return 2
        }
        let course: Course
        do {
            course = try Course.load(from: root)
        } catch {
            say("error: \(error.description)")
            return 2
        }
        ActiveSessions.shared.endOnInterrupt()
        let command = arguments.first ?? "list"
        let rest = Array(arguments.dropFirst())
        do throws(CourseError) {
            switch command {
            case "list":
                try expect(rest, count: 0, command)
                return ProgressCheck(directory: root, course: course, limit: limit).report { say($0) }
            case "hint":
                try expect(rest, count: 1, command)
                let (text, _) = try Hints(directory: root, course: course).next(for: exercise(rest[0], in: course))
                say(text)
                return 0
            case "reset":
                try expect(rest, count: 1, command)
                let files = try Reset(directory: root, course: course).reset(exercise(rest[0], in: course))
                say("Exercise \(rest[0]) has its stand-in back in \(files.joined(separator: ", ")); the rest of \(files.count == 1 ? "the file" : "those files") is as you left it.")
                return 0
            case "watch":
                try expect(rest, count: 0, command)
                return Watch(directory: root, course: course, limit: limit).run { say($0) }
            default:
                throw CourseError(usage: "unknown command '\(command)'")
            }
        } catch {
            guard error.isUsage else {
                say("error: \(error.description)")
                return 1
            }
            say("error: \(error.description)\n\n\(usage)")
            return 2
        }
    }

    /// Writes `line` to standard output at once (`print` would hold it in a buffer when the output
    /// is not a terminal, and `watch` never ends by itself).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The nearest folder at or above `directory` holding `course.json`.
    public static func workspaceRoot(from directory: URL) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(Course.fileName).path) { return folder }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { return nil }
            folder = parent
        }
    }

    static func expect(_ rest: [String], count: Int, _ command: String) throws(CourseError) {
        guard rest.count == count else {
            throw CourseError(usage: count == 0 ? "\(command) takes no arguments" : "\(command) needs an exercise number, N.M")
        }
    }

    /// The exercise `text` names, or an error that lists the workspace's exercises.
    public static func exercise(_ text: String, in course: Course) throws(CourseError) -> Course.Exercise {
        guard let id = ExerciseID(text), let exercise = course.exercise(id) else {
            let all = course.exercises.map(\.id.description).joined(separator: ", ")
            throw CourseError(usage: "'\(text)' is not an exercise of this workspace; its exercises are \(all)")
        }
        return exercise
    }
}

/// The hints of a workspace's exercises, one at a time: which ones were shown is kept in
/// `.progress-state.json` in the workspace, so each `hint` shows the next.
public struct Hints {
    public static let stateFile = ".progress-state.json"

    let directory: URL
    let course: Course

    public init(directory: URL, course: Course) {
        self.directory = directory
        self.course = course
    }

    struct State: Codable {
        var hintsShown: [String: Int] = [:]
    }

    /// The text of `exercise`'s next hint, and its number (1-based). After the last, the last again.
    public func next(for exercise: Course.Exercise) throws(CourseError) -> (String, Int) {
        guard !exercise.hints.isEmpty else {
            throw CourseError("exercise \(exercise.id) has no hints in this workspace")
        }
        let url = directory.appendingPathComponent(Self.stateFile)
        var state = FileManager.default.contents(atPath: url.path).flatMap { try? JSONDecoder().decode(State.self, from: $0) } ?? State()
        let shown = state.hintsShown[exercise.id.description] ?? 0
        let number = min(shown + 1, exercise.hints.count)
        state.hintsShown[exercise.id.description] = number
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let data = try? encoder.encode(state) { try? data.write(to: url) }
        return (Self.text(of: exercise, hint: number, repeated: shown >= exercise.hints.count), number)
    }

    /// `Hint 2 of 3 for exercise 2.3 (title):` and the hint, for a terminal.
    public static func text(of exercise: Course.Exercise, hint number: Int, repeated: Bool = false, footer: Bool = true) -> String {
        let count = exercise.hints.count
        var lines = ["Hint \(number) of \(count) for exercise \(exercise.id), \(exercise.title)\(number == count ? " (the code)" : ""):", ""]
        lines += exercise.hints[number - 1].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard footer else { return lines.joined(separator: "\n") }
        lines.append("")
        if repeated {
            lines.append("(That is the last hint again: there are no more.)")
        } else if number < count {
            lines.append("(`swift run progress hint \(exercise.id)` again for the next one.)")
        } else {
            lines.append("(That was the last hint: the code itself. Type it rather than paste it, and ask yourself why each line is where it is.)")
        }
        return lines.joined(separator: "\n")
    }
}

/// `progress reset N.M`: the exercise's regions go back to their stand-ins; the rest of each file,
/// other exercises' regions included, stays as the learner has it.
public struct Reset {
    let directory: URL
    let course: Course

    public init(directory: URL, course: Course) {
        self.directory = directory
        self.course = course
    }

    /// Resets `exercise`; returns the files changed. Changes nothing unless every region is found.
    public func reset(_ exercise: Course.Exercise) throws(CourseError) -> [String] {
        guard exercise.takenOut else {
            throw CourseError("exercise \(exercise.id) is not taken out of this workspace (it was written by `\(course.writtenBy)`), so it has no stand-in to put back")
        }
        var files: [String] = []
        for place in exercise.places where !files.contains(place.file) { files.append(place.file) }
        var texts: [(URL, String)] = []
        for file in files {
            let url = directory.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw CourseError("\(file) is missing; nothing was changed")
            }
            let places = exercise.places.filter { $0.file == file }
            let text = try RegionComments.reset(String(decoding: data, as: UTF8.self), exercise: exercise.id, title: exercise.title, places: places, file: file)
            texts.append((url, text))
        }
        for (url, text) in texts {
            do {
                try Data(text.utf8).write(to: url)
            } catch {
                throw CourseError("cannot write \(url.path): \(error.localizedDescription)")
            }
        }
        return files
    }
}
