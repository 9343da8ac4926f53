import Synchronization

/// The live subscribers (endpoints, with their blocks) and subscriptions (one passthrough each)
/// created under one tracker.
package final class LiveObjectTracker: Sendable {
    private let liveSubscribers = Atomic<Int>(0)
    private let liveSubscriptions = Atomic<Int>(0)

    package init() {}

    /// Subscribers created under this tracker and not yet deinitialised.
    package var subscribers: Int { liveSubscribers.load(ordering: .acquiring) }
    /// Subscriptions created under this tracker and not yet deinitialised.
    package var subscriptions: Int { liveSubscriptions.load(ordering: .acquiring) }

    func created(isSubscription: Bool) {
        if isSubscription {
            liveSubscriptions.add(1, ordering: .relaxed)
        } else {
            liveSubscribers.add(1, ordering: .relaxed)
        }
    }

    func destroyed(isSubscription: Bool) {
        if isSubscription {
            liveSubscriptions.subtract(1, ordering: .releasing)
        } else {
            liveSubscribers.subtract(1, ordering: .releasing)
        }
    }
}
