import CourseProgress
import Examples

import RAC

/// `workshop example NAME`: runs one of the example apps on virtual time (or, with `--realtime` /
/// `--speed K`, paced by the wall clock) and prints its annotated timeline.
enum ExampleCommand {
    /// The options, declared once: the parser and the help are made from them.
    enum Option {
        static let realtime = OptionSpec("--realtime", help: ["pace the run by the wall clock on the main run loop (a 60 s countdown takes 60 s)"])
        static let speed = OptionSpec("--speed", value: "K", help: ["with or without --realtime: run K times faster than real time", "(K > 0; --speed 10 makes 60 s take 6 s)"])
        static let width = OptionSpec("--width", value: "COLUMNS", help: ["the widest a line may be (default 100; 0 for one line per moment)"])
        static let language = OptionSpec.language(help: ["en or zh-Hans: the captions in Simplified Chinese (the controls' state stays", "as the app shows it); default from LC_ALL, LC_MESSAGES or LANG"])
    }

    static let subcommand: Subcommand = Subcommand(
        name: "example",
        synopsis: "example NAME",
        summary: Bilingual("run an example app (--realtime, or --speed K, to watch it in time)", "运行一个示例应用（--realtime 或 --speed K 可按时间观看）"),
        about: """
        Usage: workshop example NAME [--realtime | --speed K] [--width COLUMNS] [--lang en|zh-Hans]

        Runs the example app NAME headless and prints what its screen shows, step by step.
        The examples: \(ExampleCatalog.validNames).

        Each line is a moment of virtual time: what the user did (or, after →, what the app
        did) and the state of every control afterwards. The last line sums the run up. Lines
        are at most 100 columns wide, to fit a projector: a long state continues on the next
        line, under the state column.
        """,
        options: CommandOptions([Option.realtime, Option.speed, Option.width, Option.language], helpColumn: 15),
        footer: """
        Without either, virtual time runs as fast as it can and the output is the same.
        """,
        run: { options, context throws(UsageError) in
            var speed: Double?
            if let text = options.value(Option.speed) {
                guard let factor = Double(text), factor > 0, factor.isFinite else {
                    throw UsageError("--speed needs a positive number, not '\(text)'")
                }
                speed = factor
            } else if options.has(Option.realtime) {
                speed = 1
            }
            guard options.positionals.count == 1 else {
                throw UsageError("example needs exactly one example name: \(ExampleCatalog.validNames)")
            }
            let name = options.positionals[0]
            guard let example = ExampleCatalog.example(named: name) else {
                throw UsageError("there is no example '\(name)'; the examples are \(ExampleCatalog.validNames)")
            }
            var width = ProjectedLines.defaultWidth
            if let text = options.value(Option.width) {
                guard let columns = Int(text), columns == 0 || columns >= 40 else {
                    throw UsageError("--width needs a number of columns, at least 40 (or 0 for no limit), not '\(text)'")
                }
                width = columns == 0 ? Int.max : columns
            }
            let output = context.output
            let language = context.language
            let heading = WorkshopText.exampleHeading(example.name).text(in: language) + ExampleCaptions.text(example.description, in: language)
            for line in ProjectedLines.prose(heading, width: width) {
                output.line(line)
            }
            output.line()
            let print: (TimelineLine) -> Void = { line in
                // The caption (what happened, or the summary) in the reader's language.
                let shown = TimelineLine(kind: line.kind, time: line.time, what: ExampleCaptions.text(line.what, in: language), state: line.state)
                for part in ProjectedLines.lines(shown, width: width) { output.line(part) }
            }
            if let speed {
                example.runRealtime(speed: speed, log: print)
            } else {
                example.run(on: TestScheduler(), log: print)
            }
            return ExitStatus.success
        }
    )
}
