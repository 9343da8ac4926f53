import Foundation

/// Checks the guides against the code: every Swift excerpt must be a real, current piece of a
/// source file, every relative link must lead somewhere, and every link's `#anchor` must name a
/// heading or anchor of the page it leads to (`AnchorCheck`).
///
/// An excerpt is a ```` ```swift ```` block with `<!-- from: PATH -->` on the line right above it.
/// Its lines must appear in PATH (relative to the package root) one after the other, each compared
/// with leading and trailing whitespace trimmed, blank lines ignored on both sides. So an excerpt
/// may drop indentation and blank lines, but not skip, reorder or change code: when the source
/// changes, the guide has to change with it.
struct DocsChecker {
    /// One problem, located in a document.
    struct Problem: Equatable {
        /// The document, relative to the root.
        let document: String
        /// 1-based line in the document.
        let line: Int
        let message: String

        var description: String { "\(document):\(line): \(message)" }
    }

    /// What a run found.
    struct Report {
        var documents = 0
        var excerpts = 0
        var links = 0
        /// Link fragments checked against their page's anchors (`AnchorCheck`), in every `.md` file.
        var anchors = 0
        var marbleDiagrams = 0
        var problems: [Problem] = []
        /// Translated pages (`TranslationCheck`), and those whose English page changed since.
        var translations = 0
        var stale = 0
        /// What is listed without failing the check: stale translations, banners to update.
        var notes: [String] = []
        /// Test names and marker tasks without Chinese, and Chinese entries no code has any more
        /// (`ChineseNamesCheck`).
        var untranslatedNames = 0
        var unusedNames = 0
    }

    let root: URL

    /// The documents checked: `Docs/**/*.md` (the translations in `Docs/zh-Hans` included),
    /// `Exercises/*.md` (the course files' hints quote the chapters' code), `README.md` and
    /// `README.zh-Hans.md`, relative to the root, sorted.
    func documents() -> [String] {
        var documents = Files.list(under: root.appendingPathComponent("Docs"))
            .filter { $0.hasSuffix(".md") }
            .map { "Docs/\($0)" }
        documents += Files.list(under: root.appendingPathComponent("Exercises"))
            .filter { $0.hasSuffix(".md") }
            .map { "Exercises/\($0)" }
        for readme in ["README.zh-Hans.md", "README.md"] where Files.exists(root.appendingPathComponent(readme)) {
            documents.insert(readme, at: 0)
        }
        return documents
    }

    func run() -> Report {
        var report = Report()
        for document in documents() {
            report.documents += 1
            guard let text = Files.read(root.appendingPathComponent(document)) else {
                report.problems.append(Problem(document: document, line: 1, message: "cannot be read as UTF-8 text"))
                continue
            }
            let (blocks, prose) = Markdown.scan(text)
            for block in blocks where block.language == "swift" {
                report.excerpts += 1
                if let message = checkExcerpt(block) {
                    report.problems.append(Problem(document: document, line: block.line, message: message))
                }
            }
            for block in blocks {
                guard let (_, message) = MarbleCheck.check(block) else { continue }
                report.marbleDiagrams += 1
                if let message { report.problems.append(Problem(document: document, line: block.line, message: message)) }
            }
            for link in Markdown.links(in: prose) {
                guard let target = localTarget(of: link.destination) else { continue }
                report.links += 1
                if let message = checkLink(target, original: link.destination, from: document) {
                    report.problems.append(Problem(document: document, line: link.line, message: message))
                }
            }
        }
        let anchors = AnchorCheck(root: root).run()
        report.anchors = anchors.checked
        report.problems += anchors.problems
        report.problems += CitationCheck(root: root).run()
        let translation = TranslationCheck(root: root)
        report.problems += translation.problems()
        report.problems += TermCheck(root: root).problems()
        report.problems += TeachingPlanCheck(root: root).problems()
        report.problems += TeachingFigureCheck(root: root).problems()
        for page in translation.pages() {
            report.translations += 1
            let hasBanner = Files.read(root.appendingPathComponent(page.path)).map(TranslationCheck.hasBanner) ?? false
            switch translation.freshness(of: page) {
            case .current:
                if hasBanner {
                    report.notes.append("\(page.path): has the out-of-date banner, but \(page.original) has not changed since \(page.commit); run 'workshop check-docs --update-banners'")
                }
            case let .stale(commits):
                report.stale += 1
                let list = commits.prefix(5).joined(separator: ", ") + (commits.count > 5 ? ", …" : "")
                report.notes.append("\(page.path): out of date: \(page.original) has changed since \(page.commit) (\(commits.count) commit\(commits.count == 1 ? "" : "s"): \(list))")
                if !hasBanner {
                    report.notes.append("\(page.path): out of date but without the banner; run 'workshop check-docs --update-banners'")
                }
            case let .unknown(reason):
                report.notes.append("\(page.path): cannot tell whether it is up to date with \(page.original) at \(page.commit): \(reason)")
            }
        }
        let names = ChineseNamesCheck(root: root).run()
        report.problems += names.problems
        report.notes += names.notes
        report.untranslatedNames = names.untranslated
        report.unusedNames = names.unused
        return report
    }

