/// The thread-local "scheduler running on this thread", stored unretained: it is only set while
/// that scheduler is inside `performAsCurrentScheduler(_:)`, which keeps it alive. (The
/// thread-local slot itself is platform code: `ThreadLocalReference`, in Core/Platform.swift.)
enum CurrentScheduler {
    private static let slot = ThreadLocalReference<Scheduler>()

    static func get() -> Scheduler? {
        slot.value
    }

    static func set(_ scheduler: Scheduler?) {
        slot.set(scheduler)
    }
}
