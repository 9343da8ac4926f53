import TestSupport
import Chapter02_Disposable

extension EventLog {
    /// Subscribes to `signal`, logging every event, and returns the subscription.
    @discardableResult
    func record<T>(_ signal: Signal<T>) -> Disposable {
        signal.subscribeNext({ self.next($0) }, error: { self.error($0) }, completed: { self.completed() })
    }
}

/// A stand-in for a timer: it keeps subscribers' callbacks and runs them when a test ticks it.
final class ManualTicker {
    private var callbacks: [Int: () -> Void] = [:]
    private var nextID = 0

    func add(_ callback: @escaping () -> Void) -> Disposable {
        let id = nextID
        nextID += 1
        callbacks[id] = callback
        return Disposable { [weak self] in self?.callbacks[id] = nil }
    }

    var count: Int { callbacks.count }

    func tick() {
        for (_, callback) in callbacks.sorted(by: { $0.key < $1.key }) { callback() }
    }
}
