/// The tests that check an exercise, found in a chapter's test files by their display names.
///
/// A test checks exercise 2.3 when its display name starts with `Exercise 2.3:`, as in
/// `@Test("Exercise 2.3: a terminal event disposes the subscription")`. Its identifier, which is
/// what `swift test --filter` matches, is `Target.Suite/function(…)`; the suite is the type the
/// test function is declared in (tests are declared in top-level types).
struct ExerciseTest: Equatable {
    let exercise: ExerciseID
    /// The display name, `Exercise 2.3: a terminal event disposes the subscription`.
    let displayName: String
    /// The type that holds the test, `SubscriptionTests`.
    let suite: String
    /// The test function's name, `terminalEventDisposes`.
    let function: String
    /// The test file, relative to the test folder.
    let file: String

    /// The `--filter` pattern that selects this test and no other, in test target `target`.
    func filter(target: String) -> String {
        "^\(target)\\.\(suite)/\(function)\\("
    }

    /// All the exercise tests in `text`, the contents of test file `file`, in source order.
    static func scan(_ text: String, file: String) -> [ExerciseTest] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tests: [ExerciseTest] = []
        var suite: String?
        var pending: (ExerciseID, String)?
        // Between `@Test(` and its function: the display name may be on the next line.
        var inAttribute = false
        for line in lines {
            if let name = topLevelTypeName(line) {
                suite = name
            }
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("@Test(") { inAttribute = true }
            if inAttribute, pending == nil, let (exercise, name) = exerciseName(in: trimmed) {
                pending = (exercise, name)
            }
            if let function = functionName(trimmed) {
                if let (exercise, name) = pending, let suite {
                    tests.append(ExerciseTest(exercise: exercise, displayName: name, suite: suite, function: function, file: file))
                }
                pending = nil
                inAttribute = false
            }
        }
        return tests
    }

    /// `SubscriptionTests` for `struct SubscriptionTests {` (or `final class`, `enum`, `extension`)
    /// at the start of a line.
    private static func topLevelTypeName(_ line: String) -> String? {
        for keyword in ["struct ", "final class ", "class ", "enum ", "extension "] where line.hasPrefix(keyword) {
            let name = line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// The exercise and display name of a line holding `"Exercise 2.3: …"`.
    private static func exerciseName(in trimmed: String) -> (ExerciseID, String)? {
        guard let start = trimmed.range(of: "\"Exercise ") else { return nil }
        let afterQuote = trimmed[trimmed.index(after: start.lowerBound)...]
        guard let end = afterQuote.firstIndex(of: "\"") else { return nil }
        let name = String(afterQuote[..<end])
        let number = name.dropFirst("Exercise ".count).prefix { $0 != ":" }
        guard let exercise = ExerciseID(String(number)) else { return nil }
        return (exercise, name)
    }

    /// `terminalEventDisposes` for a line declaring `func terminalEventDisposes(`.
    private static func functionName(_ trimmed: String) -> String? {
        guard let range = trimmed.range(of: "func ") else { return nil }
        let before = trimmed[..<range.lowerBound]
        guard before.isEmpty || before.hasSuffix(" ") else { return nil }
        let name = trimmed[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
