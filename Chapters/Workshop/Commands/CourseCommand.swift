import CourseProgress
import Foundation

/// `workshop course map|check [N|all]`: the course's own checks (see `Exercises/README.md`);
/// `workshop course rac list|apply`: RAC's own mistake catalogue (Tests/RACMistakes.md).
enum CourseCommand {
    /// The options, declared once: the parser and the help are made from them.
    enum Option {
        static let mistake = OptionSpec("--mistake", value: "ID,…", help: ["check only these mistakes (2.3a,2.3b), against the map as it is"])
        static let parseOnly = OptionSpec("--parse-only", help: ["only parse the file and check its excerpts and edits (no build)"])
        static let scratch = OptionSpec("--scratch", value: "DIR", help: ["build in DIR and keep it: a second run rebuilds only what changed"])
        static let jobs = OptionSpec("--jobs", value: "N", help: ["check N chapters at a time (default 1); each chapter's report is", "printed whole when it is done"])
        static let into = OptionSpec("--into", value: "DIR", help: ["with rac apply: the copy of the package to write the mistake into"])
    }

    static let subcommand: Subcommand = Subcommand(
        name: "course",
        synopsis: "course check",
        summary: Bilingual("prove each exercise's mistakes are caught by its own tests (also: course map)", "证明每个练习的错误都会被它自己的测试发现（另有：course map）"),
        about: """
        Usage: workshop course map [N|all] [--timeout SECONDS] [--scratch DIR] [--root PATH]
               workshop course check [N|all] [--mistake ID,…] [--parse-only] [--timeout SECONDS]
                                     [--scratch DIR] [--jobs N] [--root PATH]
               workshop course rac list [--root PATH]
               workshop course rac apply ID --into DIR [--root PATH]

        Both write chapter N's solved workspace (in a temporary folder, or DIR), build it once, and
        run its tests one at a time (`--no-parallel`). Every later build is incremental.

        map takes each exercise out alone (its stand-in, as `--only N.M` writes it), rebuilds, runs
        every test of the chapter, and records which fail (a crash or a hang counts; the rest are
        run again without it). A test's owner is the last exercise whose stand-in makes it fail;
        the earlier ones are what it also needs. It then applies each mistake of the catalogue alone
        and runs every test again: an owned test that a mistake of exercise E makes fail also needs
        E. Writes Exercises/ChapterNN.map.

        check parses Exercises/ChapterNN.md (every problem with its file:line: sections, excerpts,
        edits that match no place or several), measures the map again on the stand-ins and requires
        the file to match it (the file may name more needs, measured by map), requires each test
        labelled "Exercise E: …" to be owned by E and each owned test to be so labelled, applies
        each mistake alone (incremental rebuild, the exercise's own tests) and requires one of them
        to fail (an Equivalent: mistake must make none fail; a mistake with a `Report:` line must
        crash with that message, or hang, as `progress` would show it), and rebuilds the untouched
        workspace last, which must pass every test. Prints one line per variant ("2.3a caught by …"
        or "MISSED") and a summary per chapter; exits 1 on any problem or miss.

        N defaults to all.

        rac reads RAC's own catalogue, Tests/RACMistakes.md (replayed by .ci/rac-mistakes). `list`
        applies every mistake's edit to the sources in memory (each must match exactly one place)
        and prints one line per mistake: its id, the tests that must fail as one `--filter`
        pattern, `thread` if only ThreadSanitizer catches it (else `-`), and its title, separated
        by tabs. `apply ID --into DIR` writes the files the mistake changes into DIR, at their
        paths in the package (DIR is a copy of it).
        """,
        options: CommandOptions([Option.mistake, Option.parseOnly, .timeout, Option.scratch, Option.jobs, Option.into, .root], helpColumn: 21),
        footer: """
        A hang costs the time limit; a mistake marked `Report: hang` gets 5 s, whatever --timeout says.
        """,
        run: { options, context throws(UsageError) in
            if options.positionals.first == "rac" { return try rac(options, context) }
            if options.value(Option.into) != nil { throw UsageError("--into goes with rac apply") }
            guard let action = options.positionals.first, ["map", "check"].contains(action) else {
                throw UsageError("course needs `map` or `check`")
            }
            guard options.positionals.count <= 2 else {
                throw UsageError("course \(action) takes one chapter number, or all")
            }
            let chapters = try ExerciseCommand.chapters(named: options.positionals.count == 2 ? options.positionals[1] : "all")
            let root = try PackageRoot.find(option: options.value(.root), currentDirectory: context.currentDirectory)
            let limit = try options.timeout()
            let mistakes = options.value(Option.mistake).map { Set($0.split(separator: ",").map { $0.trimmingWhitespace() }) }
            if action == "map", mistakes != nil || options.has(Option.parseOnly) {
                throw UsageError("--mistake and --parse-only go with check")
            }
            var jobs = 1
            if let value = options.value(Option.jobs) {
                guard let count = Int(value), count > 0 else { throw UsageError("--jobs needs a whole number of chapters at a time, got '\(value)'") }
                jobs = count
            }
            let scratch = options.value(Option.scratch).map { URL(fileURLWithPath: $0, relativeTo: context.currentDirectory).standardizedFileURL }
            ActiveSessions.shared.endOnInterrupt()
            let started = Date()
            // Several at a time: the later chapters, which have the most variants, first.
            let ordered = jobs > 1 ? Array(chapters.reversed()) : chapters
            let checks = ordered.map { chapter in
                { (output: TextSink) in
                    CourseCheck(
                        root: root, chapter: chapter, mode: action == "map" ? .map : .check, limit: limit,
                        scratch: scratch.map { chapters.count == 1 ? $0 : $0.appendingPathComponent("Chapter\(chapter.number)") },
                        mistakes: mistakes, parseOnly: options.has(Option.parseOnly), output: output
                    ).run()
                }
            }
            let total = ChapterJobs(count: min(jobs, chapters.count)).run(checks, output: context.output)
            let minutes = Int(Date().timeIntervalSince(started))
            var summary = "course \(action): \(chapters.count) chapter\(chapters.count == 1 ? "" : "s")"
            if action == "check", total.caught + total.missed > 0 { summary += ", \(total.caught) of \(total.caught + total.missed) mistakes caught" }
            summary += total.problems + total.missed == 0 ? ", all good" : ", \(total.problems) problem\(total.problems == 1 ? "" : "s"), \(total.missed) missed"
            context.output.line("\(summary) (\(minutes / 60) min \(minutes % 60) s).")
            return total.problems + total.missed == 0 ? ExitStatus.success : ExitStatus.failure
        }
    )

