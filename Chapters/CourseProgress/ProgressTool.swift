import Foundation

/// `swift run progress …` in an exercise workspace: the learner's one command, which needs nothing
/// outside the workspace (the model is rustlings' `list`, `hint`, `reset` and `watch`).
public enum ProgressTool {
    /// `progress`'s options, declared once: the parser and the help are made from them.
    public static let options = CommandOptions([
        .timeout,
        .language(help: ["en or zh-Hans (default: from LC_ALL, LC_MESSAGES or LANG; zh_CN and", "zh_SG pick Chinese); what has no Chinese yet is printed in English"]),
    ], helpColumn: 21)

    public static let usage = """
    Usage: swift run progress [list]          what is done, and what is next
           swift run progress hint N.M        the next hint for exercise N.M (the last one is the code)
           swift run progress reset N.M       put exercise N.M's stand-in back (the rest of the file
                                              stays; the code replaced is kept in .progress/reset/)
           swift run progress watch           re-run the current exercise's tests whenever a file
                                              changes, and move on when they pass (Ctrl-C to stop)

    Options:

    """ + options.lines.joined(separator: "\n")

    /// Runs `arguments` (without the program name) in the workspace at or above `directory`; the
    /// language is `--lang`'s, else the locale variables' in `environment`.
    public static func main(
        _ arguments: [String],
        directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int32 {
        let parsed: ParsedArguments
        let limit: Double
        do throws(UsageError) {
            // Every message of progress is in English so far: the language is chosen, and checked,
            // for the messages that get a Chinese text.
            let (_, rest) = try Language.chosen(in: arguments, environment: environment)
            parsed = try options.parse(rest)
            limit = try parsed.timeout()
        } catch {
            complain("error: \(error.message)\n\n\(usage)")
            return 2
        }
        if parsed.wantsHelp {
            say(usage)
            return 0
        }
        let arguments = parsed.positionals
        guard let root = nearestFolder(from: directory, holding: Course.fileName) else {
            complain("error: no \(Course.fileName) in \(directory.path) or above: run this inside an exercise workspace.")
            return 2
        }
        let course: Course
        do {
            course = try Course.load(from: root)
        } catch {
            complain("error: \(error.description)")
            return 2
        }
        ActiveSessions.shared.endOnInterrupt()
        let command = arguments.first ?? "list"
        let rest = Array(arguments.dropFirst())
        do throws(CourseError) {
            switch command {
            case "list":
                try expect(rest, count: 0, command)
                return ProgressSession(directory: root, course: course, limit: limit).report { say($0) }
            case "hint":
                try expect(rest, count: 1, command)
                let text = try Hints(directory: root, course: course).next(for: exercise(rest[0], in: course))
                say(text)
                return 0
            case "reset":
                try expect(rest, count: 1, command)
                let (files, kept) = try Reset(directory: root, course: course).reset(exercise(rest[0], in: course))
                say("Exercise \(rest[0]) has its stand-in back in \(files.joined(separator: ", ")); the rest of \(files.count == 1 ? "the file" : "those files") is as you left it.")
                if !kept.isEmpty {
                    say("Your code as it was before the reset is kept in \(kept.joined(separator: ", ")).")
                }
                return 0
            case "watch":
                try expect(rest, count: 0, command)
                return Watch(directory: root, course: course, limit: limit).run { say($0) }
            default:
                throw CourseError(usage: "unknown command '\(command)'")
            }
        } catch {
            guard error.isUsage else {
                complain("error: \(error.description)")
                return 1
            }
            complain("error: \(error.description)\n\n\(usage)")
            return 2
        }
    }

    /// Writes an error (and the usage, if any) to standard error, as `workshop` does.
    static func complain(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes `line` to standard output at once (`print` would hold it in a buffer when the output
    /// is not a terminal, and `watch` never ends by itself).
    static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// The nearest folder at or above `directory` that holds a file named `name` (a workspace's
    /// `course.json`, a package's `Package.swift`); `nil` when even the top folder has none.
    public static func nearestFolder(from directory: URL, holding name: String) -> URL? {
        var folder = directory.standardizedFileURL
        while true {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent(name).path) { return folder }
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
