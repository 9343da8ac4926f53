import CourseProgress
import Foundation

/// The package's root folder: where `Package.swift`, `Chapters/` and `Docs/` are.
enum PackageRoot {
    /// `--root PATH` if given (relative to `currentDirectory`), else the nearest folder at or
    /// above `currentDirectory` that holds a `Package.swift`.
    static func find(option: String?, currentDirectory: URL) throws(UsageError) -> URL {
        if let option {
            let url = URL(fileURLWithPath: option, relativeTo: currentDirectory).standardizedFileURL
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError("--root \(option): no such folder")
            }
            return url
        }
        guard let root = ProgressTool.nearestFolder(from: currentDirectory, holding: "Package.swift") else {
            throw UsageError("no Package.swift in \(currentDirectory.path) or above; run inside the package or pass --root PATH")
        }
        return root
    }
}
