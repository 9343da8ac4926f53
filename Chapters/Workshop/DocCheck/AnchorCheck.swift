import Foundation

/// Checks that every link's `#fragment` names a place in the Markdown page it points at, so that a
/// reader who clicks it lands on that section and not at the top of the page.
///
/// It reads the prose of every `.md` file of the repository (`CitationCheck.files()`: hidden
/// folders, `.build` and `Docs/diffs` left out; fenced code blocks and code spans left out, as the
/// link check does) and looks at each link whose destination has a `#fragment` and either is the
/// fragment alone (the same page) or leads to an existing `.md` file (`/path` from the root,
/// anything else from the page's folder). The fragment, percent-decoded, must be exactly one of that
/// page's anchors (`anchors(in:)`).
///
/// Not checked: links to other files (`Foo.swift#L12` names a line, not a heading), links with a
/// query (`Contracts.md?plain=1#L5` shows the source, where a fragment is a line too), links to a page
/// that does not exist (the link check reports those), and DocC's own `<doc:…>` links.
struct AnchorCheck {
    let root: URL

    /// What a run found: how many fragments were checked, and the ones that name no anchor.
    struct Outcome {
        var checked = 0
        var problems: [DocsChecker.Problem] = []
    }

    /// The pages read: every `.md` file `CitationCheck` reads, relative to the root.
    func files() -> [String] {
        CitationCheck(root: root).files().filter { $0.hasSuffix(".md") }
    }

    func run() -> Outcome {
        var result = Outcome()
        var anchorsByPage: [String: [String]] = [:]
        for file in files() {
            guard let text = Files.read(root.appendingPathComponent(file)) else { continue }
            let prose = Markdown.scan(text).prose
            for link in Markdown.links(in: prose) {
                guard let (page, fragment) = target(of: link.destination, from: file) else { continue }
                let anchors: [String]
                if let known = anchorsByPage[page] {
                    anchors = known
                } else {
                    anchors = Files.read(root.appendingPathComponent(page)).map(Self.anchors(in:)) ?? []
                    anchorsByPage[page] = anchors
                }
                result.checked += 1
                if let message = Self.check(fragment, of: link.destination, in: page, anchors: anchors, from: file) {
                    result.problems.append(DocsChecker.Problem(document: file, line: link.line, message: message))
                }
            }
        }
        return result
    }

    /// The page (relative to the root) and the percent-decoded fragment a link asks for, or `nil`
    /// if the link is not one this check reads (no fragment, a scheme, a query, not a `.md` file,
    /// or a file that does not exist).
    func target(of destination: String, from document: String) -> (page: String, fragment: String)? {
        guard let hash = destination.firstIndex(of: "#") else { return nil }
        let rawFragment = String(destination[destination.index(after: hash)...])
        let fragment = rawFragment.removingPercentEncoding ?? rawFragment
        let path = String(destination[..<hash])
        if path.isEmpty { return (document, fragment) }
        guard !path.contains("?"), let target = DocsChecker(root: root).localTarget(of: path),
              target.lowercased().hasSuffix(".md") else { return nil }
        let page: URL
        if target.hasPrefix("/") {
            page = root.appendingPathComponent(String(target.dropFirst()))
        } else {
            page = root.appendingPathComponent(document).deletingLastPathComponent().appendingPathComponent(target)
        }
        let standardized = page.standardizedFileURL
        guard Files.exists(standardized), !Files.isDirectory(standardized) else { return nil }
        let rootPath = root.standardizedFileURL.path
        let pagePath = standardized.path
        guard pagePath.hasPrefix(rootPath + "/") else { return nil }
        return (String(pagePath.dropFirst(rootPath.count + 1)), fragment)
    }

    /// Why `fragment` (asked for by the link `destination` in `document`) is not one of `page`'s
    /// `anchors`, with the nearest ones; `nil` if it is one.
    static func check(_ fragment: String, of destination: String, in page: String, anchors: [String], from document: String) -> String? {
        guard !anchors.contains(fragment) else { return nil }
        let place = page == document ? "this page" : page
        let nearest = Self.nearest(to: fragment, among: anchors)
        let hint = nearest.isEmpty
            ? "; it has no headings or anchors"
            : "; nearest: " + nearest.map { "#\($0)" }.joined(separator: ", ")
        return "link to \(destination): no anchor #\(fragment) in \(place)\(hint)"
    }

