import CourseProgress
import Foundation

/// `workshop check-docs`: the guides' Swift excerpts match the sources, their links resolve.
enum CheckDocsCommand {
    /// The options, declared once: the parser and the help are made from them.
    enum Option {
        static let updateBanners = OptionSpec("--update-banners", help: ["first add the out-of-date banner to every stale translation and", "remove it from the others (prints each page it changes)"])
    }

    static let subcommand: Subcommand = Subcommand(
        name: "check-docs",
        synopsis: "check-docs",
        summary: Bilingual("check the guides' excerpts, marbles, links and citations against the repository", "对照仓库检查指南中的代码摘录、弹珠图、链接与引用"),
        about: """
        Usage: workshop check-docs [--root PATH] [--update-banners]

        Checks README.md, README.zh-Hans.md, every Docs/**/*.md and Exercises/*.md:
          - each ```swift block has <!-- from: PATH --> on the line right above it, PATH relative
            to the package root, and its lines appear one after the other in that file (each line
            compared with surrounding whitespace trimmed; blank lines ignored);
          - each relative link (no scheme) points to a file that exists;
          - in every .md file of the repository, each link's #anchor into a .md page (or alone:
            the same page) is the GitHub anchor of one of that page's headings, or an id="..."
            (name="..." on <a>) in it; the failure lists the nearest anchors that exist;
          - each ```text block with <!-- marbles: demo N.M --> right above it is exactly the
            marble diagram that demo N.M of `workshop chapter N` prints;
          - no .md file, and no comment of a .swift file, cites a document the repository does
            not have, mentions a Docs/, Chapters/, Tests/ or Benchmarks/ path or a Name.md that
            does not exist, or cites a rule (C1.2), section (§1) or anchor of Docs/Contracts.md
            that it does not define; a test named after a link to a test file must exist there;
          - Docs/Teaching.md and its translation: each plan (a text block under <!-- plan: NAME -->
            after a schedule table) writes every exercise in a workspace that takes it out, after
            what it needs (Exercises/ChapterNN.map) or where that is given, and writes every
            exercise its workspaces take out; the estimates table's counts of exercises and of
            mistakes are those of Exercises/ChapterNN.md, and the totals, the one-day plan's hours
            and the per-test limit the guide states are the ones computed.
        Every @Test/@Suite name of the chapters' tests and challenges' tests, and every exercise
        marker's task, needs its Chinese in Exercises/zh-Hans/ChapterNN-tests.txt (-tasks.txt) for a
        Chinese workspace: those without one, and entries whose English no code has any more, are
        listed by file with a count (not a failure); a Chinese test name that would break its Swift
        string (an unescaped ", a \\() is a failure.
        The translations (Docs/zh-Hans/*.md and README.zh-Hans.md, each starting with
        <!-- translated from Docs/X.md at COMMIT -->) are checked like the English, and also:
          - their fenced blocks that are not Swift (marble timelines, drawings, commands) are the
            English page's, the same blocks in the same order;
          - a link to an English page that has a translation should link the translation;
          - a page whose English page changed after COMMIT (git log COMMIT..HEAD -- Docs/X.md) is
            listed as out of date, with the commits; it is not a failure. Such a page carries a
            banner in Chinese at its top, linking the English page: --update-banners writes it
            (and removes it from pages that are up to date again); a missing or extra banner is
            listed, not failed. Without git, or with an unknown COMMIT, a line says so.
        Prints every failure (document, line, PATH, first mismatching line) and exits 1 if any.
        """,
        options: CommandOptions([.root, Option.updateBanners], helpColumn: 21),
        run: { options, context throws(UsageError) in
            guard options.positionals.isEmpty else {
                throw UsageError("check-docs takes no arguments, got '\(options.positionals[0])'")
            }
            let root = try PackageRoot.find(option: options.value(.root), currentDirectory: context.currentDirectory)
            if options.has(Option.updateBanners) {
                for line in updateBanners(root: root) { context.output.line(line) }
            }
            let report = DocsChecker(root: root).run()
            for problem in report.problems {
                context.output.line(problem.description)
            }
            for note in report.notes {
                context.output.line(note)
            }
            let summary = "\(report.excerpts) Swift excerpt\(report.excerpts == 1 ? "" : "s") and "
                + "\(report.links) link\(report.links == 1 ? "" : "s")"
                + (report.anchors == 0 ? "" : ", \(report.anchors) anchor\(report.anchors == 1 ? "" : "s")")
                + (report.marbleDiagrams == 0 ? "" : ", \(report.marbleDiagrams) marble diagram\(report.marbleDiagrams == 1 ? "" : "s")")
                + " in "
                + "\(report.documents) document\(report.documents == 1 ? "" : "s")"
                + (report.translations == 0 ? "" : " (\(report.translations) translated, \(report.stale) out of date)")
                + (report.untranslatedNames == 0 ? "" : ", \(report.untranslatedNames) test name\(report.untranslatedNames == 1 ? "" : "s") or task\(report.untranslatedNames == 1 ? "" : "s") without Chinese")
                + (report.unusedNames == 0 ? "" : ", \(report.unusedNames) Chinese name\(report.unusedNames == 1 ? "" : "s") for English no code has")
            if report.problems.isEmpty {
                context.output.line("check-docs: \(summary): all good.")
                return ExitStatus.success
            }
            let count = report.problems.count
            context.output.line("check-docs: \(summary): \(count) problem\(count == 1 ? "" : "s").")
            return ExitStatus.failure
        }
    )

    /// Puts the out-of-date banner on every stale translation and takes it off the others;
    /// returns a line per page changed. A page git cannot judge is left as it is.
    static func updateBanners(root: URL) -> [String] {
        let check = TranslationCheck(root: root)
        var changed: [String] = []
        for page in check.pages() {
            let url = root.appendingPathComponent(page.path)
            guard let text = Files.read(url) else { continue }
            let wanted: Bool
            switch check.freshness(of: page) {
            case .current: wanted = false
            case .stale: wanted = true
            case .unknown: continue
            }
            guard wanted != TranslationCheck.hasBanner(text) else { continue }
            let updated = TranslationCheck.settingBanner(wanted, in: text, page: page)
            do {
                try Data(updated.utf8).write(to: url)
                changed.append("\(page.path): banner \(wanted ? "added" : "removed")")
            } catch {
                changed.append("\(page.path): cannot write the banner (\(error.localizedDescription))")
            }
        }
        return changed
    }
}
