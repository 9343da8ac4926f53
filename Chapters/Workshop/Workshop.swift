import CourseProgress
import Foundation

/// The `workshop` command: the package's front door.
///
/// `run(arguments:output:errors:)` is the whole program. `main.swift` calls it with the process's
/// arguments and standard streams; tests call it with `TextBuffer`s and compare the text.
enum Workshop {
    /// Everything a subcommand needs from its surroundings.
    struct Context {
        /// Normal output.
        let output: TextSink
        /// Messages about a wrong command line.
        let errors: TextSink
        /// Where to start looking for the package root when `--root` is not given.
        let currentDirectory: URL
        /// The reader's language: `--lang`, else the locale variables (`Language`).
        var language: Language = .english
    }

    /// The subcommands, in the order the help lists them.
    static let subcommands: [Subcommand] = [
        ChapterCommand.subcommand,
        ExampleCommand.subcommand,
        ExerciseCommand.subcommand,
        CourseCommand.subcommand,
        DiffsCommand.subcommand,
        CheckDocsCommand.subcommand,
        HelpCommand.subcommand,
    ]

    /// Runs the command line `arguments` (without the program name) and returns the exit status:
    /// 0 success, 1 a failed check, 2 a wrong command line. Messages about a wrong command line go
    /// to `errors` (by default, to `output` as well).
    static func run(
        arguments: [String],
        output: TextSink,
        errors: TextSink? = nil,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Int32 {
        var context = Context(output: output, errors: errors ?? output, currentDirectory: currentDirectory)
        let words: [String]
        do {
            (context.language, words) = try Language.chosen(in: arguments, environment: environment)
        } catch {
            context.errors.line("error: \(error.message)")
            return ExitStatus.usage
        }
        guard let first = words.first else {
            Overview.print(to: output, language: context.language)
            return ExitStatus.success
        }
        if first == "--help" || first == "-h" {
            HelpCommand.printGeneralHelp(to: output)
            return ExitStatus.success
        }
        guard let subcommand = subcommand(named: first) else {
            for line in ProjectedLines.prose("error: unknown command '\(first)'; the commands are \(subcommandNames)", width: ProjectedLines.defaultWidth) { context.errors.line(line) }
            context.errors.line("Run 'workshop --help' for usage.")
            return ExitStatus.usage
        }
        let rest = Array(words.dropFirst())
        do {
            let options = try subcommand.options.parse(rest)
            if options.wantsHelp {
                output.line(subcommand.help)
                return ExitStatus.success
            }
            return try subcommand.run(options, context)
        } catch {
            // A long message (one that lists the examples) continues on the next line, indented.
            for line in ProjectedLines.prose("error: \(error.message)", width: ProjectedLines.defaultWidth) { context.errors.line(line) }
            context.errors.line("Run 'workshop \(subcommand.name) --help' for usage.")
            return ExitStatus.usage
        }
    }

    static func subcommand(named name: String) -> Subcommand? {
        subcommands.first { $0.name == name }
    }

    /// "chapter, example, diffs, check-docs, help".
    static var subcommandNames: String {
        subcommands.map(\.name).joined(separator: ", ")
    }
}

/// One subcommand: its name, its help, and what it does.
struct Subcommand: Sendable {
    /// The word after `workshop`.
    let name: String
    /// How to call it: `chapter N`.
    let synopsis: String
    /// One line for the overview and the general help (which is in English).
    let summary: Bilingual
    /// The help above the options: how to call it, and what it does.
    let about: String
    /// Its options: the parser accepts these and no other, and the help lists them.
    let options: CommandOptions
    /// The help's last lines, after the options (none when empty).
    var footer: String = ""
    /// Runs the subcommand on its parsed command line; a `UsageError` means exit status 2.
    let run: @Sendable (ParsedArguments, Workshop.Context) throws(UsageError) -> Int32

    /// The full text of `workshop NAME --help`.
    var help: String {
        guard !options.options.isEmpty else { return about }
        let lines = [about, "", "Options:"] + options.lines + (footer.isEmpty ? [] : [footer])
        return lines.joined(separator: "\n")
    }
}
