import Foundation
@testable import RAC
import TestSupport

// Helpers for the Swift-concurrency bridge tests (ValuesTests, AsyncSequenceSignalTests,
// FirstValueTests): the live-object count of the running test and a probed source. Their bounded
// waits suspend instead of blocking (`eventually`, Tests/TestSupport/Waiting.swift).

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
