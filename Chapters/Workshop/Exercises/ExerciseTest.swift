import CourseProgress

/// The tests of a chapter's test files, found by their `@Test` attributes: each one's identifier
/// (what `swift test --filter` matches, `Target.Suite/function`) and display name.
///
/// A test is labelled for exercise 2.3 when its display name starts with `Exercise 2.3:`, as in
/// `@Test("Exercise 2.3: a terminal event disposes the subscription")`. The label must agree with
/// the measured map (`course check` says where it does not); without a map, the labels stand in
/// for it. The suite is the type the test function is declared in (tests are declared in top-level
/// types).
struct ExerciseTest: Equatable {
    /// The exercise its label names, if it has one.
    let exercise: ExerciseID?
    /// The display name, `Exercise 2.3: a terminal event disposes the subscription`; the function's
    /// name with `()` when the attribute gives none.
    let displayName: String
    /// The type that holds the test, `SubscriptionTests`.
    let suite: String
    /// The test function's name, `terminalEventDisposes`.
    let function: String

    /// `Chapter02_DisposableTests.SubscriptionTests/terminalEventDisposes`.
    func identifier(target: String) -> String {
        "\(target).\(suite)/\(function)"
    }

    /// All the tests in `text`, the contents of a test file, in source order.
    static func scan(_ text: String) -> [ExerciseTest] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var tests: [ExerciseTest] = []
        var suite: String?
        var pendingName: String?
        // Between `@Test` and its function: the display name may be on a later line.
        var inAttribute = false
        for line in lines {
            if let name = topLevelTypeName(line) {
                suite = name
            }
            let trimmed = line.trimmingWhitespace()
            if trimmed.hasPrefix("@Test") {
                inAttribute = true
                pendingName = nil
            }
            if inAttribute, pendingName == nil, let name = firstString(in: trimmed.hasPrefix("@Test") ? String(trimmed.dropFirst(5)) : trimmed) {
                pendingName = name
            }
            if inAttribute, let function = functionName(trimmed) {
                if let suite {
                    let name = pendingName ?? "\(function)()"
                    tests.append(ExerciseTest(exercise: exerciseLabel(name), displayName: name, suite: suite, function: function))
                }
                pendingName = nil
                inAttribute = false
            }
        }
        return tests
    }

    /// The exercise in a display name `Exercise 2.3: …`.
    static func exerciseLabel(_ name: String) -> ExerciseID? {
        guard name.hasPrefix("Exercise "), let colon = name.firstIndex(of: ":") else { return nil }
        return ExerciseID(String(name.dropFirst("Exercise ".count)[..<colon]))
    }

    /// `SubscriptionTests` for `struct SubscriptionTests {` (or `final class`, `enum`, `extension`)
    /// at the start of a line.
    private static func topLevelTypeName(_ line: String) -> String? {
        for keyword in ["struct ", "final class ", "class ", "enum ", "extension ", "@Suite struct ", "@MainActor struct "] where line.hasPrefix(keyword) {
            let name = line.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        }
        return nil
    }

    /// The first string literal of `text` (the display name, in an attribute's first argument).
    private static func firstString(in text: String) -> String? {
        guard let start = text.firstIndex(of: "\"") else { return nil }
        // Only when the string comes first: `@Test("…"` or a line starting with `"…"`.
        let before = text[..<start].trimmingWhitespace()
        guard before.isEmpty || before == "(" else { return nil }
        var name = ""
        var escaped = false
        for character in text[text.index(after: start)...] {
            if escaped {
                name.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return name
            } else {
                name.append(character)
            }
        }
        return nil
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
