import CourseProgress

/// Which tests check which exercise: `Exercises/ChapterNN.map`, measured by `course map`.
///
/// Taking exercise E out alone makes a set of tests fail, F(E). A test's owner is the last
/// exercise (in order) whose F contains it; the other exercises whose F contains it are what it
/// also needs. Wrong code is measured too: applying each of E's catalogue mistakes alone makes a
/// set of tests fail, M(E), and an owned test in M(E) also needs E (whatever E's place: a bug in
/// a later exercise can break an earlier one's test), unless E owns it. Only the stand-ins decide
/// the owner. One line per owned test, sorted by exercise, then by identifier:
///
///     2.3	Chapter02_DisposableTests.SubscriptionTests/completionCleansUpFirst	also needs 2.2
///
/// Lines starting with `#` are comments (the file's first line says how it was made).
struct TestMap: Equatable {
    struct Entry: Equatable {
        let exercise: ExerciseID
        let test: String
        let alsoNeeds: [ExerciseID]
    }

    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    let entries: [Entry]

    /// The path of chapter `number`'s map, relative to the package root.
    static func path(chapter number: Int) -> String {
        "Exercises/\(ChapterCatalog.numberedName(number)).map"
    }

    /// The map that `failures` (F(E) for each exercise E taken out alone) and `mistakes` (M(E),
    /// the tests that fail when any of E's catalogue mistakes is applied alone) give. A test in
    /// `mistakes` only is not owned: it stays an "other test".
    static func measured(_ failures: [ExerciseID: Set<String>], mistakes: [ExerciseID: Set<String>] = [:]) -> TestMap {
        var breakers: [String: Set<ExerciseID>] = [:]
        for (exercise, tests) in failures {
            for test in tests { breakers[test, default: []].insert(exercise) }
        }
        var wrongCode: [String: Set<ExerciseID>] = [:]
        for (exercise, tests) in mistakes {
            for test in tests { wrongCode[test, default: []].insert(exercise) }
        }
        let entries = breakers.map { test, exercises in
            let owner = exercises.max()!
            let needs = exercises.union(wrongCode[test] ?? []).subtracting([owner])
            return Entry(exercise: owner, test: test, alsoNeeds: needs.sorted())
        }
        return TestMap(entries: entries.sorted { ($0.exercise, $0.test) < ($1.exercise, $1.test) })
    }

    /// The tests `exercise` owns.
    func tests(of exercise: ExerciseID) -> [Entry] {
        entries.filter { $0.exercise == exercise }
    }

    func owner(of test: String) -> ExerciseID? {
        entries.first { $0.test == test }?.exercise
    }

    /// The file's text.
    func text(chapter: Int) -> String {
        var lines = ["# Which tests check which exercise of chapter \(chapter), measured by `swift run workshop course map \(chapter)`",
                     "# (see Exercises/README.md). Generated: do not edit; `course check` verifies it."]
        for entry in entries {
            var line = "\(entry.exercise)\t\(entry.test)"
            if !entry.alsoNeeds.isEmpty { line += "\talso needs " + entry.alsoNeeds.map(\.description).joined(separator: ", ") }
            lines.append(line)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func parse(_ text: String, file: String) throws(Problem) -> TestMap {
        var entries: [Entry] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingWhitespace()
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            let fields = line.split(separator: "\t").map { $0.trimmingWhitespace() }
            guard fields.count == 2 || fields.count == 3, let exercise = ExerciseID(fields[0]), !fields[1].isEmpty else {
                throw Problem(description: "\(file):\(index + 1): a map line is `N.M<tab>TEST[<tab>also needs N.M, …]`")
            }
            var needs: [ExerciseID] = []
            if fields.count == 3 {
                guard fields[2].hasPrefix("also needs ") else {
                    throw Problem(description: "\(file):\(index + 1): the third field is `also needs N.M, …`")
                }
                for part in fields[2].dropFirst("also needs ".count).split(separator: ",") {
                    guard let id = ExerciseID(part.trimmingWhitespace()) else {
                        throw Problem(description: "\(file):\(index + 1): '\(part)' is not an exercise number")
                    }
                    needs.append(id)
                }
            }
            entries.append(Entry(exercise: exercise, test: fields[1], alsoNeeds: needs))
        }
        return TestMap(entries: entries)
    }

    /// The differences from `other`, one line each (`+` in `other` only, `-` in this one only).
    /// With `allowingFurtherNeeds`, an entry of this map that has the same owner as `other`'s and
    /// also needs at least what `other`'s does counts as the same: `other` was measured on the
    /// stand-ins alone, and the rest comes from the catalogue's mistakes.
    func differences(from other: TestMap, allowingFurtherNeeds: Bool = false) -> [String] {
        var entries = self.entries
        if allowingFurtherNeeds {
            let measured = Dictionary(other.entries.map { ($0.test, $0) }, uniquingKeysWith: { first, _ in first })
            entries = entries.map { entry in
                guard let twin = measured[entry.test], twin.exercise == entry.exercise, Set(entry.alsoNeeds).isSuperset(of: twin.alsoNeeds) else { return entry }
                return twin
            }
        }
        let mine = Set(entries.map { "\($0.exercise)\t\($0.test)\($0.alsoNeeds.isEmpty ? "" : "\talso needs " + $0.alsoNeeds.map(\.description).joined(separator: ", "))" })
        let theirs = Set(other.entries.map { "\($0.exercise)\t\($0.test)\($0.alsoNeeds.isEmpty ? "" : "\talso needs " + $0.alsoNeeds.map(\.description).joined(separator: ", "))" })
        return mine.subtracting(theirs).sorted().map { "- \($0)" } + theirs.subtracting(mine).sorted().map { "+ \($0)" }
    }
}
