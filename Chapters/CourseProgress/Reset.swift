import Foundation

/// `progress reset N.M`: the exercise's regions go back to their stand-ins; the rest of each file,
/// other exercises' regions included, stays as the learner has it.
public struct Reset {
    let directory: URL
    let course: Course

    public init(directory: URL, course: Course) {
        self.directory = directory
        self.course = course
    }

    /// Resets `exercise`; returns the files changed. Changes nothing unless every region is found.
    public func reset(_ exercise: Course.Exercise) throws(CourseError) -> [String] {
        guard exercise.takenOut else {
            throw CourseError("exercise \(exercise.id) is not taken out of this workspace (it was written by `\(course.writtenBy)`), so it has no stand-in to put back")
        }
        var files: [String] = []
        for place in exercise.places where !files.contains(place.file) { files.append(place.file) }
        var texts: [(URL, String)] = []
        for file in files {
            let url = directory.appendingPathComponent(file)
            guard let data = FileManager.default.contents(atPath: url.path) else {
                throw CourseError("\(file) is missing; nothing was changed")
            }
            let places = exercise.places.filter { $0.file == file }
            let text = try RegionComments.reset(String(decoding: data, as: UTF8.self), exercise: exercise.id, title: exercise.title, places: places, file: file)
            texts.append((url, text))
        }
        for (url, text) in texts {
            do {
                try Data(text.utf8).write(to: url)
            } catch {
                throw CourseError("cannot write \(url.path): \(error.localizedDescription)")
            }
        }
        return files
    }
}
