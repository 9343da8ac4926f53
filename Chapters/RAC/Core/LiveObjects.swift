import Synchronization

/// Debug builds count live subscribers and subscriptions, so that tests can prove a finished or
/// disposed subscription left nothing behind (the way RxSwift's tests check `Resources.total`).
///
/// A test runs inside `LiveObjects.$tracker.withValue(LiveObjectTracker()) { … }`; every
/// `Subscriber` created in that task is counted on that tracker, and uncounted when it is
/// deinitialised, on whatever thread. Objects made on other threads (a `Thread`, a dispatch queue)
/// belong to no task and are not tracked, so concurrent tests never disturb each other's counts.
/// Release builds never count: `Subscriber` calls the tracker only `#if DEBUG`.
package enum LiveObjects {
    /// The tracker of the current task, if a test installed one.
    @TaskLocal package static var tracker: LiveObjectTracker?
}

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
