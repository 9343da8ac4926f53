import Marbles

/// `workshop chapter N`: runs chapter N's demos and prints what each produced, event by event and
/// as a marble diagram.
enum ChapterCommand {
    static let subcommand: Subcommand = Subcommand(
        name: "chapter",
        synopsis: "chapter N",
        summary: "run chapter N's demos: their events and marble diagrams",
        help: """
        Usage: workshop chapter N

        Runs the demos of chapter N (1 to 8). For each demo it prints the title, what to notice,
        the events in the order they happened (tick, row, event, and log lines), and the marble
        diagram: one row per subscription, one character per tick (see Docs/Marbles.md).
        A chapter that is not written yet says so.
        """,
        run: { arguments, context throws(UsageError) in
            let options = try Options(arguments)
            if options.wantsHelp {
                context.output.line(Self.subcommand.help)
                return ExitStatus.success
            }
            guard options.positionals.count == 1 else {
                throw UsageError("chapter needs exactly one chapter number, \(ChapterCatalog.validNumbers)")
            }
            let argument = options.positionals[0]
            guard let number = Int(argument), let chapter = ChapterCatalog.chapter(number) else {
                throw UsageError("there is no chapter '\(argument)'; the chapters are \(ChapterCatalog.validNumbers)")
            }
            run(chapter, to: context.output)
            return ExitStatus.success
        }
    )

    /// Prints the chapter's header and runs its demos.
    static func run(_ chapter: ChapterEntry, to output: TextSink) {
        guard chapter.isWritten else {
            output.line("Chapter \(chapter.number) is not written yet.")
            output.line("It will add \(chapter.adds).")
            return
        }
        output.line("Chapter \(chapter.number): \(chapter.title) (\(chapter.module))")
        output.line("What it adds: \(chapter.adds).")
        output.line("Its tests: \(chapter.testCommand)")
        output.line("Marbles: one character per tick. - nothing; a, b, 1 … a value; | completed; X error;")
        output.line("^ subscribed; ! disposed; (ab) several events in one tick. See Docs/Marbles.md.")
        guard let demos = DemoRegistry.demos(forChapter: chapter.number), !demos.isEmpty else {
            output.line()
            output.line("Chapter \(chapter.number) has no demos yet.")
            return
        }
        for (index, demo) in demos.enumerated() {
            output.line()
            print(demo, label: "\(chapter.number).\(index + 1)", to: output)
        }
    }

    /// Runs one demo and prints it.
    static func print(_ demo: Demo, label: String, to output: TextSink) {
        let recorder = DemoRecorder()
        demo.body(recorder)

        output.line("\(label)  \(demo.title)")
        for line in wrap(demo.notice, width: 100, firstPrefix: "     Notice: ", prefix: "             ") {
            output.line(line)
        }
        output.line("     Events:")
        let tickWidth = String(recorder.lastTick).count
        for record in recorder.records {
            switch record {
            case let .event(tick, row, event):
                output.line("       \(String(tick).leftPadded(to: tickWidth))  \(row): \(event)")
            case let .log(tick, line):
                output.line("       \(String(tick).leftPadded(to: tickWidth))  > \(line)")
            }
        }
        output.line("     Marbles:")
        let (diagram, legend) = recorder.diagram.symbolized()
        for line in diagram.render().split(separator: "\n", omittingEmptySubsequences: false) {
            output.line("       \(line)")
        }
        if !legend.isEmpty {
            output.line("       where \(legend)")
        }
    }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word gets a line
    /// of its own), the first starting with `firstPrefix`, the others with `prefix`.
    static func wrap(_ text: String, width: Int, firstPrefix: String, prefix: String) -> [String] {
        var lines: [String] = []
        var current = firstPrefix
        var currentIsEmpty = true
        for word in text.split(separator: " ") {
            if !currentIsEmpty, current.count + 1 + word.count > width {
                lines.append(current)
                current = prefix
                currentIsEmpty = true
            }
            current += (currentIsEmpty ? "" : " ") + word
            currentIsEmpty = false
        }
        lines.append(current)
        return lines
    }
}
