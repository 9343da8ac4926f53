import RAC

/// A headless `UILabel`: just text. `$text` is a signal of it (current value first).
public final class Label {
    @Observed public var text: String

    public init(text: String = "") {
        self.text = text
    }
}

extension Label: CustomStringConvertible {
    /// The text in quotes.
    public var description: String { "\"\(text)\"" }
}
