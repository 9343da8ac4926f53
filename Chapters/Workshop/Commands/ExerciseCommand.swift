import Foundation

/// `workshop exercise N --into DIR [--solved]` writes an exercise workspace;
/// `workshop exercise N --status DIR` says how far a learner is in one.
enum ExerciseCommand {
    static let subcommand: Subcommand = Subcommand(
        name: "exercise",
        synopsis: "exercise N",
        summary: "write chapter N's exercise workspace (--into DIR), or check one (--status DIR)",
        help: """
        Usage: workshop exercise N --into DIR [--solved | --only N.M,…]
               workshop exercise N --status DIR [--timeout SECONDS]

        --into DIR writes DIR as a standalone SwiftPM package: chapter N's module (1 to 8) with the
        pieces chapter N adds taken out, the shared test support, chapter N's tests and its
        challenges' tests, and a README listing the exercises in order. `cd DIR && swift test`
        builds it; the tests named "Exercise N.M: …" fail until exercise N.M is written, and every
        other test passes. DIR must not exist or be empty: the command never overwrites anything.
        N may be `all`: one workspace with every chapter.

        --status DIR builds the workspace and runs each exercise's tests in a process of its own,
        then lists each exercise as done or not yet, with its first failing expectation. Exits 0
        when every exercise is done, 1 otherwise.

        Options:
          --into DIR         where to write the workspace
          --solved           write the solutions in, instead of stand-ins
          --only N.M,…       take out only these exercises (to do one live, or to check its tests)
          --status DIR       report on the workspace at DIR
          --timeout SECONDS  the limit for each test process (default 120)
          --root PATH        the package root (default: the nearest folder with a Package.swift)
        """,
        run: { arguments, context throws(UsageError) in
            let options = try Options(arguments, flags: ["--solved"], valued: ["--into", "--status", "--timeout", "--root", "--only"])
            if options.wantsHelp {
                context.output.line(Self.subcommand.help)
                return ExitStatus.success
            }
            guard options.positionals.count == 1 else {
                throw UsageError("exercise needs exactly one chapter number, \(ChapterCatalog.validNumbers) (or all)")
            }
            let chapters = try chapters(named: options.positionals[0])
            switch (options.values["--into"], options.values["--status"]) {
            case let (into?, nil):
                let root = try PackageRoot.find(option: options.values["--root"], currentDirectory: context.currentDirectory)
                let destination = URL(fileURLWithPath: into, relativeTo: context.currentDirectory).standardizedFileURL
                let solved = options.flags.contains("--solved")
                let only = try exercises(options.values["--only"], of: chapters)
                if solved, only != nil { throw UsageError("--solved and --only do not go together") }
                try refuseToOverwrite(destination, as: into)
                var workspace = ExerciseWorkspace(root: root, chapters: chapters, solved: solved)
                workspace.only = only
                return write(workspace, to: destination, context: context)
            case let (nil, status?):
                guard !options.flags.contains("--solved") else { throw UsageError("--solved goes with --into, not --status") }
                let limit = try timeout(options.values["--timeout"])
                let directory = URL(fileURLWithPath: status, relativeTo: context.currentDirectory).standardizedFileURL
                guard Files.exists(directory.appendingPathComponent("Package.swift")) else {
                    throw UsageError("--status \(status): no Package.swift there; give the folder written by --into")
                }
                return ExerciseStatus(directory: directory, limit: limit, output: context.output).run()
            case (nil, nil):
                throw UsageError("exercise needs --into DIR (write a workspace) or --status DIR (check one)")
            case (_?, _?):
                throw UsageError("give either --into or --status, not both")
            }
        }
    )

    /// The chapters `argument` names: one number, or `all`.
    static func chapters(named argument: String) throws(UsageError) -> [ChapterEntry] {
        if argument == "all" { return ChapterCatalog.chapters }
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
            guard let id = ExerciseID(String(part)), chapters.contains(where: { $0.number == id.chapter }) else {
                throw UsageError("--only \(value): '\(part)' is not an exercise of the chosen chapter (write N.M, e.g. \(chapters[0].number).1)")
            }
            ids.insert(id)
        }
        guard !ids.isEmpty else { throw UsageError("--only needs at least one exercise, N.M") }
        return ids
    }

    static func timeout(_ value: String?) throws(UsageError) -> Int {
        guard let value else { return 120 }
        guard let seconds = Int(value), seconds > 0 else {
            throw UsageError("--timeout needs a whole number of seconds, got '\(value)'")
        }
        return seconds
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
            let what = workspace.chapters.count == 1 ? "chapter \(workspace.chapters[0].number)" : "every chapter"
            let exercises = try workspace.chapters.flatMap { chapter throws(ExerciseWorkspace.Failure) in try workspace.exercises(of: chapter) }
            context.output.line("Wrote \(destination.path): \(what), \(exercises.count) exercise\(exercises.count == 1 ? "" : "s")\(workspace.solved ? ", solved" : ""), \(files.count) files.")
            context.output.line("Next: cd \(destination.path) && swift test   (the README lists the exercises in order)")
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
