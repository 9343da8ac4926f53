import CourseProgress
import Foundation

/// `workshop exercise N --into DIR [--solved]` writes an exercise workspace;
/// `workshop exercise N --status DIR` says how far a learner is in one.
enum ExerciseCommand {
    /// The options, declared once: the parser and the help are made from them.
    enum Option {
        static let into = OptionSpec("--into", value: "DIR", help: ["where to write the workspace"])
        static let solved = OptionSpec("--solved", help: ["write the solutions in, instead of stand-ins"])
        static let only = OptionSpec("--only", value: "N.M,…", help: ["take out only these exercises (to write one live while everything", "else works, or to check its tests); status lists the others as given;", "a range of one chapter counts: --only 8.4-8.7"])
        static let status = OptionSpec("--status", value: "DIR", help: ["report on the workspace at DIR"])
        static let hint = OptionSpec("--hint", value: "N.M", help: ["print exercise N.M's next hint"])
    }

    static let subcommand: Subcommand = Subcommand(
        name: "exercise",
        synopsis: "exercise N",
        summary: Bilingual("write chapter N's exercise workspace (--into DIR), or check one (--status DIR)", "生成第 N 章的练习工作区（--into DIR），或检查一个工作区（--status DIR）"),
        about: """
        Usage: workshop exercise N --into DIR [--solved | --only N.M,…]
               workshop exercise N --status DIR [--timeout SECONDS]
               workshop exercise N --hint N.M [--status DIR]

        --into DIR writes DIR as a standalone SwiftPM package: chapter N's module (1 to 8) with the
        pieces chapter N adds taken out, the shared test support, chapter N's tests and its
        challenges' tests, the course's `progress` command, and a README that guides the learner
        through the exercises in order (rules, a question, the tests, how to ask for hints). In the
        sources, each exercise is between `// BEGIN exercise N.M · title` and `// END exercise N.M`.
        DIR must not exist or be empty: the command never overwrites anything. N may be `all`: one
        workspace with every chapter, or a range, `5-8`: one workspace with chapters 5 to 8 (the
        earlier chapters' code is in chapter 5's module, finished), whose progress starts at 5.1.

        In the workspace, `swift run progress` lists what is done and what is next,
        `swift run progress hint N.M` gives the next hint, `swift run progress reset N.M` puts
        exercise N.M's stand-in back, and `swift run progress watch` re-runs the current exercise's
        tests on every change. Nothing outside the workspace is needed.

        --status DIR prints the same report as `swift run progress` in DIR (the same code): it
        builds the workspace, runs each exercise's own tests in a process of their own under the
        limit (killing everything they started when it passes), and lists each exercise as done,
        not yet (with the first failure, crash or hang), or waiting for an earlier exercise; then
        the tests that check no exercise. Exits 0 when every exercise is done, 1 otherwise.

        --hint N.M prints exercise N.M's next hint: with --status DIR, the next one not yet shown in
        that workspace (as `swift run progress hint N.M` there); without it, the first.
        """,
        options: CommandOptions([Option.into, Option.solved, Option.only, Option.status, Option.hint, .timeout, .root], helpColumn: 21),
        run: { options, context throws(UsageError) in
            guard options.positionals.count == 1 else {
                throw UsageError("exercise needs exactly one chapter number, \(ChapterCatalog.validNumbers) (or all)")
            }
            let chapters = try chapters(named: options.positionals[0])
            if let hint = options.value(Option.hint) {
                guard options.value(Option.into) == nil, !options.has(Option.solved) else {
                    throw UsageError("--hint goes alone, or with --status DIR")
                }
                return try printHint(hint, chapters: chapters, status: options.value(Option.status), root: options.value(.root), context: context)
            }
            switch (options.value(Option.into), options.value(Option.status)) {
            case let (into?, nil):
                let root = try PackageRoot.find(option: options.value(.root), currentDirectory: context.currentDirectory)
                let destination = URL(fileURLWithPath: into, relativeTo: context.currentDirectory).standardizedFileURL
                let solved = options.has(Option.solved)
                let only = try exercises(options.value(Option.only), of: chapters)
                if solved, only != nil { throw UsageError("--solved and --only do not go together") }
                try refuseToOverwrite(destination, as: into)
                let workspace: ExerciseWorkspace
                do throws(ExerciseWorkspace.Failure) {
                    workspace = try ExerciseWorkspace(root: root, chapters: chapters, solved: solved, only: only, language: context.language)
                } catch {
                    context.errors.line("error: \(error.description)")
                    return ExitStatus.failure
                }
                return write(workspace, to: destination, context: context)
            case let (nil, status?):
                guard !options.has(Option.solved) else { throw UsageError("--solved goes with --into, not --status") }
                let limit = try options.timeout()
                let directory = try workspaceDirectory(status, context: context)
                let course: Course
                do throws(CourseError) {
                    course = try Course.load(from: directory)
                } catch {
                    context.errors.line("error: \(error.description)")
                    return ExitStatus.failure
                }
                ActiveSessions.shared.endOnInterrupt()
                let session = ProgressSession(directory: directory, course: course, limit: limit, language: context.language)
                return session.report { context.output.line($0) }
            case (nil, nil):
                throw UsageError("exercise needs --into DIR (write a workspace), --status DIR (check one) or --hint N.M")
            case (_?, _?):
                throw UsageError("give either --into or --status, not both")
            }
        }
    )

