import TestSupport
import Chapter04_Bind

extension EventLog {
    /// Subscribes to `signal`, logging every event, and returns the subscription.
    @discardableResult
    func record<T>(_ signal: Signal<T>) -> Disposable {
        signal.subscribeNext({ self.next($0) }, error: { self.error($0) }, completed: { self.completed() })
    }
}

/// A signal that sends `values`, then completes; `log` hears each subscription.
func values<T>(_ values: [T], log: EventLog? = nil, then ending: (any Error)? = nil) -> Signal<T> {
    Signal.createSignal { subscriber in
        log?.append("subscribed")
        for value in values { subscriber.sendNext(value) }
        if let ending { subscriber.sendError(ending) } else { subscriber.sendCompleted() }
    }
}
