import Foundation

/// Puts the workshop's English into the reader's language, string by string.
///
/// A table maps each English text to its translation. An entry may hold `{}` placeholders, each
/// standing for a run of text that is carried over unchanged (a number, a quoted value):
/// `"→ tick: {} s left"` translates `"→ tick: 59 s left"`. The rule that keeps the output
/// readable: a text without an entry comes back as the English itself, never as a key or a blank.
struct Localizer: Sendable {
    let language: Language

    /// `english` in the localizer's language, or `english` itself if the table has no entry.
    func callAsFunction(_ english: String) -> String {
        guard language == .simplifiedChinese else { return english }
        return Self.translate(english, table: ChineseText.exact, patterns: ChineseText.patterns)
    }

    /// An exact entry first; then the first pattern whose fixed pieces match, its `{}` parts filled.
    static func translate(_ english: String, table: [String: String], patterns: [(String, String)]) -> String {
        if let exact = table[english] { return exact }
        for (pattern, translation) in patterns {
            if let captures = match(english, pattern: pattern) {
                return fill(translation, with: captures)
            }
        }
        return english
    }

    /// The texts that `pattern`'s `{}` placeholders stand for in `text`, or `nil` if it does not match.
    /// Each placeholder takes the shortest run after which the rest can still match.
    static func match(_ text: String, pattern: String) -> [String]? {
        let pieces = pattern.components(separatedBy: "{}")
        guard pieces.count > 1, text.hasPrefix(pieces[0]) else { return nil }
        return matchRest(Substring(text.dropFirst(pieces[0].count)), pieces: pieces.dropFirst())
    }

    private static func matchRest(_ text: Substring, pieces: ArraySlice<String>) -> [String]? {
        guard let literal = pieces.first else { return text.isEmpty ? [] : nil }
        let rest = pieces.dropFirst()
        if rest.isEmpty {
            // The last placeholder takes everything up to the closing literal.
            guard text.hasSuffix(literal), text.count - literal.count >= 1 else { return nil }
            return [String(text.dropLast(literal.count))]
        }
        // A placeholder stands for at least one character: look for the literal after it.
        var cursor = text.startIndex
        while cursor < text.endIndex {
            cursor = text.index(after: cursor)
            guard let found = text[cursor...].range(of: literal) else { return nil }
            if let more = matchRest(text[found.upperBound...], pieces: rest) {
                return [String(text[..<found.lowerBound])] + more
            }
            cursor = found.lowerBound
        }
        return nil
    }

    private static func fill(_ translation: String, with captures: [String]) -> String {
        var result = ""
        var remaining = captures[...]
        let pieces = translation.components(separatedBy: "{}")
        for (index, piece) in pieces.enumerated() {
            result += piece
            if index < pieces.count - 1 { result += remaining.popFirst() ?? "" }
        }
        return result
    }
}
