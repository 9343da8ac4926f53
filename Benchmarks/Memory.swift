import Foundation

/// Peak memory (maximum resident set size) of S1 and S3, each measured in a fresh child process
/// of this executable so that one scenario's peak does not hide another's.
///
/// The child reports its own high-water mark (`VmHWM` in `/proc/self/status`) after its run. The
/// parent's `wait4` figure would not do: a child started with `posix_spawn` shares the parent's
/// memory until `exec`, and Linux counts that in the child's `ru_maxrss`.
enum Memory {
    /// The child "scenario" that runs nothing, to measure the process's floor.
    static let noWork = "none"

    /// Runs one scenario in this process and prints its peak resident set in kilobytes (the child
    /// side of `--memory`).
    static func runChild(scenario: String, scale: Double) throws {
        if scenario == noWork {
            print(peakResidentKilobytes())
            return
        }
        guard let match = Harness.scenarios(scale: scale).first(where: { $0.name.hasPrefix(scenario + " ") }) else {
            throw BenchmarkError.usage("unknown scenario \(scenario)")
        }
        try Harness.check(match.name, match.rac(), match.expected)
        print(peakResidentKilobytes())
    }

    /// Runs `--memory-child NAME SCALE` and returns its peak RSS in megabytes.
    static func peakMegabytes(scenario: String, scale: Double) throws -> Double {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        process.arguments = ["--memory-child", scenario, String(scale)]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0,
              let text = String(data: data, encoding: .utf8),
              let kilobytes = Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BenchmarkError.usage("the memory child for \(scenario) failed (status \(process.terminationStatus))")
        }
        return kilobytes / 1024
    }

    /// `VmHWM` of this process, in kilobytes.
    static func peakResidentKilobytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return -1 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? -1
    }
}
