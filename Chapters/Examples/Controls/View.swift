import RAC

/// A headless `UIView` that only shows or hides: a section of a screen (the profile on the
/// login-state screen). `$isHidden` is a signal of it (current value first).
public final class View {
    @Observed public var isHidden: Bool

    public init(isHidden: Bool = false) {
        self.isHidden = isHidden
    }
}

extension View: CustomStringConvertible {
    /// `shown` or `hidden`.
    public var description: String { isHidden ? "hidden" : "shown" }
}
