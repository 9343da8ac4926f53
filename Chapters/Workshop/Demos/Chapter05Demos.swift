import Chapter05_CombineLatest

/// Chapter 5's demos: several signals into one, and the seeds' recipes that need it.
enum Chapter05Demos {
    static var all: [Demo] {
        [combineLatestWaits, synchronousInputs, zipPairs, mergeTypingAndCode, tabBarDot]
    }

    /// Subscribes `row` to `signal` and draws everything it receives.
    private static func watch<T>(_ signal: Signal<T>, in row: DemoRow) {
        row.subscribed()
        signal.subscribeNext({ row.next($0) }, error: { _ in row.error() }, completed: { row.completed() })
    }

    static let combineLatestWaits = Demo(
        title: "combineLatest is silent until every input has sent, then sends on every value",
        notice: "a's 1 and 2 at ticks 1 and 2 produce nothing: b has no value yet. From tick 3 on, every value of either input sends the pair of latest values; it completes only at tick 6, when both inputs have."
    ) { recorder in
        let aRow = recorder.row("a")
        let bRow = recorder.row("b")
        let combined = recorder.row("combineLatest")
        let a = Subject<String>(), b = Subject<String>()
        watch(a, in: aRow)
        watch(b, in: bRow)
        watch(Signal.combineLatest(a, b).reduceEach { $0 + $1 }, in: combined)
        recorder.advance()
        a.sendNext("1")
        recorder.advance()
        a.sendNext("2")
        recorder.advance()
        b.sendNext("x")
        recorder.advance()
        a.sendNext("3")
        a.sendCompleted()
        recorder.advance()
        b.sendNext("y")
        recorder.advance()
        b.sendCompleted()
    }

    static let synchronousInputs = Demo(
        title: "Synchronous inputs are subscribed one after another: the first collapses to its last value",
        notice: "everything happens inside one subscribe call; each tick is one step of it. A runs to its end (ticks 0-3) before B is even subscribed (tick 3), so combineLatest only ever pairs A's last value, 2, with B's 3 and 4: A's 1 is never sent."
    ) { recorder in
        let aRow = recorder.row("A")
        let bRow = recorder.row("B")
        let combined = recorder.row("combineLatest")
        /// A cold signal that sends `values` and completes when subscribed, one tick per event.
        func synchronous(_ values: [Int], drawnIn row: DemoRow) -> Signal<Int> {
            Signal<Int>.createSignal { subscriber in
                row.subscribed()
                for value in values {
                    recorder.advance()
                    row.next(value)
                    subscriber.sendNext(value)
                }
                recorder.advance()
                row.completed()
                subscriber.sendCompleted()
            }
        }
        combined.subscribed()
        Signal.combineLatest(synchronous([1, 2], drawnIn: aRow), synchronous([3, 4], drawnIn: bRow))
            .reduceEach { "\($0)\($1)" }
            .subscribeNext({ combined.next($0) }, completed: { combined.completed() })
    }

    static let zipPairs = Demo(
        title: "zip pairs values by index, and completes as soon as no new pair is possible",
        notice: "a's 1 and 2 wait in a queue; a completes at tick 3 with both still waiting. x takes 1 at tick 4; when y takes 2 at tick 5, a is done and its queue is empty, so zip completes without waiting for b and disposes its subscription to b (the ! in b's row)."
    ) { recorder in
        let aRow = recorder.row("a")
        let bRow = recorder.row("b")
        let zipped = recorder.row("zip")
        let a = Subject<String>(), b = Subject<String>()
        watch(a, in: aRow)
        watch(b, in: bRow)
        let bProbe = Signal<String>.createSignal { subscriber in
            b.subscribe(subscriber)
            return Disposable { bRow.disposed() }
        }
        watch(Signal.zip(a, bProbe).reduceEach { $0 + $1 }, in: zipped)
        recorder.advance()
        a.sendNext("1")
        recorder.advance()
        a.sendNext("2")
        recorder.advance()
        a.sendCompleted()
        recorder.advance()
        b.sendNext("x")
        recorder.advance()
        b.sendNext("y")
        recorder.advance()
        recorder.log("b sends z: nobody in zip hears it")
        b.sendNext("z")
    }

    /// Seed 001 二's text (Docs/Sources.md) field: what the user types and what code assigns, two signals.
    private final class TextFieldStandIn {
        /// What the user types (RAC's `rac_textSignal`).
        let typing = Subject<String>()
        /// The text as code sets it (RAC's `RACObserve(field, text)`).
        @Observed var text = ""
    }

    static let mergeTypingAndCode = Demo(
        title: "merge follows a field both ways it changes: typing, and text set from code (seed 001)",
        notice: "typing only hears the user (ticks 1 and 4); code only hears the current text and assignments (ticks 0, 2, 3). merge subscribes to both at once and forwards each value as it arrives, so valid follows every change. The field is released when the demo ends, so code completes."
    ) { recorder in
        let typingRow = recorder.row("typing")
        let codeRow = recorder.row("code")
        let validRow = recorder.row("valid")
        let field = TextFieldStandIn()
        watch(field.typing, in: typingRow)
        watch(field.$text, in: codeRow)
        watch(Signal.merge([field.typing, field.$text]).map { !$0.isEmpty }, in: validRow)
        recorder.advance()
        recorder.log("the user types a")
        field.typing.sendNext("a")
        recorder.advance()
        recorder.log("code clears the field")
        field.text = ""
        recorder.advance()
        recorder.log("code fills in a remembered name")
        field.text = "bob"
        recorder.advance()
        recorder.log("the user types")
        field.typing.sendNext("bobby")
    }

    /// Seed 001 三's unread counts.
    private final class Badges {
        @Observed var myMessageCount = 0
        @Observed var systemMessageCount = 0
        @Observed var groupMessageCount = 0
    }

    static let tabBarDot = Demo(
        title: "The tab-bar dot hides only when all three unread counts are 0 (seed 001)",
        notice: "combineLatest sends for every change of any count; reduceEach turns each triple into \"all zero?\". hidden is true at tick 0 and again only at tick 6, when the last count returns to 0. Then the demo releases the counts' owner: each count completes, and hidden completes with the last one."
    ) { recorder in
        let myRow = recorder.row("messages")
        let systemRow = recorder.row("system")
        let groupRow = recorder.row("groups")
        let hiddenRow = recorder.row("hidden")
        let badges = Badges()
        watch(badges.$myMessageCount, in: myRow)
        watch(badges.$systemMessageCount, in: systemRow)
        watch(badges.$groupMessageCount, in: groupRow)
        let hidden = Signal.combineLatest(badges.$myMessageCount, badges.$systemMessageCount, badges.$groupMessageCount)
            .reduceEach { myMessage, systemMessage, groupMessage in
                myMessage == 0 && systemMessage == 0 && groupMessage == 0
            }
        watch(hidden, in: hiddenRow)
        recorder.advance()
        badges.myMessageCount = 2
        recorder.advance()
        badges.groupMessageCount = 5
        recorder.advance()
        badges.myMessageCount = 0
        recorder.advance()
        badges.systemMessageCount = 1
        recorder.advance()
        badges.groupMessageCount = 0
        recorder.advance()
        badges.systemMessageCount = 0
    }
}
