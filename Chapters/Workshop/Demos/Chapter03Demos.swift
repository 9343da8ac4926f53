import CourseProgress
import Chapter03_Subject

/// Chapter 3's demos: hot signals, and bringing the outside world in.
///
/// Each asks the chapter's question of one kind of signal: what does the second subscriber see?
enum Chapter03Demos {
    static var all: [Demo] {
        [hot, replay, behavior, observed, plainCode]
    }

    static let hot = Demo(
        title: Bilingual("Hot: a subject sends to whoever is subscribed at that moment", "热信号：主题（Subject）发送给那一刻已订阅的人"),
        notice: Bilingual("second subscribes at tick 2 and never sees a; a plain subject remembers nothing, so late, subscribing after the end, hears nothing at all.",
                          "second 在 tick 2 订阅，看不到 a；普通主题什么都不记得，所以在结束之后才订阅的 late 什么也收不到。")
    ) { recorder in
        let first = recorder.row("first")
        let second = recorder.row("second")
        let late = recorder.row("late")
        let subject = Subject<String>()
        func watch(_ row: DemoRow) {
            row.subscribed()
            subject.subscribeNext({ row.next($0) }, error: { _ in row.error() }, completed: { row.completed() })
        }
        watch(first)
        recorder.advance()
        recorder.log(Bilingual("sendNext(a)", "sendNext(a)"))
        subject.sendNext("a")
        recorder.advance()
        watch(second)
        recorder.advance()
        recorder.log(Bilingual("sendNext(b)", "sendNext(b)"))
        subject.sendNext("b")
        recorder.advance()
        recorder.log(Bilingual("sendCompleted()", "sendCompleted()"))
        subject.sendCompleted()
        recorder.advance()
        watch(late)
        recorder.log(Bilingual("late subscribed: no value, no completed; the subscription stays open",
                               "late 已订阅：没有值，也没有完成；这次订阅一直开着"))
    }

    static let replay = Demo(
        title: Bilingual("ReplaySubject: a late subscriber catches up, even after completion",
                         "重放主题（ReplaySubject）：晚到的订阅者也能补上，完成之后也一样"),
        notice: Bilingual("second gets a at once when it subscribes (tick 2), then b live; late, after the end, gets a, b and completed inside subscribe (tick 5).",
                          "second 一订阅（tick 2）就立即得到 a，之后实时收到 b；结束之后的 late 在 subscribe 之内得到 a、b 和完成（tick 5）。")
    ) { recorder in
        let first = recorder.row("first")
        let second = recorder.row("second")
        let late = recorder.row("late")
        let subject = ReplaySubject<String>()
        func watch(_ row: DemoRow) {
            row.subscribed()
            subject.subscribeNext({ row.next($0) }, error: { _ in row.error() }, completed: { row.completed() })
        }
        watch(first)
        recorder.advance()
        subject.sendNext("a")
        recorder.advance()
        watch(second)
        recorder.advance()
        subject.sendNext("b")
        recorder.advance()
        subject.sendCompleted()
        recorder.advance()
        watch(late)
    }

    static let behavior = Demo(
        title: Bilingual("BehaviorSubject: every subscriber starts with the current value",
                         "行为主题（BehaviorSubject）：每个订阅者都从当前值开始"),
        notice: Bilingual("first gets the default value 0 the moment it subscribes; second, at tick 2, gets 1, the value current then; late, after the end, gets 2 but no completed.",
                          "first 一订阅就得到默认值 0；second 在 tick 2 得到 1，即当时的当前值；结束之后的 late 得到 2，但收不到完成。")
    ) { recorder in
        let first = recorder.row("first")
        let second = recorder.row("second")
        let late = recorder.row("late")
        let subject = BehaviorSubject(defaultValue: 0)
        func watch(_ row: DemoRow) {
            row.subscribed()
            subject.subscribeNext({ row.next($0) }, error: { _ in row.error() }, completed: { row.completed() })
        }
        watch(first)
        recorder.advance()
        subject.sendNext(1)
        recorder.advance()
        watch(second)
        recorder.advance()
        subject.sendNext(2)
        recorder.advance()
        subject.sendCompleted()
        recorder.advance()
        watch(late)
    }

    /// A model as the seeds write them: a plain property that others observe.
    final class CounterModel {
        @Observed var count = 0
    }

    static let observed = Demo(
        title: Bilingual("@Observed: $count sends the current value, then every set",
                         "@Observed：$count 先发送当前值，然后是每一次赋值"),
        notice: Bilingual("setting 2 twice sends 2 twice (every set, like KVO); when the owner is released at tick 4, $count completes.",
                          "两次赋值 2 就发送两次 2（每次赋值都发送，和 KVO 一样）；owner 在 tick 4 被释放时，$count 完成。")
    ) { recorder in
        let seen = recorder.row("$count")
        var counter: CounterModel? = CounterModel()
        seen.subscribed()
        counter?.$count.subscribeNext({ seen.next($0) }, completed: { seen.completed() })
        recorder.advance()
        recorder.log(Bilingual("count = 1", "count = 1"))
        counter?.count = 1
        recorder.advance()
        recorder.log(Bilingual("count = 2", "count = 2"))
        counter?.count = 2
        recorder.advance()
        recorder.log(Bilingual("count = 2 again", "再次 count = 2"))
        counter?.count = 2
        recorder.advance()
        recorder.log(Bilingual("the owner is released", "owner 被释放"))
        counter = nil
    }

    /// Plain code, as in seed 001's recipe 六 (Docs/Sources.md): it knows nothing of signals, and reports through a subject.
    final class PublishForm {
        let validity = Subject<Bool>()
        private var text = ""
        private var hasImage = false

        var isValid: Bool { !text.isEmpty && hasImage }

        func textDidChange(_ text: String) {
            self.text = text
            validity.sendNext(isValid)
        }

        func imageWasPicked() {
            hasImage = true
            validity.sendNext(isValid)
        }
    }

    static let plainCode = Demo(
        title: Bilingual("Plain code brought into RAC: callbacks push into a subject", "把普通代码接入 RAC：回调推送到主题里"),
        notice: Bilingual("the form calls sendNext wherever its state changes; the button row hears each push, so the button turns on at tick 3, when there is text and an image.",
                          "表单在状态变化的地方调用 sendNext；button 这一行收到每一次推送，所以按钮在 tick 3 有了文字和图片时变为可用。")
    ) { recorder in
        let button = recorder.row("enabled")
        let form = PublishForm()
        button.subscribed()
        form.validity.subscribeNext { button.next($0) }
        recorder.advance()
        recorder.log(Bilingual("the user types \"hi\"", "用户输入 \"hi\""))
        form.textDidChange("hi")
        recorder.advance()
        recorder.log(Bilingual("the user clears the text", "用户清空文字"))
        form.textDidChange("")
        recorder.advance()
        recorder.log(Bilingual("the user picks an image and types again", "用户选了一张图片，又输入了文字"))
        form.imageWasPicked()
        form.textDidChange("hello")
    }
}
