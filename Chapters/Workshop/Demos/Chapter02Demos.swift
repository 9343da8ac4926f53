import CourseProgress
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
        title: Bilingual("Completion ends the subscription, and clean-up runs first", "完成结束订阅，清理先运行"),
        notice: Bilingual("(!|) at tick 3: the producer's disposable runs before the completed block; c, sent after completion, is never heard.",
                          "tick 3 的 (!|)：生产者的 disposable 在 completed block 之前运行；完成之后发送的 c 永远不会被收到。")
    ) { recorder in
        let seen = recorder.row("subscriber")
        var kept: Subscriber<String>?
        let signal = Signal<String>.createSignal { subscriber in
            kept = subscriber
            return Disposable {
                recorder.log(Bilingual("the producer's disposable runs", "生产者的 disposable 运行"))
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
        recorder.log(Bilingual("the producer sends c after completing", "生产者在完成之后发送 c"))
        kept?.sendNext("c")
    }

    static let disposingEarly = Demo(
        title: Bilingual("Disposing a subscription silences a producer that keeps sending", "释放订阅，让仍在发送的生产者静音"),
        notice: Bilingual("after ! at tick 2 the producer still calls sendNext, but the passthrough subscriber drops b and c.",
                          "tick 2 的 ! 之后生产者仍调用 sendNext，但内部订阅者（passthrough）丢弃了 b 和 c。")
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
        recorder.log(Bilingual("dispose()", "dispose()"))
        subscription.dispose()
        recorder.advance()
        recorder.log(Bilingual("the producer sends b", "生产者发送 b"))
        kept?.sendNext("b")
        recorder.advance()
        recorder.log(Bilingual("the producer sends c", "生产者发送 c"))
        kept?.sendNext("c")
    }

    static let smallestSignals = Demo(
        title: Bilingual("The four smallest signals: return, empty, error, never", "四个最小的信号：return、empty、error、never"),
        notice: Bilingual("three of them end during subscribe, their subscription disposed (!) before your block hears | or X; never ends only when its subscription is disposed.",
                          "其中三个在 subscribe 期间就结束，它们的订阅在你的 block 收到 | 或 X 之前就被释放（!）；never 只在它的订阅被释放时结束。")
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
        recorder.log(Bilingual("dispose() the never subscription", "dispose() never 的订阅"))
        never.dispose()
    }

    static let synchronousError = Demo(
        title: Bilingual("A block that fails before returning: its clean-up runs as soon as it is returned",
                         "在返回之前就失败的 block：它的清理一返回就运行"),
        notice: Bilingual("(^a!X): the error disposes the subscription inside the block, before the error block runs; the disposable the block returns afterwards is disposed at once, and b goes nowhere.",
                          "(^a!X)：错误在 block 内部就释放了订阅，早于 error block 运行；block 之后返回的 disposable 立即被释放，b 无处可去。")
    ) { recorder in
        let seen = recorder.row("subscriber")
        let signal = Signal<String>.createSignal { subscriber in
            subscriber.sendNext("a")
            subscriber.sendError(DemoError())
            subscriber.sendNext("b")
            recorder.log(Bilingual("the block returns its disposable", "block 返回它的 disposable"))
            return Disposable { recorder.log(Bilingual("the returned disposable is disposed at once: the subscription is over",
                                                       "返回的 disposable 立即被释放：这次订阅已经结束")) }
        }
        seen.subscribed()
        signal.subscribe(DisposalProbe(seen, Subscriber(next: { seen.next($0) }, error: { error in
            recorder.log(Bilingual("error block: \(error)", "error block 收到：\(error)"))
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
