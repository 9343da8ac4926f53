import CourseProgress

extension String {
    /// The string followed by spaces up to `width` display columns (a Han character takes two).
    func padded(to width: Int) -> String {
        displayWidth >= width ? self : self + String(repeating: " ", count: width - displayWidth)
    }

    /// The string preceded by spaces up to `width` display columns.
    func leftPadded(to width: Int) -> String {
        displayWidth >= width ? self : String(repeating: " ", count: width - displayWidth) + self
    }
}
