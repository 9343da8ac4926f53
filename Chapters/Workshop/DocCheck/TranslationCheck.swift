import Foundation

/// Keeps the Simplified Chinese pages (`Docs/zh-Hans/*.md`, `README.zh-Hans.md`, and the course
/// files `Exercises/zh-Hans/*.md`) in step with the English pages they translate.
///
/// A translated page starts with a header such as
/// `<!-- translated from Docs/Chapter03-Subject.md at abc1234 -->`: the English page
/// and the commit it was translated at. From that:
/// - its diagrams (every fenced block that is not Swift: marble timelines, text drawings, shell
///   lines) must be the English page's, the same blocks in the same order (Swift excerpts are
///   checked against the sources like the English ones); a Mermaid diagram's labels (`"…"`,
///   `|…|`) are translated, the rest of it is the English one's;
/// - a course file keeps the English file's structure (`CourseTranslationCheck`);
/// - a link from a translated page to an English page that has a translation should go to the
///   translation (its own English page excepted);
/// - it is *stale* when git says the English page changed after that commit. A stale page is
///   listed, not failed: the prose may wait, and the page says so itself with a banner in Chinese
///   at its top, which `workshop check-docs --update-banners` writes (and removes once the page is
///   translated again and its header names the new commit).
struct TranslationCheck {
    /// A translated page and what its header says.
    struct Page: Equatable {
        /// The translated page, relative to the root.
        let path: String
        /// The English page it translates, relative to the root.
        let original: String
        /// The commit it was translated at, as written.
        let commit: String
    }

    /// What git says about one translated page.
    enum Freshness: Equatable {
        case current
        /// The English page changed in these commits (newest first) since the recorded one.
        case stale(commits: [String])
        /// Git could not tell (no git, not a repository, an unknown commit): why.
        case unknown(String)
    }

    let root: URL

    /// `Docs/zh-Hans/**.md`, `Exercises/zh-Hans/**.md` and `README.zh-Hans.md`, relative to the
    /// root: the pages whose links should lead to translations.
    func chineseDocuments() -> [String] {
        var documents: [String] = []
        for folder in ["Docs/zh-Hans", "Exercises/zh-Hans"] {
            documents += Files.list(under: root.appendingPathComponent(folder))
                .filter { $0.hasSuffix(".md") }
                .map { "\(folder)/\($0)" }
        }
        if Files.exists(root.appendingPathComponent("README.zh-Hans.md")) {
            documents.insert("README.zh-Hans.md", at: 0)
        }
        return documents
    }

    /// The Chinese documents that carry a `translated from` header.
    func pages() -> [Page] {
        chineseDocuments().compactMap { path in
            guard let text = Files.read(root.appendingPathComponent(path)),
                  let first = Markdown.lines(of: text).first,
                  let (original, commit) = Self.header(first) else { return nil }
            return Page(path: path, original: original, commit: commit)
        }
    }

    /// `(Docs/Chapter03-Subject.md, abc1234)` from `<!-- translated from Docs/Chapter03-Subject.md at abc1234 -->`, or `nil`.
    static func header(_ line: String) -> (original: String, commit: String)? {
        let trimmed = line.trimmingWhitespace()
        guard trimmed.hasPrefix("<!--"), trimmed.hasSuffix("-->") else { return nil }
        let words = trimmed.dropFirst(4).dropLast(3).split(separator: " ").map(String.init)
        guard words.count == 5, words[0] == "translated", words[1] == "from", words[3] == "at" else { return nil }
        return (words[2], words[4])
    }

    /// Problems that fail the check: a missing English page, diagrams that differ from the
    /// English page's, a link to an English page that has a translation.
    func problems() -> [DocsChecker.Problem] {
        var problems: [DocsChecker.Problem] = []
        let pages = pages()
        let translations = Dictionary(pages.map { ($0.original, $0.path) }, uniquingKeysWith: { first, _ in first })
        for page in pages {
            guard let english = Files.read(root.appendingPathComponent(page.original)),
                  let chinese = Files.read(root.appendingPathComponent(page.path)) else {
                problems.append(.init(document: page.path, line: 1, message: "translates \(page.original): no such file"))
                continue
            }
            if let (line, message) = Self.diagramMismatch(chinese: chinese, english: english, original: page.original) {
                problems.append(.init(document: page.path, line: line, message: message))
            }
            if CourseTranslationCheck.isCourseFile(page.path),
               let (line, message) = CourseTranslationCheck.mismatch(chinese: chinese, english: english, original: page.original) {
                problems.append(.init(document: page.path, line: line, message: message))
            }
        }
        let own = Dictionary(pages.map { ($0.path, $0.original) }, uniquingKeysWith: { first, _ in first })
        for document in chineseDocuments() {
            guard let text = Files.read(root.appendingPathComponent(document)) else { continue }
            for link in Markdown.links(in: Markdown.scan(text).prose) {
                guard let target = resolved(link.destination, from: document),
                      target != own[document], let translation = translations[target], translation != document
                else { continue }
                problems.append(.init(
                    document: document, line: link.line,
                    message: "link to \(link.destination): \(target) has a translation, link \(translation) instead"
                ))
            }
        }
        return problems
    }

