import Foundation

/// Checks that what the repository cites is in the repository.
///
/// It reads every `.md` file and the comment lines of every `.swift` file (hidden folders and
/// `.build` left out) and reports:
/// - a citation of one of the outside documents the package was planned from (they are not in
///   the repository, so a reader cannot follow it): see `outsideDocuments`;
/// - a mention of a path that does not exist: `Docs/…`, `Chapters/…`, `Tests/…`, `Benchmarks/…`,
///   or a bare file name ending in `.md`, looked up from the root, from the citing file's folder and (for a bare
///   name) in `Docs/`;
/// - a rule of `Docs/Contracts.md` that does not exist: on a line that mentions `Contracts`, every
///   `C<section>.<rule>` must be a rule of that file and every `§<n>` one of its sections; in a
///   Swift comment, a link to one of its anchors must name one that exists (in a `.md` file,
///   every link's anchor is `AnchorCheck`'s);
/// - a test named after a link to a test file (`` [File.swift](../Tests/…/File.swift) `name()` ``,
///   as the guides and Contracts.md cite them) that the file does not define.
struct CitationCheck {
    let root: URL

    /// The documents that must not be cited, with what to cite instead. Spelled in pieces so that
    /// this file does not cite them itself.
    static let outsideDocuments: [(pattern: String, instead: String)] = [
        ("rac2" + "-semantics", "cite Docs/Contracts.md (a rule such as C1.2) instead"),
        ("API" + ".md", "cite Docs/Contracts.md, Docs/Differences.md or Docs/Glossary.md instead"),
    ]

    /// The files read: every `.md` and `.swift` file under the root, relative paths, sorted.
    func files() -> [String] {
        Files.list(under: root)
            .filter { $0.hasSuffix(".md") || $0.hasSuffix(".swift") }
            .filter { !$0.hasPrefix("Docs/diffs/") }
    }

    /// The rules and sections Contracts.md defines (empty sets if there is no Contracts.md).
    struct Contracts {
        var rules: Set<String> = []
        var sections: Set<String> = []
        var anchors: Set<String> = []
        var exists = false

        init(text: String?) {
            guard let text else { return }
            exists = true
            for line in Markdown.lines(of: text) {
                for match in CitationCheck.matches(#"<a id="([^"]+)"></a>"#, in: line) {
                    let id = match[1]
                    anchors.insert(id)
                    if !CitationCheck.matches(#"^C\d+\.\d+$"#, in: id).isEmpty { rules.insert(id) }
                }
                if let heading = CitationCheck.matches(#"^## (\d+)\. "#, in: line).first {
                    sections.insert(heading[1])
                }
            }
            anchors.formUnion(AnchorCheck.anchors(in: text))
        }
    }

    func run() -> [DocsChecker.Problem] {
        let contracts = Contracts(text: Files.read(root.appendingPathComponent("Docs/Contracts.md")))
        var problems: [DocsChecker.Problem] = []
        for file in files() {
            guard let text = Files.read(root.appendingPathComponent(file)) else { continue }
            for (number, line) in Self.citingLines(of: text, markdown: file.hasSuffix(".md")) {
                for message in check(line, in: file, contracts: contracts) {
                    problems.append(DocsChecker.Problem(document: file, line: number, message: message))
                }
            }
        }
        return problems
    }

    /// The lines that may cite: a Markdown file's prose (fenced blocks left out: an excerpt is
    /// checked at its source), a Swift file's comment lines.
    static func citingLines(of text: String, markdown: Bool) -> [(Int, String)] {
        if markdown { return Markdown.scan(text).prose }
        return Markdown.lines(of: text).enumerated().compactMap { index, line in
            line.trimmingWhitespace().hasPrefix("//") ? (index + 1, line) : nil
        }
    }

    /// What is wrong with the citations on one line.
    func check(_ line: String, in file: String, contracts: Contracts) -> [String] {
        var messages: [String] = []
        for (pattern, instead) in Self.outsideDocuments where line.contains(pattern) {
            messages.append("cites \(pattern), which is not in the repository; \(instead)")
        }
        let folder = (file as NSString).deletingLastPathComponent
        for path in Self.pathMentions(in: line) where !exists(path, from: folder) {
            messages.append("mentions \(path): no such file or folder")
        }
        if line.contains("Contracts") {
            if !contracts.exists {
                messages.append("cites Docs/Contracts.md, which does not exist")
            } else {
                for rule in Self.ruleCitations(in: line) where !contracts.rules.contains(rule) {
                    messages.append("cites \(rule), which Docs/Contracts.md does not define")
                }
                for section in Self.sectionCitations(in: line) where !contracts.sections.contains(section) {
                    messages.append("cites Contracts §\(section), which Docs/Contracts.md does not have")
                }
                // A Markdown file's links, anchors included, are the link and anchor checks'.
                let anchors = file.hasSuffix(".md") ? [] : Self.contractAnchors(in: line)
                for anchor in anchors where !contracts.anchors.contains(anchor) {
                    messages.append("links Contracts.md#\(anchor), which Docs/Contracts.md does not have")
                }
            }
        }
        if file.hasSuffix(".md") {
            for (path, name) in Self.testCitations(in: line) {
                let target = URL(fileURLWithPath: folder.isEmpty ? path : "\(folder)/\(path)", relativeTo: root).standardizedFileURL
                guard let source = Files.read(target) else { continue }  // a missing file is the link check's
                if source.range(of: "func \(name)(") == nil {
                    messages.append("names test \(name)(), which \((path as NSString).lastPathComponent) does not define")
                }
            }
        }
        return messages
    }

