import CourseProgress
import Foundation

/// `workshop diffs [--check]`: regenerates `Docs/diffs/ChapterNN.diff` and `RAC.diff`, or checks that they are current;
/// `workshop diffs N` prints chapter N's diff for a projector (`ProjectedDiff`).
enum DiffsCommand {
    /// The options, declared once: the parser and the help are made from them.
    enum Option {
        static let check = OptionSpec("--check", help: ["change nothing; exit 1 and list the stale files if any differ from disk"])
        static let width = OptionSpec("--width", value: "COLUMNS", help: ["with N: the widest a line may be (default 100, at least 40)"])
    }

    static let subcommand: Subcommand = Subcommand(
        name: "diffs",
        synopsis: "diffs [N | --check]",
        summary: Bilingual("regenerate Docs/diffs/ChapterNN.diff (--check: fail if stale); N: show chapter N's, wrapped", "重新生成 Docs/diffs/ChapterNN.diff（--check：过期则失败）；N：显示第 N 章的 diff，长行折行"),
        about: """
        Usage: workshop diffs [--check] [--root PATH]
               workshop diffs N [--width COLUMNS] [--root PATH]

        Writes Docs/diffs/ChapterNN.diff for every chapter NN whose predecessor is written too: a
        unified diff (3 lines of context, files sorted by path, new and deleted files included)
        from Chapters/ChapterNN-1_* to Chapters/ChapterNN_*. A diff for a pair that is no longer
        written is removed. Also writes Docs/diffs/RAC.diff: chapter 8 against the full module
        Chapters/RAC, whose files sit in folders and are paired with chapter 8's by name.

        With N (2 to 8), writes no file: prints chapter N's diff against chapter N-1 for a
        projector, every line at most 100 columns: a longer one goes on in lines that start with
        its first column, its indentation and ↪ (nothing is left out).
        """,
        options: CommandOptions([Option.check, Option.width, .root], helpColumn: 19),
        run: { options, context throws(UsageError) in
            guard options.positionals.count <= 1 else {
                throw UsageError("diffs takes at most one chapter number, got '\(options.positionals[1])'")
            }
            let root = try PackageRoot.find(option: options.value(.root), currentDirectory: context.currentDirectory)
            if let chapter = options.positionals.first {
                guard !options.has(Option.check) else { throw UsageError("diffs N prints one diff; --check goes without N") }
                return try show(chapter, width: options.value(Option.width), root: root, output: context.output)
            }
            if options.value(Option.width) != nil { throw UsageError("--width goes with a chapter number, N") }
            if options.has(Option.check) {
                return check(root: root, output: context.output)
            }
            return regenerate(root: root, output: context.output)
        }
    )

    /// `diffs N`: chapter N's diff, laid out for a projector.
    static func show(_ argument: String, width: String?, root: URL, output: TextSink) throws(UsageError) -> Int32 {
        guard let number = Int(argument), ChapterCatalog.chapter(number) != nil, ChapterCatalog.chapter(number - 1) != nil else {
            throw UsageError("there is no diff for chapter '\(argument)'; the diffs are of chapters 2 to 8, each against the one before")
        }
        var columns = ProjectedLines.defaultWidth
        if let width {
            guard let value = Int(width), value >= 40 else {
                throw UsageError("--width needs a number of columns, at least 40, not '\(width)'")
            }
            columns = value
        }
        guard let diff = ChapterDiffs.diff(forChapter: number, root: root) else {
            throw UsageError("chapter \(number) or chapter \(number - 1) is not written: there is no diff to show")
        }
        for line in ProjectedDiff.lines(of: diff, width: columns) { output.line(line) }
        return ExitStatus.success
    }

    /// What would change on disk: `(path, reason)` for every stale file, sorted by path.
    static func staleFiles(root: URL) -> [(path: String, reason: String)] {
        let expected = ChapterDiffs.expected(root: root)
        let existing = ChapterDiffs.existing(root: root)
        var stale: [(path: String, reason: String)] = []
        for path in Set(expected.keys).union(existing.keys).sorted(by: Files.byteOrder) {
            switch (expected[path], existing[path]) {
            case let (wanted?, present?) where wanted != present: stale.append((path, "differs"))
            case (_?, nil): stale.append((path, "missing"))
            case (nil, _?): stale.append((path, "no longer generated: one of its chapters is not written"))
            default: break
            }
        }
        return stale
    }

    static func check(root: URL, output: TextSink) -> Int32 {
        let stale = staleFiles(root: root)
        guard !stale.isEmpty else {
            let count = ChapterDiffs.expected(root: root).count
            output.line("\(ChapterDiffs.folder) is up to date (\(count) diff\(count == 1 ? "" : "s")).")
            return ExitStatus.success
        }
        output.line("\(ChapterDiffs.folder) is stale; run 'swift run workshop diffs' to regenerate:")
        for file in stale {
            output.line("  \(file.path): \(file.reason)")
        }
        return ExitStatus.failure
    }

    static func regenerate(root: URL, output: TextSink) -> Int32 {
        let expected = ChapterDiffs.expected(root: root)
        let existing = ChapterDiffs.existing(root: root)
        do {
            if !expected.isEmpty {
                try FileManager.default.createDirectory(
                    at: root.appendingPathComponent(ChapterDiffs.folder), withIntermediateDirectories: true
                )
            }
            for path in expected.keys.sorted(by: Files.byteOrder) {
                let text = expected[path]!
                if existing[path] == text {
                    output.line("unchanged \(path)")
                } else {
                    try Data(text.utf8).write(to: root.appendingPathComponent(path), options: .atomic)
                    output.line("wrote \(path)")
                }
            }
            for path in existing.keys.sorted(by: Files.byteOrder) where expected[path] == nil {
                try FileManager.default.removeItem(at: root.appendingPathComponent(path))
                output.line("removed \(path) (one of its chapters is not written)")
            }
        } catch {
            output.line("error: \(error.localizedDescription)")
            return ExitStatus.failure
        }
        if expected.isEmpty {
            output.line("No two consecutive chapters are written yet: no diffs to write.")
        }
        return ExitStatus.success
    }
}
