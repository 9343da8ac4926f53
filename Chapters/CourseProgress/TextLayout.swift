import Foundation

/// Fitting text to a terminal: lines are broken between tokens, never inside one, so that an
/// expected or actual value is shown whole (a quoted string counts as one token).
public enum TextLayout {
    /// The terminal's width from `COLUMNS`, else 100; at least 40.
    public static var width: Int {
        let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 100
        return max(columns, 40)
    }

    /// `text`'s lines, each broken into lines of at most `width` columns (a longer token gets a line
    /// of its own), every one starting with `indent` but the very first, which starts with
    /// `firstIndent` when there is one. Nothing is cut: a value is shown whole. With
    /// `quotesAreTokens` false, a quoted string may break between its words (for prose such as a
    /// test's name). `pieces` cuts a word where a line may break without a space (the workshop
    /// cuts Chinese between characters); pieces that stay on one line join without a space.
    public static func wrap(
        _ text: String, width: Int, indent: String, firstIndent: String? = nil, quotesAreTokens: Bool = true,
        pieces: (Substring) -> [String] = { [String($0)] }
    ) -> [String] {
        var result: [String] = []
        // What starts the line being filled.
        var lead: String { result.isEmpty ? firstIndent ?? indent : indent }
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for token in tokens(String(paragraph), quotesAreTokens: quotesAreTokens, pieces: pieces) {
                if line.isEmpty {
                    line = token.trimmingWhitespace()
                } else if lead.displayWidth + line.displayWidth + token.displayWidth <= width {
                    line += token
                } else {
                    result.append(lead + line)
                    line = token.trimmingWhitespace()
                }
            }
            result.append(lead + line)
        }
        return result
    }

    /// Where a line of Chinese may break, as `wrap`'s `pieces`: English breaks only at spaces, but
    /// Chinese has none, so a word is cut before and after each wide character, except that a
    /// closing mark (`，` `。` `）` …) never starts a line and an opening one (`（` `「` …) never
    /// ends one. A word of narrow characters only is one piece, so English wraps as before.
    public static func breakPieces(_ word: Substring) -> [String] {
        guard word.contains(where: { $0.displayWidth == 2 }) else { return [String(word)] }
        let closing: Set<Character> = ["，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "】", "》", "…", ")", ",", ".", ";", ":"]
        let opening: Set<Character> = ["（", "「", "『", "【", "《", "("]
        var pieces: [String] = []
        var current = ""
        var previous: Character?
        for character in word {
            let breakable = previous.map { previous in
                (character.displayWidth == 2 || previous.displayWidth == 2)
                    && !closing.contains(character) && !opening.contains(previous)
            } ?? false
            if breakable, !current.isEmpty {
                pieces.append(current)
                current = ""
            }
            current.append(character)
            previous = character
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// The pieces of `line` that may not be broken: each is a run of text up to a space (the space
    /// belongs to the next piece), except that a quoted string, spaces and all, is one piece.
    /// `pieces` may cut a piece's word further; the first part keeps the spaces before the word.
    static func tokens(_ line: String, quotesAreTokens: Bool = true, pieces: (Substring) -> [String] = { [String($0)] }) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inQuote = false
        var escaped = false
        for character in line {
            if inQuote {
                current.append(character)
                if escaped { escaped = false } else if character == "\\" { escaped = true } else if character == "\"" { inQuote = false }
                continue
            }
            if character == " ", !current.isEmpty, current.last != " " {
                tokens.append(current)
                current = " "
                continue
            }
            current.append(character)
            if character == "\"", quotesAreTokens { inQuote = true }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens.flatMap { token in
            let word = token.drop { $0 == " " }
            var cut = pieces(word)
            guard !cut.isEmpty else { return [token] }
            cut[0] = String(token.prefix { $0 == " " }) + cut[0]
            return cut
        }
    }
}

extension Character {
    /// The columns a terminal gives the character: two for an East Asian wide or full-width one
    /// (a Han character, kana, hangul, full-width punctuation such as `，` and `：`), else one.
    public var displayWidth: Int {
        guard let scalar = unicodeScalars.first else { return 0 }
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
             0xFFE0...0xFFE6, 0x20000...0x3FFFD:
            return 2
        default:
            return 1
        }
    }
}

extension StringProtocol {
    /// The columns the text takes on a terminal: a wide character (`Character.displayWidth`)
    /// counts two, so a line of Chinese is measured as it is shown, not by its character count.
    public var displayWidth: Int {
        reduce(0) { $0 + $1.displayWidth }
    }
}
