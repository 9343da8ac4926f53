import Examples

/// What `workshop` prints with no arguments: the chapters, the examples, the commands.
enum Overview {
    static func print(to output: TextSink) {
        output.line("RACFromScratch: ReactiveCocoa 2 rebuilt in Swift, one idea per chapter.")
        output.line()

        output.line("Chapters")
        let titleWidth = ChapterCatalog.chapters.map(\.title.count).max() ?? 0
        output.line("   #  \("Title".padded(to: titleWidth))  Status   Its tests")
        for chapter in ChapterCatalog.chapters {
            let number = String(chapter.number).leftPadded(to: 2)
            let status = chapter.status.rawValue.padded(to: 7)
            output.line("  \(number)  \(chapter.title.padded(to: titleWidth))  \(status)  \(chapter.testCommand)")
            output.line("      \(chapter.adds)")
        }
        output.line("  Run a chapter's demos with 'workshop chapter N'; its tests with the command shown.")
        output.line()

        output.line("Examples")
        let nameWidth = ExampleCatalog.examples.map(\.name.count).max() ?? 0
        for example in ExampleCatalog.examples {
            output.line("  \(example.name.padded(to: nameWidth))  \(example.description)")
        }
        output.line("  Run one with 'workshop example NAME' (add --realtime, or --speed K, to watch it in time).")
        output.line()

        output.line("Commands")
        let commands = [("workshop", "this overview")]
            + Workshop.subcommands.map { ("workshop " + $0.synopsis, $0.summary) }
        let commandWidth = commands.map(\.0.count).max() ?? 0
        for (synopsis, summary) in commands {
            output.line("  \(synopsis.padded(to: commandWidth))  \(summary)")
        }
    }
}
