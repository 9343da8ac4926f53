import TestSupport
import Chapter07_Multicast

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

/// A cold signal that logs each run and each disposal, and sends its run number then waits.
func work(_ log: EventLog) -> Signal<Int> {
    var runs = 0
    return Signal.createSignal { subscriber in
        runs += 1
        let run = runs
        log.append("run \(run)")
        subscriber.sendNext(run)
        return Disposable { log.append("run \(run) disposed") }
    }
}
