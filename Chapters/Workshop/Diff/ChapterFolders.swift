import Foundation

/// The `Chapters/ChapterNN_Name` folders as they are on disk.
struct ChapterFolder: Equatable {
    /// NN.
    let number: Int
    /// `Chapter01_MinimalSignal`.
    let name: String
    /// Whether the module is more than the placeholder it starts as.
    let isWritten: Bool

    /// `Chapters/Chapter01_MinimalSignal`.
    var path: String { "Chapters/\(name)" }

    /// The chapter folders under `root/Chapters`, by number.
    static func scan(root: URL) -> [ChapterFolder] {
        let chapters = root.appendingPathComponent("Chapters")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: chapters.path)) ?? []
        return names.compactMap { name -> ChapterFolder? in
            guard let number = number(inFolderName: name), Files.isDirectory(chapters.appendingPathComponent(name)) else {
                return nil
            }
            return ChapterFolder(
                number: number,
                name: name,
                isWritten: !isPlaceholder(chapters.appendingPathComponent(name))
            )
        }
        .sorted { $0.number < $1.number }
    }

    /// 1 for `Chapter01_MinimalSignal`; `nil` for a name not of the form `ChapterNN_…`.
    static func number(inFolderName name: String) -> Int? {
        guard name.hasPrefix("Chapter") else { return nil }
        let rest = name.dropFirst("Chapter".count)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard digits.count == 2, rest.dropFirst(2).first == "_" else { return nil }
        return Int(digits)
    }

    /// A chapter is a placeholder while its only Swift file is the `Chapter.swift` that declares
    /// `ChapterInfo`.
    static func isPlaceholder(_ folder: URL) -> Bool {
        let swiftFiles = Files.list(under: folder).filter { $0.hasSuffix(".swift") }
        guard swiftFiles == ["Chapter.swift"] else { return false }
        return Files.read(folder.appendingPathComponent("Chapter.swift"))?.contains("ChapterInfo") ?? false
    }
}
