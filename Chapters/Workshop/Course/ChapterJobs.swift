import Foundation

/// Runs chapter checks a few at a time: while one chapter's tests run (one at a time, on one
/// core), another chapter builds. With one job, the output streams as it comes; with more, each
/// chapter's report is kept and printed whole when the chapter is done.
final class ChapterJobs: @unchecked Sendable {
    private let count: Int
    private let lock = NSLock()
    private var next = 0
    private var total = CourseCheck.Outcome()

    init(count: Int) {
        self.count = count
    }

    func run(_ checks: [(TextSink) -> CourseCheck.Outcome], output: TextSink) -> CourseCheck.Outcome {
        guard count > 1 else {
            for check in checks { add(check(output)) }
            return total
        }
        nonisolated(unsafe) let checks = checks
        nonisolated(unsafe) let output = output
        DispatchQueue.concurrentPerform(iterations: count) { _ in
            while let index = take(checks.count) {
                let buffer = TextBuffer()
                let outcome = checks[index](buffer)
                lock.lock()
                output.write(buffer.text)
                lock.unlock()
                add(outcome)
            }
        }
        return total
    }

    private func take(_ limit: Int) -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < limit else { return nil }
        next += 1
        return next - 1
    }

    private func add(_ outcome: CourseCheck.Outcome) {
        lock.lock()
        total.problems += outcome.problems
        total.caught += outcome.caught
        total.missed += outcome.missed
        lock.unlock()
    }
}
