import Foundation
@testable import RAC
import TestSupport

// Helpers for the Swift-concurrency bridge tests (ValuesTests, AsyncSequenceSignalTests,
// FirstValueTests): bounded waits that suspend instead of blocking, and the live-object count of
// the running test.

/// Suspends until `condition` holds or `timeout` seconds have passed; returns whether it held.
/// It sleeps between polls, so the tasks it waits for get the cooperative threads.
func eventually(timeout: TimeInterval = 5, _ condition: () -> Bool) async -> Bool {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        if Date() > deadline { return false }
        try? await Task.sleep(nanoseconds: 1_000_000)
    }
    return true
}

/// The subscribers and subscriptions alive under the running test's tracker (`LiveObjectCheck`).
/// Always 0 in release builds, which do not count; tests that need it non-zero check `#if DEBUG`.
func liveObjectCount() -> Int {
    guard let tracker = LiveObjects.tracker else { return 0 }
    return tracker.subscribers + tracker.subscriptions
}

extension EventLog {
    /// A cold signal that logs "subscribed", sends `values` synchronously, then the `ending`
    /// (none: it stays open), and logs "disposed" when its subscription is disposed. Like a
    /// producer that may send more later, its subscription holds the subscriber and `resource`
    /// until it is disposed, so the live-object count and a weak reference show the release.
    func source(_ values: [Int], ending: Event<Int>? = nil, resource: Tracked = Tracked()) -> Signal<Int> {
        Signal.createSignal { subscriber in
            self.append("subscribed")
            for value in values { subscriber.sendNext(value) }
            ending?.send(to: subscriber)
            return Disposable {
                _ = (resource, subscriber)
                self.append("disposed")
            }
        }
    }
}
