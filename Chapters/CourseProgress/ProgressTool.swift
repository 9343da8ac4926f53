import Foundation

/// `swift run progress …` in an exercise workspace: the learner's one command, which needs nothing
/// outside the workspace (the model is rustlings' `list`, `hint`, `reset` and `watch`).
///
/// It speaks the language `--lang` names, else the one the workspace was written in (`course.json`),
/// else the one the locale variables ask for: every line it prints, help and errors included.
public enum ProgressTool {
    /// `--chapter N`: in a workspace of several chapters, only chapter N.
    public static let chapter = OptionSpec("--chapter", value: "N", help: [
        "in a workspace of several chapters (`workshop exercise all`), only chapter N: its report,",
        "its tests and what is next",
    ], chinese: "在一个有多章的工作区（`workshop exercise all`）里只看第 N 章：它的报告、它的测试和下一步")

    /// `progress`'s options, declared once: the parser and the help are made from them.
    public static let options = CommandOptions([
        .timeout,
        chapter,
        .language(help: ["en or zh-Hans (default: the language the workspace was written in, else from LC_ALL,",
                         "LC_MESSAGES or LANG; zh_CN and zh_SG pick Chinese)"],
                  chinese: "en 或 zh-Hans（默认：生成工作区时用的语言，否则看 LC_ALL、LC_MESSAGES 或 LANG；zh_CN 和 zh_SG 选中文）"),
    ], helpColumn: 21)

    /// `progress`'s commands, declared once: the help is made from them.
    public static let commands = [
        CommandSpec("swift run progress [list]", help: Bilingual("what is done, and what is next", "哪些已经完成，下一步做什么")),
        CommandSpec("swift run progress hint N.M", help: Bilingual(
            "the next hint for exercise N.M (the last one is the code)", "练习 N.M 的下一条提示（最后一条就是代码）")),
        CommandSpec("swift run progress reset N.M", help: Bilingual(
            "put exercise N.M's stand-in back (the rest of the file stays; the code replaced is kept in .progress/reset/)",
            "把练习 N.M 的占位实现放回去（文件的其余部分不变；被替换的代码保存在 .progress/reset/）")),
        CommandSpec("swift run progress watch", help: Bilingual(
            "re-run the current exercise's tests whenever a file changes, and move on when they pass (Ctrl-C to stop)",
            "每当有文件改动，就重新运行当前练习的测试，通过后进入下一个练习（按 Ctrl-C 停止）")),
    ]

    /// The help in `language`, in lines of at most `width` columns.
    public static func usage(in language: Language, width: Int = TextLayout.width) -> String {
        CommandSpec.usage(commands, options: options, helpColumn: 42, in: language, width: width)
    }

    /// The help in English.
    public static var usage: String { usage(in: .english) }

