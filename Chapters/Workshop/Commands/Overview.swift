import Examples

/// What `workshop` prints with no arguments: the chapters, the examples, the commands.
///
/// Every line fits 100 display columns (a Han character takes two): a description that would run
/// past continues on the next line, under the column it started in. `text` puts the English into
/// the reader's language (`--lang`, `LANG`).
enum Overview {
    static let width = ProjectedLines.defaultWidth

    static func print(to output: TextSink, text: Localizer = Localizer(language: .english)) {
        // `lead` starts the first line; the continuations are indented to its width.
        let say = { (lead: String, line: String) in
            for part in ProjectedLines.wrap(line, after: lead, width: width) { output.line(part) }
        }
        output.line(text("RACFromScratch: ReactiveCocoa 2 rebuilt in Swift, one idea per chapter."))
        output.line()

        output.line(text("Chapters"))
        let titleWidth = ChapterCatalog.chapters.map { text($0.title).displayWidth }.max() ?? 0
        let statusWidth = ChapterCatalog.chapters.map { text($0.status.rawValue).displayWidth }.max() ?? 0
        output.line("   #  \(text("Title").padded(to: titleWidth))  \(text("Status").padded(to: statusWidth))  \(text("Its tests"))")
        for chapter in ChapterCatalog.chapters {
            let number = String(chapter.number).leftPadded(to: 2)
            let status = text(chapter.status.rawValue).padded(to: statusWidth)
            output.line("  \(number)  \(text(chapter.title).padded(to: titleWidth))  \(status)  \(chapter.testCommand)")
            say("      ", text(chapter.adds))
        }
        say("  ", text("Run a chapter's demos with 'workshop chapter N'; its tests with the command shown."))
        output.line()

        output.line(text("Examples"))
        let nameWidth = ExampleCatalog.examples.map(\.name.count).max() ?? 0
        for example in ExampleCatalog.examples {
            say("  \(example.name.padded(to: nameWidth))  ", text(example.description))
        }
        say("  ", text("Run one with 'workshop example NAME' (add --realtime, or --speed K, to watch it in time)."))
        output.line()

        output.line(text("Commands"))
        let commands = [("workshop", text("this overview"))]
            + Workshop.subcommands.map { ("workshop " + $0.synopsis, text($0.summary)) }
        let commandWidth = commands.map(\.0.count).max() ?? 0
        for (synopsis, summary) in commands {
            say("  \(synopsis.padded(to: commandWidth))  ", summary)
        }
    }
}
