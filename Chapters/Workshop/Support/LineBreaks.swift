import CourseProgress

/// Where a line of mixed English and Chinese may break.
///
/// English breaks only at spaces. Chinese has no spaces: a line may break between any two wide
/// characters (and between a wide character and an English word glued to it), except that a
/// closing punctuation mark (`，` `。` `）` …) never starts a line and an opening one (`（` `「` …)
/// never ends one. So a word is cut into pieces that may be set on different lines, joined
/// without a space when they stay on one.
enum LineBreaks {
    /// Marks that stay with the character before them.
    static let closing: Set<Character> = ["，", "。", "、", "；", "：", "？", "！", "）", "」", "』", "】", "》", "…", ")", ",", ".", ";", ":"]
    /// Marks that stay with the character after them.
    static let opening: Set<Character> = ["（", "「", "『", "【", "《", "("]

    /// The pieces of `word` (a run without spaces); a word of narrow characters only is one piece.
    static func pieces(of word: Substring) -> [String] {
        guard word.contains(where: { $0.displayWidth == 2 }) else { return [String(word)] }
        var pieces: [String] = []
        var current = ""
        var previous: Character?
        for character in word {
            // A break is allowed before a wide character, and after one, but not before a
            // closing mark nor after an opening one.
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
}
