import CourseProgress
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
        title: Bilingual("combineLatest is silent until every input has sent, then sends on every value",
                         "组合最新值（combineLatest）在每个输入都发送过之前保持沉默，之后每来一个值就发送一次"),
        notice: Bilingual("a's 1 and 2 at ticks 1 and 2 produce nothing: b has no value yet. From tick 3 on, every value of either input sends the pair of latest values; it completes only at tick 6, when both inputs have.",
                          "a 在 tick 1 和 2 的 1 和 2 什么也没产生：b 还没有值。从 tick 3 起，任一输入的每个值都会发送一对最新值；直到 tick 6 两个输入都完成时它才完成。")
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
        title: Bilingual("Synchronous inputs are subscribed one after another: the first collapses to its last value",
                         "同步的输入被依次订阅：第一个只剩下它的最后一个值"),
        notice: Bilingual("everything happens inside one subscribe call; each tick is one step of it. A runs to its end (ticks 0-3) before B is even subscribed (tick 3), so combineLatest only ever pairs A's last value, 2, with B's 3 and 4: A's 1 is never sent.",
                          "一切都发生在一次 subscribe 调用之内；每个 tick 是其中一步。A 在 B 被订阅（tick 3）之前就运行到结束（tick 0-3），所以 combineLatest 只会把 A 的最后一个值 2 与 B 的 3 和 4 配成对：A 的 1 从未被发送。")
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
        title: Bilingual("zip pairs values by index, and completes as soon as no new pair is possible",
                         "配对（zip）按序号把值配成对，一旦不可能再有新的一对就完成"),
        notice: Bilingual("a's 1 and 2 wait in a queue; a completes at tick 3 with both still waiting. x takes 1 at tick 4; when y takes 2 at tick 5, a is done and its queue is empty, so zip completes without waiting for b and disposes its subscription to b (the ! in b's row).",
                          "a 的 1 和 2 在队列里等待；a 在 tick 3 完成时两个值都还在等。x 在 tick 4 取走 1；y 在 tick 5 取走 2 时，a 已结束且队列已空，所以 zip 不等 b 就完成，并释放它对 b 的订阅（b 那一行的 !）。")
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
        recorder.log(Bilingual("b sends z: nobody in zip hears it", "b 发送 z：zip 里没有谁收到"))
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
        title: Bilingual("merge follows a field both ways it changes: typing, and text set from code (seed 001)",
                         "合并（merge）跟随输入框的两种变化方式：用户输入，以及代码设置的文字（种子文章 001）"),
        notice: Bilingual("typing only hears the user (ticks 1 and 4); code only hears the current text and assignments (ticks 0, 2, 3). merge subscribes to both at once and forwards each value as it arrives, so valid follows every change. The field is released when the demo ends, so code completes.",
                          "typing 只听到用户（tick 1 和 4）；code 只听到当前文字和赋值（tick 0、2、3）。merge 同时订阅两者，每个值一到就转发，所以 valid 跟随每一次变化。演示结束时输入框被释放，所以 code 完成。")
    ) { recorder in
        let typingRow = recorder.row("typing")
        let codeRow = recorder.row("code")
        let validRow = recorder.row("valid")
        let field = TextFieldStandIn()
        watch(field.typing, in: typingRow)
        watch(field.$text, in: codeRow)
        watch(Signal.merge([field.typing, field.$text]).map { !$0.isEmpty }, in: validRow)
        recorder.advance()
        recorder.log(Bilingual("the user types a", "用户输入 a"))
        field.typing.sendNext("a")
        recorder.advance()
        recorder.log(Bilingual("code clears the field", "代码清空输入框"))
        field.text = ""
        recorder.advance()
        recorder.log(Bilingual("code fills in a remembered name", "代码填入记住的用户名"))
        field.text = "bob"
        recorder.advance()
        recorder.log(Bilingual("the user types", "用户输入"))
        field.typing.sendNext("bobby")
    }

    /// Seed 001 三's unread counts.
    private final class Badges {
        @Observed var myMessageCount = 0
        @Observed var systemMessageCount = 0
        @Observed var groupMessageCount = 0
    }

    static let tabBarDot = Demo(
        title: Bilingual("The tab-bar dot hides only when all three unread counts are 0 (seed 001)",
                         "只有三个未读数都为 0 时，标签栏的小红点才隐藏（种子文章 001）"),
        notice: Bilingual("combineLatest sends for every change of any count; reduceEach turns each triple into \"all zero?\". hidden is true at tick 0 and again only at tick 6, when the last count returns to 0. Then the demo releases the counts' owner: each count completes, and hidden completes with the last one.",
                          "任一计数的每次变化都让 combineLatest 发送；reduceEach 把每个三元组变成“全为零？”。hidden 在 tick 0 为 true，之后要到 tick 6 最后一个计数回到 0 时才再次为 true。然后演示释放计数的 owner：每个计数完成，hidden 随最后一个一起完成。")
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
