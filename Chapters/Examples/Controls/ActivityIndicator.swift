import RAC

/// A headless `UIActivityIndicatorView`: a spinner that turns or not. `$isAnimating` is a signal
/// of it (current value first).
public final class ActivityIndicator {
    @Observed public var isAnimating = false

    public init() {}
}

extension ActivityIndicator: CustomStringConvertible {
    /// `on` while turning, `off` otherwise.
    public var description: String { isAnimating ? "on" : "off" }
}
