/// `workshop check-docs`: the guides' Swift excerpts match the sources, their links resolve.
enum CheckDocsCommand {
    static let subcommand: Subcommand = Subcommand(
        name: "check-docs",
        synopsis: "check-docs",
        summary: "check the guides' Swift excerpts against the sources, and their links",
        help: """
        Usage: workshop check-docs [--root PATH]

        Checks README.md and every Docs/**/*.md:
          - each ```swift block has <!-- from: PATH --> on the line right above it, PATH relative
            to the package root, and its lines appear one after the other in that file (each line
            compared with surrounding whitespace trimmed; blank lines ignored);
          - each relative link (no scheme; #anchors ignored) points to a file that exists.
        Prints every failure (document, line, PATH, first mismatching line) and exits 1 if any.

        Options:
          --root PATH  the package root (default: the nearest folder with a Package.swift)
        """,
        run: { arguments, context throws(UsageError) in
            let options = try Options(arguments, valued: ["--root"])
            if options.wantsHelp {
                context.output.line(Self.subcommand.help)
                return ExitStatus.success
            }
            guard options.positionals.isEmpty else {
                throw UsageError("check-docs takes no arguments, got '\(options.positionals[0])'")
            }
            let root = try PackageRoot.find(option: options.values["--root"], currentDirectory: context.currentDirectory)
            let report = DocsChecker(root: root).run()
            for problem in report.problems {
                context.output.line(problem.description)
            }
            let summary = "\(report.excerpts) Swift excerpt\(report.excerpts == 1 ? "" : "s") and "
                + "\(report.links) link\(report.links == 1 ? "" : "s") in "
                + "\(report.documents) document\(report.documents == 1 ? "" : "s")"
            if report.problems.isEmpty {
                context.output.line("check-docs: \(summary): all good.")
                return ExitStatus.success
            }
            let count = report.problems.count
            context.output.line("check-docs: \(summary): \(count) problem\(count == 1 ? "" : "s").")
            return ExitStatus.failure
        }
    )
}
