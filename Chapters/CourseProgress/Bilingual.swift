/// A text made in both of the course's languages at the place that makes it (a demo's title, a
/// log line or a verdict, with its values already in): a message and its arguments, localised
/// where it is made. Both are required, so a text cannot be added in one language only; the
/// reader's language picks one when it is printed.
public struct Bilingual: Sendable, Equatable {
    public let english: String
    /// Simplified Chinese: the words of the Chinese guides (Docs/zh-Hans/README.md's table);
    /// code, API names, row names and values stay as they are in English.
    public let chinese: String

    public init(_ english: String, _ chinese: String) {
        self.english = english
        self.chinese = chinese
    }

    /// The text in `language`.
    public func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .simplifiedChinese: chinese
        }
    }
}