    /// Whether `path` exists from the root, from `folder`, or (a bare `.md` name) in `Docs/`.
    func exists(_ path: String, from folder: String) -> Bool {
        var candidates = [path, folder.isEmpty ? path : "\(folder)/\(path)"]
        if !path.contains("/") { candidates.append("Docs/\(path)") }
        return candidates.contains { Files.exists(root.appendingPathComponent($0).standardizedFileURL) }
    }

    /// Paths mentioned on a line: `Docs/…`, `Chapters/…`, `Tests/…`, `Benchmarks/…` and bare
    /// file names ending in `.md`. Link syntax is removed first (links are the link check's), and URLs;
    /// patterns with `*` or a placeholder `NN`/`0N` are not paths.
    static func pathMentions(in line: String) -> [String] {
        var text = replacing(#"\]\([^)\s]*\)"#, in: line, with: "]")
        text = replacing(#"[A-Za-z][A-Za-z0-9+.-]*://\S*|github\.com/\S*"#, in: text, with: " ")
        var paths: [String] = []
        let pattern = #"(?<![\w./-])((?:Docs|Chapters|Tests|Benchmarks)/[\w./+-]*[\w/]|[\w+-]+\.md)(?![\w/*-])"#
        for match in matches(pattern, in: text) {
            var path = match[1]
            while path.hasSuffix(".") || path.hasSuffix("/") { path.removeLast() }
            if path.contains("*") || path.contains("NN") || path.contains("0N") || path.contains("…") { continue }
            if !paths.contains(path) { paths.append(path) }
        }
        return paths
    }

    /// `C1.2`-style rule ids on a line, each once (both ends of a range such as `C7.1–C7.3`).
    static func ruleCitations(in line: String) -> [String] {
        var rules: [String] = []
        for match in matches(#"(?<![\w.])C\d+\.\d+(?!\w)"#, in: line) where !rules.contains(match[0]) {
            rules.append(match[0])
        }
        return rules
    }

    /// Section numbers cited as `§N` on a line about Contracts.md.
    static func sectionCitations(in line: String) -> [String] {
        matches(#"§(\d+)(?![\d]|\.\d)"#, in: line).map { $0[1] }
    }

    /// Anchors of links into Contracts.md on a line.
    static func contractAnchors(in line: String) -> [String] {
        matches(#"Contracts\.md#([^)\s`]+)"#, in: line).map { $0[1] }
    }

    /// (path, test name) for each `` `name()` `` that follows a link to a `.swift` file under
    /// `Tests/`, up to the next link.
    static func testCitations(in line: String) -> [(String, String)] {
        var citations: [(String, String)] = []
        // Each link to a test file, then what follows it up to the next `[`.
        for match in matches(#"\]\(([^)\s]*Tests/[^)\s]*\.swift)\)([^\[]*)"#, in: line) {
            for name in matches(#"`([a-z]\w*)\(\)`"#, in: match[2]) {
                citations.append((match[1], name[1]))
            }
        }
        return citations
    }

    /// Every match of `pattern` in `text`: the whole match, then each group ("" if it did not take part).
    static func matches(_ pattern: String, in text: String) -> [[String]] {
        let expression = try! NSRegularExpression(pattern: pattern)
        let string = text as NSString
        return expression.matches(in: text, range: NSRange(location: 0, length: string.length)).map { result in
            (0..<result.numberOfRanges).map { index in
                let range = result.range(at: index)
                return range.location == NSNotFound ? "" : string.substring(with: range)
            }
        }
    }

    /// `text` with every match of `pattern` replaced by `replacement` (a template).
    static func replacing(_ pattern: String, in text: String, with replacement: String) -> String {
        let expression = try! NSRegularExpression(pattern: pattern)
        return expression.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length), withTemplate: replacement)
    }

}
