import Foundation

/// Peak memory (maximum resident set size) of S1 and S3, each measured in a fresh child process
/// of this executable so that one scenario's peak does not hide another's.
enum Memory {
    /// Runs one scenario in this process (the child side of `--memory`).
    static func runChild(scenario: String, scale: Double) throws {
        guard let match = Harness.scenarios(scale: scale).first(where: { $0.name.hasPrefix(scenario + " ") }) else {
            throw BenchmarkError.usage("unknown scenario \(scenario)")
        }
        try Harness.check(match.name, match.rac(), match.expected)
    }

    /// Spawns `--memory-child NAME SCALE` and returns its peak RSS in megabytes.
    static func peakMegabytes(scenario: String, scale: Double) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
        if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
            process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        }
        process.arguments = ["--memory-child", scenario, String(scale)]
        try process.run()
        let pid = process.processIdentifier
        var status: Int32 = 0
        var usage = rusage()
        _ = wait4(pid, &status, 0, &usage)
        guard status == 0 else { throw BenchmarkError.usage("the memory child for \(scenario) failed (status \(status))") }
        return Double(usage.ru_maxrss) / 1024  // Linux reports kilobytes
    }
}
