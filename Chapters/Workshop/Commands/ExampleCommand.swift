/// `workshop example NAME`: runs one of the example apps (none is written yet).
enum ExampleCommand {
    static let subcommand: Subcommand = Subcommand(
        name: "example",
        synopsis: "example NAME",
        summary: "run an example app (--realtime, or --speed K, to watch it in time)",
        help: """
        Usage: workshop example NAME [--realtime | --speed K]

        Runs the example app NAME headless and prints what its screen shows, step by step.
        The examples: \(ExampleCatalog.validNames).

        Options:
          --realtime   wait the app's real delays (a 60 s countdown takes 60 s)
          --speed K    run K times faster than real time (K > 0; --speed 10 makes 60 s take 6 s)
        Without either, virtual time runs as fast as it can.
        """,
        run: { arguments, context throws(UsageError) in
            let options = try Options(arguments, flags: ["--realtime"], valued: ["--speed"])
            if options.wantsHelp {
                context.output.line(Self.subcommand.help)
                return ExitStatus.success
            }
            if let speed = options.values["--speed"] {
                guard let factor = Double(speed), factor > 0, factor.isFinite else {
                    throw UsageError("--speed needs a positive number, not '\(speed)'")
                }
                if options.flags.contains("--realtime") {
                    throw UsageError("--realtime and --speed cannot be used together")
                }
            }
            guard options.positionals.count == 1 else {
                throw UsageError("example needs exactly one example name: \(ExampleCatalog.validNames)")
            }
            let name = options.positionals[0]
            guard let example = ExampleCatalog.example(named: name) else {
                throw UsageError("there is no example '\(name)'; the examples are \(ExampleCatalog.validNames)")
            }
            // The apps are written in their own issue; this is where they will be started.
            context.output.line("The example \(example.name) is not written yet.")
            return ExitStatus.success
        }
    )
}
