import TestSupport
import Chapter01_MinimalSignal

/// A stand-in for a timer: it keeps callbacks and runs them when a test ticks it.
final class ManualTicker {
    private var callbacks: [Int: () -> Void] = [:]
    private var nextID = 0

    /// Keeps `callback` until the returned closure is called.
    func add(_ callback: @escaping () -> Void) -> () -> Void {
        let id = nextID
        nextID += 1
        callbacks[id] = callback
        return { [weak self] in self?.callbacks[id] = nil }
    }

    var count: Int { callbacks.count }

    func tick() {
        for (_, callback) in callbacks.sorted(by: { $0.key < $1.key }) { callback() }
    }
}
