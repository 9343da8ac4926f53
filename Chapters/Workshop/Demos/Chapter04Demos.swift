import Chapter04_Bind

/// Chapter 4's demos: `bind`, and the operators that are nothing but a binding block.
enum Chapter04Demos {
    static var all: [Demo] {
        [mapAndFilter, takeStops, flattenMapMerges, scanPerSubscription, concatAndStartWith]
    }

    static let mapAndFilter = Demo(
        title: "map and filter are bind: each value becomes a signal of one value, or of none",
        notice: "map sends one value for every input; filter sends return(x) for the even ones and empty() for the rest, so ticks 1 and 3 are silent in its row."
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
        title: "take(2) stops its source through bind's stop flag",
        notice: "at tick 2 the second value comes with stop: it is sent, the source's subscription is disposed (!), and only then does take(2) complete; the 3 sent at tick 3 reaches nobody."
    ) { recorder in
        let source = recorder.row("source")
        let taken = recorder.row("take(2)")
        var kept: Subscriber<Int>?
        let producer = Signal<Int>.createSignal { subscriber in
            kept = subscriber
            return Disposable {
                recorder.log("the source's subscription is disposed")
                source.disposed()
            }
        }
        source.subscribed()
        taken.subscribed()
        producer.take(2).subscribeNext({ taken.next($0) }, completed: { taken.completed() })
        for value in 1...3 {
            recorder.advance()
            recorder.log("the producer sends \(value)")
            source.next(value)
            kept?.sendNext(value)
        }
    }

    static let flattenMapMerges = Demo(
        title: "flattenMap subscribes each inner signal at once and merges their values",
        notice: "a and b run at the same time and their values interleave; the output completes only at tick 7, when the outer signal and both inner ones have completed."
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
        recorder.log("inner a sends 1, inner b sends 2, inner a sends 3")
        inners["a"]?.sendNext("1")
        recorder.advance()
        inners["b"]?.sendNext("2")
        recorder.advance()
        inners["a"]?.sendNext("3")
        inners["a"]?.sendCompleted()
        recorder.advance()
        source.sendCompleted()
        recorder.advance()
        recorder.log("inner b completes: nothing is left running")
        inners["b"]?.sendCompleted()
    }

    static let scanPerSubscription = Demo(
        title: "scan keeps its running value in bind's outer block: one per subscription",
        notice: "second subscribes at tick 2 and starts again from 0, so it sends 3 where first, which has seen 1 and 2, sends 6."
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
        title: "startWith and concat: one signal after the other",
        notice: "startWith(0) is return(0).concat(self): 0 comes first, inside subscribe; rest is subscribed only when first completes at tick 2, and rest's x and y follow."
    ) { recorder in
        let output = recorder.row("output")
        let first = Subject<String>()
        let rest = Signal<String>.createSignal { subscriber in
            recorder.log("rest is subscribed")
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
        recorder.log("first completes")
        first.sendCompleted()
    }
}
