/// `workshop check-docs`: the guides' Swift excerpts match the sources, their links resolve.
enum CheckDocsCommand {
    static let subcommand: Subcommand = Subcommand(
        name: "check-docs",
        synopsis: "check-docs",
        summary: "check the guides' excerpts, marbles, links and citations against the repository",
        help: """
        Usage: workshop check-docs [--root PATH]

        Checks README.md, every Docs/**/*.md and Exercises/*.md:
          - each ```swift block has <!-- from: PATH --> on the line right above it, PATH relative
            to the package root, and its lines appear one after the other in that file (each line
            compared with surrounding whitespace trimmed; blank lines ignored);
          - each relative link (no scheme; #anchors ignored) points to a file that exists;
          - each ```text block with <!-- marbles: demo N.M --> right above it is exactly the
            marble diagram that demo N.M of `workshop chapter N` prints;
          - no .md file, and no comment of a .swift file, cites a document the repository does
            not have, mentions a Docs/, Chapters/, Tests/ or Benchmarks/ path or a Name.md that
            does not exist, or cites a rule (C1.2), section (§1) or anchor of Docs/Contracts.md
            that it does not define; a test named after a link to a test file must exist there.
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
                + "\(report.links) link\(report.links == 1 ? "" : "s")"
                + (report.marbleDiagrams == 0 ? "" : ", \(report.marbleDiagrams) marble diagram\(report.marbleDiagrams == 1 ? "" : "s")")
                + " in "
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
