import CourseProgress
import Chapter01_MinimalSignal

/// Chapter 1's demos: a signal is a stored block, run once per subscriber.
///
/// Chapter 1 has values only (no completion, no disposal), so its diagrams never end with `|`.
enum Chapter01Demos {
    static var all: [Demo] {
        [lazyBlock, cold, sendingLater]
    }

    static let lazyBlock = Demo(
        title: Bilingual("Creating a signal runs nothing; subscribing runs its block", "创建信号什么都不运行；订阅才运行它的 block"),
        notice: Bilingual("the block's log line comes at tick 1, inside subscribeNext, not at tick 0 where the signal is made.",
                          "block 的日志出现在 tick 1，在 subscribeNext 之内，而不是在创建信号的 tick 0。")
    ) { recorder in
        let seen = recorder.row("subscriber")
        let signal = Signal<String>.createSignal { subscriber in
            recorder.log(Bilingual("the subscribe block runs", "订阅 block 运行"))
            subscriber.sendNext("a")
            subscriber.sendNext("b")
        }
        recorder.log(Bilingual("createSignal returned; the block is stored, not run",
                               "createSignal 已返回；block 被保存起来，没有运行"))
        recorder.advance()
        seen.subscribed()
        signal.subscribeNext { seen.next($0) }
        recorder.log(Bilingual("subscribeNext returned: the values arrived before it did",
                               "subscribeNext 已返回：值在它返回之前就到了"))
    }

    static let cold = Demo(
        title: Bilingual("Cold: every subscriber gets its own run of the block", "冷信号：每个订阅者都得到一次属于自己的 block 运行"),
        notice: Bilingual("the block runs twice, side effect included; the second subscriber gets a and b from its own run.",
                          "block 运行了两次，副作用也发生两次；第二个订阅者从它自己的那次运行中得到 a 和 b。")
    ) { recorder in
        let first = recorder.row("first")
        let second = recorder.row("second")
        var runs = 0
        let signal = Signal<String>.createSignal { subscriber in
            runs += 1
            recorder.log(Bilingual("the block runs (run \(runs))", "block 运行（第 \(runs) 次）"))
            subscriber.sendNext("a")
            subscriber.sendNext("b")
        }
        first.subscribed()
        signal.subscribeNext { first.next($0) }
        recorder.advance(2)
        second.subscribed()
        signal.subscribeNext { second.next($0) }
    }

    static let sendingLater = Demo(
        title: Bilingual("Sending later: the block can keep its subscriber", "稍后发送：block 可以留住它的订阅者"),
        notice: Bilingual("the values come after subscribeNext has returned, whenever the producer calls sendNext; nothing says the stream is over.",
                          "值在 subscribeNext 返回之后才到，生产者什么时候调用 sendNext 就什么时候到；没有任何事件表示流已结束。")
    ) { recorder in
        let seen = recorder.row("subscriber")
        var kept: Subscriber<String>?
        let signal = Signal<String>.createSignal { subscriber in
            kept = subscriber
        }
        seen.subscribed()
        signal.subscribeNext { seen.next($0) }
        recorder.log(Bilingual("subscribeNext returned; the producer keeps the subscriber",
                               "subscribeNext 已返回；生产者留住了订阅者"))
        recorder.advance()
        kept?.sendNext("a")
        recorder.advance()
        kept?.sendNext("b")
        recorder.advance(2)
        kept?.sendNext("c")
        recorder.advance()
        recorder.log(Bilingual("no way to say \"done\" or to stop listening yet: chapter 2 adds both",
                               "还没有办法说“结束了”，也没有办法停止监听：第 2 章会加入这两样"))
    }
}
