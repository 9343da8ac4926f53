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
            (context.language, words) = try Self.language(in: arguments, environment: environment)
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
            context.errors.line("error: unknown command '\(first)'; the commands are \(subcommandNames)")
            context.errors.line("Run 'workshop --help' for usage.")
            return ExitStatus.usage
        }
        let rest = Array(words.dropFirst())
        do {
            return try subcommand.run(rest, context)
        } catch {
            context.errors.line("error: \(error.message)")
            context.errors.line("Run 'workshop \(subcommand.name) --help' for usage.")
            return ExitStatus.usage
        }
    }

    /// The language `--lang NAME` (anywhere on the command line) asks for, else the one the
    /// locale variables ask for; and the arguments without the option.
    static func language(in arguments: [String], environment: [String: String]) throws(UsageError) -> (Language, [String]) {
        var rest: [String] = []
        var chosen: Language?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            var value: String?
            if argument == "--lang" {
                guard index < arguments.count else { throw UsageError("--lang needs a value: \(Language.validNames)") }
                value = arguments[index]
                index += 1
            } else if argument.hasPrefix("--lang=") {
                value = String(argument.dropFirst("--lang=".count))
            }
            guard let value else {
                rest.append(argument)
                continue
            }
            guard let language = Language(option: value) else {
                throw UsageError("there is no language '\(value)'; the languages are \(Language.validNames)")
            }
            chosen = language
        }
        return (chosen ?? Language.from(environment: environment), rest)
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
    /// The full text of `workshop NAME --help`.
    let help: String
    /// Runs the subcommand on the arguments after its name; a `UsageError` means exit status 2.
    let run: @Sendable ([String], Workshop.Context) throws(UsageError) -> Int32
}
