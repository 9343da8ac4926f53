import Foundation

/// `progress reset N.M`: the exercise's regions go back to their stand-ins; the rest of each file,
/// other exercises' regions included, stays as the learner has it.
public struct Reset {
    let directory: URL
    let course: Course
    /// The language of its errors.
    let language: Language

    public init(directory: URL, course: Course, language: Language = .english) {
        self.directory = directory
        self.course = course
        self.language = language
    }

    /// Where the code a reset replaced is kept: `.progress/reset/Sources/M/File.swift.reset-1`,
    /// outside `Sources/` so that the package's build never sees it.
    public static let keptFolder = ".progress/reset"

    /// Resets `exercise`; returns the files changed and, for each, the copy of it as it was before
    /// (the learner's code is never thrown away). Changes nothing unless every region is found.
    public func reset(_ exercise: Course.Exercise) throws(CourseError) -> (files: [String], kept: [String]) {
        guard exercise.takenOut else {
            throw CourseError(Bilingual(
                "exercise \(exercise.id) is not taken out of this workspace (it was written by `\(course.writtenBy)`), so it has no stand-in to put back",
                "这个工作区没有拿掉练习 \(exercise.id)（它是用 `\(course.writtenBy)` 生成的），所以没有可以放回的占位实现"
            ))
        }
        var files: [String] = []
        for place in exercise.places where !files.contains(place.file) { files.append(place.file) }
        var texts: [(URL, String)] = []
        for file in files {
            let url = directory.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw CourseError(Bilingual("\(file) is missing; nothing was changed", "找不到 \(file)；什么都没有改动"))
            }
            let places = exercise.places.filter { $0.file == file }
            let text = try RegionComments.reset(String(decoding: data, as: UTF8.self), exercise: exercise.id, title: exercise.title, places: places, file: file, written: course.language ?? .english, language: language)
            texts.append((url, text))
        }
        var kept: [String] = []
        for (file, (url, text)) in zip(files, texts) {
            do {
                if let old = FileManager.default.contents(atPath: url.path), old != Data(text.utf8) {
                    let copy = try keep(old, of: file)
                    kept.append(copy)
                }
                try Data(text.utf8).write(to: url)
            } catch {
                throw CourseError(Bilingual("cannot write \(url.path): \(error.localizedDescription)", "无法写入 \(url.path)：\(error.localizedDescription)"))
            }
        }
        return (files, kept)
    }

    /// Writes `data` to the first free `.progress/reset/FILE.reset-N`; returns that path.
    private func keep(_ data: Data, of file: String) throws -> String {
        var number = 1
        while FileManager.default.fileExists(atPath: directory.appendingPathComponent("\(Self.keptFolder)/\(file).reset-\(number)").path) {
            number += 1
        }
        let path = "\(Self.keptFolder)/\(file).reset-\(number)"
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
        return path
    }
}
