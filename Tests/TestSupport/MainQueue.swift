import Foundation

/// Marks the main queue once, so that `isOnMainQueue()` can tell whether code runs on it.
private let mainQueueKey = DispatchSpecificKey<Bool>()
private let mainQueueMarked: Bool = {
    DispatchQueue.main.setSpecific(key: mainQueueKey, value: true)
    return true
}()

/// Whether the caller runs on the main dispatch queue.
///
/// Use this rather than `Thread.isMainThread` in tests: during `swift test` on Linux the main queue
/// is drained, but not by the main thread, so a block on the main queue sees
/// `Thread.isMainThread == false`.
public func isOnMainQueue() -> Bool {
    _ = mainQueueMarked
    return DispatchQueue.getSpecific(key: mainQueueKey) == true
}

/// Waits up to `timeout` seconds for `semaphore`; returns whether it was signalled in time.
public func waitFor(_ semaphore: DispatchSemaphore, timeout: TimeInterval = 5) -> Bool {
    semaphore.wait(timeout: .now() + timeout) == .success
}
