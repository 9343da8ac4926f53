import Foundation

/// The thread-local "scheduler running on this thread", stored unretained: it is only set while
/// that scheduler is inside `perform`, which keeps it alive.
enum CurrentScheduler {
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static func get() -> Scheduler? {
        guard let pointer = pthread_getspecific(key) else { return nil }
        return Unmanaged<Scheduler>.fromOpaque(pointer).takeUnretainedValue()
    }

    static func set(_ scheduler: Scheduler?) {
        let pointer = scheduler.map { Unmanaged.passUnretained($0).toOpaque() }
        pthread_setspecific(key, pointer)
    }
}
