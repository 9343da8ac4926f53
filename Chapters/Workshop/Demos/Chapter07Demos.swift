import CourseProgress
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
                self.recorder.log(Bilingual("request \(self.started) starts", "请求 \(self.started) 开始"))
                row.subscribed()
                self.waiting.append(subscriber)
                return Disposable { row.disposed() }
            }
        }

        func answer(_ value: String) {
            recorder.log(Bilingual("the server answers \(value)", "服务器返回 \(value)"))
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
        title: Bilingual("My request runs twice: a cold signal runs once per subscriber", "我的请求运行了两次：冷信号对每个订阅者各运行一次"),
        notice: Bilingual("two subscribers, two requests: request 1 starts at tick 0 with first, request 2 at tick 1 with second; the server does the work twice and answers each one.",
                          "两个订阅者，两次请求：请求 1 在 tick 0 随 first 开始，请求 2 在 tick 1 随 second 开始；服务器做了两次工作，分别回答。")
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
        title: Bilingual("publish + connect: subscribe first, then connect runs the request once for all",
                         "publish + connect：先订阅，再由 connect 为所有人只运行一次请求"),
        notice: Bilingual("nothing runs until connect at tick 1; one request answers first and second together; late, subscribing after the answer, gets nothing at all, not even completed.",
                          "直到 tick 1 的 connect 之前什么都不运行；一次请求同时回答 first 和 second；在回答之后才订阅的 late 什么也得不到，连完成都没有。")
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
        recorder.log(Bilingual("connect()", "connect()"))
        connection.connect()
        recorder.advance()
        server.answer("a")
        recorder.advance()
        _ = watch(connection.signal, in: late)
    }

    static let autoconnect = Demo(
        title: Bilingual("publish().autoconnect(): the first subscriber connects, the last one to leave disposes",
                         "publish().autoconnect()：第一个订阅者触发连接，最后一个离开者释放"),
        notice: Bilingual("request 1 starts with first at tick 0 and is disposed at tick 3, when second, the last subscriber, leaves; late, at tick 4, starts nothing and hears nothing: autoconnect never reconnects.",
                          "请求 1 在 tick 0 随 first 开始，在 tick 3 最后一个订阅者 second 离开时被释放；tick 4 的 late 什么也不启动，什么也收不到：autoconnect 从不重新连接。")
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
        recorder.log(Bilingual("first leaves", "first 离开"))
        a.dispose()
        first.disposed()
        recorder.advance()
        recorder.log(Bilingual("second leaves: nobody is left", "second 离开：一个都不剩了"))
        b.dispose()
        second.disposed()
        recorder.advance()
        _ = watch(shared, in: late)
        server.answer("a")
    }

    static let eagerAndLazy = Demo(
        title: Bilingual("replay() subscribes at once; replayLazily() waits for its first subscriber",
                         "replay() 立即订阅；replayLazily() 等待它的第一个订阅者"),
        notice: Bilingual("both sources listen to the same sensor; replay's source is subscribed at tick 0, so its subscriber at tick 2 catches up on a; replayLazily's source starts only at tick 2, and a is gone for it. Neither source is disposed until the sensor completes (tick 4).",
                          "两个源都监听同一个传感器；replay 的源在 tick 0 被订阅，所以它在 tick 2 的订阅者能补上 a；replayLazily 的源到 tick 2 才开始，a 对它来说已经过去了。直到传感器完成（tick 4），两个源都不会被释放。")
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
        recorder.log(Bilingual("replay() and replayLazily() are called", "调用 replay() 和 replayLazily()"))
        let replayed = reading(drawnIn: eagerSource).replay()
        let lazilyReplayed = reading(drawnIn: lazySource).replayLazily()
        recorder.advance()
        recorder.log(Bilingual("the sensor sends a", "传感器发送 a"))
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
        title: Bilingual("replay() keeps every value; replayLast() keeps only the latest",
                         "replay() 保留每个值；replayLast() 只保留最新的"),
        notice: Bilingual("both subscribe at tick 4, after 1, 2 and 3 were sent: replay hands over all three at once, replayLast only 3; then both hear 4 live.",
                          "两者都在 1、2、3 发送之后的 tick 4 订阅：replay 一次交出全部三个，replayLast 只交出 3；然后两者都实时收到 4。")
    ) { recorder in
        let all = recorder.row("replay")
        let last = recorder.row("replayLast")
        let progress = Subject<String>()
        let replayed = progress.replay()
        let latest = progress.replayLast()
        for value in ["1", "2", "3"] {
            recorder.advance()
            recorder.log(Bilingual("progress \(value)", "进度 \(value)"))
            progress.sendNext(value)
        }
        recorder.advance()
        _ = watch(replayed, in: all)
        _ = watch(latest, in: last)
        recorder.advance()
        progress.sendNext("4")
    }
}