    /// The folder `--status` names, which must hold a package.
    static func workspaceDirectory(_ given: String, context: Workshop.Context) throws(UsageError) -> URL {
        let directory = URL(fileURLWithPath: given, relativeTo: context.currentDirectory).standardizedFileURL
        guard Files.exists(directory.appendingPathComponent("Package.swift")) else {
            throw UsageError("--status \(given): no Package.swift there; give the folder written by --into")
        }
        return directory
    }

    /// `--hint N.M [--status DIR]`.
    static func printHint(_ text: String, chapters: [ChapterEntry], status: String?, root: String?, context: Workshop.Context) throws(UsageError) -> Int32 {
        guard let id = ExerciseID(text), chapters.contains(where: { $0.number == id.chapter }) else {
            throw UsageError("--hint \(text): not an exercise of the chosen chapter (write N.M, e.g. \(chapters[0].number).1)")
        }
        let directory = try status.map { status throws(UsageError) in try workspaceDirectory(status, context: context) }
        let packageRoot = directory == nil ? try PackageRoot.find(option: root, currentDirectory: context.currentDirectory) : context.currentDirectory
        do throws(CourseError) {
            if let directory {
                let course = try Course.load(from: directory)
                let exercise = try ProgressTool.exercise(text, in: course)
                context.output.line(try Hints(directory: directory, course: course).next(for: exercise))
                return ExitStatus.success
            }
            let course: Course
            do {
                // Only the hints are read: the course file in the reader's language, no test names.
                let materials = try chapters.map { chapter throws(ExerciseWorkspace.Failure) in
                    try ChapterMaterial.load(root: packageRoot, chapter: chapter, language: context.language)
                }
                course = ExerciseWorkspace(root: packageRoot, materials: materials, solved: false).course()
            } catch {
                throw CourseError(error.description)
            }
            let exercise = try ProgressTool.exercise(text, in: course)
            guard !exercise.hints.isEmpty else { throw CourseError("exercise \(text) has no hints yet (Exercises/ has no section for it)") }
            context.output.line(Hints.text(of: exercise, hint: 1, footer: exercise.hints.count == 1))
            if exercise.hints.count > 1 {
                context.output.line("")
                let others = Bilingual(
                    "(Give --status DIR to step through the other \(exercise.hints.count - 1) in your workspace, or run `swift run progress hint \(text)` there.)",
                    "（加上 --status DIR，可以在你的工作区里逐条查看其余 \(exercise.hints.count - 1) 条提示；也可以在那里运行 `swift run progress hint \(text)`。）"
                )
                for line in ProjectedLines.prose(others.text(in: context.language), width: ProjectedLines.defaultWidth) { context.output.line(line) }
            }
            return ExitStatus.success
        } catch {
            context.errors.line("error: \(error.description)")
            return ExitStatus.failure
        }
    }

