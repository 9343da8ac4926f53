import Examples

import RAC

/// `workshop example NAME`: runs one of the example apps on virtual time (or, with `--realtime` /
/// `--speed K`, paced by the wall clock) and prints its annotated timeline.
enum ExampleCommand {
    static let subcommand: Subcommand = Subcommand(
        name: "example",
        synopsis: "example NAME",
        summary: "run an example app (--realtime, or --speed K, to watch it in time)",
        help: """
        Usage: workshop example NAME [--realtime | --speed K]

        Runs the example app NAME headless and prints what its screen shows, step by step.
        The examples: \(ExampleCatalog.validNames).

        Each line is a moment of virtual time: what the user did (or, after →, what the app
        did) and the state of every control afterwards. The last line sums the run up.

        Options:
          --realtime   pace the run by the wall clock on the main run loop (a 60 s countdown takes 60 s)
          --speed K    with or without --realtime: run K times faster than real time
                       (K > 0; --speed 10 makes 60 s take 6 s)
        Without either, virtual time runs as fast as it can and the output is the same.
        """,
        run: { arguments, context throws(UsageError) in
            let options = try Options(arguments, flags: ["--realtime"], valued: ["--speed"])
            if options.wantsHelp {
                context.output.line(Self.subcommand.help)
                return ExitStatus.success
            }
            var speed: Double?
            if let text = options.values["--speed"] {
                guard let factor = Double(text), factor > 0, factor.isFinite else {
                    throw UsageError("--speed needs a positive number, not '\(text)'")
                }
                speed = factor
            } else if options.flags.contains("--realtime") {
                speed = 1
            }
            guard options.positionals.count == 1 else {
                throw UsageError("example needs exactly one example name: \(ExampleCatalog.validNames)")
            }
            let name = options.positionals[0]
            guard let example = ExampleCatalog.example(named: name) else {
                throw UsageError("there is no example '\(name)'; the examples are \(ExampleCatalog.validNames)")
            }
            context.output.line("Example \(example.name): \(example.description)")
            context.output.line()
            if let speed {
                let output = context.output
                example.runRealtime(speed: speed) { output.line("\($0)") }
            } else {
                example.run(on: TestScheduler()) { context.output.line("\($0)") }
            }
            return ExitStatus.success
        }
    )
}
