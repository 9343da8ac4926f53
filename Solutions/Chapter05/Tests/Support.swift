import TestSupport
import Chapter05_CombineLatest

extension EventLog {
    /// Subscribes to `signal`, logging every event, and returns the subscription.
    @discardableResult
    func record<T>(_ signal: Signal<T>) -> Disposable {
        signal.subscribeNext({ self.next($0) }, error: { self.error($0) }, completed: { self.completed() })
    }
}
