import CourseProgress

/// The tests of where a chapter differs from RAC on purpose: each chapter keeps them in one suite,
/// `DifferencesTests`. Such a test qualifies a rule of its exercise (RAC keeps it further, the
/// chapter stops here), so a learner must meet the rule first: the workshop lists these tests last
/// among an exercise's tests and marks them, and `progress` runs them after the others.
enum DifferenceTests {
    /// The suite that holds them, as a test's identifier names it.
    static let suite = "DifferencesTests"

    /// Whether the test `id` (`Chapter03_SubjectTests.DifferencesTests/valueSentDuringReplayIsMissed`)
    /// is one of them.
    static func holds(_ id: String) -> Bool {
        id.split(separator: "/").first?.split(separator: ".").last.map(String.init) == suite
    }

    /// `tests` in the same order, those of the differences last and marked.
    static func last(_ tests: [Course.Test]) -> [Course.Test] {
        var rules: [Course.Test] = []
        var differences: [Course.Test] = []
        for var test in tests {
            if holds(test.id) {
                test.differsFromRAC = true
                differences.append(test)
            } else {
                rules.append(test)
            }
        }
        return rules + differences
    }
}
