import Chapter02_Disposable

/// Chapter 2's demos: the event grammar `next* (error | completed)?` and disposables.
enum Chapter02Demos {
    static var all: [Demo] {
        [completion, disposingEarly, smallestSignals, synchronousError]
    }

    /// The error the demos send.
    struct DemoError: Error, CustomStringConvertible {
        var description: String { "DemoError" }
    }

    static let completion = Demo(
        title: "Completion ends the subscription, and clean-up runs first",
        notice: "(!|) at tick 3: the producer's disposable runs before the completed block; c, sent after completion, is never heard."
    ) { recorder in
        let seen = recorder.row("subscriber")
        var kept: Subscriber<String>?
        let signal = Signal<String>.createSignal { subscriber in
            kept = subscriber
            return Disposable {
                recorder.log("the producer's disposable runs")
                seen.disposed()
            }
        }
        seen.subscribed()
        signal.subscribeNext({ seen.next($0) }, error: { _ in seen.error() }, completed: { seen.completed() })
        recorder.advance()
        kept?.sendNext("a")
        recorder.advance()
        kept?.sendNext("b")
        recorder.advance()
        kept?.sendCompleted()
        recorder.advance()
        recorder.log("the producer sends c after completing")
        kept?.sendNext("c")
    }

    static let disposingEarly = Demo(
        title: "Disposing a subscription silences a producer that keeps sending",
        notice: "after ! at tick 2 the producer still calls sendNext, but the passthrough subscriber drops b and c."
    ) { recorder in
        let seen = recorder.row("subscriber")
        var kept: Subscriber<String>?
        let signal = Signal<String>.createSignal { subscriber in
            kept = subscriber
            return Disposable { seen.disposed() }
        }
        seen.subscribed()
        let subscription = signal.subscribeNext { seen.next($0) }
        recorder.advance()
        kept?.sendNext("a")
        recorder.advance()
        recorder.log("dispose()")
        subscription.dispose()
        recorder.advance()
        recorder.log("the producer sends b")
        kept?.sendNext("b")
        recorder.advance()
        recorder.log("the producer sends c")
        kept?.sendNext("c")
    }

    static let smallestSignals = Demo(
        title: "The four smallest signals: return, empty, error, never",
        notice: "three of them end during subscribe, their subscription disposed (!) before your block hears | or X; never ends only when its subscription is disposed."
    ) { recorder in
        func watch(_ signal: Signal<String>, as name: String) -> Disposable {
            let seen = recorder.row(name)
            seen.subscribed()
            return signal.subscribe(DisposalProbe(seen, Subscriber(
                next: { seen.next($0) }, error: { _ in seen.error() }, completed: { seen.completed() }
            )))
        }
        watch(.return("a"), as: "return(a)").dispose()
        watch(.empty(), as: "empty").dispose()
        watch(.error(DemoError()), as: "error").dispose()
        let never = watch(.never(), as: "never")
        recorder.advance(2)
        recorder.log("dispose() the never subscription")
        never.dispose()
    }

    static let synchronousError = Demo(
        title: "A block that fails before returning: its clean-up runs as soon as it is returned",
        notice: "(^a!X): the error disposes the subscription inside the block, before the error block runs; the disposable the block returns afterwards is disposed at once, and b goes nowhere."
    ) { recorder in
        let seen = recorder.row("subscriber")
        let signal = Signal<String>.createSignal { subscriber in
            subscriber.sendNext("a")
            subscriber.sendError(DemoError())
            subscriber.sendNext("b")
            recorder.log("the block returns its disposable")
            return Disposable { recorder.log("the returned disposable is disposed at once: the subscription is over") }
        }
        seen.subscribed()
        signal.subscribe(DisposalProbe(seen, Subscriber(next: { seen.next($0) }, error: { error in
            recorder.log("error block: \(error)")
            seen.error()
        }, completed: { seen.completed() })))
    }
}

/// A subscriber that draws its subscription's disposal (`!`) and leaves everything else to a plain
/// `Subscriber`. Told of its subscription before the signal's block runs, it puts a probe into the
/// subscription's disposable first, so the `!` is drawn the moment the subscription is disposed,
/// whatever the signal's block returns, and before the disposable that block returns is disposed.
final class DisposalProbe<Value>: SubscriberProtocol {
    private let row: DemoRow
    private let subscriber: Subscriber<Value>

    init(_ row: DemoRow, _ subscriber: Subscriber<Value>) {
        self.row = row
        self.subscriber = subscriber
    }

    func didSubscribe(withDisposable disposable: CompoundDisposable) {
        let row = self.row
        disposable.add(Disposable { row.disposed() })
        subscriber.didSubscribe(withDisposable: disposable)
    }

    func sendNext(_ value: Value) { subscriber.sendNext(value) }
    func sendError(_ error: any Error) { subscriber.sendError(error) }
    func sendCompleted() { subscriber.sendCompleted() }
}