    /// A page's anchors, in the order they appear: the GitHub anchor of every ATX heading
    /// (`#` … `######`, outside fenced code blocks; a repeated one gets `-1`, `-2`, … as GitHub numbers
    /// them), then every explicit HTML anchor (`id="x"` on any tag, `name="x"` on an `<a>`) in prose
    /// outside code spans.
    static func anchors(in text: String) -> [String] {
        let prose = Markdown.scan(text).prose
        var anchors: [String] = []
        var slugger = Slugger()
        for (_, line) in prose {
            if let heading = headingText(of: line) {
                let slug = slugger.anchor(for: heading)
                if !slug.isEmpty { anchors.append(slug) }
            }
        }
        for (_, line) in prose {
            let text = Markdown.removingCodeSpans(line)
            for match in CitationCheck.matches(#"<[A-Za-z][A-Za-z0-9-]*\s[^>]*?\bid\s*=\s*["']([^"']*)["']"#, in: text) {
                anchors.append(match[1])
            }
            for match in CitationCheck.matches(#"<[Aa]\s[^>]*?\bname\s*=\s*["']([^"']*)["']"#, in: text) {
                anchors.append(match[1])
            }
        }
        return anchors
    }

    /// The text of an ATX heading (`## Title ##` gives `Title`), or `nil` if `line` is not one: up to
    /// three spaces, one to six `#`, then a space, a tab or the end of the line.
    static func headingText(of line: String) -> String? {
        var rest = Substring(line)
        let indent = rest.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        rest = rest.dropFirst(indent)
        let level = rest.prefix { $0 == "#" }.count
        guard (1...6).contains(level) else { return nil }
        rest = rest.dropFirst(level)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var content = rest.trimmingWhitespace()
        // An optional closing run of `#`, after a space (or alone).
        let closing = content.reversed().prefix { $0 == "#" }.count
        if closing > 0 {
            let before = content.dropLast(closing)
            if before.isEmpty {
                content = ""
            } else if before.last == " " || before.last == "\t" {
                content = before.trimmingWhitespace()
            }
        }
        return content
    }

    /// Numbers repeated anchors as GitHub does: the first `x` is `x`, the next `x-1`, then `x-2`, …,
    /// skipping any that an earlier heading already took (a heading `x-1` before the second `x`
    /// makes that one `x-2`).
    struct Slugger {
        private var taken: [String: Int] = [:]

        mutating func anchor(for heading: String) -> String {
            let base = AnchorCheck.slug(of: heading)
            var anchor = base
            while taken[anchor] != nil {
                taken[base, default: 0] += 1
                anchor = "\(base)-\(taken[base]!)"
            }
            taken[anchor] = 0
            return anchor
        }
    }

    /// GitHub's anchor for a heading's text, on its own (without the numbering of repeats).
    ///
    /// First the Markdown is reduced to the text a reader sees: code spans lose their backticks
    /// (their content is kept as written), links and images keep their text (`[text](url)` gives
    /// `text`), HTML tags and entities are dropped, a backslash escape keeps the character, and
    /// emphasis marks go (`*`, and `_` runs that do not sit inside a word: `__init__` gives `init`,
    /// `snake_case` stays). Then the text is lowercased; every character that is not a letter, a
    /// digit (in any script: Chinese characters stay), a space, `-` or `_` is removed (so `.`, `:`,
    /// `（` and `，` go); and each space becomes `-` (two spaces, two hyphens). So
    /// "C1.7 · Errors *end* it" gives `c17--errors-end-it`.
    static func slug(of heading: String) -> String {
        String(visibleText(of: heading).lowercased().compactMap { character -> Character? in
            if character == " " { return "-" }
            if character.isLetter || character.isNumber || character == "-" || character == "_" { return character }
            return nil
        })
    }