    /// Why the excerpt fails, or `nil` if it is fine.
    func checkExcerpt(_ block: Markdown.CodeBlock) -> String? {
        guard let path = block.lineAbove.flatMap(Self.sourcePath(inMarker:)) else {
            return "swift block without a <!-- from: PATH --> line right above it"
        }
        guard let source = Files.read(root.appendingPathComponent(path)), !Files.isDirectory(root.appendingPathComponent(path)) else {
            return "excerpt from \(path): no such file"
        }
        let excerpt = Self.significantLines(block.lines)
        // Exercise markers are not part of the code a guide quotes.
        let file = Self.significantLines(Markdown.lines(of: ExerciseMarkers.removingMarkers(from: source)))
        if let mismatch = Self.firstMismatch(of: excerpt, in: file) {
            return "excerpt from \(path) does not match the file; first mismatching line: \(mismatch)"
        }
        return nil
    }

    /// PATH in `<!-- from: PATH -->`, or `nil` if `line` is not such a marker.
    static func sourcePath(inMarker line: String) -> String? {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let inner = trimmed.dropFirst(4).dropLast(3).trimmingWhitespace()
        guard inner.hasPrefix("from:") else { return nil }
        let path = inner.dropFirst("from:".count).trimmingWhitespace()
        return path.isEmpty ? nil : path
    }

    /// The lines trimmed, blank ones dropped: what excerpts are compared by.
    static func significantLines(_ lines: [String]) -> [String] {
        lines.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// `nil` if `excerpt` appears in `file` as a contiguous run; otherwise the first excerpt line
    /// that the best partial match (the longest matching prefix) fails on.
    static func firstMismatch(of excerpt: [String], in file: [String]) -> String? {
        guard !excerpt.isEmpty else { return nil }
        var best = 0
        for start in file.indices where file[start] == excerpt[0] {
            var matched = 0
            while matched < excerpt.count, start + matched < file.count, file[start + matched] == excerpt[matched] {
                matched += 1
            }
            if matched == excerpt.count { return nil }
            best = max(best, matched)
        }
        return excerpt[best]
    }

    /// The path part of a link that points into the repository, or `nil` for links this check
    /// leaves alone (a scheme such as `https:` or `mailto:`, `//host`, a bare `#anchor`).
    func localTarget(of destination: String) -> String? {
        var target = destination
        if let hash = target.firstIndex(of: "#") { target = String(target[..<hash]) }
        if let query = target.firstIndex(of: "?") { target = String(target[..<query]) }
        if target.isEmpty || target.hasPrefix("//") { return nil }
        // A scheme: letters, digits, `+ - .`, then `:`, before any `/`.
        if let colon = target.firstIndex(of: ":") {
            let scheme = target[..<colon]
            if let first = scheme.first, first.isLetter,
               scheme.allSatisfy({ $0.isLetter || $0.isNumber || "+-.".contains($0) }) {
                return nil
            }
        }
        return target.removingPercentEncoding ?? target
    }

    /// Why the link's target is missing, or `nil` if it exists. `/path` is relative to the root,
    /// anything else to the document's folder.
    func checkLink(_ target: String, original: String, from document: String) -> String? {
        let base = target.hasPrefix("/")
            ? root
            : root.appendingPathComponent(document).deletingLastPathComponent()
        let url = base.appendingPathComponent(target.hasPrefix("/") ? String(target.dropFirst()) : target)
        return Files.exists(url.standardizedFileURL) ? nil : "link to \(original): no such file"
    }
}
