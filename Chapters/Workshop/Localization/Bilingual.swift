import CourseProgress

/// A text made in both of the workshop's languages at the place that makes it: a demo's title, a
/// log line with its values already in. Both are required, so a text cannot be added in one
/// language only; the reader's language picks one when it is printed.
struct Bilingual: Sendable, Equatable {
    let english: String
    /// Simplified Chinese: the words of the Chinese guides (Docs/zh-Hans/README.md's table);
    /// code, API names, row names and values stay as they are in English.
    let chinese: String

    init(_ english: String, _ chinese: String) {
        self.english = english
        self.chinese = chinese
    }

    /// The text in `language`.
    func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .simplifiedChinese: chinese
        }
    }
}
