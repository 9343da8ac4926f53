import CourseProgress
import Foundation

/// A chapter's solved workspace on disk, built once, then changed one variant at a time (an
/// exercise taken out, a mistake applied) and rebuilt incrementally.
///
/// The timestamp rule: SwiftPM's incremental build compares modification times to the second, so
/// a file written in the same second as the end of the last build may be judged unchanged, and the
/// next variant would run against a stale object. Every write therefore waits until at least a
/// second after the last build ended. Files are always written fresh (never copied with their old
/// time), and only the files that differ from what is on disk are written.
final class VariantWorkspace {
    let directory: URL
    /// The solved workspace's text of each of the chapter module's files, by workspace path.
    let solved: [String: String]
    /// What is on disk now, for the same files.
    private var onDisk: [String: String]
    private var lastBuild = Date.distantPast

    /// Writes `files`, a chapter's solved workspace whose module is `name`, into `directory`
    /// (created if need be). Files already there with the same text are left alone, so an earlier
    /// build of it stays useful.
    init(files: [String: String], module name: String, directory: URL) throws(ExerciseWorkspace.Failure) {
        self.directory = directory
        var module: [String: String] = [:]
        for (path, text) in files where path.hasPrefix("Sources/\(name)/") {
            module[path] = text
        }
        solved = module
        onDisk = [:]
        for (path, text) in files {
            let url = directory.appendingPathComponent(path)
            if Files.read(url) != text {
                do {
                    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                    try Data(text.utf8).write(to: url)
                } catch {
                    throw ExerciseWorkspace.Failure(description: "cannot write \(url.path): \(error.localizedDescription)")
                }
            }
            if module[path] != nil { onDisk[path] = text }
        }
    }

    /// Puts the module's files in the state `changes` describes (workspace path → text; every
    /// other file of the module as solved), writing only what differs, at least a second after
    /// the last build.
    func set(_ changes: [String: String]) throws(ExerciseWorkspace.Failure) {
        var wanted = solved
        for (path, text) in changes { wanted[path] = text }
        let differing = wanted.filter { onDisk[$0.key] != $0.value }
        guard !differing.isEmpty else { return }
        let earliest = lastBuild.addingTimeInterval(1.05)
        let wait = earliest.timeIntervalSinceNow
        if wait > 0 { Thread.sleep(forTimeInterval: wait) }
        for (path, text) in differing {
            do {
                try Data(text.utf8).write(to: directory.appendingPathComponent(path))
            } catch {
                throw ExerciseWorkspace.Failure(description: "cannot write \(path): \(error.localizedDescription)")
            }
            onDisk[path] = text
        }
    }

    func build() -> WorkspaceBuild.Result {
        let result = WorkspaceBuild(directory: directory).run()
        lastBuild = result.ended
        return result
    }
}
