import RAC

/// A headless red badge dot (the seed's `RedCircle` views): only `isHidden` matters.
/// `$isHidden` is a signal of it (current value first).
public final class BadgeDot {
    @Observed public var isHidden: Bool

    /// A dot, hidden by default (nothing unread).
    public init(isHidden: Bool = true) {
        self.isHidden = isHidden
    }
}

extension BadgeDot: CustomStringConvertible {
    /// `●` when shown, `○` when hidden.
    public var description: String { isHidden ? "○" : "●" }
}