    /// Runs `arguments` (without the program name) in the workspace at or above `directory`; the
    /// language is `--lang`'s, else the workspace's, else the locale variables' in `environment`.
    /// Writes the report to `output` and errors to `errors`, a line at a time.
    public static func main(
        _ arguments: [String],
        directory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        environment: [String: String] = ProcessInfo.processInfo.environment,
        output: (String) -> Void = say,
        errors: (String) -> Void = complain
    ) -> Int32 {
        let root = nearestFolder(from: directory, holding: Course.fileName)
        let loaded = Result { () throws(CourseError) -> Course? in try root.map { root throws(CourseError) in try Course.load(from: root) } }
        let workspaceLanguage = (try? loaded.get())?.language
        var language = workspaceLanguage ?? Language.from(environment: environment)
        let width = TextLayout.width
        /// `error: …` in the language, wrapped to the width, and the help after a usage error.
        func fail(_ message: Bilingual, usage withUsage: Bool) {
            let text = Bilingual("error: ", "错误：").text(in: language) + message.text(in: language)
            for line in TextLayout.wrap(text, width: width, indent: "  ", firstIndent: "", quotesAreTokens: false, pieces: TextLayout.breakPieces) {
                errors(line)
            }
            if withUsage { errors("\n" + usage(in: language, width: width)) }
        }
        let parsed: ParsedArguments
        let limit: Double
        var chapterNumber: Int?
        do throws(UsageError) {
            let (asked, rest) = try Language.option(in: arguments)
            language = asked ?? language
            parsed = try options.parse(rest)
            limit = try parsed.timeout()
            if let text = parsed.value(chapter) {
                guard let number = Int(text), number > 0 else {
                    throw UsageError(Bilingual("--chapter needs a chapter number, got '\(text)'", "--chapter 需要一个章号，而给的是 '\(text)'"))
                }
                chapterNumber = number
            }
        } catch {
            fail(error.text, usage: true)
            return 2
        }
        if parsed.wantsHelp {
            output(usage(in: language, width: width))
            return 0
        }
        guard let root else {
            fail(Bilingual("no \(Course.fileName) in \(directory.path) or above: run this inside an exercise workspace.",
                           "\(directory.path) 及其上层目录里都没有 \(Course.fileName)：请在练习工作区里运行。"), usage: false)
            return 2
        }
        let course: Course
        do throws(CourseError) {
            guard let loaded = try loaded.get() else { return 2 }
            course = loaded
        } catch {
            fail(error.text, usage: false)
            return 2
        }
        let command = parsed.positionals.first ?? "list"
        let rest = Array(parsed.positionals.dropFirst())
        do throws(CourseError) {
            if let chapterNumber { _ = try course.limited(toChapter: chapterNumber) }
            ActiveSessions.shared.endOnInterrupt()
            switch command {
            case "list":
                try expect(rest, count: 0, command)
                let session = ProgressSession(directory: root, course: course, limit: limit, width: width, language: language, chapter: chapterNumber)
                return session.report(to: output)
            case "hint":
                try expect(rest, count: 1, command)
                let text = try Hints(directory: root, course: course, language: language).next(for: exercise(rest[0], in: course))
                output(text)
                return 0
            case "reset":
                try expect(rest, count: 1, command)
                let (files, kept) = try Reset(directory: root, course: course, language: language).reset(exercise(rest[0], in: course))
                let done = Bilingual(
                    "Exercise \(rest[0]) has its stand-in back in \(files.joined(separator: ", ")); the rest of \(files.count == 1 ? "the file" : "those files") is as you left it.",
                    "练习 \(rest[0]) 的占位实现已经放回 \(files.joined(separator: "、"))；\(files.count == 1 ? "文件" : "这些文件")的其余部分保持你留下的样子。"
                )
                for line in TextLayout.wrap(done.text(in: language), width: width, indent: "", quotesAreTokens: false, pieces: TextLayout.breakPieces) { output(line) }
                if !kept.isEmpty {
                    let note = Bilingual("Your code as it was before the reset is kept in \(kept.joined(separator: ", ")).",
                                         "重置之前你的代码保存在 \(kept.joined(separator: "、"))。")
                    for line in TextLayout.wrap(note.text(in: language), width: width, indent: "", quotesAreTokens: false, pieces: TextLayout.breakPieces) { output(line) }
                }
                return 0
            case "watch":
                try expect(rest, count: 0, command)
                return Watch(directory: root, course: course, limit: limit, language: language, chapter: chapterNumber).run(output)
            default:
                throw CourseError(usage: Bilingual("unknown command '\(command)'", "没有命令 '\(command)'"))
            }
        } catch {
            fail(error.text, usage: error.isUsage)
            return error.isUsage ? 2 : 1
        }
    }

    /// Writes an error (and the usage, if any) to standard error, as `workshop` does.
    public static func complain(_ text: String) {
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Writes `line` to standard output at once (`print` would hold it in a buffer when the output
    /// is not a terminal, and `watch` never ends by itself).
    public static func say(_ line: String) {
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
            throw CourseError(usage: count == 0
                ? Bilingual("\(command) takes no arguments", "\(command) 不带参数")
                : Bilingual("\(command) needs an exercise number, N.M", "\(command) 需要一个练习编号 N.M"))
        }
    }

    /// The exercise `text` names, or an error that lists the workspace's exercises.
    public static func exercise(_ text: String, in course: Course) throws(CourseError) -> Course.Exercise {
        guard let id = ExerciseID(text), let exercise = course.exercise(id) else {
            let all = course.exercises.map(\.id.description)
            throw CourseError(usage: Bilingual(
                "'\(text)' is not an exercise of this workspace; its exercises are \(all.joined(separator: ", "))",
                "'\(text)' 不是这个工作区的练习；它的练习是 \(all.joined(separator: "、"))"
            ))
        }
        return exercise
    }
}
