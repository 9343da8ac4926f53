import Foundation
import Testing
@testable import RAC

/// Fails any test that leaves a `Subscriber` or a subscription alive when it ends.
///
/// Each test runs under its own `LiveObjectTracker` (a task-local, see `LiveObjects`), so tests
/// running in parallel never count each other's objects. After the test body, it waits (up to 10 s,
/// since a task may be waiting for a thread of a busy pool) for objects that other threads are still releasing, then records an issue naming how
/// many are left — a leaked subscription fails the test that leaked it, as RxSwift's
/// `Resources.total` check does. Applied to every suite of `RACTests` with `.checksLiveObjects`.
struct LiveObjectCheck: TestTrait, SuiteTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        // Suites pass through; each test case gets its own tracker.
        guard testCase != nil else {
            try await function()
            return
        }
        let tracker = LiveObjectTracker()
        try await LiveObjects.$tracker.withValue(tracker) {
            try await function()
        }
        let deadline = Date().addingTimeInterval(10)
        while tracker.subscribers + tracker.subscriptions != 0, Date() < deadline {
            try await Task.sleep(nanoseconds: 1_000_000)
        }
        if tracker.subscribers + tracker.subscriptions != 0 {
            Issue.record("\(test.name) left \(tracker.subscribers) subscriber(s) and \(tracker.subscriptions) subscription(s) alive")
        }
    }
}

extension Trait where Self == LiveObjectCheck {
    /// Fails a test that leaves subscribers or subscriptions alive (debug builds count them).
    static var checksLiveObjects: Self { LiveObjectCheck() }
}