    /// `course rac list` and `course rac apply ID --into DIR`.
    private static func rac(_ options: ParsedArguments, _ context: Workshop.Context) throws(UsageError) -> Int32 {
        let words = Array(options.positionals.dropFirst())
        guard let action = words.first, (action == "list" && words.count == 1) || (action == "apply" && words.count == 2) else {
            throw UsageError("course rac needs `list` or `apply ID --into DIR`")
        }
        let root = try PackageRoot.find(option: options.value(.root), currentDirectory: context.currentDirectory)
        guard let text = Files.read(root.appendingPathComponent(RACMistakes.path)) else {
            context.output.line("error: no \(RACMistakes.path) in \(root.path)")
            return ExitStatus.failure
        }
        let catalogue: RACMistakes
        do {
            catalogue = try RACMistakes.parse(text)
        } catch {
            for problem in error.list { context.output.line("error: \(problem)") }
            return ExitStatus.failure
        }
        if action == "list" {
            var failures = 0
            for mistake in catalogue.mistakes {
                do {
                    _ = try RACMistakes.apply(mistake, root: root)
                    context.output.line("\(mistake.id)\t\(mistake.tests.joined(separator: "|"))\t\(mistake.needsThreadSanitizer ? "thread" : "-")\t\(mistake.title)")
                } catch {
                    context.output.line("error: \(RACMistakes.path):\(mistake.line): \(error.message)")
                    failures += 1
                }
            }
            return failures == 0 ? ExitStatus.success : ExitStatus.failure
        }
        guard let into = options.value(Option.into) else { throw UsageError("course rac apply needs --into DIR") }
        guard let mistake = catalogue.mistakes.first(where: { $0.id == words[1] }) else {
            throw UsageError("no mistake \(words[1]) in \(RACMistakes.path)")
        }
        let folder = URL(fileURLWithPath: into, relativeTo: context.currentDirectory).standardizedFileURL
        do {
            for (path, text) in try RACMistakes.apply(mistake, root: root) {
                try Data(text.utf8).write(to: folder.appendingPathComponent(path))
                context.output.line("\(mistake.id): \(path)")
            }
        } catch {
            context.output.line("error: \(error)")
            return ExitStatus.failure
        }
        return ExitStatus.success
    }
}