    /// The link's target relative to the root (anchors dropped), or `nil` for an outside link.
    func resolved(_ destination: String, from document: String) -> String? {
        guard let target = DocsChecker(root: root).localTarget(of: destination) else { return nil }
        var parts = target.hasPrefix("/") ? [] : document.split(separator: "/").dropLast().map(String.init)
        for part in target.split(separator: "/") {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else if part != "." { parts.append(String(part)) }
        }
        return parts.joined(separator: "/")
    }

    /// The first place where the Chinese page's non-Swift fenced blocks differ from the English
    /// page's (lines compared with surrounding whitespace trimmed), or `nil` if they are the same.
    static func diagramMismatch(chinese: String, english: String, original: String) -> (line: Int, message: String)? {
        let ours = Markdown.scan(chinese).blocks.filter { $0.language != "swift" }
        let theirs = Markdown.scan(english).blocks.filter { $0.language != "swift" }
        let trimmed = { (block: Markdown.CodeBlock) in
            block.lines.map { block.language == "mermaid" ? mermaidShape($0) : $0.trimmingWhitespace() }
        }
        for (index, block) in ours.enumerated() {
            guard index < theirs.count else {
                return (block.line, "diagram \(index + 1) is not in \(original) (it has \(theirs.count))")
            }
            if block.language != theirs[index].language || trimmed(block) != trimmed(theirs[index]) {
                return (block.line, "diagram \(index + 1) differs from \(original)'s (line \(theirs[index].line) there)")
            }
        }
        if ours.count < theirs.count {
            return (1, "\(original) has \(theirs.count) diagrams, the translation \(ours.count): diagram \(ours.count + 1) (line \(theirs[ours.count].line) there) is missing")
        }
        return nil
    }

    /// A Mermaid line without its labels: `A["…"] -->|…| B` is `A[""] -->|| B`.
    static func mermaidShape(_ line: String) -> String {
        var result = ""
        var closing: Character?
        for character in line.trimmingWhitespace() {
            if let close = closing {
                if character == close { result.append(character); closing = nil }
            } else {
                result.append(character)
                if character == "\"" { closing = "\"" } else if character == "|" { closing = "|" }
            }
        }
        return result
    }

    // MARK: - Staleness

    /// Whether `page`'s English page changed since its recorded commit: `git log <commit>..HEAD -- <original>`.
    func freshness(of page: Page) -> Freshness {
        let result = Self.git(["log", "--format=%h", "\(page.commit)..HEAD", "--", page.original], in: root)
        switch result {
        case let .failure(message):
            return .unknown(message)
        case let .success(output):
            let commits = output.split(separator: "\n").map(String.init).filter { !$0.isEmpty }
            return commits.isEmpty ? .current : .stale(commits: commits)
        }
    }

    enum GitResult {
        case success(String)
        case failure(String)
    }

    /// Runs `git -C root ARGUMENTS`; its output, or why it failed (git missing, not a repository, a bad commit).
    static func git(_ arguments: [String], in root: URL) -> GitResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do {
            try process.run()
        } catch {
            return .failure("git cannot be run (\(error.localizedDescription))")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            if process.terminationStatus == 127 { return .failure("git is not installed") }
            let message = String(decoding: errorData, as: UTF8.self)
                .split(separator: "\n").first.map(String.init) ?? "exit status \(process.terminationStatus)"
            return .failure("git says: \(message)")
        }
        return .success(String(decoding: data, as: UTF8.self))
    }

    // MARK: - Banners

    /// The banner's first words: how `--update-banners` recognises a banner it wrote.
    static let bannerStart = "> **注意：** 英文版在本译文完成之后有过更新"

    /// The banner of `page`: a short note in Chinese, linking the English page.
    static func banner(for page: Page) -> String {
        return "\(bannerStart)，本页可能已经过时；最新内容请看[英文版](\(relativePath(from: page.path, to: page.original)))。"
    }

    /// The link from the document `from` to the file `to`, both relative to the root:
    /// from `Docs/zh-Hans/Chapter03-Subject.md` to `Docs/Chapter03-Subject.md` is `../Chapter03-Subject.md`.
    static func relativePath(from: String, to: String) -> String {
        let base = from.split(separator: "/").dropLast()
        let target = to.split(separator: "/")
        var common = 0
        while common < base.count, common < target.count - 1, base[base.startIndex + common] == target[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...].map(String.init)).joined(separator: "/")
    }

    /// Whether the page's text has the banner (on the line after its header).
    static func hasBanner(_ text: String) -> Bool {
        let lines = Markdown.lines(of: text)
        return lines.count > 1 && lines[1].hasPrefix(bannerStart)
    }

    /// `text` with the banner on the line after the header (and a blank line after it, so the
    /// next line does not join the quote), or without it.
    static func settingBanner(_ wanted: Bool, in text: String, page: Page) -> String {
        var lines = Markdown.lines(of: text)
        if lines.count > 1, lines[1].hasPrefix(bannerStart) {
            lines.remove(at: 1)
            if lines.count > 1, lines[1].trimmingWhitespace().isEmpty { lines.remove(at: 1) }
        }
        if wanted { lines.insert(contentsOf: [banner(for: page), ""], at: min(1, lines.count)) }
        return lines.joined(separator: "\n")
    }
}
