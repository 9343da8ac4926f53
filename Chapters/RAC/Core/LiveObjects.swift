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