    /// The chapters `argument` names: one number, a range `5-8` (first to last, in order), or `all`.
    static func chapters(named argument: String) throws(UsageError) -> [ChapterEntry] {
        if argument == "all" { return ChapterCatalog.chapters }
        if let dash = argument.firstIndex(of: "-"), dash != argument.startIndex {
            guard let first = Int(argument[..<dash]), let last = Int(argument[argument.index(after: dash)...]),
                  ChapterCatalog.chapter(first) != nil, ChapterCatalog.chapter(last) != nil, first <= last else {
                throw UsageError("there are no chapters '\(argument)'; a range is FIRST-LAST of \(ChapterCatalog.validNumbers), FIRST not after LAST")
            }
            return (first...last).compactMap(ChapterCatalog.chapter)
        }
        guard let number = Int(argument), let chapter = ChapterCatalog.chapter(number) else {
            throw UsageError("there is no chapter '\(argument)'; the chapters are \(ChapterCatalog.validNumbers) (or all)")
        }
        return [chapter]
    }

    /// Throws unless `url` is absent or an empty folder: a learner's work is never overwritten.
    static func refuseToOverwrite(_ url: URL, as given: String) throws(UsageError) {
        guard Files.exists(url) else { return }
        guard Files.isDirectory(url) else {
            throw UsageError("--into \(given): a file is in the way; choose a new folder")
        }
        let contents = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        guard contents.isEmpty else {
            throw UsageError("--into \(given) is not empty; nothing was written (the command never overwrites a workspace)")
        }
    }

    /// The exercises `--only` names, each of one of `chapters`; `nil` without the option.
    static func exercises(_ value: String?, of chapters: [ChapterEntry]) throws(UsageError) -> Set<ExerciseID>? {
        guard let value else { return nil }
        var ids: Set<ExerciseID> = []
        for part in value.split(separator: ",") {
            guard let named = ExerciseList.parse(part), named.allSatisfy({ id in chapters.contains { $0.number == id.chapter } }) else {
                throw UsageError("--only \(value): '\(part)' is not an exercise of the chosen chapter (write N.M, e.g. \(chapters[0].number).1, or a range, \(chapters[0].number).1-\(chapters[0].number).3)")
            }
            ids.formUnion(named)
        }
        guard !ids.isEmpty else { throw UsageError("--only needs at least one exercise, N.M") }
        return ids
    }

    /// Writes the workspace's files under `destination`.
    static func write(_ workspace: ExerciseWorkspace, to destination: URL, context: Workshop.Context) -> Int32 {
        do {
            let files = try workspace.files()
            for (path, text) in files.sorted(by: { Files.byteOrder($0.key, $1.key) }) {
                let url = destination.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            }
            let chapters = workspace.chapters.map(\.number)
            let what = chapters.count == 1
                ? Bilingual("chapter \(chapters[0])", "第 \(chapters[0]) 章")
                : chapters.count == ChapterCatalog.chapters.count ? Bilingual("every chapter", "全部各章")
                : Bilingual("chapters \(chapters[0]) to \(chapters[chapters.count - 1])", "第 \(chapters[0]) 到 \(chapters[chapters.count - 1]) 章")
            let count = workspace.course().exercises.count
            let path = destination.path
            let language = workspace.language
            let wrote = Bilingual(
                "Wrote \(path): \(what.english), \(count) exercise\(count == 1 ? "" : "s")\(workspace.solved ? ", solved" : ""), \(files.count) files.",
                "已写好 \(path)：\(what.chinese)，\(count) 个练习\(workspace.solved ? "，已解好" : "")，\(files.count) 个文件。"
            )
            let next = Bilingual(
                "Next: cd \(path) && swift run progress   (README.md guides you through the exercises)",
                "下一步：cd \(path) && swift run progress   （README.md 带你一步步做练习）"
            )
            context.output.line(wrote.text(in: language))
            context.output.line(next.text(in: language))
            return ExitStatus.success
        } catch let failure as ExerciseWorkspace.Failure {
            context.errors.line("error: \(failure.description)")
            return ExitStatus.failure
        } catch {
            context.errors.line("error: \(error.localizedDescription)")
            return ExitStatus.failure
        }
    }
}
