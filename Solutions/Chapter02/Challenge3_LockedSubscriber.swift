// Challenge 2.3's reference solution: the lock, in a subscriber of its own.
import Foundation

/// Forwards every event to `target` under a recursive lock: events from several threads never
/// overlap, and a block that sends again from inside itself (on the same thread) still gets in.
///
/// An `NSLock` would deadlock on that reentrant send: the thread would wait for itself.
public final class LockedSubscriber<Value>: SubscriberProtocol {
    private let target: Subscriber<Value>
    private let lock = NSRecursiveLock()

    public init(_ target: Subscriber<Value>) {
        self.target = target
    }

    public func sendNext(_ value: Value) {
        lock.lock()
        defer { lock.unlock() }
        target.sendNext(value)
    }

    public func sendError(_ error: any Error) {
        lock.lock()
        defer { lock.unlock() }
        target.sendError(error)
    }

    public func sendCompleted() {
        lock.lock()
        defer { lock.unlock() }
        target.sendCompleted()
    }

    public func didSubscribe(withDisposable disposable: CompoundDisposable) {
        target.didSubscribe(withDisposable: disposable)
    }
}
