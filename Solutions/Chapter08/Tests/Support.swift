import TestSupport
import Chapter08_Command

extension EventLog {
    /// Subscribes to `signal`, logging every event with an optional label, and returns the subscription.
    @discardableResult
    func record<T>(_ signal: Signal<T>, _ label: String? = nil) -> Disposable {
        let prefix = label.map { "\($0) " } ?? ""
        return signal.subscribeNext(
            { self.append("\(prefix)next(\($0))") },
            error: { self.append("\(prefix)error(\($0))") },
            completed: { self.append("\(prefix)completed") }
        )
    }
}
