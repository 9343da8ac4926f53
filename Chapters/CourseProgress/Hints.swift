import Foundation

/// The hints of a workspace's exercises, one at a time: which ones were shown is kept in
/// `.progress-state.json` in the workspace, so each `hint` shows the next.
public struct Hints {
    public static let stateFile = ".progress-state.json"

    let directory: URL
    let course: Course

    public init(directory: URL, course: Course) {
        self.directory = directory
        self.course = course
    }

    struct State: Codable {
        var hintsShown: [String: Int] = [:]
    }

    /// The text of `exercise`'s next hint, and its number (1-based). After the last, the last again.
    public func next(for exercise: Course.Exercise) throws(CourseError) -> (String, Int) {
        guard !exercise.hints.isEmpty else {
            throw CourseError("exercise \(exercise.id) has no hints in this workspace")
        }
        let url = directory.appendingPathComponent(Self.stateFile)
        var state = FileManager.default.contents(atPath: url.path).flatMap { try? JSONDecoder().decode(State.self, from: $0) } ?? State()
        let shown = state.hintsShown[exercise.id.description] ?? 0
        let number = min(shown + 1, exercise.hints.count)
        state.hintsShown[exercise.id.description] = number
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let data = try? encoder.encode(state) { try? data.write(to: url) }
        return (Self.text(of: exercise, hint: number, repeated: shown >= exercise.hints.count), number)
    }

    /// `Hint 2 of 3 for exercise 2.3 (title):` and the hint, for a terminal.
    public static func text(of exercise: Course.Exercise, hint number: Int, repeated: Bool = false, footer: Bool = true) -> String {
        let count = exercise.hints.count
        var lines = ["Hint \(number) of \(count) for exercise \(exercise.id), \(exercise.title)\(number == count ? " (the code)" : ""):", ""]
        lines += exercise.hints[number - 1].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard footer else { return lines.joined(separator: "\n") }
        lines.append("")
        if repeated {
            lines.append("(That is the last hint again: there are no more.)")
        } else if number < count {
            lines.append("(`swift run progress hint \(exercise.id)` again for the next one.)")
        } else {
            lines.append("(That was the last hint: the code itself. Type it rather than paste it, and ask yourself why each line is where it is.)")
        }
        return lines.joined(separator: "\n")
    }
}
