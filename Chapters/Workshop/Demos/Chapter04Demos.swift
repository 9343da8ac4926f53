import CourseProgress
import Chapter04_Bind

/// Chapter 4's demos: `bind`, and the operators that are nothing but a binding block.
enum Chapter04Demos {
    static var all: [Demo] {
        [mapAndFilter, takeStops, flattenMapMerges, scanPerSubscription, concatAndStartWith]
    }

    static let mapAndFilter = Demo(
        title: Bilingual("map and filter are bind: each value becomes a signal of one value, or of none",
                         "map 和 filter 就是 bind：每个值变成一个只含一个值（或不含值）的信号"),
        notice: Bilingual("map sends one value for every input; filter sends return(x) for the even ones and empty() for the rest, so ticks 1 and 3 are silent in its row.",
                          "map 为每个输入发送一个值；filter 对偶数返回 return(x)，其余返回 empty()，所以它那一行在 tick 1 和 3 没有事件。")
    ) { recorder in
        let input = recorder.row("input")
        let doubled = recorder.row("map(*2)")
        let even = recorder.row("filter(even)")
        let source = Subject<Int>()
        func watch(_ signal: Signal<Int>, in row: DemoRow) {
            row.subscribed()
            signal.subscribeNext({ row.next($0) }, error: { _ in row.error() }, completed: { row.completed() })
        }
        watch(source, in: input)
        watch(source.map { $0 * 2 }, in: doubled)
        watch(source.filter { $0 % 2 == 0 }, in: even)
        for value in 1...4 {
            recorder.advance()
            source.sendNext(value)
        }
        recorder.advance()
        source.sendCompleted()
    }

    static let takeStops = Demo(
        title: Bilingual("take(2) stops its source through bind's stop flag", "take(2) 通过 bind 的 stop 标志停止它的源信号"),
        notice: Bilingual("at tick 2 the second value comes with stop: it is sent, the source's subscription is disposed (!), and only then does take(2) complete; the 3 sent at tick 3 reaches nobody.",
                          "tick 2 的第二个值带着 stop 到来：它被发送，源信号的订阅被释放（!），然后 take(2) 才完成；tick 3 发送的 3 谁也收不到。")
    ) { recorder in
        let source = recorder.row("source")
        let taken = recorder.row("take(2)")
        var kept: Subscriber<Int>?
        let producer = Signal<Int>.createSignal { subscriber in
            kept = subscriber
            return Disposable {
                recorder.log(Bilingual("the source's subscription is disposed", "源信号的订阅被释放"))
                source.disposed()
            }
        }
        source.subscribed()
        taken.subscribed()
        producer.take(2).subscribeNext({ taken.next($0) }, completed: { taken.completed() })
        for value in 1...3 {
            recorder.advance()
            recorder.log(Bilingual("the producer sends \(value)", "生产者发送 \(value)"))
            source.next(value)
            kept?.sendNext(value)
        }
    }

    static let flattenMapMerges = Demo(
        title: Bilingual("flattenMap subscribes each inner signal at once and merges their values",
                         "flattenMap 立即订阅每个内部信号，并合并它们的值"),
        notice: Bilingual("a and b run at the same time and their values interleave; the output completes only at tick 7, when the outer signal and both inner ones have completed.",
                          "a 和 b 同时运行，它们的值交错到达；输出要到 tick 7 才完成，那时外部信号和两个内部信号都已完成。")
    ) { recorder in
        let outer = recorder.row("outer")
        let output = recorder.row("output")
        let inners = ["a": Subject<String>(), "b": Subject<String>()]
        let source = Subject<String>()
        outer.subscribed()
        source.subscribeNext({ outer.next($0) }, completed: { outer.completed() })
        output.subscribed()
        source.flattenMap { name in inners[name] }
            .subscribeNext({ output.next($0) }, completed: { output.completed() })
        recorder.advance()
        source.sendNext("a")
        recorder.advance()
        source.sendNext("b")
        recorder.advance()
        recorder.log(Bilingual("inner a sends 1, inner b sends 2, inner a sends 3",
                               "内部信号 a 发送 1，内部信号 b 发送 2，内部信号 a 发送 3"))
        inners["a"]?.sendNext("1")
        recorder.advance()
        inners["b"]?.sendNext("2")
        recorder.advance()
        inners["a"]?.sendNext("3")
        inners["a"]?.sendCompleted()
        recorder.advance()
        source.sendCompleted()
        recorder.advance()
        recorder.log(Bilingual("inner b completes: nothing is left running", "内部信号 b 完成：没有还在运行的了"))
        inners["b"]?.sendCompleted()
    }

    static let scanPerSubscription = Demo(
        title: Bilingual("scan keeps its running value in bind's outer block: one per subscription",
                         "scan 把累计值放在 bind 的外层 block 里：每次订阅一份"),
        notice: Bilingual("second subscribes at tick 2 and starts again from 0, so it sends 3 where first, which has seen 1 and 2, sends 6.",
                          "second 在 tick 2 订阅并从 0 重新开始，所以它发送 3，而已经见过 1 和 2 的 first 发送 6。")
    ) { recorder in
        let first = recorder.row("first")
        let second = recorder.row("second")
        let source = Subject<Int>()
        let sums = source.scan(withStart: 0) { $0 + $1 }
        first.subscribed()
        sums.subscribeNext { first.next($0) }
        recorder.advance()
        source.sendNext(1)
        recorder.advance()
        source.sendNext(2)
        second.subscribed()
        sums.subscribeNext { second.next($0) }
        recorder.advance()
        source.sendNext(3)
    }

    static let concatAndStartWith = Demo(
        title: Bilingual("startWith and concat: one signal after the other", "startWith 与 concat：一个信号接着另一个"),
        notice: Bilingual("startWith(0) is return(0).concat(self): 0 comes first, inside subscribe; rest is subscribed only when first completes at tick 2, and rest's x and y follow.",
                          "startWith(0) 就是 return(0).concat(self)：0 最先到来，在 subscribe 之内；rest 要等 first 在 tick 2 完成后才被订阅，接着是 rest 的 x 和 y。")
    ) { recorder in
        let output = recorder.row("output")
        let first = Subject<String>()
        let rest = Signal<String>.createSignal { subscriber in
            recorder.log(Bilingual("rest is subscribed", "rest 被订阅"))
            subscriber.sendNext("x")
            subscriber.sendNext("y")
            subscriber.sendCompleted()
        }
        output.subscribed()
        first.concat(rest).startWith("0")
            .subscribeNext({ output.next($0) }, completed: { output.completed() })
        recorder.advance()
        first.sendNext("a")
        recorder.advance()
        recorder.log(Bilingual("first completes", "first 完成"))
        first.sendCompleted()
    }
}
