import CourseProgress

/// `workshop help [COMMAND]` and `workshop --help`.
enum HelpCommand {
    static let subcommand: Subcommand = Subcommand(
        name: "help",
        synopsis: "help [COMMAND]",
        summary: Bilingual("this help, or a command's (also: workshop COMMAND --help)", "本帮助，或某个命令的帮助（也可用 workshop COMMAND --help）"),
        about: """
        Usage: workshop help [COMMAND]

        Prints the general help, or the help of COMMAND (the same as 'workshop COMMAND --help').
        """,
        options: CommandOptions([], helpColumn: 0),
        run: { options, context throws(UsageError) in
            switch options.positionals.count {
            case 0:
                printGeneralHelp(to: context.output)
                return ExitStatus.success
            case 1:
                let name = options.positionals[0]
                guard let command = Workshop.subcommand(named: name) else {
                    throw UsageError("unknown command '\(name)'; the commands are \(Workshop.subcommandNames)")
                }
                context.output.line(command.help)
                return ExitStatus.success
            default:
                throw UsageError("help takes at most one command name")
            }
        }
    )

    static func printGeneralHelp(to output: TextSink) {
        output.line("Usage: workshop [COMMAND] [OPTIONS]")
        output.line()
        output.line("RACFromScratch's command line. With no command, prints the chapters, the examples and")
        output.line("the commands.")
        output.line()
        output.line("Commands:")
        let width = Workshop.subcommands.map(\.synopsis.count).max() ?? 0
        for command in Workshop.subcommands {
            output.line("  " + command.synopsis.padded(to: width) + "  " + command.summary.english)
        }
        output.line()
        output.line("Run 'workshop COMMAND --help' for a command's options. Add --lang zh-Hans (or set")
        output.line("LANG=zh_CN.UTF-8) for the overview, the chapter demos and the examples in Simplified Chinese.")
    }
}