    /// The text of a heading as it shows: see `slug(of:)`.
    static func visibleText(of markdown: String) -> String {
        let characters = Array(markdown)
        var text = ""
        var index = 0
        /// Whether the character at `position` is a letter or digit (not a word boundary).
        func isWordCharacter(_ position: Int) -> Bool {
            position >= 0 && position < characters.count && (characters[position].isLetter || characters[position].isNumber)
        }
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count && characters[index + 1].isASCII
                && (characters[index + 1].isPunctuation || characters[index + 1].isSymbol):
                text.append(characters[index + 1])
                index += 2
            case "`":
                let run = characters[index...].prefix { $0 == "`" }.count
                if let close = closingRun(of: run, in: characters, from: index + run) {
                    text += String(characters[(index + run)..<close]).trimmingCharacters(in: .whitespaces)
                    index = close + run
                } else {
                    text += String(repeating: "`", count: run)
                    index += run
                }
            case "!" where index + 1 < characters.count && characters[index + 1] == "[":
                index += 1
            case "[":
                index += 1
            case "]":
                index += 1
                if index < characters.count, characters[index] == "(" {
                    // Skip the destination, up to the `)` that balances the opening one.
                    var depth = 0
                    while index < characters.count {
                        if characters[index] == "(" { depth += 1 }
                        if characters[index] == ")" {
                            depth -= 1
                            if depth == 0 { break }
                        }
                        index += 1
                    }
                    index += 1
                }
            case "<":
                if let end = tagEnd(in: characters, from: index) {
                    index = end + 1
                } else {
                    text.append(character)
                    index += 1
                }
            case "&":
                let entity = characters[(index + 1)...].prefix { $0.isLetter || $0.isNumber || $0 == "#" }
                if !entity.isEmpty, index + 1 + entity.count < characters.count, characters[index + 1 + entity.count] == ";" {
                    index += entity.count + 2
                } else {
                    text.append(character)
                    index += 1
                }
            case "*":
                index += 1
            case "_":
                let run = characters[index...].prefix { $0 == "_" }.count
                // Inside a word (`snake_case`) underscores are text; at a word's edge they are emphasis.
                if isWordCharacter(index - 1) && isWordCharacter(index + run) {
                    text += String(repeating: "_", count: run)
                }
                index += run
            default:
                text.append(character)
                index += 1
            }
        }
        return text
    }

    /// Where a run of exactly `length` backticks starts at or after `start`, or `nil`.
    private static func closingRun(of length: Int, in characters: [Character], from start: Int) -> Int? {
        var index = start
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let run = characters[index...].prefix { $0 == "`" }.count
            if run == length { return index }
            index += run
        }
        return nil
    }

    /// The index of the `>` that ends an HTML tag starting at `start` (`<a id="x">`, `</a>`, `<br/>`),
    /// or `nil` if what starts there is not a tag (`<https://…>`, `a < b`).
    private static func tagEnd(in characters: [Character], from start: Int) -> Int? {
        var index = start + 1
        if index < characters.count, characters[index] == "/" { index += 1 }
        let name = characters[index...].prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
        guard let first = name.first, first.isLetter else { return nil }
        index += name.count
        guard index < characters.count, characters[index] == ">" || characters[index] == " " || characters[index] == "/" else { return nil }
        return characters[index...].firstIndex(of: ">")
    }

    /// Up to three of `anchors` nearest to `fragment`: fewest edits first, then the longest shared
    /// beginning, then the page's order.
    static func nearest(to fragment: String, among anchors: [String]) -> [String] {
        let wanted = Array(fragment)
        var seen: Set<String> = []
        let unique = anchors.filter { seen.insert($0).inserted }
        let ranked = unique.enumerated().map { position, anchor -> (distance: Int, shared: Int, position: Int, anchor: String) in
            let candidate = Array(anchor)
            let shared = zip(wanted, candidate).prefix { $0 == $1 }.count
            return (editDistance(wanted, candidate), shared, position, anchor)
        }
        return ranked
            .sorted { ($0.distance, -$0.shared, $0.position) < ($1.distance, -$1.shared, $1.position) }
            .prefix(3)
            .map(\.anchor)
    }

    /// The Levenshtein distance: how many characters to insert, delete or replace to turn `a` into `b`.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
