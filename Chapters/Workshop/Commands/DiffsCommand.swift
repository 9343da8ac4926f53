import CourseProgress
import Foundation

/// `workshop diffs [--check]`: regenerates `Docs/diffs/ChapterNN.diff` and `RAC.diff`, or checks that they are current.
enum DiffsCommand {
    /// The options, declared once: the parser and the help are made from them.
    enum Option {
        static let check = OptionSpec("--check", help: ["change nothing; exit 1 and list the stale files if any differ from disk"])
    }

    static let subcommand: Subcommand = Subcommand(
        name: "diffs",
        synopsis: "diffs [--check]",
        summary: Bilingual("regenerate Docs/diffs/ChapterNN.diff (--check: fail if they are stale)", "重新生成 Docs/diffs/ChapterNN.diff（--check：过期则失败）"),
        about: """
        Usage: workshop diffs [--check] [--root PATH]

        Writes Docs/diffs/ChapterNN.diff for every chapter NN whose predecessor is written too: a
        unified diff (3 lines of context, files sorted by path, new and deleted files included)
        from Chapters/ChapterNN-1_* to Chapters/ChapterNN_*. A diff for a pair that is no longer
        written is removed. Also writes Docs/diffs/RAC.diff: chapter 8 against the full module
        Chapters/RAC, whose files sit in folders and are paired with chapter 8's by name.
        """,
        options: CommandOptions([Option.check, .root], helpColumn: 15),
        run: { options, context throws(UsageError) in
            guard options.positionals.isEmpty else {
                throw UsageError("diffs takes no arguments, got '\(options.positionals[0])'")
            }
            let root = try PackageRoot.find(option: options.value(.root), currentDirectory: context.currentDirectory)
            if options.has(Option.check) {
                return check(root: root, output: context.output)
            }
            return regenerate(root: root, output: context.output)
        }
    )

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
