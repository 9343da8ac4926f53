import Foundation

/// Which lines of a workspace's sources are the learner's: those between `// BEGIN exercise N.M`
/// and `// END exercise N.M` (`RegionComments`). Everything else under `Sources/` is code they were
/// given, so a crash or a hang is told at their own line when a frame of the stack has one.
public struct ExerciseRegions: Sendable, Equatable {
    /// The 1-based line ranges inside a region (boundary lines excluded), by path relative to the
    /// workspace (`Sources/Chapter05_CombineLatest/CombineLatest.swift`).
    public let lines: [String: [ClosedRange<Int>]]

    public init(lines: [String: [ClosedRange<Int>]]) {
        self.lines = lines
    }

    /// The regions of `files` (relative path → text). A region is open from a `// BEGIN exercise`
    /// line to the next `// END exercise` line, whatever the exercise.
    public init(files: [String: String]) {
        var found: [String: [ClosedRange<Int>]] = [:]
        for (path, text) in files {
            var open: Int?
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.trimmingWhitespace()
                if trimmed.hasPrefix("// BEGIN exercise ") {
                    open = index + 1
                } else if trimmed.hasPrefix("// END exercise "), let start = open {
                    // Line numbers are 1-based: the BEGIN line is `start`, the END line `index + 1`.
                    if index > start { found[path, default: []].append((start + 1)...index) }
                    open = nil
                }
            }
        }
        lines = found
    }

    /// The regions of every Swift file under `Sources/MODULE/` in the workspace at `directory`.
    public static func read(directory: URL, modules: [String]) -> ExerciseRegions {
        var files: [String: String] = [:]
        for module in modules {
            let folder = directory.appendingPathComponent("Sources/\(module)")
            guard let walker = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let relative as String in walker where relative.hasSuffix(".swift") {
                let path = "Sources/\(module)/\(relative)"
                files[path] = try? String(contentsOf: directory.appendingPathComponent(path), encoding: .utf8)
            }
        }
        return ExerciseRegions(files: files)
    }

    /// Whether `file` (`Sources/M/File.swift`) holds any of the learner's code.
    public func hasRegion(inFile file: String) -> Bool {
        !(lines[file] ?? []).isEmpty
    }

    /// Whether `location` (`Sources/M/File.swift:29`) is a line the learner writes.
    public func contains(_ location: String) -> Bool {
        guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) else { return false }
        return lines[String(location[..<colon])]?.contains { $0.contains(line) } ?? false
    }
}
