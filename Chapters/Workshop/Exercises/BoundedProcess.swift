import Foundation

/// A child process with a time limit: its exit status and everything it printed.
///
/// The limit is enforced by coreutils' `timeout`, which runs the command in a process group of its
/// own and kills the whole group, so the test binary that `swift test` starts goes too. Without
/// `timeout` on the machine, the command runs without a limit.
struct BoundedProcess {
    struct Result {
        let status: Int32
        /// Standard output and standard error, interleaved.
        let output: String
        let timedOut: Bool
    }

    let arguments: [String]
    let directory: URL
    /// Seconds.
    let limit: Int

    func run() -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let hasTimeout = Self.timeoutIsAvailable
        process.arguments = hasTimeout ? ["timeout", "-k", "5", String(limit)] + arguments : arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return Result(status: 127, output: "cannot run \(arguments.joined(separator: " ")): \(error.localizedDescription)", timedOut: false)
        }
        // Read to the end before waiting: a full pipe would otherwise block the child forever.
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let status = process.terminationStatus
        // `timeout` exits 124 when it stopped the command (137 when it had to kill it).
        let timedOut = hasTimeout && (status == 124 || status == 137)
        return Result(status: status, output: String(decoding: data, as: UTF8.self), timedOut: timedOut)
    }

    private static let timeoutIsAvailable: Bool = {
        ["/usr/bin/timeout", "/bin/timeout"].contains { FileManager.default.isExecutableFile(atPath: $0) }
    }()
}
