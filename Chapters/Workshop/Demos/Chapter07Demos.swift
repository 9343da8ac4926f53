import Chapter07_Multicast

/// Chapter 7's demos: one run of the work, shared, and what each way of sharing costs.
///
/// Most of them use a pretend request: a cold signal whose subscribe block is the side effect you
/// want once. Each request has a row of its own, "request 1", "request 2" …, which shows when it
/// starts (^) and when its subscription is disposed (!).
enum Chapter07Demos {
    static var all: [Demo] {
        [runsTwice, publishAndConnect, autoconnect, eagerAndLazy, replayAndReplayLast]
    }

    /// A request as a cold signal: each subscription starts one (logged, drawn in its own row)
    /// and waits for `answer`, which sends a value and completes every request waiting.
    final class PretendServer {
        private let recorder: DemoRecorder
        private var waiting: [Subscriber<String>] = []
        private var started = 0

        init(_ recorder: DemoRecorder) {
            self.recorder = recorder
        }

        var request: Signal<String> {
            Signal.createSignal { subscriber in
                self.started += 1
                let row = self.recorder.row("request \(self.started)")
                self.recorder.log("request \(self.started) starts")
                row.subscribed()
                self.waiting.append(subscriber)
                return Disposable { row.disposed() }
            }
        }

        func answer(_ value: String) {
            recorder.log("the server answers \(value)")
            let answering = waiting
            waiting = []
            for subscriber in answering {
                subscriber.sendNext(value)
                subscriber.sendCompleted()
            }
        }
    }

    static func watch(_ signal: Signal<String>, in row: DemoRow) -> Disposable {
        row.subscribed()
        return signal.subscribeNext({ row.next($0) }, error: { _ in row.error() }, completed: { row.completed() })
    }

    static let runsTwice = Demo(
        title: "My request runs twice: a cold signal runs once per subscriber",
        notice: "two subscribers, two requests: request 1 starts at tick 0 with first, request 2 at tick 1 with second; the server does the work twice and answers each one."
    ) { recorder in
        _ = recorder.row("request 1")
        _ = recorder.row("request 2")
        let server = PretendServer(recorder)
        let first = recorder.row("first")
        let second = recorder.row("second")
        let request = server.request
        _ = watch(request, in: first)
        recorder.advance()
        _ = watch(request, in: second)
        recorder.advance()
        server.answer("a")
    }

    static let publishAndConnect = Demo(
        title: "publish + connect: subscribe first, then connect runs the request once for all",
        notice: "nothing runs until connect at tick 1; one request answers first and second together; late, subscribing after the answer, gets nothing at all, not even completed."
    ) { recorder in
        _ = recorder.row("request 1")
        let server = PretendServer(recorder)
        let first = recorder.row("first")
        let second = recorder.row("second")
        let late = recorder.row("late")
        let connection = server.request.publish()
        _ = watch(connection.signal, in: first)
        _ = watch(connection.signal, in: second)
        recorder.advance()
        recorder.log("connect()")
        connection.connect()
        recorder.advance()
        server.answer("a")
        recorder.advance()
        _ = watch(connection.signal, in: late)
    }

    static let autoconnect = Demo(
        title: "publish().autoconnect(): the first subscriber connects, the last one to leave disposes",
        notice: "request 1 starts with first at tick 0 and is disposed at tick 3, when second, the last subscriber, leaves; late, at tick 4, starts nothing and hears nothing: autoconnect never reconnects."
    ) { recorder in
        _ = recorder.row("request 1")
        let server = PretendServer(recorder)
        let first = recorder.row("first")
        let second = recorder.row("second")
        let late = recorder.row("late")
        let shared = server.request.publish().autoconnect()
        let a = watch(shared, in: first)
        recorder.advance()
        let b = watch(shared, in: second)
        recorder.advance()
        recorder.log("first leaves")
        a.dispose()
        first.disposed()
        recorder.advance()
        recorder.log("second leaves: nobody is left")
        b.dispose()
        second.disposed()
        recorder.advance()
        _ = watch(shared, in: late)
        server.answer("a")
    }

    static let eagerAndLazy = Demo(
        title: "replay() subscribes at once; replayLazily() waits for its first subscriber",
        notice: "both sources listen to the same sensor; replay's source is subscribed at tick 0, so its subscriber at tick 2 catches up on a; replayLazily's source starts only at tick 2, and a is gone for it. Neither source is disposed until the sensor completes (tick 4)."
    ) { recorder in
        let eagerSource = recorder.row("replay's source")
        let lazySource = recorder.row("replayLazily's source")
        let eager = recorder.row("replay")
        let lazy = recorder.row("replayLazily")
        let sensor = Subject<String>()
        func reading(drawnIn row: DemoRow) -> Signal<String> {
            Signal.createSignal { subscriber in
                row.subscribed()
                let listening = sensor.subscribe(subscriber)
                return Disposable {
                    listening.dispose()
                    row.disposed()
                }
            }
        }
        recorder.log("replay() and replayLazily() are called")
        let replayed = reading(drawnIn: eagerSource).replay()
        let lazilyReplayed = reading(drawnIn: lazySource).replayLazily()
        recorder.advance()
        recorder.log("the sensor sends a")
        sensor.sendNext("a")
        recorder.advance()
        _ = watch(replayed, in: eager)
        _ = watch(lazilyReplayed, in: lazy)
        recorder.advance()
        sensor.sendNext("b")
        recorder.advance()
        sensor.sendCompleted()
    }

    static let replayAndReplayLast = Demo(
        title: "replay() keeps every value; replayLast() keeps only the latest",
        notice: "both subscribe at tick 4, after 1, 2 and 3 were sent: replay hands over all three at once, replayLast only 3; then both hear 4 live."
    ) { recorder in
        let all = recorder.row("replay")
        let last = recorder.row("replayLast")
        let progress = Subject<String>()
        let replayed = progress.replay()
        let latest = progress.replayLast()
        for value in ["1", "2", "3"] {
            recorder.advance()
            recorder.log("progress \(value)")
            progress.sendNext(value)
        }
        recorder.advance()
        _ = watch(replayed, in: all)
        _ = watch(latest, in: last)
        recorder.advance()
        progress.sendNext("4")
    }
}
