import Foundation

/// `swift build --build-tests` in a workspace, under a limit: whether it compiled, and if not, the
/// compiler's first errors with paths relative to the workspace.
public struct WorkspaceBuild: Sendable {
    public struct Result: Sendable {
        public var succeeded: Bool
        public var timedOut: Bool
        /// The first error lines (or the last lines of output, when none says `error:`).
        public var errors: [String]
        public var seconds: Double
        /// When the build ended: a file written later than a second after this is seen as changed.
        public var ended: Date

        public init(succeeded: Bool, timedOut: Bool, errors: [String], seconds: Double, ended: Date) {
            self.succeeded = succeeded
            self.timedOut = timedOut
            self.errors = errors
            self.seconds = seconds
            self.ended = ended
        }
    }

    public let directory: URL
    /// Seconds.
    public let limit: Double

    public init(directory: URL, limit: Double = 1800) {
        self.directory = directory
        self.limit = limit
    }

    public func run() -> Result {
        let process = SessionProcess(arguments: ["swift", "build", "--build-tests"], directory: directory, limit: limit).run()
        let ended = Date()
        guard process.status != 0 || process.timedOut else {
            return Result(succeeded: true, timedOut: false, errors: [], seconds: process.seconds, ended: ended)
        }
        let prefix = directory.standardizedFileURL.path + "/"
        let lines = process.output.split(separator: "\n").map { $0.replacingOccurrences(of: prefix, with: "") }
        var errors: [String] = []
        for line in lines where line.contains("error:") && !errors.contains(line) && errors.count < 10 {
            errors.append(line)
        }
        if errors.isEmpty { errors = Array(lines.suffix(10)) }
        return Result(succeeded: false, timedOut: process.timedOut, errors: errors, seconds: process.seconds, ended: ended)
    }
}
