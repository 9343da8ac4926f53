import TestSupport
#if PARITY
import RAC
#else
import Chapter07_Multicast
#endif

/// A subscriber written by hand that records its events and keeps the subscription it is given,
/// but never disposes it. Chapter 2's `Subscriber` (and chapter 3's `Subject`) dispose their
/// subscription on the first terminal event, before anything else runs, so behind them an operator
/// that forgot to stop its sources before ending looks right. Behind this one it does not: a source
/// left running goes on sending through a subscription nobody has disposed. The rule it checks is
/// the chapters' own: stop what you started, then send the ending. (`RAC` keeps it in its time
/// operators, and leaves it to the subscriber in `combineLatest` and `zip`: those tests are
/// disabled under `PARITY=1`.)
final class KeepingSubscriber<Value>: SubscriberProtocol {
    private let log: EventLog
    private let label: String

    /// What the signal gave this subscriber in `didSubscribe`, kept and never disposed here.
    private(set) var subscription: CompoundDisposable?

    init(_ log: EventLog, _ label: String = "") {
        self.log = log
        self.label = label.isEmpty ? "" : label + " "
    }

    func sendNext(_ value: Value) { log.append("\(label)next(\(value))") }
    func sendError(_ error: any Error) { log.append("\(label)error(\(error))") }
    func sendCompleted() { log.append("\(label)completed") }

    func didSubscribe(withDisposable disposable: CompoundDisposable) {
        subscription = disposable
    }
}
