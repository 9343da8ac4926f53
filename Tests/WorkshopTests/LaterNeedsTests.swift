import CourseProgress
import Foundation
import Testing
@testable import Workshop

/// The order of the exercises: an exercise's own tests need no later exercise's stand-in (the map's
/// owner is the last exercise whose stand-in fails a test), but a later exercise written wrong may
/// fail them when their rule runs its code. Each such need is one the course accepts knowingly,
/// here with its reason (Exercises/README.md, "Which tests check an exercise").
@Suite("The order of the exercises: a test that needs a later exercise is one the course accepts, with its reason")
struct LaterNeedsTests {
    /// (owner, later exercise it also needs) and why no test of the owner's rule can avoid it.
    static let accepted: [(owner: String, later: String, reason: String)] = [
        ("2.3", "2.4", "every test of subscribe sends its events to a subscriber, and the subscriber is 2.4's"),
        ("2.4", "2.5", "a clean-up that sends to the ending subscriber reaches it through 2.5's passthrough"),
        ("8.4", "8.6", "execute asks whether the command is enabled, which counts 8.6's executions"),
        ("8.4", "8.7", "execute asks 8.7's immediateEnabled before it starts anything"),
        ("8.5", "8.6", "errors come from executions, which execute starts only when 8.6's count allows"),
        ("8.5", "8.7", "errors come from executions, which execute starts only when 8.7's enabled allows"),
        ("8.6", "8.7", "an execution that 8.6 counts starts only when 8.7's enabled allows it"),
    ]

    /// Every (owner, later) pair that a chapter's map has, with one test that has it.
    static func laterNeeds() throws -> [String: String] {
        var found: [String: String] = [:]
        for chapter in ChapterCatalog.chapters {
            let path = TestMap.path(chapter: chapter.number)
            guard let text = Files.read(packageRoot.appendingPathComponent(path)) else { continue }
            for entry in try TestMap.parse(text, file: path).entries {
                for need in entry.alsoNeeds where need > entry.exercise {
                    found["\(entry.exercise) needs \(need)"] = entry.test
                }
            }
        }
        return found
    }

    @Test("no exercise's test needs a later exercise unless the course accepts it here, and each accepted need still occurs")
    func laterNeedsAreAccepted() throws {
        let found = try Self.laterNeeds()
        let accepted = Set(Self.accepted.map { "\($0.owner) needs \($0.later)" })
        let unexplained = found.filter { !accepted.contains($0.key) }.map { "\($0.key) (\($0.value))" }.sorted()
        #expect(unexplained == [], "a test needs a later exercise: make its exercise's own tests catch the mistake without it, or accept it in LaterNeedsTests.accepted with the reason")
        #expect(accepted.subtracting(found.keys).sorted() == [], "an accepted later need no longer occurs: take it out of LaterNeedsTests.accepted")
    }
}
