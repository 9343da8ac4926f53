import Chapter01_MinimalSignal

/// Chapter 1's demos: a signal is a stored block, run once per subscriber.
///
/// Chapter 1 has values only (no completion, no disposal), so its diagrams never end with `|`.
enum Chapter01Demos {
    static var all: [Demo] {
        [lazyBlock, cold, sendingLater]
    }

    static let lazyBlock = Demo(
        title: "Creating a signal runs nothing; subscribing runs its block",
        notice: "the block's log line comes at tick 1, inside subscribeNext, not at tick 0 where the signal is made."
    ) { recorder in
        let seen = recorder.row("subscriber")
        let signal = Signal<String>.createSignal { subscriber in
            recorder.log("the subscribe block runs")
            subscriber.sendNext("a")
            subscriber.sendNext("b")
        }
        recorder.log("createSignal returned; the block is stored, not run")
        recorder.advance()
        seen.subscribed()
        signal.subscribeNext { seen.next($0) }
        recorder.log("subscribeNext returned: the values arrived before it did")
    }

    static let cold = Demo(
        title: "Cold: every subscriber gets its own run of the block",
        notice: "the block runs twice, side effect included; the second subscriber gets a and b from its own run."
    ) { recorder in
        let first = recorder.row("first")
        let second = recorder.row("second")
        var runs = 0
        let signal = Signal<String>.createSignal { subscriber in
            runs += 1
            recorder.log("the block runs (run \(runs))")
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
        title: "Sending later: the block can keep its subscriber",
        notice: "the values come after subscribeNext has returned, whenever the producer calls sendNext; nothing says the stream is over."
    ) { recorder in
        let seen = recorder.row("subscriber")
        var kept: Subscriber<String>?
        let signal = Signal<String>.createSignal { subscriber in
            kept = subscriber
        }
        seen.subscribed()
        signal.subscribeNext { seen.next($0) }
        recorder.log("subscribeNext returned; the producer keeps the subscriber")
        recorder.advance()
        kept?.sendNext("a")
        recorder.advance()
        kept?.sendNext("b")
        recorder.advance(2)
        kept?.sendNext("c")
        recorder.advance()
        recorder.log("no way to say \"done\" or to stop listening yet: chapter 2 adds both")
    }
}
