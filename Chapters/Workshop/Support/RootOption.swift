import CourseProgress

extension OptionSpec {
    /// `--root PATH`: where the course's package is, for the commands that read its files.
    static let root = OptionSpec("--root", value: "PATH", help: ["the package root (default: the nearest folder with a Package.swift)"])
}
