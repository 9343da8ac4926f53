/// One end of a `Channel`: subscribe to it for what the other end sends; send to it, and the other
/// end's subscribers receive it.
///
/// RAC's `RACChannelTerminal`. It is a `Signal` (its own side's subject) and a subscriber (it
/// forwards to the other side's subject), so `signal.subscribe(terminal)` feeds the other end and
/// `terminal.subscribe(subscriber)` listens to it.
///
/// A terminal event sent to a terminal ends **both** sides: this terminal's own subscribers
/// receive it first, then the other terminal's (RAC's order, where the channel forwards the
/// event back through the receiving side before it reaches the rest). Afterwards both sides
/// replay it to late subscribers and ignore everything sent to them.
public final class ChannelTerminal<Value>: Signal<Value>, SubscriberProtocol, @unchecked Sendable {
    // @unchecked: two `let` subjects, each thread-safe.

    /// What this terminal's subscribers receive: the values sent to the other terminal.
    let values: ReplaySubject<Value>
    /// Where values sent to this terminal go: the other terminal's subscribers.
    let otherSide: ReplaySubject<Value>

    init(values: ReplaySubject<Value>, otherSide: ReplaySubject<Value>) {
        self.values = values
        self.otherSide = otherSide
        super.init(didSubscribe: nil)
    }

    /// Subscribing to a terminal is subscribing to its side's subject.
    override func subscribe(_ target: any SubscriberProtocol<Value>, endpoint: Subscriber<Value>?) -> Disposable {
        values.subscribe(target, endpoint: endpoint)
    }

    /// Sends `value` to the other terminal's subscribers.
    public func sendNext(_ value: Value) {
        otherSide.sendNext(value)
    }

    /// Ends both sides with `error`: this terminal's subscribers first, then the other's.
    public func sendError(_ error: any Error) {
        values.sendError(error)
        otherSide.sendError(error)
    }

    /// Completes both sides: this terminal's subscribers first, then the other's.
    public func sendCompleted() {
        values.sendCompleted()
        otherSide.sendCompleted()
    }

    /// A subscription that feeds this terminal is kept by the other side's subject, so the first
    /// terminal event of the channel disposes it.
    public func didSubscribe(withDisposable disposable: CompoundDisposable) {
        otherSide.didSubscribe(withDisposable: disposable)
    }
}
