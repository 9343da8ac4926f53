import Chapter03_Subject

/// Chapter 3's demos: hot signals, and bringing the outside world in.
///
/// Each asks the chapter's question of one kind of signal: what does the second subscriber see?
enum Chapter03Demos {
    static var all: [Demo] {
        [hot, replay, behavior, observed, plainCode]
    }

    static let hot = Demo(
        title: "Hot: a subject sends to whoever is subscribed at that moment",
        notice: "second subscribes at tick 2 and never sees a; a plain subject remembers nothing, so late, subscribing after the end, hears nothing at all."
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
        recorder.log("sendNext(a)")
        subject.sendNext("a")
        recorder.advance()
        watch(second)
        recorder.advance()
        recorder.log("sendNext(b)")
        subject.sendNext("b")
        recorder.advance()
        recorder.log("sendCompleted()")
        subject.sendCompleted()
        recorder.advance()
        watch(late)
        recorder.log("late subscribed: no value, no completed; the subscription stays open")
    }

    static let replay = Demo(
        title: "ReplaySubject: a late subscriber catches up, even after completion",
        notice: "second gets a at once when it subscribes (tick 2), then b live; late, after the end, gets a, b and completed inside subscribe (tick 5)."
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
        title: "BehaviorSubject: every subscriber starts with the current value",
        notice: "first gets the default value 0 the moment it subscribes; second, at tick 2, gets 1, the value current then; late, after the end, gets 2 but no completed."
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
        title: "@Observed: $count sends the current value, then every set",
        notice: "setting 2 twice sends 2 twice (every set, like KVO); when the owner is released at tick 4, $count completes."
    ) { recorder in
        let seen = recorder.row("$count")
        var counter: CounterModel? = CounterModel()
        seen.subscribed()
        counter?.$count.subscribeNext({ seen.next($0) }, completed: { seen.completed() })
        recorder.advance()
        recorder.log("count = 1")
        counter?.count = 1
        recorder.advance()
        recorder.log("count = 2")
        counter?.count = 2
        recorder.advance()
        recorder.log("count = 2 again")
        counter?.count = 2
        recorder.advance()
        recorder.log("the owner is released")
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
        title: "Plain code brought into RAC: callbacks push into a subject",
        notice: "the form calls sendNext wherever its state changes; the button row hears each push, so the button turns on at tick 3, when there is text and an image."
    ) { recorder in
        let button = recorder.row("enabled")
        let form = PublishForm()
        button.subscribed()
        form.validity.subscribeNext { button.next($0) }
        recorder.advance()
        recorder.log("the user types \"hi\"")
        form.textDidChange("hi")
        recorder.advance()
        recorder.log("the user clears the text")
        form.textDidChange("")
        recorder.advance()
        recorder.log("the user picks an image and types again")
        form.imageWasPicked()
        form.textDidChange("hello")
    }
}
