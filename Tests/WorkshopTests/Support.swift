import Foundation
@testable import Workshop

/// Runs the workshop in-process on `arguments` and returns its exit status and everything it
/// wrote (output and errors together, in order). The locale variables are `environment`'s, not the
/// test process's (by default none: English), so a developer's `LANG=zh_CN.UTF-8` changes nothing.
func runWorkshop(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]) -> (status: Int32, output: String) {
    let buffer = TextBuffer()
    let status: Int32
    if let directory {
        status = Workshop.run(arguments: arguments, output: buffer, currentDirectory: directory, environment: environment)
    } else {
        status = Workshop.run(arguments: arguments, output: buffer, environment: environment)
    }
    return (status, buffer.text)
}

/// A folder tree in the temporary directory, for commands that read and write files. Removed
/// when the value goes away.
final class TemporaryTree {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("WorkshopTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    /// Writes `text` at `path` (relative to the root), creating folders as needed.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// The text at `path`, or `nil` if there is no such file.
    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path)
    }
}

/// The package this test file belongs to (three levels above it).
let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .deletingLastPathComponent()
