import CourseProgress
import Examples

/// What `workshop` prints with no arguments: the chapters, the examples, the commands.
///
/// Every line fits 100 display columns (a Han character takes two): a description that would run
/// past continues on the next line, under the column it started in, in the reader's `language`
/// (`--lang`, `LANG`).
enum Overview {
    static let width = ProjectedLines.defaultWidth

    static func print(to output: TextSink, language: Language = .english) {
        let text = { (message: WorkshopText) in message.text(in: language) }
        // `lead` starts the first line; the continuations are indented to its width.
        let say = { (lead: String, line: String) in
            for part in ProjectedLines.wrap(line, after: lead, width: width) { output.line(part) }
        }
        output.line(text(.overviewHeading))
        output.line()

        output.line(text(.chaptersHeading))
        let titleWidth = ChapterCatalog.chapters.map { $0.title.text(in: language).displayWidth }.max() ?? 0
        let statusWidth = ChapterCatalog.chapters.map { text(.status($0.status)).displayWidth }.max() ?? 0
        output.line("   #  \(text(.titleColumn).padded(to: titleWidth))  \(text(.statusColumn).padded(to: statusWidth))  \(text(.testsColumn))")
        for chapter in ChapterCatalog.chapters {
            let number = String(chapter.number).leftPadded(to: 2)
            let status = text(.status(chapter.status)).padded(to: statusWidth)
            output.line("  \(number)  \(chapter.title.text(in: language).padded(to: titleWidth))  \(status)  \(chapter.testCommand)")
            say("      ", chapter.adds.text(in: language))
        }
        say("  ", text(.howToRunAChapter))
        output.line()

        output.line(text(.examplesHeading))
        let nameWidth = ExampleCatalog.examples.map(\.name.count).max() ?? 0
        for example in ExampleCatalog.examples {
            say("  \(example.name.padded(to: nameWidth))  ", ExampleCaptions.text(example.description, in: language))
        }
        say("  ", text(.howToRunAnExample))
        output.line()

        output.line(text(.commandsHeading))
        let commands = [("workshop", text(.thisOverview))]
            + Workshop.subcommands.map { ("workshop " + $0.synopsis, $0.summary.text(in: language)) }
        let commandWidth = commands.map(\.0.count).max() ?? 0
        for (synopsis, summary) in commands {
            say("  \(synopsis.padded(to: commandWidth))  ", summary)
        }
    }
}
