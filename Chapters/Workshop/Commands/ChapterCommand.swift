import CourseProgress
import Marbles

/// `workshop chapter N`: runs chapter N's demos and prints what each produced, event by event and
/// as a marble diagram.
enum ChapterCommand {
    /// The options, declared once: the parser and the help are made from them.
    enum Option {
        static let width = OptionSpec("--width", value: "COLUMNS", help: ["the widest a line may be (default 100, at least 40; 0 for no limit)"])
        static let language = OptionSpec.language(help: ["en or zh-Hans: the headings and narration in Simplified Chinese", "(default: from LC_ALL, LC_MESSAGES or LANG; zh_CN and zh_SG pick Chinese);", "widths are display columns, a Han character taking two"])
    }

    static let subcommand: Subcommand = Subcommand(
        name: "chapter",
        synopsis: "chapter N",
        summary: Bilingual("run chapter N's demos: their events and marble diagrams", "运行第 N 章的演示：事件与弹珠图"),
        about: """
        Usage: workshop chapter N [--width COLUMNS] [--lang en|zh-Hans]

        Runs the demos of chapter N (1 to 8). For each demo it prints the title, what to notice,
        the events in the order they happened (tick, row, event, and log lines), and the marble
        diagram: one row per subscription, one character per tick (see Docs/Marbles.md).
        A chapter that is not written yet says so.

        Lines are at most 100 columns wide, to fit a projector: longer text continues on the next
        line, indented. A marble row is never broken (a diagram read across a break misleads).
        """,
        options: CommandOptions([Option.width, Option.language], helpColumn: 19),
        run: { options, context throws(UsageError) in
            guard options.positionals.count == 1 else {
                throw UsageError("chapter needs exactly one chapter number, \(ChapterCatalog.validNumbers)")
            }
            let argument = options.positionals[0]
            guard let number = Int(argument), let chapter = ChapterCatalog.chapter(number) else {
                throw UsageError("there is no chapter '\(argument)'; the chapters are \(ChapterCatalog.validNumbers)")
            }
            var width = ProjectedLines.defaultWidth
            if let text = options.value(Option.width) {
                guard let columns = Int(text), columns == 0 || columns >= 40 else {
                    throw UsageError("--width needs a number of columns, at least 40 (or 0 for no limit), not '\(text)'")
                }
                width = columns == 0 ? Int.max : columns
            }
            run(chapter, to: context.output, width: width, language: context.language)
            return ExitStatus.success
        }
    )

    /// Prints the chapter's header and runs its demos, in lines of at most `width` columns
    /// (marble rows excepted).
    static func run(
        _ chapter: ChapterEntry, to output: TextSink, width: Int = ProjectedLines.defaultWidth,
        language: Language = .english
    ) {
        let text = { (message: WorkshopText) in message.text(in: language) }
        // `lead` starts the first line; the continuations are indented to its width.
        let say = { (lead: String, body: String) in
            for line in ProjectedLines.wrap(body, after: lead, width: width) { output.line(line) }
        }
        guard chapter.isWritten else {
            say("", text(.chapterNotWritten(chapter.number)))
            say(text(.itWillAdd), chapter.adds.text(in: language) + text(.fullStop))
            return
        }
        say("", text(.chapterHeading(chapter.number)) + "\(chapter.title.text(in: language)) (\(chapter.module))")
        say(text(.whatItAdds), chapter.adds.text(in: language) + text(.fullStop))
        say(text(.itsTests), chapter.testCommand)
        say("", text(.marblesKeyValues))
        say("", text(.marblesKeySubscriptions))
        guard let demos = DemoRegistry.demos(forChapter: chapter.number), !demos.isEmpty else {
            output.line()
            say("", text(.noDemos(chapter.number)))
            return
        }
        for (index, demo) in demos.enumerated() {
            output.line()
            print(demo, label: "\(chapter.number).\(index + 1)", to: output, width: width, language: language)
        }
    }

    /// Runs one demo and prints it, in lines of at most `width` columns (marble rows excepted):
    /// a continuation starts under the text it continues.
    static func print(
        _ demo: Demo, label: String, to output: TextSink, width: Int = ProjectedLines.defaultWidth,
        language: Language = .english
    ) {
        let text = { (message: WorkshopText) in message.text(in: language) }
        let recorder = DemoRecorder()
        demo.body(recorder)

        // `lead` starts the first line; the continuations are indented to its width.
        let say = { (lead: String, body: String) in
            for line in ProjectedLines.wrap(body, after: lead, width: width) { output.line(line) }
        }
        say("\(label)  ", demo.title.text(in: language))
        say(text(.noticeHeading), demo.notice.text(in: language))
        output.line(text(.eventsHeading))
        let tickWidth = String(recorder.lastTick).count
        for record in recorder.records {
            let tickColumn = "       \(String(record.tick).leftPadded(to: tickWidth))  "
            switch record {
            case let .event(_, row, event):
                say("\(tickColumn)\(row): ", "\(event)")
            case let .log(_, line):
                say("\(tickColumn)> ", line.text(in: language))
            }
        }
        output.line(text(.marblesHeading))
        let (diagram, legend) = recorder.diagram.symbolized()
        for line in diagram.render().split(separator: "\n", omittingEmptySubsequences: false) {
            output.line("       \(line)")
        }
        if !legend.isEmpty {
            say(text(.legendLead), "\(legend)")
        }
    }
}
