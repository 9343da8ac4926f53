import Foundation

/// Reading and listing files, with paths relative to a folder.
enum Files {
    /// The text of the file at `url`, or `nil` if there is none (or it is not UTF-8).
    static func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(data: data, encoding: .utf8)
    }

    /// Whether something (file or folder) exists at `url`.
    static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    /// Whether `url` is a folder.
    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The regular files under `folder`, as paths relative to it, sorted; hidden files and
    /// folders (names starting with `.`) are left out.
    static func list(under folder: URL) -> [String] {
        // Resolve a symlinked folder first: listing the link itself would find nothing inside.
        let folder = folder.resolvingSymlinksInPath()
        guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: folder.path) else { return [] }
        return paths
            .filter { path in !path.split(separator: "/").contains { $0.hasPrefix(".") } }
            .filter { !isDirectory(folder.appendingPathComponent($0)) }
            .sorted(by: byteOrder)
    }

    /// Sorts paths by their UTF-8 bytes, as `diff -r` and `ls` in the C locale do.
    static func byteOrder(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }
}
