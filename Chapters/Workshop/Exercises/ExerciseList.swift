import CourseProgress

/// A list of exercises as a command line or a plan writes it: `2.1,2.4` or `8.4-8.7`, a range
/// being every exercise of one chapter from its first number to its last. Both ends must be in
/// the same chapter and in order, so `8.4-8.7` can only mean 8.4, 8.5, 8.6 and 8.7.
enum ExerciseList {
    /// The exercises `item` names (`2.3`, or a range `8.4-8.7`; `dashes` are the characters that
    /// may join a range), or `nil` if it is neither.
    static func parse(_ item: some StringProtocol, dashes: Set<Character> = ["-"]) -> [ExerciseID]? {
        let text = String(item)
        if let single = ExerciseID(text) { return [single] }
        guard let dash = text.firstIndex(where: dashes.contains),
              let first = ExerciseID(String(text[..<dash])),
              let last = ExerciseID(String(text[text.index(after: dash)...])),
              first.chapter == last.chapter, first.index <= last.index else { return nil }
        return (first.index...last.index).map { ExerciseID(chapter: first.chapter, index: $0) }
    }

    /// `ids` as `--only` takes them, sorted, with each run of three or more exercises of one
    /// chapter written as a range: `2.1,2.4,2.5`, `5.1-5.5,8.4-8.7`. `parse` reads it back.
    static func text(_ ids: some Sequence<ExerciseID>) -> String {
        var runs: [[ExerciseID]] = []
        for id in Set(ids).sorted() {
            if let last = runs.last?.last, last.chapter == id.chapter, last.index + 1 == id.index {
                runs[runs.count - 1].append(id)
            } else {
                runs.append([id])
            }
        }
        return runs.map { run in
            run.count >= 3 ? "\(run[0])-\(run[run.count - 1])" : run.map(\.description).joined(separator: ",")
        }.joined(separator: ",")
    }
}
